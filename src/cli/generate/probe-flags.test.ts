import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli-io.js';
import type { HelpOption, ParsedHelp } from './help-types.js';
import { probeFlags, saysNeedsValue, withProbedValues } from './probe-flags.js';
import type { SandboxedRun, SandboxedRunResult } from './run-sandboxed.js';

describe('saysNeedsValue: a parser says the option lacks its value, on a line that names it', () => {
  it.each([
    ['getopt_long', "objcopy: option '--indent' requires an argument", '--indent', true],
    ['getopt, a short option', "tool: option requires an argument -- 'n'", '-n', true],
    ['argparse', 'usage: tool [-h]\ntool: error: argument --indent: expected one argument', '--indent', true],
    ['Go flag', 'flag needs an argument: -indent\nUsage of tool:', '-indent', true],
    ['clap', "error: a value is required for '--indent <N>' but none was supplied", '--indent', true],
    ['click', "Error: Option '--indent' requires an argument.", '--indent', true],
    ['id3v2', 'id3v2: option requires an argument -- artist', '--artist', true],
    ['measured (round 24): perldoc', 'Option f needs a following argument!\n\n at /usr/share/perl/5.36/Pod/Perldoc/GetOptsOO.pm line 45.', '-f', true],
    // An operand missing is no value missing (ldoc, checkstyle): the line must name the option.
    ['an operand missing', 'ldoc: missing required parameter: file', '--quiet', false],
    ['another option named', "option '--output' requires an argument", '--out', false],
    ['nothing said', 'Usage: tool [options] file', '--indent', false],
  ])('%s', (_dialect, output, flag, expected) => {
    expect(saysNeedsValue(output, flag)).toBe(expected);
  });
});

const option = (long: string, extra: Partial<HelpOption> = {}): HelpOption => ({
  optionalValue: false,
  inline: false,
  negatable: false,
  long,
  description: 'does something',
  ...extra,
});
const help = (options: HelpOption[]): ParsedHelp => ({ summary: '', options, positionals: [], readsStdin: false });

describe('probeFlags', () => {
  it('runs each flag alone and keeps those the program says need a value', async () => {
    const runs: string[][] = [];
    const run: SandboxedRun = async (program, args) => {
      runs.push([program, ...args]);
      const text = args.includes('--indent') ? "tool: option '--indent' requires an argument" : '';
      return { text, stdout: '', exitCode: 1 } as unknown as SandboxedRunResult;
    };
    const options = [
      option('--indent'),
      option('--tab'),
      option('--width', { value: 'N' }),
      option('--color', { negatable: true }),
      // The safety rules leave --exec out: it is never run.
      option('--exec', { description: 'execute the given command for each file' }),
    ];
    expect(await probeFlags(['tool', 'fmt'], help(options), run)).toEqual({ needValue: ['--indent'], unanswered: [] });
    expect(runs).toEqual([
      ['tool', 'fmt', '--indent'],
      ['tool', 'fmt', '--tab'],
    ]);
  });

  // Measured (stop 39): a Node CLI on a busy machine answered after the first timeout, and its answers were lost silently.
  it('tries a flag that gave no answer in time once more, for longer, and names those that never answer', async () => {
    const runs: [string, number | undefined][] = [];
    const run: SandboxedRun = async (_program, args, extra) => {
      const flag = args.at(-1)!;
      runs.push([flag, extra?.timeoutMs]);
      const late = flag === '--hangs' || (flag === '--slow' && runs.filter(([tried]) => tried === '--slow').length === 1);
      const text = flag === '--slow' && !late ? "tool: option '--slow' requires an argument" : '';
      return { text, stdout: '', exitCode: late ? null : 1, ...(late && { timedOut: true }) } as unknown as SandboxedRunResult;
    };
    const result = await probeFlags(['tool'], help([option('--slow'), option('--hangs'), option('--quick')]), run);
    expect(result).toEqual({ needValue: ['--slow'], unanswered: ['--hangs'] });
    const [slow, quick] = [runs.filter(([flag]) => flag === '--slow'), runs.filter(([flag]) => flag === '--quick')];
    expect(slow.map(([, timeout]) => timeout)).toEqual([3_000, 10_000]);
    expect(quick).toHaveLength(1);
  });

  it("counts a parser's answer from a run that then hung, and tries it no more", async () => {
    let runs = 0;
    const run: SandboxedRun = async () => {
      runs++;
      return { text: "tool: option '--indent' requires an argument", stdout: '', exitCode: null, timedOut: true } as unknown as SandboxedRunResult;
    };
    expect(await probeFlags(['tool'], help([option('--indent')]), run)).toEqual({ needValue: ['--indent'], unanswered: [] });
    expect(runs).toBe(1);
  });

  // Found capturing round 31: `generate bwrap` stopped with "the sandbox could not start the program: Unknown option --tmpfs",
  // bwrap's own words about `bwrap --tmpfs` read as the sandbox's (its help had been read in the same sandbox).
  it("takes a start failure of one flag's run as no answer, names it unanswered, and goes on", async () => {
    const run: SandboxedRun = async (_program, args) => {
      if (args.includes('--tmpfs')) throw new UsageError('the sandbox could not start the program: Unknown option --tmpfs.');
      return { text: "bwrap: option '--chdir' requires an argument", stdout: '', exitCode: 1 } as unknown as SandboxedRunResult;
    };
    expect(await probeFlags(['bwrap'], help([option('--tmpfs'), option('--chdir')]), run)).toEqual({ needValue: ['--chdir'], unanswered: ['--tmpfs'] });
  });

  it('tries at most eight flags again', async () => {
    let runs = 0;
    const run: SandboxedRun = async () => {
      runs++;
      return { text: '', stdout: '', exitCode: null, timedOut: true } as unknown as SandboxedRunResult;
    };
    const options = Array.from({ length: 20 }, (_, index) => option(`--flag${index}`));
    expect((await probeFlags(['tool'], help(options), run)).unanswered).toHaveLength(20);
    expect(runs).toBe(28);
  });
});

describe('withProbedValues', () => {
  it('gives each flag found a value, and leaves the others as they are', () => {
    const probed = withProbedValues(help([option('--indent'), option('--tab')]), ['--indent']);
    expect(probed.options.map((entry) => [entry.long, entry.value])).toEqual([
      ['--indent', 'VALUE'],
      ['--tab', undefined],
    ]);
  });
});
