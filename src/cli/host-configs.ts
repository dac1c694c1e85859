// Where each MCP host keeps its servers, and the entry it expects: an absolute node, an absolute
// bin/mcp-wrap and wrapper paths, and the current PATH (hosts started from a desktop get a bare one);
// or, for a server that runs elsewhere, its URL and a bearer token taken from the host's environment.
import { join } from 'node:path';
import { UsageError, type CliIo } from './cli-io.js';

export const HOSTS = ['claude-desktop', 'claude-code', 'cursor', 'vscode'] as const;
export type Host = (typeof HOSTS)[number];

export interface ServerEntry {
  command: string;
  args: string[];
  env: Record<string, string>;
}

export interface HostConfig {
  /** The user-level config file on this OS. */
  file: string;
  /** The object that holds servers by name. */
  key: 'mcpServers' | 'servers';
  /** The entry as the host writes it. */
  value: Record<string, unknown>;
}

/** A server that runs elsewhere (`serve --http`): its URL, and the variable holding its bearer token. */
export interface RemoteEntry {
  url: string;
  tokenEnv?: string;
}

export function hostConfig(host: Host, entry: ServerEntry | RemoteEntry, io: Pick<CliIo, 'env' | 'homeDir' | 'platform'>): HostConfig {
  const value = 'url' in entry ? remoteValue(host, entry) : host === 'claude-code' || host === 'vscode' ? { type: 'stdio', ...entry } : { ...entry };
  return { file: hostConfigFile(host, io), key: host === 'vscode' ? 'servers' : 'mcpServers', value };
}

function hostConfigFile(host: Host, io: Pick<CliIo, 'env' | 'homeDir' | 'platform'>): string {
  const home = io.homeDir;
  const appData = io.env.APPDATA ?? join(home, 'AppData', 'Roaming');
  const xdgConfig = io.env.XDG_CONFIG_HOME ?? join(home, '.config');
  const userConfigDir = io.platform === 'darwin' ? join(home, 'Library', 'Application Support') : io.platform === 'win32' ? appData : xdgConfig;
  switch (host) {
    case 'claude-desktop':
      return join(userConfigDir, 'Claude', 'claude_desktop_config.json');
    case 'claude-code':
      return join(home, '.claude.json');
    case 'cursor':
      return join(home, '.cursor', 'mcp.json');
    case 'vscode':
      return join(userConfigDir, 'Code', 'User', 'mcp.json');
  }
}

/** The host reads the token from its own environment when it connects: the file never holds it. */
function remoteValue(host: Host, { url, tokenEnv }: RemoteEntry): Record<string, unknown> {
  if (host === 'claude-desktop')
    throw new UsageError('Claude Desktop adds remote servers in Settings > Connectors > Add custom connector (give it the URL there), not in its config file');
  const reference = host === 'claude-code' ? `\${${tokenEnv}}` : `\${env:${tokenEnv}}`;
  const headers = tokenEnv ? { headers: { Authorization: `Bearer ${reference}` } } : {};
  return host === 'cursor' ? { url, ...headers } : { type: 'http', url, ...headers };
}

/**
 * The `claude mcp add` command line that registers the same server with Claude Code. Its `--env`
 * takes any number of values, so a name right after it would be read as one: the name goes after
 * `--`, with the command (the form Claude Code's own issue tracker confirms). Every token is
 * single-quoted where the shell would read it, so a token variable goes into ~/.claude.json as
 * `${NAME}`, which Claude Code expands from its own environment when it connects.
 */
export function claudeCodeCommand(name: string, entry: ServerEntry | RemoteEntry): string {
  if ('url' in entry) {
    const header = entry.tokenEnv ? ['--header', `Authorization: Bearer \${${entry.tokenEnv}}`] : [];
    // --header takes any number of values too: it goes last, as in Claude Code's documentation.
    return ['claude', 'mcp', 'add', '--scope', 'user', '--transport', 'http', name, entry.url, ...header].map(shellQuote).join(' ');
  }
  const env = Object.entries(entry.env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  return ['claude', 'mcp', 'add', '--scope', 'user', '--transport', 'stdio', ...env, '--', name, entry.command, ...entry.args].map(shellQuote).join(' ');
}

function shellQuote(token: string): string {
  return /^[\w@%+=:,./-]+$/.test(token) ? token : `'${token.replaceAll("'", `'\\''`)}'`;
}
