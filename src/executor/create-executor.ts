// The executor a server owns: it runs requests and, on close, stops every tree still running and
// waits until they are gone.
import { runCommand } from './run-command.js';
import type { ExecutionOutcome, RunRequest } from './types.js';

export interface Executor {
  run(request: RunRequest, signal?: AbortSignal): Promise<ExecutionOutcome>;
  /** Cancels every run and resolves when all of them have ended. */
  close(): Promise<void>;
}

export interface ExecutorOptions {
  serverEnv: Readonly<Record<string, string | undefined>>;
}

export function createExecutor(options: ExecutorOptions): Executor {
  const closing = new AbortController();
  const running = new Set<Promise<ExecutionOutcome>>();

  return {
    run(request, signal) {
      const combined = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
      const run = runCommand(request, { signal: combined, serverEnv: options.serverEnv });
      running.add(run);
      void run.finally(() => running.delete(run));
      return run;
    },
    async close() {
      closing.abort();
      await Promise.allSettled(running);
    },
  };
}
