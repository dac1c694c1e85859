// Measures `mcp-wrap generate` on real help texts: for each program of the corpus, the options the
// draft found of those its help documents, how many it typed right, and whether the draft serves
// one realistic call (it validates, the call's arguments pass, and the argv built is the one the
// real program accepts). Expectations were written by reading each help text, not from a draft.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { planRun } from '../../src/arguments/plan-run.js';
import { toDraftWrapper, type Draft } from '../../src/cli/generate/draft-wrapper.js';
import { parseHelp } from '../../src/cli/generate/parse-help.js';
import { parseDefinitions } from '../../src/definition/load-definition.js';
import type { ToolDefinition } from '../../src/definition/types.js';

/** `boolean`, `string`, `integer`, `number`, `path` (a string kept in the roots), `array`, a list (an enum), `unsafe` (left out: it changes the system or needs a terminal) or `several` (left out: it takes several values). */
type ExpectedType = string | string[];

interface Expectation {
  /** The words given to generate: the program and its subcommands. */
  command: string[];
  dialect: string;
  /** Written for a program the parser was never tuned on: its figures are reported apart. */
  heldOut?: boolean;
  /** The issue that added the program (`issue 24`); absent for the corpus of issue 12. */
  added?: string;
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

export interface ProgramScore {
  name: string;
  dialect: string;
  heldOut: boolean;
  /** The issue that added it: each group is measured apart (the parser was tuned on it after its expectations were written). */
  added?: string;
  documented: number;
  found: number;
  typedRight: number;
  callable: boolean;
  /** Exit code of the real program on the call's argv; undefined when not run. */
  ran?: number | null;
  problems: string[];
}

/** `corpus`: the folder of help/NAME.txt and expected/NAME.yaml. */
export async function measureCorpus(corpus: string): Promise<ProgramScore[]> {
  const names = (await readdir(join(corpus, 'expected'))).filter((file) => file.endsWith('.yaml')).map((file) => file.slice(0, -5));
  return Promise.all(names.sort().map((name) => measureProgram(corpus, name)));
}

async function measureProgram(corpus: string, name: string): Promise<ProgramScore> {
  const expected = parse(await readFile(join(corpus, 'expected', `${name}.yaml`), 'utf8')) as Expectation;
  const help = parseHelp(await readFile(join(corpus, 'help', `${name}.txt`), 'utf8'), expected.command);
  const draft = toDraftWrapper([{ words: expected.command, helpCommand: [...expected.command, '--help'], help }], []);
  const problems: string[] = [];
  let found = 0;
  let typedRight = 0;
  for (const [flag, type] of Object.entries(expected.options)) {
    const actual = draftedType(draft, flag);
    if (actual === undefined) {
      problems.push(`${flag}: not found`);
      continue;
    }
    found++;
    if (JSON.stringify(actual) === JSON.stringify(type)) typedRight++;
    else problems.push(`${flag}: ${JSON.stringify(actual)}, expected ${JSON.stringify(type)}`);
  }
  const extra = [...draftedFlags(draft)].filter((flag) => !Object.hasOwn(expected.options, flag));
  if (extra.length > 0) problems.push(`not in the help: ${extra.join(', ')}`);
  const call = await tryCall(draft, expected, problems);
  return { name, dialect: expected.dialect, heldOut: expected.heldOut === true, ...(expected.added && { added: expected.added }), documented: Object.keys(expected.options).length, found, typedRight, callable: call.callable, ...('ran' in call && { ran: call.ran }), problems };
}

function draftedTool(draft: Draft): Record<string, { flag?: string; falseFlag?: string; positional?: boolean } & Record<string, unknown>> {
  const tools = (parse(draft.text) as { tools: Record<string, { arguments?: Record<string, never> }> }).tools;
  return Object.values(tools)[0]!.arguments ?? {};
}

function draftedFlags(draft: Draft): Set<string> {
  const flags = new Set<string>();
  for (const argument of Object.values(draftedTool(draft))) if (argument.flag) flags.add(argument.flag.replace(/=$/, ''));
  // Operands left out are named `<name>`: not options.
  for (const entry of [...draft.unsafe, ...draft.leftOut]) if (!/^[^:]*: </.test(entry)) flags.add(entry.replace(/^[^:]*: /, '').replace(/ \(.*$/, ''));
  return flags;
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

async function tryCall(draft: Draft, expected: Expectation, problems: string[]): Promise<{ callable: false } | { callable: true; ran?: number | null }> {
  const notLeftOut = (expected.call.leftOut ?? []).filter((operand) => !draft.unsafe.some((entry) => entry.includes(`<${operand}>`)));
  if (expected.call.leftOut) {
    if (notLeftOut.length > 0) problems.push(`the call would run what the safety rules leave out: ${notLeftOut.join(', ')}`);
    return { callable: notLeftOut.length === 0 };
  }
  let tool: ToolDefinition;
  try {
    tool = parseDefinitions([{ file: 'draft.yaml', text: draft.text }], { env: {} }).definitions[0]!.tools[0]!;
  } catch (error) {
    problems.push(`the draft does not validate: ${(error as Error).message}`);
    return { callable: false };
  }
  const folder = await realpath(await mkdtemp(join(tmpdir(), 'mcp-wrap-corpus-')));
  try {
    for (const [file, text] of Object.entries(expected.call.files ?? {})) {
      await mkdir(dirname(join(folder, file)), { recursive: true });
      await writeFile(join(folder, file), text);
    }
    const planned = await planRun(tool, expected.call.arguments, { baseDir: folder, allowedRoots: [folder], createRunDir: async () => folder });
    if (!planned.ok) {
      problems.push(`the call is refused: ${planned.problems.join('; ')}`);
      return { callable: false };
    }
    const argv = [planned.plan.program, ...planned.plan.args];
    if (JSON.stringify(argv) !== JSON.stringify(expected.call.argv)) {
      problems.push(`the call runs ${JSON.stringify(argv)}, expected ${JSON.stringify(expected.call.argv)}`);
      return { callable: false };
    }
    if (expected.call.run === false || !isInstalled(argv[0]!)) return { callable: true };
    const result = spawnSync(argv[0]!, argv.slice(1), { cwd: folder, input: planned.plan.stdin ?? '', timeout: 10_000, stdio: ['pipe', 'ignore', 'pipe'] });
    if (result.status !== 0) problems.push(`${argv.join(' ')} exited with ${result.status}: ${result.stderr.toString().trim().split('\n', 1)[0]}`);
    return { callable: result.status === 0, ran: result.status };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function isInstalled(program: string): boolean {
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', program], { stdio: 'ignore' }).status === 0;
}

const percent = (part: number, whole: number) => `${whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10}%`;

/** The same figures summed per dialect: the short table README shows. */
export function formatByDialect(scores: readonly ProgramScore[]): string {
  const dialects = [...new Set(scores.map((score) => score.dialect))];
  const rows = dialects.map((dialect) => {
    const group = scores.filter((score) => score.dialect === dialect);
    const sum = (pick: (score: ProgramScore) => number) => group.reduce((total, score) => total + pick(score), 0);
    return `| ${dialect} | ${group.map((score) => score.name).join(', ')} | ${percent(sum((score) => score.found), sum((score) => score.documented))} | ${percent(sum((score) => score.typedRight), sum((score) => score.found))} | ${group.filter((score) => score.callable).length}/${group.length} |`;
  });
  return ['| dialect | programs | options found | typed right | callable |', '|---|---|---|---|---|', ...rows].join('\n');
}

export function formatTable(scores: readonly ProgramScore[]): string {
  const rows = scores.map((score) => `| ${score.name} | ${score.dialect} | ${score.found}/${score.documented} | ${score.typedRight}/${score.found} | ${score.callable ? 'yes' : 'NO'}${score.ran === undefined ? '' : score.ran === 0 ? ' (ran)' : ` (exit ${score.ran})`} |`);
  const groups = [...new Set(scores.map((score) => score.added))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  const subtotals = groups.length < 2 ? [] : groups.map((added) => formatTotal(added ? `added by ${added}` : 'first corpus', scores.filter((score) => score.added === added)));
  return ['| program | dialect | options found | typed right | callable |', '|---|---|---|---|---|', ...rows, ...subtotals, formatTotal('all', scores)].join('\n');
}

/** One bold line of sums: options found of those documented, typed right of those found, drafts callable. */
function formatTotal(label: string, scores: readonly ProgramScore[]): string {
  const documented = scores.reduce((sum, score) => sum + score.documented, 0);
  const found = scores.reduce((sum, score) => sum + score.found, 0);
  const typed = scores.reduce((sum, score) => sum + score.typedRight, 0);
  const callable = scores.filter((score) => score.callable).length;
  return `| **${label} ${scores.length}** | | **${found}/${documented} (${percent(found, documented)})** | **${typed}/${found} (${percent(typed, found)})** | **${callable}/${scores.length}** |`;
}
