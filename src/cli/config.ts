// `mcp-wrap config <wrapper...> [--client host] [--name NAME] [--install [--force]] [--url URL]`: the
// entry an MCP host needs to start this server (or, with --url, to reach it over HTTP), printed, or
// merged into the host's config file.
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { formatIssue, type DefinitionIssue } from '../definition/definition-error.js';
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { claudeCodeCommand, hostConfig, HOSTS, type Host, type RemoteEntry, type ServerEntry } from './host-configs.js';
import { hostPath } from './host-path.js';
import { loadWrappers, resolvePlaces } from './load-wrappers.js';
import { addPlaceOptions, type CommandContext, type PlaceOptions } from './options.js';
import { checkServerName, describeLongNames, toServerName } from './server-name.js';

interface ConfigOptions extends PlaceOptions {
  client: Host;
  name?: string;
  install?: boolean;
  force?: boolean;
  url?: string;
  tokenEnv?: string;
}

export function configCommand(context: CommandContext): Command {
  const command = new Command('config')
    .description("print the entry an MCP host needs to run these wrappers, or --install it into the host's config file")
    .argument('<wrapper...>', 'wrapper files (YAML or JSON), or names of bundled wrappers')
    .addOption(new Option('--client <host>', 'the MCP host').choices(HOSTS).default('claude-desktop'))
    .option('--name <name>', "the server name in the host: letters, digits, - and _ (default: the wrappers' names joined with -)")
    .option('--install', "merge the entry into the host's config file (other entries stay; a backup is written first)")
    .option('--force', 'with --install, replace a server of the same name, and install a wrapper still marked `draft: true`')
    .option(
      '--url <url>',
      'a server already running with `serve --http` (such as https://mcp.example.com/mcp): the entry connects to it instead of starting one',
    )
    .option('--token-env <name>', 'with --url: the host sends the bearer token in this variable of its own environment (never written into the file)');
  return addPlaceOptions(command).action(async (wrappers: string[], options: ConfigOptions) => context.setExitCode(await config(wrappers, options, context)));
}

async function config(wrappers: string[], options: ConfigOptions, { io }: CommandContext): Promise<number> {
  if (options.force && !options.install) throw new UsageError('--force replaces an installed server, so it needs --install');
  if (options.tokenEnv && !options.url) throw new UsageError('--token-env goes with --url');
  if (options.tokenEnv && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(options.tokenEnv))
    throw new UsageError(`--token-env ${options.tokenEnv}: expected the name of an environment variable`);
  const givenName = options.name !== undefined ? checkServerName(options.name) : undefined;
  const loaded = await loadWrappers(wrappers, io, 'no config written', options);
  if (!loaded) return EXIT_FAILURE;
  if (!acceptDrafts(loaded.warnings, options, io)) return EXIT_FAILURE;
  const name = givenName ?? toServerName(loaded.definitions.map((definition) => definition.name));
  if (!givenName)
    io.stderr.write(`mcp-wrap: server name "${name}", from the wrapper${loaded.definitions.length > 1 ? "s' names" : "'s name"} (--name sets another)\n`);
  const longNames = describeLongNames(
    options.client,
    name,
    loaded.definitions.flatMap((definition) => definition.tools.map((tool) => tool.name)),
  );
  if (longNames) io.stderr.write(`mcp-wrap warning: ${longNames}\n`);
  if (options.url) return write(name, { url: toHttpUrl(options.url), ...(options.tokenEnv && { tokenEnv: options.tokenEnv }) }, options, io);
  const places = options.cwd !== undefined || options.root.length > 0 ? await resolvePlaces(options, io) : undefined;
  const entry: ServerEntry = {
    command: io.execPath,
    args: [
      join(io.packageRoot, 'bin', 'mcp-wrap'),
      ...loaded.files,
      ...(places && options.cwd !== undefined ? ['--cwd', places.baseDir] : []),
      ...(places && options.root.length > 0 ? places.allowedRoots.flatMap((root) => ['--root', root]) : []),
      ...(options.yes ? ['--yes'] : []),
      ...(options.sandbox !== 'on' ? ['--sandbox', options.sandbox] : []),
      ...(options.tools.length > 0 ? ['--tools', options.tools.join(',')] : []),
      ...(options.toolsets.length > 0 ? ['--toolsets', options.toolsets.join(',')] : []),
      ...(options.excludeTools.length > 0 ? ['--exclude-tools', options.excludeTools.join(',')] : []),
      ...(options.readOnly ? ['--read-only'] : []),
    ],
    env: io.env.PATH ? { PATH: hostPath(io.env.PATH) } : {},
  };
  if (!places) {
    io.stderr.write(
      'mcp-wrap: no --cwd or --root: the host starts the server in a folder of its choosing (often / or your home), which then becomes the only place tools may touch; add --cwd /path/to/your/project\n',
    );
  }
  return write(name, entry, options, io);
}

/** False once a draft (`draft: true`, from generate) has been refused for --install without --force; a printed entry of a draft is only warned about. */
function acceptDrafts(warnings: readonly DefinitionIssue[], options: ConfigOptions, io: CliIo): boolean {
  const drafts = warnings.filter((warning) => warning.code === 'warning.draft');
  if (drafts.length === 0) return true;
  const files = drafts.map((draft) => draft.file).join(', ');
  const why = `${files} ${drafts.length > 1 ? 'are drafts' : 'is a draft'} from \`mcp-wrap generate\`: a person must review it and delete \`draft: true\`, then run \`mcp-wrap validate\` on it`;
  io.stderr.write(`${drafts.map(formatIssue).join('\n')}\n`);
  if (options.install && !options.force) {
    io.stderr.write(`mcp-wrap: not installed: ${why}; or add --force to install it unreviewed\n`);
    return false;
  }
  io.stderr.write(`mcp-wrap warning: ${why}${options.install ? '' : ' before a host runs it'}\n`);
  return true;
}

/** Prints the entry, or installs it into the host's file. */
async function write(name: string, entry: ServerEntry | RemoteEntry, options: ConfigOptions, io: CliIo): Promise<number> {
  const host = hostConfig(options.client, entry, io);
  if (!options.install) {
    io.stdout.write(
      options.client === 'claude-code' ? `${claudeCodeCommand(name, entry)}\n` : `${JSON.stringify({ [host.key]: { [name]: host.value } }, null, 2)}\n`,
    );
    io.stderr.write(`mcp-wrap: ${options.client === 'claude-code' ? 'run this command' : `merge this into ${host.file}`}, or run again with --install\n`);
    return EXIT_OK;
  }
  // Loaded when used: nothing of --install is needed to serve.
  const { InstallError, installServer } = await import('./install-config.js');
  try {
    const { backup, replaced } = await installServer(host.file, host.key, name, host.value, options.force ?? false);
    io.stdout.write(
      `${replaced ? 'Replaced' : 'Installed'} "${name}" in ${host.file}${backup ? ` (the old file is at ${backup})` : ''}; restart ${options.client} to load it.\n`,
    );
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    io.stderr.write(`mcp-wrap: ${error.message}\n`);
    return EXIT_FAILURE;
  }
}

function toHttpUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Reported below.
  }
  throw new UsageError(`--url ${value}: expected an http or https URL, such as https://mcp.example.com/mcp`);
}
