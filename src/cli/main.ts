// The mcp-wrap command line. `main` runs one invocation against injected I/O and returns its exit
// code; `runCli` is the only place that touches the real process.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { parseSize } from '../definition/units.js';
import { LOG_LEVELS } from '../server/logger.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from './cli-io.js';
import { serve, type ServeOptions } from './serve.js';

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = EXIT_OK;
  const program = createProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    if (error instanceof UsageError) {
      io.stderr.write(`mcp-wrap: ${error.message}\nRun \`mcp-wrap --help\` for usage.\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`mcp-wrap: ${(error as Error).message}\n`);
    return EXIT_FAILURE;
  }
}

function createProgram(io: CliIo, setExitCode: (code: number) => void): Command {
  const program = new Command('mcp-wrap')
    .description('Serve command-line programs as safe, reliable MCP tools, from a YAML wrapper definition per program.')
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .showHelpAfterError('(run `mcp-wrap --help` for usage)');

  program
    .command('serve', { isDefault: true })
    .description('serve wrapper definitions over MCP stdio (the default command; a bare name such as `git` finds the bundled wrapper)')
    .argument('<wrapper...>', 'wrapper files (YAML or JSON), or names of bundled wrappers')
    .option('--cwd <dir>', 'base directory: relative tool cwds and paths resolve here (default: the current directory)')
    .option('--root <dir>', 'a directory `path: true` arguments must stay inside; repeatable (default: the base directory)', collect, [])
    .addOption(new Option('--log-level <level>', 'lowest level logged to stderr and to the client').choices(LOG_LEVELS).default('info'))
    .option('--max-concurrency <n>', 'runs at once; more calls wait their turn (default: the wrapper\'s maxConcurrency, else 8)', toPositiveInteger)
    .option('--max-spill <size>', 'disk space for the full output of large runs, such as 256MiB (the default) or 1GiB', toSize)
    .option('--yes', 'run tools that need confirmation without asking, when the client cannot ask (no elicitation)')
    .action(async (wrappers: string[], options: ServeOptions) => {
      setExitCode(await serve(wrappers, options, io, packageJson.version));
    });

  return program;
}

function toPositiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('expected a whole number of 1 or more');
  return number;
}

function toSize(value: string): number {
  const bytes = parseSize(value);
  if (bytes === undefined) throw new InvalidArgumentError('expected a size such as "256MiB" or a number of bytes');
  return bytes;
}

function collect(value: string, previous: string[]): string[] {
  if (!value) throw new InvalidArgumentError('expected a directory');
  return [...previous, value];
}

/** Runs the CLI on this process and exits with its code. */
export async function runCli({ importModule }: { importModule: (url: string) => Promise<unknown> }): Promise<void> {
  // stdout carries the protocol: anything a dependency prints goes to stderr instead.
  console.log = console.info = console.debug = console.warn = console.error;
  const io: CliIo = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    packageRoot: findPackageRoot(dirname(fileURLToPath(import.meta.url))),
    importModule,
    onShutdownSignal(handler) {
      const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => process.on(signal, handler));
      return () => signals.forEach((signal) => process.off(signal, handler));
    },
  };
  const code = await main(process.argv.slice(2), io);
  if (process.stdout.writableNeedDrain) await new Promise((resolve) => process.stdout.once('drain', resolve));
  process.exit(code);
}

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'wrappers'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}
