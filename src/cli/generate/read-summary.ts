// A help's summary: the sentence a draft's description starts from.
import { OPTION_LINE } from './parse-option-rows.js';
import { sectionStart, startsWithProgram } from './read-usage-line.js';

/** Not a summary: zip's help starts with its copyright. */
const COPYRIGHT = /copyright|\(c\) \d{4}|all rights reserved/i;

/** A man page's NAME line ("git-status - Show the working tree status"), else the first sentence between the usage line and the first option. */
export function summaryOf(lines: string[], program?: string): string {
  const name = sectionStart(lines, 'NAME');
  if (name !== -1 && lines[name]) return firstSentence(lines[name].trim().replace(/^\S+\s+-+\s+/, ''));
  const usage = lines.findIndex((line) => /^\s*usage:/i.test(line));
  const firstOption = lines.findIndex((line) => OPTION_LINE.test(line));
  const between = lines.slice(usage + 1, firstOption === -1 ? lines.length : firstOption);
  const paragraph: string[] = [];
  for (const line of between) {
    const isText =
      /^ {0,2}[A-Za-z]/.test(line) && !/^\s*(or:|usage:)/i.test(line) && !/:$/.test(line.trim()) && !COPYRIGHT.test(line) && !startsWithProgram(line, program);
    if (isText) paragraph.push(line.trim());
    else if (paragraph.length > 0) break;
  }
  return firstSentence(paragraph.join(' '));
}
/** The first sentence of a text, cut to `maxChars`. */
export function firstSentence(text: string, maxChars = 300): string {
  const sentence = /^.*?[.!](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > maxChars ? `${sentence.slice(0, maxChars - 3)}...` : sentence;
}
