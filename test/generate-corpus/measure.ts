// Measures `mcp-wrap generate` on real help texts: for each program of the corpus, the options the
// draft found of those its help documents, how many it typed right, whether the draft serves one
// realistic call (it validates, the call's arguments pass, and the argv built is the one the real
// program accepts, options in any order; and again with the operands the draft names otherwise matched by
// position, operands-by-position.ts), and the options and operands it offers that the expectation marks unsafe.
// Each program is measured from each source alone where the corpus has it (help, spec, man page,
// completion script) and from all of them merged, as generate drafts by default. Expectations
// were written by reading each help text, not from a draft.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { planRun } from '../../src/arguments/plan-run.js';
import { createRunQueue } from '../../src/executor/run-queue.js';
import { toDraftWrapper, type Draft } from '../../src/cli/generate/draft-wrapper.js';
import type { ParsedHelp } from '../../src/cli/generate/help-types.js';
import { parseHelp } from '../../src/cli/generate/parse-help.js';
import { withProbedValues } from '../../src/cli/generate/probe-flags.js';
import { withProbedRepeats } from '../../src/cli/generate/probe-repeats.js';
import { parseFishCompletion } from '../../src/cli/generate/read-completion.js';
import type { ReadCommand } from '../../src/cli/generate/read-sources.js';
import { findSpecCommand, specToHelp } from '../../src/cli/generate/spec-to-help.js';
import { parseDefinitions } from '../../src/definition/load-definition.js';
import type { ToolDefinition } from '../../src/definition/types.js';
import { operandRenames, renamedArguments } from './operands-by-position.js';
import { baseLengthOf, createCorpusRun, createSpecCache, isInstalled, readStoredProbe, readStoredSources, toMergedHelp } from './read-stored-sources.js';

/** `boolean`, `string`, `integer`, `number`, `path` (a string kept in the roots), `array`, a list (an enum), `unsafe` (left out: it changes the system or needs a terminal) or `several` (left out: it takes several values). */
type ExpectedType = string | string[];

export interface Expectation {
  /** The words given to generate: the program and its subcommands. */
  command: string[];
  dialect: string;
  /** Written for a program the parser was never tuned on: its figures are reported apart. */
  heldOut?: boolean;
  /** The issue that added the program (`issue 24`); absent for the corpus of issue 12. */
  added?: string;
  /** Why a tuned program's draft does not serve its call yet: the corpus test asserts the gap is still there (once closed, this line goes). */
  knownGap?: string;
  /** Every option the help documents, by the name the draft uses (the long one, else the short one); --help and --version are never offered and are not listed. */
  options: Record<string, ExpectedType>;
  call: {
    arguments: Record<string, unknown>;
    argv: string[];
    /** Files the call reads, created in its folder before the real program runs. */
    files?: Record<string, string>;
    /** Operands the safety rules leave out, so that no call can be made (timeout's COMMAND): callable when the draft names each as left out. */
    leftOut?: string[];
    /** Run the program with that argv where it is installed (false for programs that need a server or a network). */
    run?: boolean;
  };
}

/** The sources a draft is measured from: each alone, then merged as generate merges them. */
export const MEASURED_SOURCES = ['help', 'spec', 'man', 'completion', 'merged'] as const;
export type MeasuredSource = (typeof MEASURED_SOURCES)[number];

/** One draft against the program's expectation. */
export interface DraftScore {
  documented: number;
  found: number;
  typedRight: number;
  callable: boolean;
  /** Callable, or callable once each operand the call names and the draft does not have takes the name of the draft's operand at its position (operands-by-position.ts). */
  callableByPosition: boolean;
  /** The renamings (`files -> filenames`) that made the call pass, where the strict call did not. */
  renamedByPosition?: string[];
  /** Exit code of the real program on the call's argv; undefined when not run. */
  ran?: number | null;
  /** Options and operands the draft offers that the expectation marks unsafe (should be none). */
  unsafeOffered: string[];
  problems: string[];
}

