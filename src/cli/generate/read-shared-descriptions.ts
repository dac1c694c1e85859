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

/** A line that names `first` alone (its names and placeholder), and the next line, alike indented, that starts with `second`'s name. */
function namedOnAdjacentLines(lines: readonly string[], first: HelpOption, second: HelpOption): boolean {
  const alone = new RegExp(`^(\\s+)(-[\\w-]+,\\s*)?${escapeRegExp(flagOf(first))}(\\s+[^\\s-][^\\s]*)?\\s*$`);
  const next = new RegExp(`^\\s+(-[\\w-]+,\\s*)?${escapeRegExp(flagOf(second))}\\b`);
  return lines.some((line, index) => {
    const indent = alone.exec(line)?.[1];
    const following = lines[index + 1];
    return (
      indent !== undefined && following !== undefined && next.test(following) && following.startsWith(indent) && !/^\s/.test(following.slice(indent.length))
    );
  });
}
