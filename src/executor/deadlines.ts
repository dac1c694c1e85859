// One timer for the deadlines of every run (its timeout, the drain of its output). A timer per run
// meant a timer list made and dropped and two native calls on every call; here a deadline is a set
// entry, and the one timer is re-armed only for a deadline earlier than the one it waits for.
// It is unref'd: a run's own child process and pipes keep the event loop alive while it matters.

/** Node fires a longer timer after 1 ms: a longer deadline is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface Deadlines {
  /** Calls `onExpiry` once `ms` from now unless `cancel` is given the deadline returned first. */
  after(ms: number, onExpiry: () => void): Deadline;
  cancel(deadline: Deadline | undefined): void;
}

/** What `after` returns, for `cancel`. */
export interface Deadline {
  at: number;
  onExpiry: () => void;
}

export function createDeadlines(now: () => number = () => performance.now()): Deadlines {
  const pending = new Set<Deadline>();
  let timer: NodeJS.Timeout | undefined;
  let armedFor = Infinity;

  const arm = (at: number) => {
    clearTimeout(timer);
    armedFor = at;
    timer = setTimeout(expire, Math.min(LONGEST_TIMER_MS, Math.max(0, at - now())));
    timer.unref();
  };

  function expire() {
    timer = undefined;
    armedFor = Infinity;
    const time = now();
    const expired: Deadline[] = [];
    let next = Infinity;
    for (const deadline of pending) {
      if (deadline.at <= time) expired.push(deadline);
      else next = Math.min(next, deadline.at);
    }
    for (const deadline of expired) pending.delete(deadline);
    // What is not due yet (a timer may fire a little early, or was a step of a long wait) waits on.
    if (next !== Infinity) arm(next);
    for (const deadline of expired) deadline.onExpiry();
  }

  return {
    after(ms, onExpiry) {
      const deadline = { at: now() + ms, onExpiry };
      pending.add(deadline);
      if (deadline.at < armedFor) arm(deadline.at);
      return deadline;
    },
    cancel(deadline) {
      if (deadline) pending.delete(deadline);
    },
  };
}
