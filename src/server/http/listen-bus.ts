// The event bus of the HTTP 2026-07-28 handler: each open subscriptions/listen stream subscribes
// to it. While at least one is open the host tells it of changes (and watches the file resources);
// with none, nothing is watched.
import { InMemoryServerEventBus, type ServerEventBus } from '@modelcontextprotocol/server';
import type { ModernNotifier } from '../modern-instance.js';

/** A bus that holds `listen(notifier)` registered while it has listeners. */
export function createListenBus(listen: (notifier: ModernNotifier) => () => void, onerror: (error: Error) => void): ServerEventBus {
  const inner = new InMemoryServerEventBus(onerror);
  const notifier: ModernNotifier = {
    toolsChanged: () => inner.publish({ kind: 'tools_list_changed' }),
    promptsChanged: () => inner.publish({ kind: 'prompts_list_changed' }),
    resourcesChanged: () => inner.publish({ kind: 'resources_list_changed' }),
    resourceUpdated: (uri) => inner.publish({ kind: 'resource_updated', uri }),
  };
  let stopListening: (() => void) | undefined;
  return {
    publish: (event) => inner.publish(event),
    subscribe(listener) {
      const unsubscribe = inner.subscribe(listener);
      stopListening ??= listen(notifier);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        unsubscribe();
        if (inner.listenerCount === 0) {
          stopListening?.();
          stopListening = undefined;
        }
      };
    },
  };
}
