// `npm run corpus:capture`: stores, beside each corpus program's help text, the sources this machine
// has for it, read as generate reads them: its man page rendered (help/NAME.man.txt) and the fish
// completion script it prints where its help documents one (help/PROGRAM.fish, one for all its
// subcommands), and the flags that, tried alone as generate tries them, say they need a value
// (help/NAME.probe.txt), the options that, tried twice, repeat (help/NAME.repeats.txt), and the full help a help
// of few options names (help/NAME.full.txt: qpdf's --help=all). A source this
// machine lacks removes nothing already stored; rerun it where the programs and their man pages are installed
// (`npm run corpus:capture -- NAME...` for some programs only, `-- --repeats-only` for the options tried twice only).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { fullHelpToRead } from '../../src/cli/generate/find-full-help.js';
import { parseHelp } from '../../src/cli/generate/parse-help.js';
import { probeFlags, withProbedValues } from '../../src/cli/generate/probe-flags.js';
import { probeRepeats } from '../../src/cli/generate/probe-repeats.js';
import { createCompletionReader } from '../../src/cli/generate/read-completion.js';
import { renderMan } from '../../src/cli/generate/read-man.js';
import { baseLengthOf, createCorpusRun, createSpecCache, isInstalled, readStoredProbe, readStoredSources, toMergedHelp } from './read-stored-sources.js';

const corpus = resolve('test/generate-corpus');
const run = await createCorpusRun(process.cwd());
const loadSpec = createSpecCache(process.cwd(), Promise.resolve(run));
const completions = new Map<string, ReturnType<typeof createCompletionReader>>();
// --repeats-only: the options tried twice, with the flags tried alone as stored (no flag tried again).
const repeatsOnly = process.argv.includes('--repeats-only');
const only = process.argv.slice(2).filter((word) => !word.endsWith('.ts') && !word.startsWith('--'));
const names = (await readdir(join(corpus, 'expected')))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.slice(0, -5))
  .filter((name) => only.length === 0 || only.includes(name));
for (const name of names.sort()) {
  const { command } = parse(await readFile(join(corpus, 'expected', `${name}.yaml`), 'utf8')) as { command: string[] };
  const stored: string[] = [];
  // The full help the help names (qpdf's --help=all), where it lists few options, as generate reads it.
  const full = repeatsOnly || !isInstalled(command[0]!) ? undefined : await readFullHelpOf(name, command);
  if (full) stored.push(`full help (${full})`);
  const man = repeatsOnly ? undefined : await renderMan(command, run, process.env, process.cwd());
  if (man) {
    await writeFile(join(corpus, 'help', `${name}.man.txt`), man.text);
    stored.push(`man ${man.page}`);
  }
  if (baseLengthOf(command) === 1 && !repeatsOnly) {
    if (!completions.has(command[0]!)) completions.set(command[0]!, createCompletionReader(command[0]!, run));
    const completion = await completions.get(command[0]!)!(undefined).catch(() => undefined);
    if (completion) {
      await writeFile(join(corpus, 'help', `${command[0]}.fish`), completion.script);
      stored.push(completion.shown);
    }
  }
  // The flags tried as generate tries them: on the merged help, the program run with each alone in the sandbox,
  // then the options that take a value (those found so too) tried twice.
  if (isInstalled(command[0]!)) {
    const merged = toMergedHelp(command, await readStoredSources(corpus, name, command, loadSpec));
    const probed = repeatsOnly ? { needValue: await readStoredProbe(corpus, name), unanswered: [] } : await probeFlags(command, merged, run);
    if (probed.unanswered.length > 0) stored.push(`no answer in time from ${probed.unanswered.join(' ')}`);
    if (probed.needValue.length > 0 && !repeatsOnly) {
      await writeFile(join(corpus, 'help', `${name}.probe.txt`), `${probed.needValue.join('\n')}\n`);
      stored.push(`${probed.needValue.length} flags take a value`);
    }
    const repeats = await probeRepeats(command, withProbedValues(merged, probed.needValue), run);
    if (repeats.length > 0) {
      await writeFile(join(corpus, 'help', `${name}.repeats.txt`), `${repeats.join('\n')}\n`);
      stored.push(`${repeats.length} options repeat`);
    }
  }
  process.stdout.write(`${name}: ${stored.join(', ') || 'nothing'}\n`);
}

/** Stores help/NAME.full.txt where the stored help lists few options and names a full form that lists more; its arguments. */
async function readFullHelpOf(name: string, command: readonly string[]): Promise<string | undefined> {
  const text = await readFile(join(corpus, 'help', `${name}.txt`), 'utf8');
  const short = parseHelp(text, command);
  const full = fullHelpToRead(text, short);
  if (!full) return undefined;
  const printed = await run(command[0]!, [...command.slice(1), ...full]);
  if (parseHelp(printed.text, command).options.length <= short.options.length) return undefined;
  await writeFile(join(corpus, 'help', `${name}.full.txt`), printed.text);
  return full.join(' ');
}
