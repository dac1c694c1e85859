// groff's and troff's layout: a letter with its placeholder glued to it (`-Parg  pass arg to the
// postprocessor`, `-Idir  search dir for ...`, `-mname  read macros tmac.name`), which the rows read
// as one single-dash word. The placeholder is the word the description then uses.
import type { HelpOption } from './help-types.js';

/** `-Parg` described with the word "arg": the letter, and the rest as its placeholder (a placeholder's word: pdftotext's -bbox "output bounding box" is a word option). */
const GLUED_LETTER = /^-([A-Za-z])(args?|dirs?|names?|files?|num|list|dev|device|fam|path|str|string|cmd|prog|size|val|value|opts?)$/;

/** Each single-dash word that is a letter and a placeholder its own description names, as that letter taking a value; others unchanged. */
export function withGluedLetters(options: readonly HelpOption[]): HelpOption[] {
  return options.map((option) => {
    const [, letter, placeholder] = (option.short === undefined && option.value === undefined && option.long && GLUED_LETTER.exec(option.long)) || [];
    if (!letter || !placeholder || !new RegExp(`(^|[\\s.])${placeholder}\\b`).test(option.description)) return option;
    const { long: _long, ...rest } = option;
    return { ...rest, short: `-${letter}`, value: placeholder };
  });
}