/** A program's figures: its help's draft (the figures since issue 12) and every source's, `undefined` where the corpus has no such source (n/a, not zero). */
export interface ProgramScore extends DraftScore {
  name: string;
  dialect: string;
  heldOut: boolean;
  /** The issue that added it: each group is measured apart (the parser was tuned on it after its expectations were written). */
  added?: string;
  knownGap?: string;
  sources: Partial<Record<MeasuredSource, DraftScore>>;
}

/**
 * `corpus`: the folder of help/NAME.txt (and NAME.man.txt, PROGRAM.fish) and expected/NAME.yaml; `expectations` another
 * folder of it holding other readings of some of its programs (second-reading/), `only` the programs to measure.
 */
export async function measureCorpus(
  corpus: string,
  { expectations = 'expected', only }: { expectations?: string; only?: readonly string[] } = {},
): Promise<ProgramScore[]> {
  const names = (await readdir(join(corpus, expectations)))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -5))
    .filter((name) => !only || only.includes(name));
  const packageRoot = join(corpus, '..', '..');
  const loadSpec = createSpecCache(packageRoot, createCorpusRun(packageRoot));
  return Promise.all(names.sort().map((name) => measureProgram(join(corpus, expectations), corpus, name, loadSpec)));
}

async function measureProgram(folder: string, corpus: string, name: string, loadSpec: Parameters<typeof readStoredSources>[3]): Promise<ProgramScore> {
  const expected = parse(await readFile(join(folder, `${name}.yaml`), 'utf8')) as Expectation;
  const [read, needValue, repeats] = await Promise.all([
    readStoredSources(corpus, name, expected.command, loadSpec),
    readStoredProbe(corpus, name),
    readStoredProbe(corpus, name, 'repeats'),
  ]);
  const sources: Partial<Record<MeasuredSource, DraftScore>> = {};
  for (const [source, help] of Object.entries(toHelpPerSource(expected.command, read, needValue, repeats)))
    sources[source as MeasuredSource] = await scoreDraft(help, expected);
  return {
    name,
    dialect: expected.dialect,
    heldOut: expected.heldOut === true,
    ...(expected.added && { added: expected.added }),
    ...(expected.knownGap && { knownGap: expected.knownGap }),
    ...sources.help!,
    sources,
  };
}

/** What each stored source alone gives, and all of them merged the way generate merges them (read-sources), with the flags tried alone that need a value and the options tried twice that repeat. */
function toHelpPerSource(
  command: readonly string[],
  read: ReadCommand,
  needValue: readonly string[],
  repeats: readonly string[],
): Partial<Record<MeasuredSource, ParsedHelp>> {
  const baseLength = baseLengthOf(command);
  const subcommands = command.slice(baseLength);
  const specCommand = read.spec && findSpecCommand(read.spec.spec, subcommands);
  return {
    help: read.help!.help,
    ...(specCommand && { spec: specToHelp(specCommand.command, specCommand.inherited) }),
    ...(read.man && { man: parseHelp(read.man.text, command) }),
    ...(read.completion && { completion: parseFishCompletion(read.completion.script, subcommands) }),
    merged: withProbedRepeats(withProbedValues(toMergedHelp(command, read), needValue), repeats),
  };
}

