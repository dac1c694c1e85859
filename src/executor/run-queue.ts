// At most `limit` runs at once; the rest wait their turn in arrival order. A waiter whose signal
// aborts leaves the queue and never gets a slot. Slots and waiters are objects, not closures made
// per run: V8 keeps a closure's optimized code only while a closure of it lives (see watch-run.ts).

export interface RunQueue {
  /** Resolves with a slot once one is free, or with undefined if `signal` aborted first. */
  acquire(signal?: AbortSignal): Promise<QueueSlot | undefined>;
  readonly waiting: number;
}

export interface QueueSlot {
  /** Gives the slot back (once, however often called). */
  release(): void;
}

export function createRunQueue(limit: number): RunQueue {
  return new ArrivalQueue(limit);
}

class ArrivalQueue implements RunQueue {
  private running = 0;
  private readonly waiters: Waiter[] = [];

  constructor(private readonly limit: number) {}

  get waiting(): number {
    return this.waiters.length;
  }

  acquire(signal?: AbortSignal): Promise<QueueSlot | undefined> {
    if (signal?.aborted) return Promise.resolve(undefined);
    if (this.running < this.limit) return Promise.resolve(this.grant());
    const waiter = new Waiter(this, signal);
    this.waiters.push(waiter);
    return waiter.granted;
  }

  grant(): QueueSlot {
    this.running++;
    return new Slot(this);
  }

  freed(): void {
    this.running--;
    this.waiters.shift()?.start();
  }

  leave(waiter: Waiter): void {
    this.waiters.splice(this.waiters.indexOf(waiter), 1);
  }
}

class Slot implements QueueSlot {
  private released = false;

  constructor(private readonly queue: ArrivalQueue) {}

  release(): void {
    if (this.released) return;
    this.released = true;
    this.queue.freed();
  }
}

class Waiter {
  readonly granted: Promise<QueueSlot | undefined>;
  private resolve!: (slot: QueueSlot | undefined) => void;

  constructor(
    private readonly queue: ArrivalQueue,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.granted = new Promise((resolve) => (this.resolve = resolve));
    signal?.addEventListener('abort', this, { once: true });
  }

  /** The signal aborted while waiting (EventTarget calls a listener object's handleEvent). */
  handleEvent(): void {
    this.queue.leave(this);
    this.resolve(undefined);
  }

  start(): void {
    this.signal?.removeEventListener('abort', this);
    this.resolve(this.queue.grant());
  }
}
