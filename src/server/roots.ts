// The client's roots (roots/list, when it declares the capability) become the allowed roots for
// path arguments and file resources, and the first one the base directory unless --cwd was given.
import { realpath, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RequestId, Server } from '@modelcontextprotocol/server';
import type { PathContext } from '../resources/file-resources.js';
import type { Logger } from './logger.js';

export interface RootsTracker {
  /** The current base directory and allowed roots, once a pending roots/list has been answered. */
  context(): Promise<PathContext>;
  /** Called after the roots changed what context() returns. */
  onChange(listener: () => void): void;
  /**
   * A request came in: if the client's roots are not known yet (or changed), ask for them now, on
   * that request's own stream. Over HTTP a server-initiated request has no other stream until the
   * client opens one, and a roots/list sent at `initialized` was lost with some clients.
   */
  askIfStale(relatedRequestId: RequestId): void;
}

export interface RootsOptions extends PathContext {
  /** --cwd was given: it stays the base directory whatever the client's roots. */
  cwdGiven: boolean;
}

/** A client that does not answer roots/list in time keeps the server's own roots. */
const ROOTS_TIMEOUT_MS = 10_000;

export function trackRoots(server: Server, options: RootsOptions, logger: Logger): RootsTracker {
  let current: PathContext = { baseDir: options.baseDir, allowedRoots: options.allowedRoots };
  let pending: Promise<void> | undefined;
  // Not asked yet, or changed since (roots/list_changed).
  let stale = true;
  const listeners: (() => void)[] = [];

  const refresh = (relatedRequestId: RequestId) => {
    pending = (async () => {
      try {
        const { roots } = await server.listRoots(undefined, { timeout: ROOTS_TIMEOUT_MS, relatedRequestId });
        const directories = await toDirectories(roots);
        if (directories.length === 0) {
          logger.log(
            'warning',
            `the client's roots (${roots.map((root) => root.uri).join(', ') || 'none'}) hold no local directory; keeping ${current.allowedRoots.join(', ')}`,
          );
          return;
        }
        current = { baseDir: options.cwdGiven ? options.baseDir : directories[0]!, allowedRoots: directories };
        logger.log('info', `roots from the client: ${directories.join(', ')} (base directory ${current.baseDir})`);
        listeners.forEach((listener) => listener());
      } catch (error) {
        logger.log('warning', `roots/list failed (${(error as Error).message}); keeping ${current.allowedRoots.join(', ')}`);
      }
    })();
  };

  server.setNotificationHandler('notifications/roots/list_changed', () => {
    stale = true;
  });

  return {
    async context() {
      await pending;
      return current;
    },
    onChange: (listener) => void listeners.push(listener),
    askIfStale(relatedRequestId) {
      if (!stale || !server.getClientCapabilities()?.roots) return;
      stale = false;
      refresh(relatedRequestId);
    },
  };
}

/** The local directories among a client's roots, as real paths. */
export async function toDirectories(roots: readonly { uri: string }[]): Promise<string[]> {
  return (await Promise.all(roots.map((root) => toDirectory(root.uri)))).filter((directory): directory is string => directory !== undefined);
}

async function toDirectory(uri: string): Promise<string | undefined> {
  if (!uri.startsWith('file:')) return undefined;
  try {
    const path = await realpath(fileURLToPath(uri));
    return (await stat(path)).isDirectory() ? path : undefined;
  } catch {
    return undefined;
  }
}
