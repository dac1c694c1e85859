// On 2026-07-28 a tools/call asks for what it needs by answering input_required, and the client
// calls again with the answers: the client's roots, for a tool with path arguments when the client
// declared roots, and the user's confirmation, for a `confirm:` tool. An answer is taken only
// beside a requestState this server minted for the same tool and arguments (request-state.ts).
import { createHash } from 'node:crypto';
import {
  inputRequired,
  inputResponse,
  MissingRequiredClientCapabilityError,
  type CallToolResult,
  type InputRequiredResult,
  type RequestStateCodec,
} from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../definition/types.js';
import type { PathContext } from '../resources/file-resources.js';
import { toConfirmation, toVerdict } from './confirm.js';
import { invalidParams } from './protocol-error.js';
import type { RequestContext } from './request-context.js';
import type { CallState } from './request-state.js';
import { toDirectories } from './roots.js';
import type { Runner } from './runner.js';

/** What a call runs with once its inputs are there. */
export interface CallInputs {
  /** The runner in the roots this call runs in. */
  runner: Runner;
  /** undefined: run; a result: not run, and why; input_required: ask the user first. */
  confirm(question: string): Promise<CallToolResult | InputRequiredResult | undefined>;
}

/** The inputs of a call, or the input_required to answer before anything is planned. */
export type GatherInputs = (tool: ToolDefinition, input: unknown, context: RequestContext) => Promise<CallInputs | { ask: InputRequiredResult }>;

export interface ModernInputsOptions {
  codec: RequestStateCodec<CallState>;
  /** The runner in the server's own roots. */
  runner: Runner;
  runnerIn(context: PathContext): Runner;
  /** --cwd was given: it stays the base directory whatever the client's roots. */
  cwdGiven: boolean;
  baseDir: string;
  /** --yes: a client that cannot ask runs `confirm:` tools without asking. */
  assumeYes: boolean;
}

export function createModernInputs(options: ModernInputsOptions): GatherInputs {
  return async (tool, input, context) => {
    const ctx = context.sdk;
    const hash = hashArguments(input);
    const state = ctx.mcpReq.requestState<CallState>();
    if (state !== undefined && (state.tool !== tool.name || state.arguments !== hash))
      throw invalidParams('requestState was issued for another call: call again without it');
    const responses = ctx.mcpReq.inputResponses;
    const mint = (more: Partial<CallState>) => options.codec.mint({ tool: tool.name, arguments: hash, ...more }, ctx);

    let roots = state?.roots;
    if (roots === undefined && context.clientCapabilities?.roots && tool.arguments.some((argument) => argument.path)) {
      const view = inputResponse(responses, 'roots');
      if (state === undefined || view.kind !== 'roots')
        return { ask: inputRequired({ inputRequests: { roots: inputRequired.listRoots() }, requestState: await mint({}) }) };
      roots = await toDirectories(view.roots);
      if (roots.length === 0) context.log.log('warning', `the client's roots hold no local directory; ${tool.name} runs in the server's own`);
    }
    const runner = roots?.length ? options.runnerIn({ baseDir: options.cwdGiven ? options.baseDir : roots[0]!, allowedRoots: roots }) : options.runner;

    return {
      runner,
      async confirm(question) {
        if (!context.clientCapabilities?.elicitation) {
          if (options.assumeYes) return undefined;
          throw new MissingRequiredClientCapabilityError(
            { requiredCapabilities: { elicitation: {} } },
            `${tool.name} needs the user's confirmation ("${question}"), and this client declared no elicitation: declare it, or start mcp-wrap with --yes to run such tools without asking`,
          );
        }
        const view = inputResponse(responses, 'confirm');
        if (state?.asked && view.kind === 'elicit') return toVerdict(tool, view);
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit(toConfirmation(tool, question)) },
          requestState: await mint({ ...(roots && { roots }), asked: true }),
        });
      },
    };
  };
}

/**
 * The arguments as the client sent them, hashed: a retry resends the same params. JSON.stringify
 * of arguments nested past the stack is refused, not allowed to end the server.
 */
function hashArguments(input: unknown): string {
  try {
    return createHash('sha256')
      .update(JSON.stringify(input ?? {}))
      .digest('base64url');
  } catch {
    throw invalidParams('arguments: nested too deeply');
  }
}
