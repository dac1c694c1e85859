// `mcp-wrap read <wrapper> <uri>` and `mcp-wrap prompt <wrapper> <name> [name=value ...]`: a
// resource's contents and a prompt's messages as a client gets them, through the same server, to
// try resources and prompts without a client. Text goes to stdout; what is not text is named on
// stderr. Exit 0 ok, 1 a protocol error (unknown resource or prompt, bad arguments), 2 usage.
import { Command } from 'commander';
import type { ProtocolClient } from '../server/in-process.js';
import { createStreamLogger } from '../server/logger.js';
import { isProtocolError } from '../server/protocol-types.js';
import { EXIT_FAILURE, EXIT_OK, type CliIo } from './cli-io.js';
import { coerceArguments } from './coerce-arguments.js';
import { loadWrappers, resolvePlaces } from './load-wrappers.js';
import { addPlaceOptions, type CommandContext, type PlaceOptions } from './options.js';

type Content = { uri?: string; mimeType?: string; text?: string; blob?: string };

export function readCommand(context: CommandContext): Command {
  const command = new Command('read')
    .description("print a resource's contents as a client reads them (resources/read)")
    .argument('<wrapper>', 'a wrapper file, or the name of a bundled wrapper')
    .argument('<uri>', 'the resource URI, such as git://log or file:///path/to/README.md');
  return addPlaceOptions(command).action(async (wrapper: string, uri: string, options: PlaceOptions) =>
    context.setExitCode(
      await withClient(wrapper, options, context, 'cannot read', async (client) => {
        const { contents } = await client.readResource({ uri });
        contents.forEach((content) => print(content, context.io));
      }),
    ),
  );
}

export function promptCommand(context: CommandContext): Command {
  const command = new Command('prompt')
    .description("print a prompt's messages as a client gets them (prompts/get)")
    .argument('<wrapper>', 'a wrapper file, or the name of a bundled wrapper')
    .argument('<name>', 'the prompt')
    .argument('[arguments...]', 'name=value pairs');
  return addPlaceOptions(command).action(async (wrapper: string, name: string, pairs: string[], options: PlaceOptions) =>
    context.setExitCode(
      await withClient(wrapper, options, context, 'cannot get the prompt', async (client) => {
        // Prompt arguments are all strings: an empty schema keeps every value as text.
        const { messages } = await client.getPrompt({ name, arguments: coerceArguments(pairs, undefined, {}) as Record<string, string> });
        for (const message of messages) {
          context.io.stdout.write(`[${message.role}]\n`);
          const content = message.content as { type: string; text?: string; resource?: Content };
          if (content.type === 'text') print({ text: content.text ?? '' }, context.io);
          else if (content.resource) print(content.resource, context.io);
          else context.io.stderr.write(`mcp-wrap: ${content.type} content\n`);
        }
      }),
    ),
  );
}

async function withClient(
  wrapper: string,
  options: PlaceOptions,
  { io, version }: CommandContext,
  refusal: string,
  use: (client: ProtocolClient) => Promise<void>,
): Promise<number> {
  const places = await resolvePlaces(options, io);
  const loaded = await loadWrappers([wrapper], io, refusal, options);
  if (!loaded) return EXIT_FAILURE;
  const logger = createStreamLogger((text) => io.stderr.write(text), 'warning');
  // Loaded when used: the SDK client is not needed to serve.
  const { connectInProcess } = await import('../server/in-process.js');
  const { client, close } = await connectInProcess(loaded.definitions, {
    ...places,
    cwdGiven: options.cwd !== undefined,
    env: io.env,
    logger,
    version,
    sandbox: options.sandbox,
    importModule: io.importModule,
  });
  try {
    await use(client);
    return EXIT_OK;
  } catch (error) {
    if (!isProtocolError(error)) throw error;
    io.stderr.write(`mcp-wrap: ${error.message}\n`);
    return EXIT_FAILURE;
  } finally {
    await close();
  }
}

function print(content: Content, io: CliIo): void {
  if (content.text !== undefined) io.stdout.write(content.text.endsWith('\n') ? content.text : `${content.text}\n`);
  else
    io.stderr.write(
      `mcp-wrap: ${content.uri ?? 'content'}: ${content.mimeType ?? 'binary'}, ${Buffer.from(content.blob ?? '', 'base64').length.toLocaleString('en-US')} bytes (not printed)\n`,
    );
}
