// tools/list and tools/call. An unknown tool is a protocol error (-32602), looked up before
// anything can fail; everything that goes wrong after that is an isError result.
import {
  isInputRequiredResult,
  MissingRequiredClientCapabilityError,
  type CallToolResult,
  type InputRequiredResult,
  type Tool,
} from '@modelcontextprotocol/server';
import type { Planned } from '../arguments/plan-run.js';
import { createLookup } from '../arguments/build-argv.js';
import { toInputSchema } from '../arguments/input-schema.js';
import { toOutputSchema } from '../arguments/output-schema.js';
import { renderText } from '../arguments/render-template.js';
import type { ImportModule } from '../../adapters/index.js';
import type { ToolDefinition } from '../definition/types.js';
import type { LocalFile } from '../resources/file-content.js';
import { collectOutputFiles } from '../resources/output-files.js';
import { confirmRun, type SendElicitation } from './confirm.js';
import type { Handle } from './handle.js';
import type { CallInputs, GatherInputs } from './modern-inputs.js';
import { toFileContent } from './output-file-content.js';
import { FolderError } from './server-folder.js';
import type { Logger } from './logger.js';
import { createProgressReporter } from './progress.js';
import { invalidParams } from './protocol-error.js';
import type { Redact } from './redact.js';
import type { CatalogBase } from './catalog.js';
import type { ContextOf, RequestContext } from './request-context.js';
import type { Runner } from './runner.js';
import { toRevisionResult, toRevisionTools } from './shape-content.js';
import { addStructuredContent } from './structured-output.js';
import { toRejectedResult, toToolResult } from './to-tool-result.js';
import { answerAsTask, mayBecomeTask } from './tasks/answer-as-task.js';
import { toTaskCall, toTaskRun, type ToolTasks } from './tasks/task-call.js';

export interface ToolDependencies {
  runner: Runner;
  /** Files that tool runs produced, by URI: resources/read serves them. */
  produced: Map<string, LocalFile>;
  /** --yes: run tools that need confirmation without asking. */
  assumeYes: boolean;
  /** Loads output adapter modules. */
  importModule: ImportModule;
  /** What holds for every run here, for the session's first result's _meta (undefined after that). */
  guaranteesOnce?: () => Promise<Record<string, string> | undefined>;
  contextOf: ContextOf;
  /** 2026-07-28: roots and confirmation through input_required (absent: the 2025 way, pushed). */
  gatherInputs?: GatherInputs;
  tasks?: ToolTasks;
}

/** What a call brings besides its arguments. */
export interface CallExtras {
  context: RequestContext;
  progressToken?: string | number;
}

type CallDependencies = ToolDependencies & { redact: Redact };
type Accepted = Extract<Planned, { ok: true }>;
type PlannedRun = Accepted['plan'];

export function registerTools(handle: Handle, current: () => CatalogBase, dependencies: ToolDependencies): void {
  handle('tools/list', (_request, ctx) => ({ tools: toRevisionTools(current().listedTools, dependencies.contextOf(ctx).revision) }));
  // The one tools/call handler of both eras. What a call answers is decided here: input_required
  // (2026-07-28: roots or a confirmation to ask first), a task, or its result in the request's revision.
  handle('tools/call', async (request, ctx) => {
    const { tools, redact } = current();
    const tool = tools.get(request.params.name);
    if (!tool) throw invalidParams(`Unknown tool: ${request.params.name}`);
    const context = dependencies.contextOf(ctx);
    const tasks = context.era === 'modern' && mayBecomeTask(tool.task, context.clientCapabilities) ? dependencies.tasks : undefined;
    const inputs =
      context.era === 'modern' && dependencies.gatherInputs
        ? await dependencies.gatherInputs(tool, request.params.arguments, context)
        : pushedInputs(tool, context, dependencies);
    if ('ask' in inputs) return inputs.ask;
    const progressToken = request.params._meta?.progressToken;
    const extras: CallExtras = { context, ...(progressToken !== undefined && { progressToken }) };
    const prepared = await prepareCall(tool, request.params.arguments, extras, inputs, { ...dependencies, redact });
    if ('result' in prepared) return isInputRequiredResult(prepared.result) ? prepared.result : toRevisionResult(prepared.result, context.revision);
    if (!tasks) return toRevisionResult(await prepared.run(extras), context.revision);
    const answer = await answerAsTask(
      toTaskRun(prepared, extras, tasks.log),
      toTaskCall(tool, prepared, context, tasks.ownerOf(ctx), dependencies),
      tasks.policy,
    );
    // The SDK's tools/call type has no CreateTaskResult (no tasks runtime in 2.4.0); its wire check passes one, adding `content: []`, which the extension's Result allows.
    return answer as CallToolResult;
  });
}

/** The 2025 way: the session's roots, and the confirmation asked with elicitation/create on the call's stream. */
function pushedInputs(tool: ToolDefinition, context: RequestContext, dependencies: ToolDependencies): CallInputs {
  const sendRequest: SendElicitation = (elicitation) => context.sdk.mcpReq.send(elicitation);
  return {
    runner: dependencies.runner,
    confirm: (question) => confirmRun(tool, question, { clientCapabilities: context.clientCapabilities, assumeYes: dependencies.assumeYes, sendRequest }),
  };
}

