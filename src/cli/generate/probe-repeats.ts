// Options tried twice: an option that takes a value is run given twice (`prog --func 1 --func 1`) in the
// same read-only sandbox as the flags tried alone. Some parsers refuse a second occurrence of an option
// that takes one value (LLVM's "for the -o option: may only occur zero or one times!", clap's "cannot be
// used multiple times", picocli's "should be specified only once", Boost's "cannot be specified more
// than once") and accept it for a list: where such a parser refuses some options, those it accepts repeat.
// Other parsers (getopt's, argparse's, Go's) keep the last value without a word, so nothing is concluded.
import { createRunQueue } from '../../executor/run-queue.js';
import { toOptionSubject } from './draft-wrapper.js';
import type { HelpOption, ParsedHelp } from './help-types.js';
import { saysOfFlag } from './probe-flags.js';
import type { SandboxedRun } from './run-sandboxed.js';
import { findSafetyRule } from './safety-rules.js';

/** A parser's refusal of a second occurrence, on a line that names the option. */
const REFUSES_REPEAT =
  /may only occur zero or one times|cannot be used multiple times|provided more than once|should be specified only once|cannot be specified more than once|can only specify option .* once/i;
/** Any other complaint about the option: the value was wrong or the option unknown, so the run says nothing of repeats. */
const COMPLAINS = /error|invalid|unknown|unrecognized|not recogni[sz]ed|illegal|bad |must |expected|requires?|cannot|can't|not allowed/i;
const PROBE_TIMEOUT_MS = 3_000;
const PROBE_MAX_BYTES = 64 * 1024;
const PROBES_AT_ONCE = 4;
const MAX_PROBES = 200;
/** The first options tried: unless the parser refuses one of them, it is not one that tells, and the rest are not tried. */
const SAMPLE = 16;

/** The options of `help` taking one value (no choices, none the safety rules leave out or confirm) that the program accepts twice where its parser refuses others. */
export async function probeRepeats(words: readonly string[], help: ParsedHelp, run: SandboxedRun): Promise<string[]> {
  const names = help.options.flatMap((option) => [option.long, option.short].filter((flag) => flag !== undefined));
  const candidates = help.options
    .filter((option) => option.value !== undefined && !option.repeats && !option.choices && !option.optionalValue)
    // A file to write is tried too (-o): the sandbox is read-only, and a parser refuses the second before any file is opened.
    .filter((option) => [undefined, 'path', 'plain'].includes(findSafetyRule(toOptionSubject(option, names), words)?.action))
    .slice(0, MAX_PROBES);
  const queue = createRunQueue(PROBES_AT_ONCE);
  const tryTwice = (options: readonly HelpOption[]) =>
    Promise.all(
      options.map(async (option) => {
        const flag = option.long ?? option.short!;
        const given = option.inline && option.long ? [`${flag}=1`, `${flag}=1`] : [flag, '1', flag, '1'];
        const slot = await queue.acquire();
        try {
          const result = await run(words[0]!, [...words.slice(1), ...given], { timeoutMs: PROBE_TIMEOUT_MS, maxBytes: PROBE_MAX_BYTES });
          const refused = saysOfFlag(result.text, flag, REFUSES_REPEAT);
          const accepted = !refused && result.timedOut !== true && !saysOfFlag(result.text, flag, COMPLAINS);
          return { flag, refused, accepted };
        } finally {
          slot!.release();
        }
      }),
    );
  const sample = await tryTwice(candidates.slice(0, SAMPLE));
  if (!sample.some((answer) => answer.refused)) return [];
  const answers = [...sample, ...(await tryTwice(candidates.slice(SAMPLE)))];
  return answers.filter((answer) => answer.accepted).map((answer) => answer.flag);
}

/** `help` with each option the program accepted twice repeating. */
export function withProbedRepeats(help: ParsedHelp, repeats: readonly string[]): ParsedHelp {
  if (repeats.length === 0) return help;
  const takes = (option: HelpOption) => repeats.includes(option.long ?? option.short!);
  return { ...help, options: help.options.map((option) => (takes(option) ? { ...option, repeats: true } : option)) };
}
