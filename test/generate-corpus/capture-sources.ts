// `npm run corpus:capture`: stores, beside each corpus program's help text, the sources this machine
// has for it, read as generate reads them: its man page rendered (help/NAME.man.txt) and the fish
// completion script it prints where its help documents one (help/PROGRAM.fish, one for all its
// subcommands). A source this machine lacks removes nothing already stored; rerun it where the
// programs and their man pages are installed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { createCompletionReader } from '../../src/cli/generate/read-completion.js';
import { renderMan } from '../../src/cli/generate/read-man.js';
import { baseLengthOf, createCorpusRun } from './read-stored-sources.js';

const corpus = resolve('test/generate-corpus');
const run = await createCorpusRun(process.cwd());
const completions = new Map<string, ReturnType<typeof createCompletionReader>>();
const names = (await readdir(join(corpus, 'expected'))).filter((file) => file.endsWith('.yaml')).map((file) => file.slice(0, -5));
for (const name of names.sort()) {
  const { command } = parse(await readFile(join(corpus, 'expected', `${name}.yaml`), 'utf8')) as { command: string[] };
  const stored: string[] = [];
  const man = await renderMan(command, run, process.env, process.cwd());
  if (man) {
    await writeFile(join(corpus, 'help', `${name}.man.txt`), man.text);
    stored.push(`man ${man.page}`);
  }
  if (baseLengthOf(command) === 1) {
    if (!completions.has(command[0]!)) completions.set(command[0]!, createCompletionReader(command[0]!, run));
    const completion = await completions.get(command[0]!)!(undefined).catch(() => undefined);
    if (completion) {
      await writeFile(join(corpus, 'help', `${command[0]}.fish`), completion.script);
      stored.push(completion.shown);
    }
  }
  process.stdout.write(`${name}: ${stored.join(', ') || 'nothing'}\n`);
}
