// Polling a task (the tasks extension) until it leaves `working`, as a client would.
import { vi } from 'vitest';

/** The task once it is no longer working (20 s at most, polled every 100 ms). */
export function settledTask<T extends Record<string, any>>(taskOf: (taskId: string) => Promise<T>, taskId: string): Promise<T> {
  return vi.waitFor(
    async () => {
      const task = await taskOf(taskId);
      if (task.status === 'working') throw new Error(`still working: ${task.statusMessage}`);
      return task;
    },
    { timeout: 20_000, interval: 100 },
  );
}
