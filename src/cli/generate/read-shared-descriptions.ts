// A man page's options named on lines of their own, one after the other, above one description: gpg's
// "--locate-keys" and "--locate-external-keys", then "Locate the keys given as arguments", or
// "--ask-cert-level" and "--no-ask-cert-level" above "prompt for a certification level". Each line
// names an option the paragraph describes, so each takes it; the row parser gave it to the last.
import { escapeRegExp } from './escape-regexp.js';
import { flagOf, type HelpOption } from './help-types.js';

/** The options, each without a description taking the next one's where the text names them on adjacent lines, alike indented. */
export function withSharedDescriptions(options: readonly HelpOption[], text: string): HelpOption[] {
  const lines = text.split('\n');
  const shared = [...options];
  for (let index = shared.length - 2; index >= 0; index--) {
    const option = shared[index]!;
    const next = shared[index + 1]!;
    if (option.description !== '' || next.description === '' || !namedOnAdjacentLines(lines, option, next)) continue;
    shared[index] = { ...option, description: next.description };
  }
  return shared;
}

/**
 * A line that names `first` alone (its names and placeholder), and the next line, alike indented, that names `second` alone too,
 * its paragraph below: a man page's layout. In a help's table a row without a description beside a described one shares nothing
 * (babel's `--source-maps`, perldoc's `-M`, umoci's options without a description).
 */
function namedOnAdjacentLines(lines: readonly string[], first: HelpOption, second: HelpOption): boolean {
  // Its placeholder may follow (`--quick-generate-key user-id [algo [usage]]`), but no description after a column's two spaces.
  const alone = (option: HelpOption) => new RegExp(`^(\\s+)(-[\\w-]+,\\s*)?${escapeRegExp(flagOf(option))}(?=[\\s,=]|$)(?:[ ,=](?:(?! {2}).)*)?$`);
  return lines.some((line, index) => {
    const indent = alone(first).exec(line)?.[1];
    const following = lines[index + 1];
    const below = lines[index + 2];
    return (
      indent !== undefined &&
      following !== undefined &&
      below !== undefined &&
      alone(second).exec(following)?.[1] === indent &&
      // The paragraph, or a third option named alone above it (gpg's --list-signatures, --list-sigs, then what they do).
      (/^\s*/.exec(below)![0].length > indent.length || (below.startsWith(`${indent}-`) && !/\S {2,}\S/.test(below.trim())))
    );
  });
}
