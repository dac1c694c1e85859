// The name a host registers a server under. Claude Code refuses any name but letters, digits, `-`
// and `_` ("Invalid name git+jq. Names can only contain letters, numbers, hyphens, and
// underscores"); Claude Desktop, Cursor and VS Code take any key, but put the name in front of each
// tool's name (`mcp__git-jq__git_log`), which the model APIs behind them accept only as letters,
// digits, `-` and `_`. One rule for every host, then: a name that works in all of them.
import { UsageError } from './cli-io.js';

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;
/**
 * Cursor leaves out a tool whose server and tool names reach 60 characters together: its warning
 * reads "Combined server and tool name length (60) exceeds 60 characters" for a 1-character server
 * name and a 59-character tool name.
 */
const CURSOR_COMBINED_NAME_CHARS = 60;
/** Used when nothing of the wrappers' names is left (a name of symbols only). */
const FALLBACK_NAME = 'mcp-wrap';

/** The wrappers' names as one server name every host accepts: `git` and `jq` give `git-jq`, `my.tools` gives `my-tools`. */
export function toServerName(wrapperNames: readonly string[]): string {
  const parts = wrapperNames.map((name) => name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')).filter(Boolean);
  return parts.join('-') || FALLBACK_NAME;
}

/** `--name` as given, when every host accepts it; a usage error that offers the nearest name that works otherwise. */
export function checkServerName(name: string): string {
  if (SERVER_NAME.test(name)) return name;
  throw new UsageError(
    `--name ${name}: a server name may hold only letters, digits, - and _ (Claude Code refuses others, and the other hosts put it in tool names); try --name ${toServerName([name])}`,
  );
}

/** The warning for tools a host would leave out because of the server name (Cursor's 60 characters), if any. */
export function describeLongNames(host: string, name: string, toolNames: readonly string[]): string | undefined {
  if (host !== 'cursor') return undefined;
  const dropped = toolNames.filter((tool) => name.length + tool.length >= CURSOR_COMBINED_NAME_CHARS);
  if (dropped.length === 0) return undefined;
  return `Cursor leaves out tools whose name and the server name "${name}" reach ${CURSOR_COMBINED_NAME_CHARS} characters together: ${dropped.join(', ')}; choose a shorter --name`;
}
