// `npm run corpus:capture`: stores, beside each corpus program's help text, the sources this machine
// has for it, read as generate reads them: its man page rendered (help/NAME.man.txt) and the fish
// completion script it prints where its help documents one (help/PROGRAM.fish, one for all its
// subcommands), and the flags that, tried alone as generate tries them, say they need a value
// (help/NAME.probe.txt). A source this machine lacks removes nothing already stored; rerun it where the
// programs and their man pages are installed (`npm run corpus:capture -- NAME...` for some programs only).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { probeFlags } from '../../src/cli/generate/probe-flags.js';
import { createCompletionReader } from '../../src/cli/generate/read-completion.js';
import { renderMan } from '../../src/cli/generate/read-man.js';
import { baseLengthOf, createCorpusRun, createSpecCache, isInstalled, readStoredSources, toMergedHelp } from './read-stored-sources.js';

const corpus = resolve('test/generate-corpus');
const run = await createCorpusRun(process.cwd());
const loadSpec = createSpecCache(process.cwd(), Promise.resolve(run));
const completions = new Map<string, ReturnType<typeof createCompletionReader>>();
const only = process.argv.slice(2).filter((word) => !word.endsWith('.ts'));
const names = (await readdir(join(corpus, 'expected')))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.slice(0, -5))
  .filter((name) => only.length === 0 || only.includes(name));
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
  // The flags tried as generate tries them: on the merged help, the program run with each alone in the sandbox.
  if (isInstalled(command[0]!)) {
    const merged = toMergedHelp(command, await readStoredSources(corpus, name, command, loadSpec));
    const { needValue, unanswered } = await probeFlags(command, merged, run);
    if (unanswered.length > 0) stored.push(`no answer in time from ${unanswered.join(' ')}`);
    if (needValue.length > 0) {
      await writeFile(join(corpus, 'help', `${name}.probe.txt`), `${needValue.join('\n')}\n`);
      stored.push(`${needValue.length} flags take a value`);
    }
  }
  process.stdout.write(`${name}: ${stored.join(', ') || 'nothing'}\n`);
}
