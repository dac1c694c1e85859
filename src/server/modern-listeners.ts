// Who hears of 2026-07-28 changes: the listen routing of each pinned stdio instance and of the HTTP
// handler. The wrappers' lists change on a reload (--watch); file resources are watched only while
// someone listens, since subscriptions/listen names no URIs to the server.
import type { Server } from '@modelcontextprotocol/server';
import type { ModernNotifier, ModernScope } from './modern-instance.js';

export interface ModernListeners {
  /** Tells `listener` of every change until the returned function is called. */
  listen(listener: ModernNotifier): () => void;
  /** The definitions were replaced: every list may have changed, and the files are watched anew. */
  replaced(): Promise<void>;
  close(): Promise<void>;
}

export function createModernListeners(scope: () => ModernScope): ModernListeners {
  const listeners = new Set<ModernNotifier>();
  const everyone: ModernNotifier = {
    toolsChanged: () => listeners.forEach((listener) => listener.toolsChanged()),
    promptsChanged: () => listeners.forEach((listener) => listener.promptsChanged()),
    resourcesChanged: () => listeners.forEach((listener) => listener.resourcesChanged()),
    resourceUpdated: (uri) => listeners.forEach((listener) => listener.resourceUpdated(uri)),
  };
  let watching: Promise<() => Promise<void>> | undefined;
  const start = () => void (watching = scope().watchFiles(everyone));
  const stop = async () => {
    const stopping = watching;
    watching = undefined;
    await (
      await stopping
    )?.();
  };
  return {
    listen(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) void stop();
      };
    },
    async replaced() {
      await stop();
      if (listeners.size > 0) start();
      everyone.toolsChanged();
      everyone.promptsChanged();
      everyone.resourcesChanged();
    },
    close: stop,
  };
}

/** A pinned instance's own notifications, which the SDK's stdio entry routes onto the open listens. */
export function notifierOf(server: Server): ModernNotifier {
  const quietly = (sent: Promise<void>) => void sent.catch(() => {});
  return {
    toolsChanged: () => quietly(server.sendToolListChanged()),
    promptsChanged: () => quietly(server.sendPromptListChanged()),
    resourcesChanged: () => quietly(server.sendResourceListChanged()),
    resourceUpdated: (uri) => quietly(server.sendResourceUpdated({ uri })),
  };
}
