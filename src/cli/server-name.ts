// The name a host registers a server under. Claude Code refuses any name but letters, digits, `-`
// and `_` ("Invalid name git+jq. Names can only contain letters, numbers, hyphens, and
// underscores"); Claude Desktop, Cursor and VS Code take any key, but put the name in front of each
// tool's name (`mcp__git-jq__git_log`), which the model APIs behind them accept only as letters,
// digits, `-` and `_`. One rule for every host, then: a name that works in all of them.
import { UsageError } from './cli-io.js';

const SERVER_NAME = /^[A-Za-z0-9_-]+$/;
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
  throw new UsageError(`--name ${name}: a server name may hold only letters, digits, - and _ (Claude Code refuses others, and the other hosts put it in tool names); try --name ${toServerName([name])}`);
}