async function scoreDraft(help: ParsedHelp, expected: Expectation): Promise<DraftScore> {
  const draft = toDraftWrapper([{ words: expected.command, helpCommand: [...expected.command, '--help'], help }], []);
  const { found, typedRight, unsafeOffered, problems } = scoreOptions(expected.options, (flag) => draftedType(draft, flag), 'expected');
  unsafeOffered.push(...offeredOperands(draft, expected.call.leftOut ?? []).map((operand) => `<${operand}>`));
  if (unsafeOffered.length > 0) problems.push(`offers what the expectation marks unsafe: ${unsafeOffered.join(', ')}`);
  const extra = [...draftedFlags(draft)].filter((flag) => !Object.hasOwn(expected.options, flag));
  if (extra.length > 0) problems.push(`not in the help: ${extra.join(', ')}`);
  const call = await tryCall(draft, expected, problems);
  return {
    documented: Object.keys(expected.options).length,
    found,
    typedRight,
    callable: call.callable,
    callableByPosition: call.callableByPosition,
    ...(call.renamedByPosition && { renamedByPosition: call.renamedByPosition }),
    ...(call.ran !== undefined && { ran: call.ran }),
    unsafeOffered,
    problems,
  };
}

/** The options of `expected` that `typeOf` gives a type (found), the same type (typed right), and those marked unsafe it offers. */
export function scoreOptions(expected: Expectation['options'], typeOf: (flag: string) => ExpectedType | undefined, other: string) {
  const problems: string[] = [];
  const unsafeOffered: string[] = [];
  let found = 0;
  let typedRight = 0;
  for (const [flag, type] of Object.entries(expected)) {
    const actual = typeOf(flag);
    if (actual === undefined) {
      problems.push(`${flag}: not found`);
      continue;
    }
    found++;
    if (type === 'unsafe' && actual !== 'unsafe' && actual !== 'several') unsafeOffered.push(flag);
    if (isSameType(actual, type)) typedRight++;
    else problems.push(`${flag}: ${JSON.stringify(actual)}, ${other} ${JSON.stringify(type)}`);
  }
  return { found, typedRight, unsafeOffered, problems };
}

/** Operands the expectation says the rules leave out, offered all the same: the draft has operands and does not name them as left out. */
function offeredOperands(draft: Draft, leftOut: readonly string[]): string[] {
  const hasOperands = Object.values(draftedTool(draft)).some((argument) => argument.positional === true);
  return hasOperands ? leftOut.filter((operand) => !isLeftOut(draft, operand)) : [];
}

/** Whether the draft names `operand` among those it leaves out, in the singular or the plural (nsenter's help writes `<argument>...`, its man page `[arguments]`). */
function isLeftOut(draft: Draft, operand: string): boolean {
  const names = [operand, operand.replace(/s$/, ''), `${operand}s`];
  return draft.unsafe.some((entry) => names.some((name) => entry.includes(`<${name}>`)));
}

type DraftedArguments = Record<string, { flag?: string; falseFlag?: string; positional?: boolean } & Record<string, unknown>>;
/** Each draft's arguments, its YAML read once (a draft is looked up once per documented option). */
const draftedTools = new WeakMap<Draft, DraftedArguments>();

function draftedTool(draft: Draft): DraftedArguments {
  if (!draftedTools.has(draft))
    draftedTools.set(draft, Object.values((parse(draft.text) as { tools: Record<string, { arguments?: DraftedArguments }> }).tools)[0]!.arguments ?? {});
  return draftedTools.get(draft)!;
}

