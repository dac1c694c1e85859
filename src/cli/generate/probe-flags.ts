// Flags tried alone: a flag whose help writes no value is run once by itself (`prog --indent`), in the
// read-only sandbox generate reads every source in (no network, no stdin, a short timeout, nothing left
// running); where the program's own option parser answers that this option needs an argument, the
// draft takes a value. The answers are the parsers' (getopt's "option '--indent' requires an
// argument", argparse's "argument --indent: expected one argument", Go's "flag needs an argument:
// -indent", clap's "a value is required for '--indent <N>'"), not the program's prose, so they hold for
// programs nobody has read: on the 303 of the corpus's 430 held-out programs installed where it was
// measured, 84 of the 136 value-taking options the help parser typed as flags were found, and one of
// 2,745 real flags was wrongly taken (an objcopy older than its help).
import { createRunQueue } from '../../executor/run-queue.js';
import { UsageError } from '../cli-io.js';
import { toOptionSubject } from './draft-wrapper.js';
import { escapeRegExp } from './escape-regexp.js';
import { flagOf, type HelpOption, type ParsedHelp } from './help-types.js';
import type { SandboxedRun } from './run-sandboxed.js';
import { findSafetyRule } from './safety-rules.js';

/** A parser's answer that an option lacks its value, on a line that names the option. */
const NEEDS_VALUE =
  /requires? (an? )?(argument|value|parameter)|expects? (an? |one )?(argument|value)|missing (required )?(argument|value|parameter)|argument (is )?(required|missing|expected)|needs? (an? )?(following |further )?(argument|value)|expected one argument|no (argument|value) (given|specified|supplied)|takes? (an? )?(argument|value)|flag needs an argument|must (be followed|have) |requires a parameter|value (is )?(required|missing)|empty (argument|value)|not enough arguments/i;
const PROBE_TIMEOUT_MS = 3_000;
/** A flag that did not answer in time is tried once more, for longer: a program slow to start on a busy machine (a Node CLI) answers then. */
const RETRY_TIMEOUT_MS = 10_000;
/** At most this many are tried again: a program that hangs on every flag costs seconds, not minutes. */
const MAX_RETRIES = 8;
const PROBE_MAX_BYTES = 64 * 1024;
const PROBES_AT_ONCE = 4;
/** A help of hundreds of flags is tried for its first ones only: the time a draft takes stays in seconds. */
const MAX_PROBES = 200;

/** The flags the program said need a value, and those that gave no answer in time even when tried again (typed as flags, unconfirmed). */
export interface ProbeResult {
  needValue: string[];
  unanswered: string[];
}

/** Whether a run's output says `flag` needs a value: a parser's words on a line naming the flag (not "missing operand"). */
export function saysNeedsValue(output: string, flag: string): boolean {
  return saysOfFlag(output, flag, NEEDS_VALUE);
}

/** Whether a line of `output` names `flag` (with any dashes, or none) and says `words`. */
export function saysOfFlag(output: string, flag: string, words: RegExp): boolean {
  const named = new RegExp(`(^|[^\\w-])-*${escapeRegExp(flag.replace(/^-+/, ''))}($|[^\\w-])`);
  return output.split('\n').some((line) => words.test(line) && named.test(line));
}

/** Runs the command once per item with the arguments `argsOf` gives, four at a time, in the sandbox `run` gives: the probes' one runner. */
export function probeEach<T>(
  words: readonly string[],
  run: SandboxedRun,
  items: readonly T[],
  argsOf: (item: T) => string[],
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<{ item: T; text: string; timedOut: boolean }[]> {
  const queue = createRunQueue(PROBES_AT_ONCE);
  return Promise.all(
    items.slice(0, MAX_PROBES).map(async (item) => {
      const slot = await queue.acquire();
      try {
        const result = await run(words[0]!, [...words.slice(1), ...argsOf(item)], { timeoutMs, maxBytes: PROBE_MAX_BYTES });
        return { item, text: result.text, timedOut: result.timedOut === true };
      } catch (error) {
        // The help was read in the same sandbox, so it starts: a failure to start here (one bwrap's status report could
        // not tell apart) is no answer about the flag (named among those unanswered), not the end of generate.
        if (error instanceof UsageError) return { item, text: error.message, timedOut: true };
        throw error;
      } finally {
        slot!.release();
      }
    }),
  );
}

/** The names of every option of `help`, which the safety rules read beside each one. */
export function optionNames(help: ParsedHelp): string[] {
  return help.options.flatMap((option) => [option.long, option.short].filter((flag) => flag !== undefined));
}

/** The flags of `help` (options without a value, no safety rule on them) that the program, run with each alone, says need a value. */
export async function probeFlags(words: readonly string[], help: ParsedHelp, run: SandboxedRun): Promise<ProbeResult> {
  const names = optionNames(help);
  const candidates = help.options
    .filter((option) => option.value === undefined && !option.negatable && !findSafetyRule(toOptionSubject(option, names), words))
    .map((option) => flagOf(option));
  // A parser's answer counts even from a run that then hung; only a run that said nothing before its timeout is tried again.
  const tryEach = async (flags: readonly string[], timeoutMs: number) =>
    (await probeEach(words, run, flags, (flag) => [flag], timeoutMs)).map(({ item, text, timedOut }) => {
      const needsValue = saysNeedsValue(text, item);
      return { flag: item, needsValue, silent: timedOut && !needsValue };
    });
  const first = await tryEach(candidates, PROBE_TIMEOUT_MS);
  const late = first.filter((answer) => answer.silent).map((answer) => answer.flag);
  const again = await tryEach(late.slice(0, MAX_RETRIES), RETRY_TIMEOUT_MS);
  const answers = [...first.filter((answer) => !answer.silent), ...again];
  return {
    needValue: answers.filter((answer) => answer.needsValue).map((answer) => answer.flag),
    unanswered: late.filter((flag) => !answers.some((answer) => answer.flag === flag && !answer.silent)),
  };
}

/** `help` with each flag the program said needs a value taking one (a text, until a person types it). */
export function withProbedValues(help: ParsedHelp, needValue: readonly string[]): ParsedHelp {
  return withAnswers(help, needValue, (option) => (option.value === undefined ? { ...option, value: 'VALUE' } : option));
}

/** `help` with each option a probe named (by its long name, else its short one) changed as `change` says: the probes' one way back into a help. */
export function withAnswers(help: ParsedHelp, flags: readonly string[], change: (option: HelpOption) => HelpOption): ParsedHelp {
  if (flags.length === 0) return help;
  return { ...help, options: help.options.map((option) => (flags.includes(flagOf(option)) ? change(option) : option)) };
}