export function toListedTool(tool: ToolDefinition): Tool {
  const outputSchema = toOutputSchema(tool);
  return {
    name: tool.name,
    ...(tool.title && { title: tool.title }),
    description: tool.description,
    inputSchema: toInputSchema(tool) as Tool['inputSchema'],
    ...(outputSchema && { outputSchema: outputSchema }),
    ...(tool.annotations && { annotations: tool.annotations }),
  };
}

/** What a run left that outlives its answer: a task's drop removes it. */
export interface Left {
  runIds: number[];
  files: string[];
}

/** A call whose arguments were accepted (and confirmed, if the tool asks): it runs when told. */
export interface Ready {
  plan: PlannedRun;
  left: Left;
  run(extras: CallExtras): Promise<CallToolResult>;
}

/** Plans and confirms a call: a result when it ends there (rejected, refused, to be asked, failed), else its run. */
async function prepareCall(
  tool: ToolDefinition,
  input: unknown,
  extras: CallExtras,
  inputs: CallInputs,
  dependencies: CallDependencies,
): Promise<{ result: CallToolResult | InputRequiredResult } | Ready> {
  const { redact } = dependencies;
  const { runner } = inputs;
  const logger = extras.context.log;
  try {
    const planned = await runner.plan(tool, input);
    if (!planned.ok) {
      logger.log('info', `${tool.name}: arguments rejected: ${planned.problems.join('; ')}`);
      return { result: toRejectedResult(tool, planned.problems, redact) };
    }
    if (tool.confirm) {
      const refusal = await inputs.confirm(renderText(tool.confirm, createLookup(tool, planned.values, planned.builtins)) ?? '');
      if (refusal) return { result: refusal };
    }
    const left: Left = { runIds: [], files: [] };
    return { plan: planned.plan, left, run: (runExtras) => runPlanned(tool, planned, runExtras, { ...dependencies, runner }, left) };
  } catch (error) {
    return { result: toFailure(tool, error, logger, redact) };
  }
}

async function runPlanned(tool: ToolDefinition, planned: Accepted, extras: CallExtras, dependencies: CallDependencies, left: Left): Promise<CallToolResult> {
  const { runner, redact } = dependencies;
  const { log: logger, signal, notify } = extras.context;
  try {
    const { plan, values, builtins } = planned;
    const lookup = () => createLookup(tool, values, builtins);
    const debugging = logger.wants?.('debug') !== false;
    if (debugging) logger.log('debug', `${tool.name}: running ${JSON.stringify([plan.program, ...plan.args])} in ${plan.cwd}`);
    const onProgress = extras.progressToken === undefined ? undefined : createProgressReporter(tool, extras.progressToken, notify, redact);
    const { id, outcome, kept } = await runner.run(plan, { signal, ...(onProgress && { onProgress }) });
    left.runIds.push(id);
    if (debugging) logger.log('debug', `${tool.name} (run ${id}): exit ${outcome.exitCode ?? outcome.signal} in ${Math.round(outcome.durationMs)} ms`);
    const unchecked = outcome.protectedPaths?.incomplete?.map(
      (place) => `${place.root} (${place.entries.toLocaleString('en-US')} entries, ${place.levels} levels)`,
    );
    if (unchecked)
      logger.log(
        'warning',
        `${tool.name} (run ${id}): the protected paths were not all checked after the run, the tree was too large: ${unchecked.join(', ')}`,
      );
    const result = await addStructuredContent(tool, outcome, kept, toToolResult(tool, outcome, kept, redact), {
      outputs: runner.outputs,
      redact,
      importModule: dependencies.importModule,
    });
    const guarantees = await dependencies.guaranteesOnce?.();
    if (guarantees) result._meta = { ...result._meta, guarantees };
    if (tool.files.length === 0 || outcome.spawnFailure || outcome.isCanceled) return result;

    const { allowedRoots } = await runner.context();
    const runDirs = Object.values(builtins);
    const collected = await collectOutputFiles(tool.files, lookup(), plan.cwd, [...allowedRoots, ...runDirs]);
    collected.files.forEach((file) => dependencies.produced.set(file.uri, file));
    left.files.push(...collected.files.map((file) => file.uri));
    if (collected.leftOut.length > 0)
      logger.log('warning', `${tool.name}: output files left out (outside the allowed roots, or too many): ${collected.leftOut.join(', ')}`);
    result.content.push(...(await Promise.all(collected.files.map(toFileContent))).flat());
    return result;
  } catch (error) {
    return toFailure(tool, error, logger, redact);
  }
}

function toFailure(tool: ToolDefinition, error: unknown, logger: Logger, redact: Redact): CallToolResult {
  // A capability the client lacks is the request's answer (-32021), not a failed run.
  if (error instanceof MissingRequiredClientCapabilityError) throw error;
  // A folder the OS refused is the machine's setup, said in full by its message: no stack trace.
  if (error instanceof FolderError) {
    logger.log('error', `${tool.name} not run: ${error.message}`);
    return { content: [{ type: 'text', text: redact(`${tool.name} not run: ${error.message}`) }], isError: true };
  }
  logger.log('error', `${tool.name}: ${(error as Error).stack ?? String(error)}`);
  return { content: [{ type: 'text', text: redact(`${tool.name} failed inside mcp-wrap: ${(error as Error).message}`) }], isError: true };
}