function draftedFlags(draft: Draft): Set<string> {
  const flags = new Set<string>();
  for (const argument of Object.values(draftedTool(draft))) if (argument.flag) flags.add(argument.flag.replace(/=$/, ''));
  // Operands left out are named `<name>`: not options.
  for (const entry of [...draft.unsafe, ...draft.leftOut]) if (!/^[^:]*: </.test(entry)) flags.add(entry.replace(/^[^:]*: /, '').replace(/ \(.*$/, ''));
  return flags;
}

/** The same type; a list of values is a set (a convention's `--color` lists always, never, auto where a help may list auto first). */
function isSameType(actual: ExpectedType, expected: ExpectedType): boolean {
  const canonical = (type: ExpectedType) => JSON.stringify(Array.isArray(type) ? type.toSorted() : type);
  return canonical(actual) === canonical(expected);
}

function draftedType(draft: Draft, flag: string): ExpectedType | undefined {
  const argument = Object.values(draftedTool(draft)).find((candidate) => candidate.flag?.replace(/=$/, '') === flag);
  if (!argument) {
    const leftOut = (entries: string[]) => entries.some((entry) => entry.replace(/^[^:]*: /, '').replace(/ \(.*$/, '') === flag);
    return leftOut(draft.unsafe) ? 'unsafe' : leftOut(draft.leftOut) ? 'several' : undefined;
  }
  if (Array.isArray(argument.enum)) return argument.enum as string[];
  if (argument.type === 'array') return 'array';
  if (argument.path) return 'path';
  return argument.type as string;
}

interface CallResult {
  callable: boolean;
  callableByPosition: boolean;
  renamedByPosition?: string[];
  ran?: number | null;
}

async function tryCall(draft: Draft, expected: Expectation, problems: string[]): Promise<CallResult> {
  const notLeftOut = (expected.call.leftOut ?? []).filter((operand) => !isLeftOut(draft, operand));
  if (expected.call.leftOut) {
    if (notLeftOut.length > 0) problems.push(`the call would run what the safety rules leave out: ${notLeftOut.join(', ')}`);
    return { callable: notLeftOut.length === 0, callableByPosition: notLeftOut.length === 0 };
  }
  let tool: ToolDefinition;
  try {
    tool = parseDefinitions([{ file: 'draft.yaml', text: draft.text }], { env: {} }).definitions[0]!.tools[0]!;
  } catch (error) {
    problems.push(`the draft does not validate: ${(error as Error).message}`);
    return { callable: false, callableByPosition: false };
  }
  return callTool(tool, expected, problems);
}

/**
 * The expectation's call on a drafted tool: strict (the call's own names), then, when that fails,
 * with the operands the draft names otherwise matched by position (the same checks, the same run).
 */
export async function callTool(tool: ToolDefinition, expected: Expectation, problems: string[]): Promise<CallResult> {
  const strict = await attemptCall(tool, expected, expected.call.arguments, problems);
  if (strict.callable) return { ...strict, callableByPosition: true };
  const renames = operandRenames(tool, expected);
  const renamed = renamedArguments(expected.call.arguments, renames);
  const byPosition = renamed && (await attemptCall(tool, expected, renamed, []));
  return byPosition?.callable
    ? { ...strict, callableByPosition: true, renamedByPosition: renames.map(([from, to]) => `${from} -> ${to}`) }
    : { ...strict, callableByPosition: false };
}

async function attemptCall(
  tool: ToolDefinition,
  expected: Expectation,
  args: Readonly<Record<string, unknown>>,
  problems: string[],
): Promise<{ callable: boolean; ran?: number | null }> {
  const folder = await realpath(await mkdtemp(join(tmpdir(), 'mcp-wrap-corpus-')));
  try {
    for (const [file, text] of Object.entries(expected.call.files ?? {})) {
      await mkdir(dirname(join(folder, file)), { recursive: true });
      await writeFile(join(folder, file), text);
    }
    const planned = await planRun(tool, args, { baseDir: folder, allowedRoots: [folder], createRunDir: async () => folder });
    if (!planned.ok) {
      problems.push(`the call is refused: ${planned.problems.join('; ')}`);
      return { callable: false };
    }
    const argv = [planned.plan.program, ...planned.plan.args];
    if (!isSameCall(argv, expected.call.argv, tool)) {
      problems.push(`the call runs ${JSON.stringify(argv)}, expected ${JSON.stringify(expected.call.argv)}`);
      return { callable: false };
    }
    if (expected.call.run === false || !isInstalled(argv[0]!)) return { callable: true };
    // Several sources' drafts often build the same call: it is run once. PWD names the folder, as mcp-wrap's runs set it
    // (astyle finds its operands from PWD, not the working directory).
    const key = JSON.stringify([argv, expected.call.files, planned.plan.stdin]);
    if (!ran.has(key)) ran.set(key, runProgram(argv, folder, planned.plan.stdin ?? ''));
    const result = await ran.get(key)!;
    if (result.status !== 0) problems.push(`${argv.join(' ')} exited with ${result.status}: ${result.stderr.trim().split('\n', 1)[0]}`);
    return { callable: result.status === 0, ran: result.status };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The same argv but for the order of the options (a draft lists them as its best source does):
 * the same command words, the same operands in the same order, the same options with their values.
 * A "--" the expectation writes before operands none of which starts with "-" changes nothing for a
 * program that accepts it (every program whose expectation writes one): a draft may leave it out
 * (it writes "--" only before a list, the convention of the first 281 programs; round 9's writer
 * wrote it before single operands too).
 */
function isSameCall(argv: readonly string[], expected: readonly string[], tool: ToolDefinition): boolean {
  const end = expected.indexOf('--', tool.command.length);
  if (end !== -1 && !argv.includes('--') && expected.slice(end + 1).every((token) => !token.startsWith('-')))
    return isSameCall(argv, expected.toSpliced(end, 1), tool);
  const takesValue = new Set(
    tool.arguments.flatMap(({ type, mapping }) => (mapping.kind === 'flag' && !mapping.inline && type !== 'boolean' ? [mapping.flag] : [])),
  );
  // A long option the help writes `--name=VALUE` (the draft's form): the expectation's `--name VALUE`, which every
  // getopt_long, argparse, optparse, click, cobra, clap and commander program takes too (and Getopt::Long and Go's flag, `-name=VALUE`), is the same option; an
  // installed program is then run with the draft's argv, which proves it. A letter is drafted with `=` only where the help writes
  // it so (LLVM's `-o=<filename>`, which LLVM's parser also takes as `-o <filename>`).
  const glued = new Set(tool.arguments.flatMap(({ type, mapping }) => (mapping.kind === 'flag' && mapping.inline && type !== 'boolean' ? [mapping.flag] : [])));
  const shape = (tokens: readonly string[]) => {
    const options: string[] = [];
    const rest: string[] = [];
    for (let index = tool.command.length; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (token === '--') {
        rest.push(...tokens.slice(index));
        break;
      }
      if (!token.startsWith('-') || token === '-') rest.push(token);
      else if (glued.has(token) && index + 1 < tokens.length) options.push(`${token}=${tokens[++index]}`);
      else options.push(takesValue.has(token) ? `${token} ${tokens[++index]}` : token);
    }
    return JSON.stringify([tokens.slice(0, tool.command.length), options.sort(), rest]);
  };
  return shape(argv) === shape(expected);
}

const ran = new Map<string, Promise<{ status: number | null; stderr: string }>>();
/** The real programs run a few at a time, while the next drafts are made. */
const programRuns = createRunQueue(4);

async function runProgram(argv: readonly string[], folder: string, stdin: string): Promise<{ status: number | null; stderr: string }> {
  const slot = await programRuns.acquire();
  try {
    return await new Promise((resolve) => {
      const child = spawn(argv[0]!, argv.slice(1), { cwd: folder, env: { ...process.env, PWD: folder }, stdio: ['pipe', 'ignore', 'pipe'], timeout: 10_000 });
      let stderr = '';
      let overflow = false;
      child.stderr.setEncoding('utf8');
      // As spawnSync's maxBuffer did: a program that writes more than 1 MiB of errors fails.
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        if (stderr.length > 1024 * 1024 && !overflow) {
          overflow = true;
          child.kill();
        }
      });
      child.stdin.on('error', () => {});
      child.stdin.end(stdin);
      child.on('error', (error) => resolve({ status: null, stderr: error.message }));
      // On exit, not close: a background process it leaves holding stderr must not keep the run waiting.
      child.on('exit', (status) => {
        child.stderr.destroy();
        resolve({ status: overflow ? null : status, stderr });
      });
    });
  } finally {
    slot!.release();
  }
}
