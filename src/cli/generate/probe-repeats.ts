// Options tried twice: an option that takes a value is run given twice (`prog --func 1 --func 1`) in the
// same read-only sandbox as the flags tried alone. Some parsers refuse a second occurrence of an option
// that takes one value (LLVM's "for the -o option: may only occur zero or one times!", clap's "cannot be
// used multiple times", picocli's "should be specified only once", Boost's "cannot be specified more
// than once") and accept it for a list: where such a parser refuses some options, those it accepts repeat.
// Other parsers (getopt's, argparse's, Go's) keep the last value without a word, so nothing is concluded.
import { namesANumber, toOptionSubject } from './draft-wrapper.js';
import { flagOf, type HelpOption, type ParsedHelp } from './help-types.js';
import { optionNames, probeEach, saysOfFlag, withAnswers } from './probe-flags.js';
import type { SandboxedRun } from './run-sandboxed.js';
import { findSafetyRule } from './safety-rules.js';

/** A parser's refusal of a second occurrence, on a line that names the option. */
const REFUSES_REPEAT =
  /may only occur zero or one times|cannot be used multiple times|provided more than once|should be specified only once|cannot be specified more than once|can only specify option .* once/i;
/** Any other complaint about the option: the value was wrong or the option unknown, so the run says nothing of repeats. */
const COMPLAINS = /error|invalid|unknown|unrecognized|not recogni[sz]ed|illegal|bad |must |expected|requires?|cannot|can't|not allowed/i;
/** The first options tried: unless the parser refuses one of them, it is not one that tells, and the rest are not tried. */
const SAMPLE = 16;

/**
 * The options of `help` taking one value (no choices, no number: LLVM's `cl::ZeroOrMore` takes a count twice and keeps
 * the last; none the safety rules leave out or confirm) that the program accepts twice where its parser refuses others.
 */
export async function probeRepeats(words: readonly string[], help: ParsedHelp, run: SandboxedRun): Promise<string[]> {
  const names = optionNames(help);
  const candidates = help.options
    .filter((option) => option.value !== undefined && !option.repeats && !option.choices && !option.optionalValue && !namesANumber(option.value))
    // A file to write is tried too (-o): the sandbox is read-only, and a parser refuses the second before any file is opened.
    .filter((option) => [undefined, 'path', 'plain'].includes(findSafetyRule(toOptionSubject(option, names), words)?.action));
  const tryTwice = async (options: readonly HelpOption[]) =>
    (
      await probeEach(words, run, options, (option) => {
        const flag = flagOf(option);
        return option.inline && option.long ? [`${flag}=1`, `${flag}=1`] : [flag, '1', flag, '1'];
      })
    ).map(({ item, text, timedOut }) => {
      const flag = flagOf(item);
      const refused = saysOfFlag(text, flag, REFUSES_REPEAT);
      return { flag, refused, accepted: !refused && !timedOut && !saysOfFlag(text, flag, COMPLAINS) };
    });
  const sample = await tryTwice(candidates.slice(0, SAMPLE));
  if (!sample.some((answer) => answer.refused)) return [];
  const answers = [...sample, ...(await tryTwice(candidates.slice(SAMPLE)))];
  return answers.filter((answer) => answer.accepted).map((answer) => answer.flag);
}

/** `help` with each option the program accepted twice repeating. */
export function withProbedRepeats(help: ParsedHelp, repeats: readonly string[]): ParsedHelp {
  return withAnswers(help, repeats, (option) => ({ ...option, repeats: true }));
}
