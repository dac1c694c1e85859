// Reads a command's man page as rendered text (`man git-log`), for the help parser, which reads
// man pages (NAME, SYNOPSIS, indented OPTIONS). Rendered in the C locale, so hyphens and quotes
// are ASCII, at a fixed width, through no pager, and inside the same sandbox as a help run.
import { basename } from 'node:path';
import { locateExecutable } from '../../executor/find-executable.js';
import { OPERAND_RANK, type SourcedHelp } from './merge-sources.js';
import { parseHelp, withoutOverstrike } from './parse-help.js';
import type { SandboxedRun } from './run-sandboxed.js';

const MAN_ENV = { MANPAGER: 'cat', PAGER: 'cat', MANWIDTH: '80', LC_ALL: 'C' };

export interface ManPage {
  /** `git-log`: the page's name, from the command's words. */
  page: string;
  /** The page as rendered, without overstrike. */
  text: string;
}

/** A help text that is a man page already (git's `<sub> --help` shows it): reading the page again adds nothing. */
export function isManPage(text: string): boolean {
  return /^NAME\s*$/m.test(text) && /^SYNOPSIS\s*$/m.test(text);
}

/** The rendered man page of a command's words (`git log` -> git-log), or undefined when there is none or no `man`. */
export async function renderMan(
  words: readonly string[],
  run: SandboxedRun,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Promise<ManPage | undefined> {
  const man = locateExecutable('man', env, cwd);
  const page = words.map((word) => basename(word)).join('-');
  if (!man || !/^[\w.+-]+$/.test(page)) return undefined;
  const result = await run(man, [page], { env: MAN_ENV });
  const text = withoutOverstrike(result.stdout);
  return result.exitCode === 0 && isManPage(text) ? { page, text } : undefined;
}

/** A rendered man page as a source of the command `words`, or undefined when the parser read nothing from it. */
export function toManSource({ page, text }: ManPage, words: readonly string[]): SourcedHelp | undefined {
  const help = parseHelp(text, words);
  return help.options.length + help.positionals.length > 0 ? { source: `man ${page}`, help, operandRank: OPERAND_RANK.man } : undefined;
}
