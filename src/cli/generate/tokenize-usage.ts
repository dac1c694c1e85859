// Splits a usage line into its words and a group into its alternatives, brackets kept whole.

/** A word of a usage line that is an option's name alone: `-o`, `--css`, `-name`. */
export const OPTION_WORD = /^--?[A-Za-z][\w-]*$/;

/** Splits a usage line into words, keeping [...], <...>, {...} and (...) groups (nested too) whole. */
export function tokenizeUsage(usage: string): string[] {
  const tokens: string[] = [];
  let current = '';
  // The brackets open around the character; arping's "[ -T <host/ip ]" forgets a ">", which its "]" closes with the "[".
  const open: string[] = [];
  // rename's "[ -v ]": spaces inside the brackets.
  for (const char of usage.trim().replace(/\[\s+/g, '[').replace(/\s+\]/g, ']')) {
    // gtags's "[-ciIOqvw][-C dir][-f file][dbpath]": groups glued to each other are words apart.
    if (char === '[' && open.length === 0 && current.endsWith(']')) {
      tokens.push(current);
      current = '';
    }
    if ('[<{('.includes(char)) open.push(char);
    // A ">" closes only a "<" just opened (cpio's "< name-list [> archive]" redirects); "]", "}" and ")" close through a "<" left open.
    if (char === '>' && open.at(-1) === '<') open.pop();
    const opener = '[{('[']})'.indexOf(char)];
    if (opener !== undefined && open.length > 0) open.splice(open.includes(opener) ? open.lastIndexOf(opener) : open.length - 1);
    if (/\s/.test(char) && open.length === 0) {
      if (current) tokens.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** The alternatives of a group, split at the `|` outside its brackets. */
export function splitAlternatives(group: string): string[] {
  const alternatives = [''];
  let depth = 0;
  for (const char of group) {
    if ('[<{('.includes(char)) depth++;
    if (']>})'.includes(char)) depth = Math.max(0, depth - 1);
    if (char === '|' && depth === 0) alternatives.push('');
    else alternatives[alternatives.length - 1] += char;
  }
  return alternatives.map((alternative) => alternative.trim()).filter(Boolean);
}
