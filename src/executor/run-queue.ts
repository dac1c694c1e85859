// At most `limit` runs at once; the rest wait their turn in arrival order. A waiter whose signal
// aborts leaves the queue and never gets a slot.

export interface RunQueue {
  /** Resolves with a release function once a slot is free, or with undefined if `signal` aborted first. */
  acquire(signal?: AbortSignal): Promise<(() => void) | undefined>;
  readonly waiting: number;
}

export function createRunQueue(limit: number): RunQueue {
  let running = 0;
  const waiters: (() => void)[] = [];

  const release = () => {
    running--;
    waiters.shift()?.();
  };
  const grant = () => {
    running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.resolve(undefined);
      if (running < limit) return Promise.resolve(grant());
      return new Promise((resolve) => {
        const onAbort = () => {
          waiters.splice(waiters.indexOf(start), 1);
          resolve(undefined);
        };
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(grant());
        };
        waiters.push(start);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    get waiting() {
      return waiters.length;
    },
  };
}
