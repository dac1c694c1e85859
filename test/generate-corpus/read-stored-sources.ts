// What the corpus keeps of each program's sources, read back as generate reads them live: the help
// text (help/NAME.txt, or the full help it names, help/NAME.full.txt), the man page this machine rendered (help/NAME.man.txt), the fish
// completion script the program printed (help/PROGRAM.fish, one for all its subcommands) and the flags
// it said need a value when tried alone (help/NAME.probe.txt) and the options it took twice (help/NAME.repeats.txt),
// all stored by `npm run corpus:capture`
// because CI may have neither the programs nor their man pages, and the program's spec from the
// pinned @withfig/autocomplete devDependency, loaded by generate's own readSpec (a child Node
// inside the OS sandbox where one works), once per program in a run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fullHelpToRead } from '../../src/cli/generate/find-full-help.js';
import { parseHelp } from '../../src/cli/generate/parse-help.js';
import { helpSandbox } from '../../src/cli/generate/read-help.js';
import { toMergeOrder, toSourcedHelps, type ReadCommand } from '../../src/cli/generate/read-sources.js';
import { mergeSources } from '../../src/cli/generate/merge-sources.js';
import type { ParsedHelp } from '../../src/cli/generate/help-types.js';
import { findSpecPackage, readSpec, type Spec, type SpecPackage } from '../../src/cli/generate/read-spec.js';
import { createSandboxedRun, type SandboxedRun } from '../../src/cli/generate/run-sandboxed.js';
import { createRunQueue } from '../../src/executor/run-queue.js';

const RUN_TIMEOUT_MS = 20_000;
const RUN_MAX_BYTES = 16 * 1024 * 1024;
const SPEC_LOADS_AT_ONCE = 4;

/** The words before the subcommands: `python3 -m json.tool` is one base command, `git status` is git and a subcommand. */
export function baseLengthOf(command: readonly string[]): number {
  return command[1]?.startsWith('-') ? command.length : 1;
}

/** A runner like generate's: inside the OS sandbox where one works (as `--sandbox on`, generate's default), else as is. */
export async function createCorpusRun(cwd: string): Promise<SandboxedRun> {
  const sandbox = await helpSandbox('on', process.env, () => {});
  return createSandboxedRun({ env: process.env, cwd, sandbox }, { timeoutMs: RUN_TIMEOUT_MS, maxBytes: RUN_MAX_BYTES });
}

/**
 * Each program's spec, loaded once per run however many corpus entries (git status, git status's man page) ask, a few
 * at a time: a hundred sandboxed Nodes started at once on two cores outran readSpec's time limit, and a spec that
 * did not load changed a program's merged figures from one run to the next.
 */
export function createSpecCache(packageRoot: string, run: Promise<SandboxedRun>): (program: string) => Promise<Spec | undefined> {
  const found = findSpecPackage(packageRoot, packageRoot);
  const specs = new Map<string, Promise<Spec | undefined>>();
  const loads = createRunQueue(SPEC_LOADS_AT_ONCE);
  const load = async (program: string, found: SpecPackage) => {
    const ready = await run;
    const slot = (await loads.acquire())!;
    try {
      return await readSpec(program, found, ready);
    } finally {
      slot.release();
    }
  };
  return (program) => {
    if (!found) return Promise.resolve(undefined);
    if (!specs.has(program)) specs.set(program, load(program, found));
    return specs.get(program)!;
  };
}

/** Every stored source of the corpus entry `name`, for read-sources' toSourcedHelps. */
export async function readStoredSources(
  corpus: string,
  name: string,
  command: readonly string[],
  loadSpec: (program: string) => Promise<Spec | undefined>,
): Promise<ReadCommand> {
  const stored = async (file: string) => (existsSync(join(corpus, 'help', file)) ? readFile(join(corpus, 'help', file), 'utf8') : undefined);
  const [short, full, man, script] = await Promise.all([
    readFile(join(corpus, 'help', `${name}.txt`), 'utf8'),
    stored(`${name}.full.txt`),
    stored(`${name}.man.txt`),
    stored(`${command[0]}.fish`),
  ]);
  // The full help the help names, read where generate reads it (find-full-help.ts).
  const fullArgs = full === undefined ? undefined : fullHelpToRead(short, parseHelp(short, command));
  const text = fullArgs ? full! : short;
  // A spec is looked up by the program's name, as generate does: a base command of several words has none.
  const spec = baseLengthOf(command) === 1 ? await loadSpec(command[0]!) : undefined;
  return {
    help: { text, help: parseHelp(text, command), flag: fullArgs?.join(' ') ?? '--help' },
    ...(man !== undefined && { man: { page: command.join('-'), text: man } }),
    ...(script !== undefined && { completion: { script, shown: `${command[0]} completion` } }),
    ...(spec && { spec }),
  };
}

/** The flags the program, tried with each alone, said need a value (help/NAME.probe.txt), or the options it took twice where it refuses others (help/NAME.repeats.txt): one a line, stored by `npm run corpus:capture`. */
export async function readStoredProbe(corpus: string, name: string, kind: 'probe' | 'repeats' = 'probe'): Promise<string[]> {
  const file = join(corpus, 'help', `${name}.${kind}.txt`);
  return existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter(Boolean) : [];
}

/** The sources of one command merged as generate merges them: the help alone when no other source has it. */
export function toMergedHelp(command: readonly string[], read: ReadCommand): ParsedHelp {
  const { others, helpSource } = toSourcedHelps(command, baseLengthOf(command), read);
  return others.length === 0 ? helpSource!.help : mergeSources(toMergeOrder(others, helpSource)).help;
}

const installed = new Map<string, boolean>();

/** Whether this machine has the program (on PATH), asked once a run. */
export function isInstalled(program: string): boolean {
  if (!installed.has(program)) installed.set(program, spawnSync('sh', ['-c', 'command -v "$1"', 'sh', program], { stdio: 'ignore' }).status === 0);
  return installed.get(program)!;
}
