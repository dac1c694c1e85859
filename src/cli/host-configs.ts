// Where each MCP host keeps its servers, and the entry it expects: an absolute node, an absolute
// bin/mcp-wrap and wrapper paths, and the current PATH (hosts started from a desktop get a bare one).
import { join } from 'node:path';
import type { CliIo } from './cli-io.js';

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

export function hostConfig(host: Host, entry: ServerEntry, io: Pick<CliIo, 'env' | 'homeDir' | 'platform'>): HostConfig {
  const home = io.homeDir;
  const appData = io.env.APPDATA ?? join(home, 'AppData', 'Roaming');
  const xdgConfig = io.env.XDG_CONFIG_HOME ?? join(home, '.config');
  const userConfigDir = io.platform === 'darwin' ? join(home, 'Library', 'Application Support') : io.platform === 'win32' ? appData : xdgConfig;
  switch (host) {
    case 'claude-desktop':
      return { file: join(userConfigDir, 'Claude', 'claude_desktop_config.json'), key: 'mcpServers', value: { ...entry } };
    case 'claude-code':
      return { file: join(home, '.claude.json'), key: 'mcpServers', value: { type: 'stdio', ...entry } };
    case 'cursor':
      return { file: join(home, '.cursor', 'mcp.json'), key: 'mcpServers', value: { ...entry } };
    case 'vscode':
      return { file: join(userConfigDir, 'Code', 'User', 'mcp.json'), key: 'servers', value: { type: 'stdio', ...entry } };
  }
}

/**
 * The `claude mcp add` command line that registers the same server with Claude Code. Its `--env`
 * takes any number of values, so a name right after it would be read as one: the name goes after
 * `--`, with the command (the form Claude Code's own issue tracker confirms).
 */
export function claudeCodeCommand(name: string, entry: ServerEntry): string {
  const env = Object.entries(entry.env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  return ['claude', 'mcp', 'add', '--scope', 'user', '--transport', 'stdio', ...env, '--', name, entry.command, ...entry.args].map(shellQuote).join(' ');
}

function shellQuote(token: string): string {
  return /^[\w@%+=:,./-]+$/.test(token) ? token : `'${token.replaceAll("'", `'\\''`)}'`;
}
