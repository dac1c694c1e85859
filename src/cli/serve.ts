// `mcp-wrap serve <wrapper...>`: loads the wrappers, refuses to start on any definition error, and
// serves MCP over stdio until stdin ends or a shutdown signal arrives.
import { realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DefinitionError, formatIssue } from '../definition/definition-error.js';
import { loadDefinitions } from '../definition/load-definition.js';
import { createServer } from '../server/create-server.js';
import { createStreamLogger, type LogLevel } from '../server/logger.js';
import { LineTransport } from '../server/stdio-transport.js';
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { resolveWrapperPath } from './resolve-wrappers.js';

export interface ServeOptions {
  cwd?: string;
  root: string[];
  logLevel: LogLevel;
  maxConcurrency?: number;
  maxSpill?: number;
  yes?: boolean;
}

export async function serve(wrappers: string[], options: ServeOptions, io: CliIo, version: string): Promise<number> {
  const logger = createStreamLogger((text) => io.stderr.write(text), options.logLevel);
  const files = wrappers.map((wrapper) => resolveWrapperPath(wrapper, io.cwd, io.packageRoot));
  const baseDir = await existingDirectory(options.cwd ?? '.', io.cwd, '--cwd');
  const allowedRoots = options.root.length > 0 ? await Promise.all(options.root.map((root) => existingDirectory(root, io.cwd, '--root'))) : [baseDir];

  let loaded;
  try {
    loaded = await loadDefinitions(files, { env: io.env });
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    io.stderr.write(`${error.issues.map(formatIssue).join('\n')}\nmcp-wrap: not serving: ${error.issues.length} problem(s) in the wrapper definition\n`);
    return EXIT_FAILURE;
  }
  for (const warning of loaded.warnings) logger.log('warning', warning);

  const wrap = createServer(loaded.definitions, {
    baseDir,
    cwdGiven: options.cwd !== undefined,
    allowedRoots,
    env: io.env,
    assumeYes: options.yes ?? false,
    importModule: io.importModule,
    logger,
    version,
    ...(options.maxConcurrency !== undefined && { maxConcurrency: options.maxConcurrency }),
    ...(options.maxSpill !== undefined && { maxSpillBytes: options.maxSpill }),
  });
  const transport = new LineTransport(io.stdin, io.stdout);
  const closed = new Promise<void>((resolveClosed) => {
    const shutdown = () => {
      stopListening();
      void wrap.close().then(resolveClosed);
    };
    const stopListening = io.onShutdownSignal((signal) => {
      logger.log('info', `${signal}: stopping every running call and exiting`);
      shutdown();
    });
    wrap.server.onclose = shutdown;
  });
  await wrap.connect(transport);
  const toolCount = loaded.definitions.reduce((count, definition) => count + definition.tools.length, 0);
  logger.log('info', `serving ${toolCount} tool(s) from ${files.join(', ')} over stdio (base directory ${baseDir})`);
  await closed;
  return EXIT_OK;
}

async function existingDirectory(path: string, cwd: string, option: string): Promise<string> {
  const absolute = resolve(cwd, path);
  try {
    if ((await stat(absolute)).isDirectory()) return await realpath(absolute);
  } catch {
    // Reported below.
  }
  throw new UsageError(`${option} ${path}: not a directory`);
}
