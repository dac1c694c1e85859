// A tool with `confirm` asks the user before it runs, through elicitation/create: one required
// boolean `confirm`, and only an accept with confirm: true runs it. A client that cannot ask gets
// an isError result, unless the server was started with --yes.
import type { CallToolResult, ClientCapabilities, ElicitRequest } from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../definition/types.js';

export type SendElicitation = (request: ElicitRequest) => Promise<{ action: string; content?: Record<string, unknown> }>;

export interface ConfirmOptions {
  clientCapabilities: ClientCapabilities | undefined;
  /** --yes: run tools that need confirmation without asking. */
  assumeYes: boolean;
  sendRequest: SendElicitation;
}

/** undefined when the tool may run, else the result that says why not. */
export async function confirmRun(tool: ToolDefinition, question: string, options: ConfirmOptions): Promise<CallToolResult | undefined> {
  if (!options.clientCapabilities?.elicitation) {
    if (options.assumeYes) return undefined;
    return notRun(
      `${tool.name} was not run: it needs the user's confirmation ("${question}"), and this client cannot ask for it (no elicitation support). Ask the user to confirm, or start mcp-wrap with --yes to run such tools without asking.`,
    );
  }
  const answer = await options.sendRequest({ method: 'elicitation/create', params: toConfirmation(tool, question) });
  return toVerdict(tool, answer);
}

/** The question: one required boolean `confirm`. */
export function toConfirmation(tool: ToolDefinition, question: string) {
  return {
    message: question,
    requestedSchema: {
      type: 'object' as const,
      properties: { confirm: { type: 'boolean' as const, title: tool.title ?? tool.name, description: question } },
      required: ['confirm'],
    },
  };
}

/** undefined when the answer lets the tool run (accept with confirm: true), else why not. */
export function toVerdict(tool: ToolDefinition, answer: { action: string; content?: Record<string, unknown> }): CallToolResult | undefined {
  if (answer.action === 'accept' && answer.content?.confirm === true) return undefined;
  return notRun(`${tool.name} was not run: the user declined`);
}

function notRun(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
