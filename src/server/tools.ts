// tools/list and tools/call. An unknown tool is a protocol error (-32602), looked up before
// anything can fail; everything that goes wrong after that is an isError result.
import { isInputRequiredResult, MissingRequiredClientCapabilityError, type CallToolResult, type InputRequiredResult, type Tool } from '@modelcontextprotocol/server';
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
import { createProgressReporter } from './progress.js';
import { invalidParams } from './protocol-error.js';
import type { Redact } from './redact.js';
import type { CatalogBase } from './catalog.js';
import type { ContextOf, RequestContext } from './request-context.js';
import type { Runner } from './runner.js';
import { toRevisionResult, toRevisionTools } from './shape-content.js';
import { addStructuredContent } from './structured-output.js';
import { toRejectedResult, toToolResult } from './to-tool-result.js';

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
}

/** What a call brings besides its arguments. */
export interface CallExtras {
  context: RequestContext;
  progressToken?: string | number;
}

export function registerTools(handle: Handle, current: () => CatalogBase, dependencies: ToolDependencies): void {
  handle('tools/list', (_request, ctx) => ({ tools: toRevisionTools(current().listedTools, dependencies.contextOf(ctx).revision) }));
  // The one tools/call handler of both eras. What a call answers is decided here: input_required
  // (2026-07-28: roots or a confirmation to ask first), or its result in the request's revision.
  handle('tools/call', async (request, ctx) => {
    const { tools, redact } = current();
    const tool = tools.get(request.params.name);
    if (!tool) throw invalidParams(`Unknown tool: ${request.params.name}`);
    const context = dependencies.contextOf(ctx);
    const inputs = context.era === 'modern' && dependencies.gatherInputs ? await dependencies.gatherInputs(tool, request.params.arguments, context) : pushedInputs(tool, context, dependencies);
    if ('ask' in inputs) return inputs.ask;
    const progressToken = request.params._meta?.progressToken;
    const extras: CallExtras = { context, ...(progressToken !== undefined && { progressToken }) };
    const result = await callTool(tool, request.params.arguments, extras, inputs, { ...dependencies, redact });
    return isInputRequiredResult(result) ? result : toRevisionResult(result, context.revision);
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
    ...(outputSchema && { outputSchema: outputSchema as Tool['outputSchema'] }),
    ...(tool.annotations && { annotations: tool.annotations }),
  };
}

async function callTool(tool: ToolDefinition, input: unknown, extras: CallExtras, inputs: CallInputs, dependencies: ToolDependencies & { redact: Redact }): Promise<CallToolResult | InputRequiredResult> {
  const { redact } = dependencies;
  const { runner } = inputs;
  const { log: logger, signal, notify } = extras.context;
  try {
    const planned = await runner.plan(tool, input);
    if (!planned.ok) {
      logger.log('info', `${tool.name}: arguments rejected: ${planned.problems.join('; ')}`);
      return toRejectedResult(tool, planned.problems, redact);
    }
    const { plan, values, builtins } = planned;
    const lookup = () => createLookup(tool, values, builtins);
    if (tool.confirm) {
      const refusal = await inputs.confirm(renderText(tool.confirm, lookup()) ?? '');
      if (refusal) return refusal;
    }
    const debugging = logger.wants?.('debug') !== false;
    if (debugging) logger.log('debug', `${tool.name}: running ${JSON.stringify([plan.program, ...plan.args])} in ${plan.cwd}`);
    const onProgress = extras.progressToken === undefined ? undefined : createProgressReporter(tool, extras.progressToken, notify, redact);
    const { id, outcome, kept } = await runner.run(plan, { signal, ...(onProgress && { onProgress }) });
    if (debugging) logger.log('debug', `${tool.name} (run ${id}): exit ${outcome.exitCode ?? outcome.signal} in ${Math.round(outcome.durationMs)} ms`);
    const unchecked = outcome.protectedPaths?.incomplete?.map((place) => `${place.root} (${place.entries.toLocaleString('en-US')} entries, ${place.levels} levels)`);
    if (unchecked) logger.log('warning', `${tool.name} (run ${id}): the protected paths were not all checked after the run, the tree was too large: ${unchecked.join(', ')}`);
    const result = await addStructuredContent(tool, outcome, kept, toToolResult(tool, outcome, kept, redact), { outputs: runner.outputs, redact, importModule: dependencies.importModule });
    const guarantees = await dependencies.guaranteesOnce?.();
    if (guarantees) result._meta = { ...result._meta, guarantees };
    if (tool.files.length === 0 || outcome.spawnFailure || outcome.isCanceled) return result;

    const { allowedRoots } = await runner.context();
    const runDirs = Object.values(builtins);
    const collected = await collectOutputFiles(tool.files, lookup(), plan.cwd, [...allowedRoots, ...runDirs]);
    collected.files.forEach((file) => dependencies.produced.set(file.uri, file));
    if (collected.leftOut.length > 0) logger.log('warning', `${tool.name}: output files left out (outside the allowed roots, or too many): ${collected.leftOut.join(', ')}`);
    result.content.push(...(await Promise.all(collected.files.map(toFileContent))).flat());
    return result;
  } catch (error) {
    // A capability the client lacks is the request's answer (-32021), not a failed run.
    if (error instanceof MissingRequiredClientCapabilityError) throw error;
    logger.log('error', `${tool.name}: ${(error as Error).stack ?? String(error)}`);
    return { content: [{ type: 'text', text: redact(`${tool.name} failed inside mcp-wrap: ${(error as Error).message}`) }], isError: true };
  }
}
