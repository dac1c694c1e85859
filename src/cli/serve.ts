// `mcp-wrap serve <wrapper...>` (also the default command): loads the wrappers, refuses to start
// on any definition error, and serves MCP over stdio until stdin ends, or over Streamable HTTP
// (--http), until a shutdown signal.
import { Command, Option } from 'commander';
import { reapOrphans } from '../containment/reap-orphans.js';
import { formatIssue } from '../definition/definition-error.js';
import { DEFAULT_KILL_GRACE_MS, type WrapperDefinition } from '../definition/types.js';
import type { ServerOptions } from '../server/create-server.js';
import type { AuthSettings } from '../server/http/authenticate.js';
import { createStreamLogger, LOG_LEVELS, type LogLevel } from '../server/logger.js';
import { EXIT_FAILURE, EXIT_OK, type CliIo } from './cli-io.js';
import { addHttpOptions, toAuthSettings, type HttpCliOptions } from './http-options.js';
import { loadWrappers, resolvePlaces } from './load-wrappers.js';
import { describeReap } from './reap.js';
import { summarizeGuarantees, type Guarantee } from '../sandbox/describe-guarantees.js';
import { addPlaceOptions, toPositiveInteger, toSize, type CommandContext, type PlaceOptions } from './options.js';
import { watchWrappers } from './watch-wrappers.js';
import { keepYoungGenerationSmall } from './small-young-generation.js';
import { describeInitProblem } from '../containment/init-process.js';

interface ServeOptions extends PlaceOptions, HttpCliOptions {
  logLevel: LogLevel;
  watch?: boolean;
  maxConcurrency?: number;
  maxSpill?: number;
}

export function serveCommand(context: CommandContext): Command {
  const command = new Command('serve')
    .description(
      'serve wrapper definitions over MCP stdio, or Streamable HTTP with --http (the default command; a bare name such as `git` finds the bundled wrapper)',
    )
    .argument('<wrapper...>', 'wrapper files (YAML or JSON), or names of bundled wrappers');
  return addHttpOptions(addPlaceOptions(command))
    .addOption(new Option('--log-level <level>', 'lowest level logged to stderr and to the client').choices(LOG_LEVELS).default('info'))
    .option('--max-concurrency <n>', "runs at once; more calls wait their turn (default: the wrapper's maxConcurrency, else 8)", toPositiveInteger)
    .option('--max-spill <size>', 'disk space for the full output of large runs, such as 256MiB (the default) or 1GiB', toSize)
    .option('--watch', 'reload wrapper files when they change (the lists change for the client; a broken file keeps the old definitions)')
    .action(async (wrappers: string[], options: ServeOptions) => context.setExitCode(await serve(wrappers, options, context)));
}

async function serve(wrappers: string[], options: ServeOptions, { io, version }: CommandContext): Promise<number> {
  const logger = createStreamLogger((text) => io.stderr.write(text), options.logLevel);
  const auth = toAuthSettings(options, io.env);
  const places = await resolvePlaces(options, io);
  const loaded = await loadWrappers(wrappers, io, 'not serving', options);
  if (!loaded) return EXIT_FAILURE;
  for (const warning of loaded.warnings) logger.log('warning', formatIssue(warning));
  const initProblem = describeInitProblem();
  if (initProblem) logger.log('warning', initProblem);
  keepYoungGenerationSmall(io, logger);

  const serverOptions: ServerOptions = {
    ...places,
    cwdGiven: options.cwd !== undefined,
    env: io.env,
    logger,
    version,
    assumeYes: options.yes ?? false,
    sandbox: options.sandbox,
    importModule: io.importModule,
    watch: options.watch ?? false,
    stateless: options.stateless ?? false,
    ...(options.maxConcurrency !== undefined && { maxConcurrency: options.maxConcurrency }),
    ...(options.maxSpill !== undefined && { maxSpillBytes: options.maxSpill }),
  };
  const toolCount = loaded.definitions.reduce((count, definition) => count + definition.tools.length, 0);
  const serving = `serving ${toolCount} tool(s) from ${loaded.files.join(', ')}`;
  // Servers before this one may have been killed (hosts use SIGKILL) and left their runs going.
  // In the check phase, after a waiting initialize has been read and answered: the scan of the
  // process table would otherwise delay every start's first answer by a few ms.
  const reapLeftovers = () =>
    new Promise((resolve) => setImmediate(resolve)).then(() =>
      reapOrphans(DEFAULT_KILL_GRACE_MS).then(
        (report) => (report.processes > 0 || report.folders > 0) && logger.log(report.processes > 0 ? 'warning' : 'info', describeReap(report)),
        (error: Error) => logger.log('warning', `could not look for processes left by killed servers: ${error.message}`),
      ),
    );

  // After the leftovers, still off the first answer's path: the sandbox and cgroups are looked for now.
  const tellGuarantees = (after: Promise<unknown>, server: { guarantees(): Promise<Guarantee[]> }) =>
    after
      .then(() => server.guarantees())
      .then(
        (guarantees) => logger.log('info', summarizeGuarantees(guarantees)),
        (error: Error) => logger.log('warning', `could not tell what holds for runs here: ${error.message}`),
      );

  const started = { serving, reapLeftovers, tellGuarantees, baseDir: places.baseDir, files: loaded.files };
  return options.http
    ? serveOverHttp(options.http, loaded.definitions, serverOptions, auth, started, options, io)
    : serveOverStdio(loaded.definitions, serverOptions, started, options, io);
}

