// `mcp-wrap list <wrapper...> [--json]`: the tools, resources, templates and prompts as an agent
// sees them, asked of an in-process server; --json prints exactly what the list calls return.
import { Command } from 'commander';
import { createStreamLogger } from '../server/logger.js';
import { EXIT_FAILURE, EXIT_OK } from './cli-io.js';
import { describeListing, type Listing } from './describe-listing.js';
import { loadWrappers, resolvePlaces } from './load-wrappers.js';
import { addPlaceOptions, type CommandContext, type PlaceOptions } from './options.js';

export function listCommand(context: CommandContext): Command {
  const command = new Command('list')
    .description('show the tools (with their arguments), resources, templates and prompts that an agent would see')
    .argument('<wrapper...>', 'wrapper files (YAML or JSON), or names of bundled wrappers')
    .option('--json', 'print exactly what tools/list, resources/list, resources/templates/list and prompts/list return');
  return addPlaceOptions(command).action(async (wrappers: string[], options: PlaceOptions & { json?: boolean }) =>
    context.setExitCode(await list(wrappers, options, context)),
  );
}

async function list(wrappers: string[], options: PlaceOptions & { json?: boolean }, { io, version }: CommandContext): Promise<number> {
  const places = await resolvePlaces(options, io);
  const loaded = await loadWrappers(wrappers, io, 'cannot list', options);
  if (!loaded) return EXIT_FAILURE;
  const logger = createStreamLogger((text) => io.stderr.write(text), 'warning');
  // Loaded when used: the SDK client is not needed to serve.
  const { connectInProcess } = await import('../server/in-process.js');
  const { client, close } = await connectInProcess(loaded.definitions, { ...places, env: io.env, logger, version, importModule: io.importModule });
  try {
    const capabilities = client.getServerCapabilities() ?? {};
    const listing: Listing = {
      tools: (await client.listTools()).tools,
      resources: (await client.listResources()).resources,
      resourceTemplates: (await client.listResourceTemplates()).resourceTemplates,
      prompts: capabilities.prompts ? (await client.listPrompts()).prompts : [],
    };
    const toolsets = Object.assign({}, ...loaded.definitions.map((definition) => definition.toolsets)) as Record<string, readonly string[]>;
    io.stdout.write(options.json ? `${JSON.stringify(listing, null, 2)}\n` : describeListing(listing, toolsets));
    return EXIT_OK;
  } finally {
    await close();
  }
}
