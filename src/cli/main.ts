// The mcp-wrap command line. `main` runs one invocation against injected I/O and returns its exit
// code; `runCli` is the only place that touches the real process.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { suggest } from '../definition/definition-error.js';
import packageJson from '../../package.json' with { type: 'json' };
import { callCommand } from './call.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from './cli-io.js';
import { configCommand } from './config.js';
import { doctorCommand } from './doctor.js';
import { generateCommand } from './generate/generate.js';
import { listCommand } from './list.js';
import { promptCommand, readCommand } from './read-and-prompt.js';
import { reapCommand } from './reap.js';
import type { CommandContext } from './options.js';
import { schemaCommand } from './schema.js';
import { resolveWrapperPath } from './resolve-wrappers.js';
import { serveCommand } from './serve.js';
import { validateCommand } from './validate.js';

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = EXIT_OK;
  const context: CommandContext = {
    io,
    version: packageJson.version,
    setExitCode: (code) => {
      exitCode = code;
    },
  };
  const program = new Command('mcp-wrap')
    .description('Serve command-line programs as safe, reliable MCP tools, from a YAML wrapper definition per program.')
    .version(packageJson.version)
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .showHelpAfterError('(run `mcp-wrap --help` for usage)');
  program.addCommand(serveCommand(context), { isDefault: true });
  for (const command of [
    validateCommand,
    listCommand,
    callCommand,
    readCommand,
    promptCommand,
    configCommand,
    generateCommand,
    schemaCommand,
    reapCommand,
    doctorCommand,
  ])
    program.addCommand(command(context));
  // Subcommands report usage errors through exitOverride too, instead of exiting the process.
  for (const command of [program, ...program.commands]) command.exitOverride().configureOutput(program.configureOutput());

  // Bare `mcp-wrap` asks what it can do; a mistyped subcommand would otherwise be taken for a wrapper name.
  if (argv.length === 0) {
    io.stderr.write(program.helpInformation());
    return EXIT_USAGE;
  }
  const typo =
    argv[0] && !argv[0].startsWith('-') && !program.commands.some((command) => command.name() === argv[0])
      ? suggest(
          argv[0],
          program.commands.map((command) => command.name()),
        )
      : undefined;
  if (typo && !isWrapperArgument(argv[0]!, io)) {
    io.stderr.write(
      `mcp-wrap: unknown command \`${argv[0]}\`: did you mean \`${typo}\`? (a wrapper is a file or the name of a bundled wrapper)\nRun \`mcp-wrap --help\` for usage.\n`,
    );
    return EXIT_USAGE;
  }
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

/** Whether `argument` names a wrapper file or a bundled wrapper. */
function isWrapperArgument(argument: string, io: CliIo): boolean {
  try {
    resolveWrapperPath(argument, io.cwd, io.packageRoot);
    return true;
  } catch {
    return false;
  }
}

/** Runs the CLI on this process and exits with its code. */
export async function runCli({
  importModule,
  buildId = packageJson.version,
  keepYoungGenerationSmall,
}: {
  importModule: (url: string) => Promise<unknown>;
  buildId?: string;
  keepYoungGenerationSmall?: () => void;
}): Promise<void> {
  // stdout carries the protocol: anything a dependency prints goes to stderr instead.
  console.log = console.info = console.debug = console.warn = console.error;
  const io: CliIo = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    isTerminal: { stdin: Boolean(process.stdin.isTTY), stderr: Boolean(process.stderr.isTTY) },
    execPath: process.execPath,
    homeDir: homedir(),
    platform: process.platform,
    packageRoot: findPackageRoot(dirname(fileURLToPath(import.meta.url))),
    buildId,
    importModule,
    ...(keepYoungGenerationSmall && { keepYoungGenerationSmall }),
    onShutdownSignal(handler) {
      const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => process.on(signal, handler));
      return () => signals.forEach((signal) => process.off(signal, handler));
    },
  };
  // A reader that goes away (`| head`) ends the output, not the command: it still cleans up (its
  // temporary folder, its runs) and exits with its own code.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE')
      process.nextTick(() => {
        throw error;
      });
  });
  const code = await main(process.argv.slice(2), io);
  if (process.stdout.writableNeedDrain && !process.stdout.destroyed)
    await new Promise((resolve) => process.stdout.once('drain', resolve).once('error', resolve));
  process.exit(code);
}

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'wrappers'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}
