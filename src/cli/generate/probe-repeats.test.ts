import { describe, expect, it } from 'vitest';
import type { HelpOption, ParsedHelp } from './help-types.js';
import { probeRepeats, withProbedRepeats } from './probe-repeats.js';
import type { SandboxedRun, SandboxedRunResult } from './run-sandboxed.js';

const option = (long: string, extra: Partial<HelpOption> = {}): HelpOption => ({
  optionalValue: false,
  inline: false,
  negatable: false,
  long,
  value: '<value>',
  description: 'does something',
  ...extra,
});
const help = (options: HelpOption[]): ParsedHelp => ({ summary: '', options, positionals: [], readsStdin: false });
/** A program whose parser answers as `answer` says for the option given twice. */
const fakeRun =
  (answer: (args: readonly string[]) => string, runs: string[][] = []): SandboxedRun =>
  async (program, args) => {
    runs.push([program, ...args]);
    return { text: answer(args), stdout: '', exitCode: 1 } as unknown as SandboxedRunResult;
  };

describe('probeRepeats', () => {
  // Measured (round 27): llvm-extract's --func is a cl::list, its -o a cl::opt.
  it('where the parser refuses a second occurrence of some options, those it accepts repeat', async () => {
    const runs: string[][] = [];
    const run = fakeRun(
      (args) => (args.includes('-o') ? 'llvm-extract: for the -o option: may only occur zero or one times!' : "program doesn't contain function named '1'!"),
      runs,
    );
    const options = [
      option('--func', { inline: true }),
      option('-o'),
      // A wrong value says nothing of repeats; a flag, a list of choices and an option the safety rules leave out are not tried.
      option('--color'),
      option('--quiet', { value: undefined }),
      option('--format', { choices: ['text', 'json'] }),
      option('--exec', { description: 'execute the given command for each file' }),
    ];
    const complaining = fakeRun((args) =>
      args.includes('-o') ? 'for the -o option: may only occur zero or one times!' : args.includes('--color') ? "error: invalid value '1' for --color" : '',
    );
    expect(await probeRepeats(['llvm-extract'], help(options), run)).toEqual(['--func', '--color']);
    expect(await probeRepeats(['llvm-extract'], help(options), complaining)).toEqual(['--func']);
    expect(runs).toEqual([
      ['llvm-extract', '--func=1', '--func=1'],
      ['llvm-extract', '-o', '1', '-o', '1'],
      ['llvm-extract', '--color', '1', '--color', '1'],
    ]);
  });

  it.each([
    ['clap', "error: the argument '--max-depth <NUM>' cannot be used multiple times"],
    ['clap 2', "error: The argument '--max-depth <NUM>' was provided more than once, but cannot be used multiple times"],
    ['picocli', "option '--max-depth' (<depth>) should be specified only once"],
    ['Boost.Program_options', "option '--max-depth' cannot be specified more than once"],
  ])('reads %s refusing a repeat', async (_parser, refusal) => {
    const run = fakeRun((args) => (args.includes('--max-depth') ? refusal : ''));
    expect(await probeRepeats(['tool'], help([option('--max-depth'), option('--glob')]), run)).toEqual(['--glob']);
  });

  it('does not try an option whose placeholder names a number (LLVM keeps the last of a count given twice)', async () => {
    const runs: string[][] = [];
    const run = fakeRun((args) => (args.includes('-o') ? 'for the -o option: may only occur zero or one times!' : ''), runs);
    expect(await probeRepeats(['opt'], help([option('-o'), option('--inline-threshold', { value: '<int>' }), option('--glob')]), run)).toEqual(['--glob']);
    expect(runs.flat()).not.toContain('--inline-threshold');
  });

  it('concludes nothing where the parser refuses no option (getopt keeps the last value without a word)', async () => {
    const runs: string[][] = [];
    const options = Array.from({ length: 20 }, (_, index) => option(`--option${index}`));
    expect(
      await probeRepeats(
        ['tool'],
        help(options),
        fakeRun(() => '', runs),
      ),
    ).toEqual([]);
    expect(runs).toHaveLength(16);
  });
});

describe('withProbedRepeats', () => {
  it('makes each option found repeat, and leaves the others as they are', () => {
    const probed = withProbedRepeats(help([option('--func'), option('-o')]), ['--func']);
    expect(probed.options.map((each) => each.repeats ?? false)).toEqual([true, false]);
  });
});
