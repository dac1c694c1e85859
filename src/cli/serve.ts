// `mcp-wrap serve <wrapper...>` (also the default command): loads the wrappers, refuses to start
// on any definition error, and serves MCP over stdio until stdin ends or a shutdown signal.
import { Command, Option } from 'commander';
import { reapOrphans } from '../containment/reap-orphans.js';
import { formatIssue } from '../definition/definition-error.js';
import { DEFAULT_KILL_GRACE_MS } from '../definition/types.js';
import { createServer } from '../server/create-server.js';
import { createStreamLogger, LOG_LEVELS, type LogLevel } from '../server/logger.js';
import { LineTransport } from '../server/stdio-transport.js';
import { EXIT_FAILURE, EXIT_OK } from './cli-io.js';
import { loadWrappers, resolvePlaces } from './load-wrappers.js';
import { describeReap } from './reap.js';
import { addPlaceOptions, toPositiveInteger, toSize, type CommandContext, type PlaceOptions } from './options.js';
import { watchWrappers } from './watch-wrappers.js';

interface ServeOptions extends PlaceOptions {
  logLevel: LogLevel;
  watch?: boolean;
  maxConcurrency?: number;
  maxSpill?: number;
}

export function serveCommand(context: CommandContext): Command {
  const command = new Command('serve')
    .description('serve wrapper definitions over MCP stdio (the default command; a bare name such as `git` finds the bundled wrapper)')
    .argument('<wrapper...>', 'wrapper files (YAML or JSON), or names of bundled wrappers');
  return addPlaceOptions(command)
    .addOption(new Option('--log-level <level>', 'lowest level logged to stderr and to the client').choices(LOG_LEVELS).default('info'))
    .option('--max-concurrency <n>', "runs at once; more calls wait their turn (default: the wrapper's maxConcurrency, else 8)", toPositiveInteger)
    .option('--max-spill <size>', 'disk space for the full output of large runs, such as 256MiB (the default) or 1GiB', toSize)
    .option('--watch', 'reload wrapper files when they change (the lists change for the client; a broken file keeps the old definitions)')
    .action(async (wrappers: string[], options: ServeOptions) => context.setExitCode(await serve(wrappers, options, context)));
}

async function serve(wrappers: string[], options: ServeOptions, { io, version }: CommandContext): Promise<number> {
  const logger = createStreamLogger((text) => io.stderr.write(text), options.logLevel);
  const places = await resolvePlaces(options, io);
  const loaded = await loadWrappers(wrappers, io, 'not serving', options);
  if (!loaded) return EXIT_FAILURE;
  for (const warning of loaded.warnings) logger.log('warning', formatIssue(warning));

  const wrap = createServer(loaded.definitions, {
    ...places,
    cwdGiven: options.cwd !== undefined,
    env: io.env,
    logger,
    version,
    assumeYes: options.yes ?? false,
    sandbox: options.sandbox,
    importModule: io.importModule,
    watch: options.watch ?? false,
    ...(options.maxConcurrency !== undefined && { maxConcurrency: options.maxConcurrency }),
    ...(options.maxSpill !== undefined && { maxSpillBytes: options.maxSpill }),
  });
  const transport = new LineTransport(io.stdin, io.stdout);
  const stopWatching = options.watch ? await watchWrappers(loaded.files, io.env, wrap, options) : async () => {};
  const closed = new Promise<void>((resolveClosed) => {
    const shutdown = () => {
      stopListening();
      void stopWatching()
        .then(() => wrap.close())
        .then(resolveClosed);
    };
    const stopListening = io.onShutdownSignal((signal) => {
      logger.log('info', `${signal}: stopping every running call and exiting`);
      shutdown();
    });
    wrap.server.onclose = shutdown;
  });
  await wrap.connect(transport);
  // Servers before this one may have been killed (hosts use SIGKILL) and left their runs going.
  const reaped = reapOrphans(DEFAULT_KILL_GRACE_MS).then(
    (report) => report.processes > 0 && logger.log('warning', describeReap(report)),
    (error: Error) => logger.log('warning', `could not look for processes left by killed servers: ${error.message}`),
  );
  const toolCount = loaded.definitions.reduce((count, definition) => count + definition.tools.length, 0);
  logger.log('info', `serving ${toolCount} tool(s) from ${loaded.files.join(', ')} over stdio (base directory ${places.baseDir})`);
  await closed;
  await reaped;
  return EXIT_OK;
}
