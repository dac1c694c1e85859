// find's expression primaries, listed several to a line with their placeholders and no
// descriptions: "-amin N -anewer FILE -atime N", "-exec COMMAND ;", "-perm [-/]MODE".
import type { HelpOption } from './help-types.js';

const PRIMARY = /^-[a-z][\w-]*$/;
/** FILE, N[bcwkMG], [-/]MODE, [bcdpflsD], and the terminators of -exec (`;`, `{} +`). */
const PLACEHOLDER = /^(?:[A-Z][A-Z0-9_]*(?:\[\w+\])?|\[[^\]\s]+\][A-Z]*|;|\{\}|\+)$/;
/** find's "Tests (N can be +N or -N or N)": a number with a sign, so a text. */
const SIGNED_N = /\bN can be \+N\b/;

/** The primaries of one line, or undefined when the line is not a list of them. */
export function parsePrimaries(line: string, lines: readonly string[]): HelpOption[] | undefined {
  const tokens = line.trim().split(/\s+/);
  if (tokens.filter((token) => PRIMARY.test(token)).length < 2 || !tokens.every((token) => PRIMARY.test(token) || PLACEHOLDER.test(token))) return undefined;
  const signed = lines.some((text) => SIGNED_N.test(text));
  const primaries: HelpOption[] = [];
  for (const token of tokens) {
    if (PRIMARY.test(token)) {
      primaries.push({ long: token, optionalValue: false, inline: false, negatable: false, description: '' });
      continue;
    }
    // "-exec COMMAND ;": the terminator is part of the syntax, not of the value.
    if (/^(;|\{\}|\+)$/.test(token)) continue;
    const primary = primaries[primaries.length - 1]!;
    primary.value = primary.value ? `${primary.value} ${token}` : token;
    if (signed && token === 'N') primary.valueType = 'string';
  }
  return primaries;
}
