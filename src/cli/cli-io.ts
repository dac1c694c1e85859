// What the CLI may touch of the outside world, injected so commands can be driven in-process.
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Whether stdin and stderr are terminals (a person is there to answer and to watch). */
  isTerminal: { stdin: boolean; stderr: boolean };
  /** The Node that runs mcp-wrap: host configs start servers with it. */
  execPath: string;
  /** The user's home directory, where hosts keep their configuration. */
  homeDir: string;
  platform: NodeJS.Platform;
  /** The installed package: bundled wrappers live in its `wrappers/` folder. */
  packageRoot: string;
  /** This build of mcp-wrap (its code cache's key): what caches of its own checks are keyed by. */
  buildId: string;
  /** Loads a module by URL (output adapters): bin/mcp-wrap's own import(). */
  importModule: (url: string) => Promise<unknown>;
  /** Keeps V8's young generation at its first size from now on: bin/mcp-wrap's, which puts the flag back before it writes a code cache. */
  keepYoungGenerationSmall?: () => void;
  /** Calls `handler` on SIGTERM, SIGINT and SIGHUP; returns a function that stops listening. */
  onShutdownSignal(handler: (signal: NodeJS.Signals) => void): () => void;
}

/** A mistake in how the CLI was called: exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
