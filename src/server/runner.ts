// Plans and runs a tool-like definition (a tool, a command resource, a completion command) the one
// way: arguments validated in the current roots, the run under the shared executor, and outputs
// that outgrew the result kept as resources.
import type { Planned, RunContext } from '../arguments/plan-run.js';
import { planRun } from '../arguments/plan-run.js';
import type { ToolDefinition } from '../definition/types.js';
import type { Executor } from '../executor/create-executor.js';
import type { ProgressSnapshot } from '../executor/types.js';
import type { SandboxScope } from '../sandbox/sandbox-policy.js';
import type { SandboxedOutcome, SandboxReport } from '../sandbox/types.js';
import type { RunOutputStore } from '../resources/run-outputs.js';
import { keepOutputs, type KeptOutputs } from './keep-outputs.js';

export interface Runner {
  plan(tool: ToolDefinition, input: unknown): Promise<Planned>;
  run(plan: Extract<Planned, { ok: true }>['plan'], options?: { signal?: AbortSignal; onProgress?: (snapshot: ProgressSnapshot) => void }): Promise<Ran>;
  /** The allowed roots and base directory in force now. */
  context(): Promise<RunContext>;
  /** Where the full outputs of runs are kept. */
  outputs: RunOutputStore;
}

export interface Ran {
  id: number;
  outcome: SandboxedOutcome;
  kept: KeptOutputs;
}

export function createRunner(executor: Executor<SandboxScope, SandboxReport>, outputs: RunOutputStore, context: () => Promise<RunContext>): Runner {
  return {
    context,
    outputs,
    plan: async (tool, input) => planRun(tool, input, await context()),
    async run(plan, { signal, onProgress } = {}) {
      const { id, spill } = await outputs.prepare();
      const outcome = await executor.run({ ...plan, ...(spill && { spill }) }, { ...(signal && { signal }), ...(onProgress && { onProgress }) });
      return { id, outcome, kept: await keepOutputs(outputs, id, outcome) };
    },
  };
}
