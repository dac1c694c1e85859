// An ExecutionOutcome as an MCP tool result: stdout as text on success, a message that helps the
// model recover on failure (with partial output kept), and what happened in _meta.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolDefinition } from '../definition/types.js';
import { describeOutcome } from '../executor/describe-outcome.js';
import { presentOutput } from '../executor/present-output.js';
import type { ExecutionOutcome } from '../executor/types.js';
import type { Redact } from './redact.js';

const NO_OUTPUT = '(no output)';

export function toToolResult(tool: ToolDefinition, outcome: ExecutionOutcome, redact: Redact): CallToolResult {
  const stdout = redact(presentOutput(outcome.stdout));
  const stderr = redact(presentOutput(outcome.stderr)).trimEnd();
  const _meta = {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    timedOut: outcome.timedOut,
    durationMs: Math.round(outcome.durationMs),
  };

  if (!outcome.succeeded) {
    const content: CallToolResult['content'] = [{ type: 'text', text: redact(describeOutcome(outcome)) }];
    if (stdout) content.push({ type: 'text', text: `Output before it ended:\n${stdout}` });
    return { content, isError: true, _meta };
  }

  const { stderr: mode } = tool.output;
  const showStderr = stderr !== '' && (mode === 'always' || (mode === 'auto' && stdout.trim() === ''));
  const content: CallToolResult['content'] = [];
  if (stdout || !showStderr) content.push({ type: 'text', text: stdout || NO_OUTPUT });
  if (showStderr) content.push({ type: 'text', text: `stderr:\n${stderr}` });
  return { content, isError: false, _meta };
}

export function toRejectedResult(tool: ToolDefinition, problems: readonly string[], redact: Redact): CallToolResult {
  const text = `${tool.name} was not run: ${problems.length === 1 ? problems[0] : `\n- ${problems.join('\n- ')}`}`;
  return { content: [{ type: 'text', text: redact(text) }], isError: true };
}
