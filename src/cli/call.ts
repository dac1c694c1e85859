// `mcp-wrap call <wrapper> <tool> [name=value | --name value ...] [--json '{...}']`: runs one tool through the
// same validation, confirmation and executor as the server, prints the result's text on stdout and
// what happened on stderr. Exit 0 on success, 1 on an isError result, 2 on a usage error.
import { createInterface } from 'node:readline/promises';
import { Command } from 'commander';
import { toInputSchema } from '../arguments/input-schema.js';
import { describeSuggestions } from '../definition/definition-error.js';
import { createStreamLogger } from '../server/logger.js';
import type { CallToolResult, ElicitResult } from '../server/protocol-types.js';
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { coerceArguments } from './coerce-arguments.js';
import { loadWrappers, resolvePlaces } from './load-wrappers.js';
import { addPlaceOptions, type CommandContext, type PlaceOptions } from './options.js';
import { startStatusLine } from './status-line.js';

interface CallOptions extends PlaceOptions {
  json?: string;
  raw?: boolean;
}

/** The exit code of a call stopped by a signal, as shells report one: 128 + its number. */
const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

/** A call waits on the tool's own timeout, not on the SDK's 60-second default for requests. */
const REQUEST_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export function callCommand(context: CommandContext): Command {
  const command = new Command('call')
    .description('run one tool as an agent would and print its result (exit 0 ok, 1 tool error, 2 usage error)')
    .argument('<wrapper>', 'a wrapper file, or the name of a bundled wrapper')
    .argument('<tool>', 'the tool to run')
    .argument(
      '[arguments...]',
      "the tool's arguments as name=value or --name value, typed by its schema (count=5 is a number; repeat an array argument: --paths a --paths b; after -- every option is the tool's)",
    )
    .option('--json <object>', 'arguments as a JSON object; name=value pairs are added to it')
    .option('--raw', 'print the whole result as JSON (content, structuredContent, _meta) instead of its text')
    .allowUnknownOption();
  return addPlaceOptions(command).action(async (wrapper: string, toolName: string, pairs: string[], options: CallOptions) =>
    context.setExitCode(await call(wrapper, toolName, pairs, options, context)),
  );
}

async function call(wrapper: string, toolName: string, pairs: string[], options: CallOptions, { io, version }: CommandContext): Promise<number> {
  const places = await resolvePlaces(options, io);
  const loaded = await loadWrappers([wrapper], io, 'cannot call', options);
  if (!loaded) return EXIT_FAILURE;
  const tools = loaded.definitions.flatMap((definition) => definition.tools);
  const tool = tools.find((candidate) => candidate.name === toolName);
  if (!tool) {
    const names = tools.map((candidate) => candidate.name);
    throw new UsageError(`${loaded.files[0]} has no tool \`${toolName}\` (${describeSuggestions([toolName], names)}tools: ${names.join(', ')})`);
  }
  const args = coerceArguments(pairs, options.json, toInputSchema(tool));

  const logger = createStreamLogger((text) => io.stderr.write(text), 'warning');
  const interactive = io.isTerminal.stdin && io.isTerminal.stderr;
  // Loaded when used: the SDK client is not needed to serve.
  const { connectInProcess } = await import('../server/in-process.js');
  const { client, close } = await connectInProcess(
    loaded.definitions,
    {
      ...places,
      cwdGiven: options.cwd !== undefined,
      env: io.env,
      logger,
      version,
      assumeYes: options.yes ?? false,
      sandbox: options.sandbox,
      importModule: io.importModule,
    },
    interactive ? { onElicit: ({ message }) => askOnTerminal(message, io) } : {},
  );
  // Ctrl-C cancels the call as a client would: the server stops the run's process tree, and
  // mcp-wrap says so and exits as shells expect of an interrupted command.
  const cancel = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  const stopListening = io.onShutdownSignal((signal) => {
    stoppedBy = signal;
    cancel.abort();
  });
  const status = startStatusLine(io.stderr, io.isTerminal.stderr);
  try {
    const result = await client.callTool(
      { name: tool.name, arguments: args },
      {
        timeout: REQUEST_TIMEOUT_MS,
        signal: cancel.signal,
        onprogress: (progress) => status.update(progress.message),
      },
    );
    status.stop();
    if (options.raw) io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else report(result, io);
    return result.isError ? EXIT_FAILURE : EXIT_OK;
  } catch (error) {
    if (!stoppedBy) throw error;
    status.stop();
    io.stderr.write(`mcp-wrap: ${tool.name} cancelled by ${stoppedBy}; its processes were stopped\n`);
    return SIGNAL_EXIT[stoppedBy] ?? EXIT_FAILURE;
  } finally {
    status.stop();
    stopListening();
    await close();
  }
}

/** The result's text on stdout; everything else, and how the run ended, on stderr. */
function report(result: CallToolResult, io: CliIo): void {
  for (const item of result.content) {
    if (item.type === 'text') io.stdout.write(item.text.endsWith('\n') ? item.text : `${item.text}\n`);
    else if (item.type === 'resource_link')
      io.stderr.write(
        `mcp-wrap: link: ${item.uri}${item.mimeType ? ` (${item.mimeType}${item.size !== undefined ? `, ${item.size.toLocaleString('en-US')} bytes` : ''})` : ''}\n`,
      );
    else if (item.type === 'image' || item.type === 'audio')
      io.stderr.write(`mcp-wrap: ${item.type}: ${item.mimeType}, ${Buffer.from(item.data, 'base64').length.toLocaleString('en-US')} bytes\n`);
    else if (item.type === 'resource')
      io.stderr.write(`mcp-wrap: embedded resource: ${item.resource.uri}${item.resource.mimeType ? ` (${item.resource.mimeType})` : ''}\n`);
  }
  const meta = (result._meta ?? {}) as { exitCode?: number | null; signal?: string | null; timedOut?: boolean; durationMs?: number };
  if (meta.durationMs === undefined) return;
  const ending = meta.timedOut ? 'timed out' : meta.signal ? `killed by ${meta.signal}` : `exit code ${meta.exitCode}`;
  io.stderr.write(`mcp-wrap: ${ending}, ${meta.durationMs} ms${result.isError ? ' (tool error)' : ''}\n`);
}

async function askOnTerminal(message: string, io: CliIo): Promise<ElicitResult> {
  const readline = createInterface({ input: io.stdin, output: io.stderr });
  try {
    const answer = await readline.question(`${message} [y/N] `);
    return /^y(es)?$/i.test(answer.trim()) ? { action: 'accept', content: { confirm: true } } : { action: 'decline' };
  } finally {
    readline.close();
  }
}