interface Started {
  /** "serving N tool(s) from FILES" */
  serving: string;
  reapLeftovers(): Promise<unknown>;
  /** Logs what holds for every run here, once `after` is done. */
  tellGuarantees(after: Promise<unknown>, server: { guarantees(): Promise<Guarantee[]> }): Promise<void>;
  baseDir: string;
  files: string[];
}

async function serveOverStdio(
  definitions: WrapperDefinition[],
  serverOptions: ServerOptions,
  started: Started,
  options: ServeOptions,
  io: CliIo,
): Promise<number> {
  const { logger } = serverOptions;
  const [{ createHost }, { LineTransport }, { serveStdioEras }] = await Promise.all([
    import('../server/create-server.js'),
    import('../server/stdio-transport.js'),
    import('../server/serve-stdio.js'),
  ]);
  const host = createHost(definitions, serverOptions);
  const stopWatching = options.watch ? await watchWrappers(started.files, io.env, host, options) : async () => {};
  const service = serveStdioEras(host, new LineTransport(io.stdin, io.stdout), logger);
  let stopListening = () => {};
  const signalled = new Promise<void>((resolveSignalled) => {
    stopListening = io.onShutdownSignal((signal) => {
      logger.log('info', `${signal}: stopping every running call and exiting`);
      resolveSignalled();
    });
  });
  const reaped = started.reapLeftovers();
  logger.log('info', `${started.serving} over stdio (base directory ${started.baseDir})`);
  const told = started.tellGuarantees(reaped, host);
  await Promise.race([service.ended, signalled]);
  stopListening();
  await stopWatching();
  await service.close();
  await host.close();
  await Promise.all([reaped, told]);
  return EXIT_OK;
}

/** Until a shutdown signal: then no new requests, every session ended and every run's tree stopped. */
async function serveOverHttp(
  address: { host: string; port: number },
  definitions: WrapperDefinition[],
  serverOptions: ServerOptions,
  auth: AuthSettings | undefined,
  started: Started,
  options: ServeOptions,
  io: CliIo,
): Promise<number> {
  const { logger } = serverOptions;
  // Loaded here, not at start: the HTTP stack (the SDK's transport, Hono, jose, Node's fetch) costs
  // a stdio server's every start about 30 ms.
  const [{ serveHttp }, { createHostCheck }, { createAuthenticator }, { createHost }] = await Promise.all([
    import('../server/http/serve-http.js'),
    import('../server/http/host-check.js'),
    import('../server/http/authenticate.js'),
    import('../server/create-server.js'),
  ]);
  const authenticator = auth && createAuthenticator(auth);
  const host = createHost(definitions, serverOptions);
  const stopWatching = options.watch ? await watchWrappers(started.files, io.env, host, options) : async () => {};
  const signalled = new Promise<void>((resolveSignalled) => {
    const stopListening = io.onShutdownSignal((signal) => {
      logger.log('info', `${signal}: no new requests; stopping every running call and exiting`);
      stopListening();
      resolveSignalled();
    });
  });
  let service;
  try {
    service = await serveHttp(host, {
      host: address.host,
      port: address.port,
      stateless: options.stateless ?? false,
      hostCheck: createHostCheck(address.host, options.allowedHost),
      ...(authenticator && { auth: authenticator }),
      ...(options.publicUrl && { publicUrl: options.publicUrl }),
      logger,
    });
  } catch (error) {
    logger.log('error', `cannot listen on ${address.host}:${address.port}: ${(error as Error).message}`);
    await stopWatching();
    await host.close();
    return EXIT_FAILURE;
  }
  const reaped = started.reapLeftovers();
  const mode = [options.stateless ? 'stateless' : 'sessions', auth ? 'authorization required' : 'no authorization'].join(', ');
  logger.log('info', `${started.serving} over Streamable HTTP at ${service.url} (${mode}; base directory ${started.baseDir})`);
  const told = started.tellGuarantees(reaped, host);
  await signalled;
  await stopWatching();
  await service.close();
  await host.close();
  await Promise.all([reaped, told]);
  return EXIT_OK;
}
