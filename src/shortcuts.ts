// The speed shortcuts: each one a faster way to a result the plain path also reaches, listed with
// its figures in docs/performance.md. MCP_WRAP_PLAIN=1 turns every one of them off (CI runs the
// end-to-end tests so, which keeps the plain paths correct); each also has a variable of its own.
// bin/mcp-wrap reads the code cache's two variables itself: it runs before this bundle loads.

/** Turns every shortcut off. */
const PLAIN_VARIABLE = 'MCP_WRAP_PLAIN';

/** Each shortcut by the variable that turns it alone off. */
export const SHORTCUT_VARIABLES = {
  /** bin/mcp-wrap's V8 code cache in dist/ (listed here for the docs and tests; read by bin/mcp-wrap). */
  codeCache: 'MCP_WRAP_NO_CODE_CACHE',
  /** Wrapper files that passed every check are remembered, with their model, and not checked again. */
  checkedCache: 'MCP_WRAP_NO_DEFINITION_CACHE',
  /** js-yaml builds a wrapper's value and tools' key positions are read from its lines; `yaml` parses only for other positions. */
  fastYaml: 'MCP_WRAP_NO_FAST_YAML',
  /** The protected-path walk remembers each folder while its ctime is unchanged. */
  scanCache: 'MCP_WRAP_NO_SCAN_CACHE',
  /** A tool's part of the sandbox policy (credential stores, write paths, real paths) worked out once per tool and roots, and bubblewrap's mounts for each policy. */
  policyCache: 'MCP_WRAP_NO_POLICY_CACHE',
  /** A sandboxed run starts bubblewrap ahead of the next call with the same set-up, whose exec helper then only waits for its command. */
  preparedSandbox: 'MCP_WRAP_NO_PREPARED_SANDBOX',
  /** Runs are forked by a small spawner process (dist/spawner-linux-<arch>), not by the server, whose fork copies its page tables. */
  spawner: 'MCP_WRAP_NO_SPAWNER',
  /** A young-generation GC every 8 MiB of output read, through a run-time --expose-gc. */
  reclaimBuffers: 'MCP_WRAP_NO_BUFFER_RECLAIM',
  /** A serving process's young generation grows no more once its wrappers are loaded (shrunk to 2 MiB on Node 22+), through bin/mcp-wrap's run-time V8 flag. */
  smallYoungGeneration: 'MCP_WRAP_NO_SMALL_YOUNG_GEN',
} as const;

export type Shortcut = keyof typeof SHORTCUT_VARIABLES;

type Env = Readonly<Record<string, string | undefined>>;

/** False when MCP_WRAP_PLAIN or the shortcut's own variable is set (to anything but "" or "0"). */
export function isShortcutOn(env: Env, shortcut: Shortcut): boolean {
  return !isSet(env[PLAIN_VARIABLE]) && !isSet(env[SHORTCUT_VARIABLES[shortcut]]);
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0';
}
