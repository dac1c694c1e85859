// tools/list and tools/call. An unknown tool is a protocol error (-32602), looked up before
// anything can fail; everything that goes wrong after that is an isError result.
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { toInputSchema } from '../arguments/input-schema.js';
import { planRun, type RunContext } from '../arguments/plan-run.js';
import type { ToolDefinition } from '../definition/types.js';
import type { Executor } from '../executor/create-executor.js';
import type { RunOutputStore } from '../resources/run-outputs.js';
import { keepOutputs } from './keep-outputs.js';
import type { Logger } from './logger.js';
import { createProgressReporter, type SendNotification } from './progress.js';
import { invalidParams } from './protocol-error.js';
import type { Redact } from './redact.js';
import { toRejectedResult, toToolResult } from './to-tool-result.js';

export interface ToolDependencies {
  executor: Executor;
  outputs: RunOutputStore;
  redact: Redact;
  logger: Logger;
  context: RunContext;
}

/** What a call brings besides its arguments. */
export interface CallExtras {
  signal: AbortSignal;
  progressToken?: string | number;
  sendNotification: SendNotification;
}

export function registerTools(server: Server, tools: readonly ToolDefinition[], dependencies: ToolDependencies): void {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const listed = tools.map(toListedTool);

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) throw invalidParams(`Unknown tool: ${request.params.name}`);
    const progressToken = request.params._meta?.progressToken;
    const extras = { signal: extra.signal, sendNotification: extra.sendNotification, ...(progressToken !== undefined && { progressToken }) };
    return callTool(tool, request.params.arguments, extras, dependencies);
  });
}

export function toListedTool(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    ...(tool.title && { title: tool.title }),
    description: tool.description,
    inputSchema: toInputSchema(tool) as Tool['inputSchema'],
    ...(tool.annotations && { annotations: tool.annotations }),
  };
}

export async function callTool(tool: ToolDefinition, input: unknown, extras: CallExtras, dependencies: ToolDependencies): Promise<CallToolResult> {
  const { executor, outputs, redact, logger, context } = dependencies;
  try {
    const planned = await planRun(tool, input, context);
    if (!planned.ok) {
      logger.log('info', `${tool.name}: arguments rejected: ${planned.problems.join('; ')}`);
      return toRejectedResult(tool, planned.problems, redact);
    }
    const { plan } = planned;
    const { id, spill } = await outputs.prepare();
    logger.log('debug', `${tool.name} (run ${id}): running ${JSON.stringify([plan.program, ...plan.args])} in ${plan.cwd}`);
    const onProgress = extras.progressToken === undefined ? undefined : createProgressReporter(tool, extras.progressToken, extras.sendNotification, redact);
    const outcome = await executor.run({ ...plan, spill }, { signal: extras.signal, ...(onProgress && { onProgress }) });
    logger.log('debug', `${tool.name} (run ${id}): exit ${outcome.exitCode ?? outcome.signal} in ${Math.round(outcome.durationMs)} ms`);
    return toToolResult(tool, outcome, await keepOutputs(outputs, id, outcome), redact);
  } catch (error) {
    logger.log('error', `${tool.name}: ${(error as Error).stack ?? String(error)}`);
    return { content: [{ type: 'text', text: redact(`${tool.name} failed inside mcp-wrap: ${(error as Error).message}`) }], isError: true };
  }
}
