// An ExecutionOutcome as an MCP tool result: stdout as text (or an image, or a blob) on success,
// a message that helps the model recover on failure (partial output kept), links to full outputs
// that were too large to inline, and what happened in _meta.
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { ToolDefinition } from '../definition/types.js';
import { capturedBytes } from '../executor/bounded-capture.js';
import { describeOutcome } from '../executor/describe-outcome.js';
import { presentOutput } from '../executor/present-output.js';
import type { ExecutionOutcome } from '../executor/types.js';
import type { SandboxedOutcome } from '../sandbox/types.js';
import type { KeptOutput } from '../resources/run-outputs.js';
import { describeProtectedPaths } from '../sandbox/describe-protected.js';
import { explainRefusal } from '../sandbox/explain-refusal.js';
import type { KeptOutputs } from './keep-outputs.js';
import type { Redact } from './redact.js';

type Content = CallToolResult['content'];

const NO_OUTPUT = '(no output)';

export function toToolResult(tool: ToolDefinition, outcome: SandboxedOutcome, kept: KeptOutputs, redact: Redact): CallToolResult {
  const stdout = kept.binaryType ? '' : redact(presentOutput(outcome.stdout, kept.stdout && describeKept(kept.stdout)));
  const stderr = redact(presentOutput(outcome.stderr, kept.stderr && describeKept(kept.stderr))).trimEnd();
  const _meta = {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    timedOut: outcome.timedOut,
    durationMs: Math.round(outcome.durationMs),
    ...(outcome.sandbox && { sandbox: outcome.sandbox.name }),
  };
  const links = [kept.stdout, kept.stderr].flatMap((output) => (output && !isInline(outcome, kept, output) ? [toLink(tool, output)] : []));

  const wasRefused = (outcome.sandbox?.egressRefused?.length ?? 0) > 0;
  // A run stopped by a limit has its cause in the headline already.
  const sandboxNote = outcome.sandbox && (stderr || wasRefused) && !outcome.limitHit ? explainRefusal(outcome.program, outcome.sandbox, stderr) : undefined;
  const protectedNote: Content = outcome.protectedPaths
    ? [{ type: 'text', text: redact(describeProtectedPaths(outcome.program, outcome.protectedPaths)) }]
    : [];

  if (!outcome.succeeded) {
    const content: Content = [{ type: 'text', text: redact(describeOutcome(outcome)) }];
    if (sandboxNote) content.push({ type: 'text', text: redact(sandboxNote) });
    if (stdout) content.push({ type: 'text', text: `Output before it ended:\n${stdout}` });
    return { content: [...content, ...protectedNote, ...links], isError: true, _meta };
  }

  const content: Content = kept.binaryType ? binaryContent(outcome, kept) : [];
  const { stderr: mode } = tool.output;
  const showStderr = stderr !== '' && (mode === 'always' || (mode === 'auto' && stdout.trim() === '' && !kept.binaryType));
  if (!kept.binaryType && (stdout || !showStderr)) content.push({ type: 'text', text: stdout || NO_OUTPUT });
  if (showStderr) content.push({ type: 'text', text: `stderr:\n${stderr}` });
  if ((showStderr || wasRefused) && sandboxNote) content.push({ type: 'text', text: redact(sandboxNote) });
  return { content: [...content, ...protectedNote, ...links], isError: false, _meta };
}

export function toRejectedResult(tool: ToolDefinition, problems: readonly string[], redact: Redact): CallToolResult {
  const text = `${tool.name} was not run: ${problems.length === 1 ? problems[0] : `\n- ${problems.join('\n- ')}`}`;
  return { content: [{ type: 'text', text: redact(text) }], isError: true };
}

/** Binary stdout that fit inline: an embedded resource with its bytes (an image or audio item where the revision has it, see shape-content). */
function binaryContent(outcome: ExecutionOutcome, kept: KeptOutputs): Content {
  const mimeType = kept.binaryType!;
  const { stdout } = outcome;
  const size = `${stdout.totalBytes.toLocaleString('en-US')} bytes`;
  if (stdout.cutBytes > 0 || !kept.stdout) {
    return [
      {
        type: 'text',
        text: `${outcome.program} wrote ${size} of binary output (${mimeType}), too large to return inline${kept.stdout ? `; it is at ${kept.stdout.uri}` : ''}.`,
      },
    ];
  }
  const data = capturedBytes(stdout).toString('base64');
  return [
    { type: 'text', text: `${outcome.program} wrote ${size} of ${mimeType}.` },
    { type: 'resource', resource: { uri: kept.stdout.uri, mimeType, blob: data } },
  ];
}

/** A saved binary stdout embedded in full needs no separate link. */
function isInline(outcome: ExecutionOutcome, kept: KeptOutputs, output: KeptOutput): boolean {
  return output === kept.stdout && kept.binaryType !== undefined && outcome.stdout.cutBytes === 0;
}

function toLink(tool: ToolDefinition, output: KeptOutput): Content[number] {
  const stream = output.uri.endsWith('stderr') ? 'stderr' : 'stdout';
  const partial = output.bytes < output.totalBytes ? `; the first ${output.bytes.toLocaleString('en-US')} bytes were kept` : '';
  return {
    type: 'resource_link',
    uri: output.uri,
    name: `${tool.name} ${stream}`,
    description: `Full ${stream} of this ${tool.name} call: ${output.totalBytes.toLocaleString('en-US')} bytes${partial}. Large outputs are read in pieces of 8 MiB.`,
    mimeType: output.mimeType,
    size: output.bytes,
  };
}

function describeKept(output: KeptOutput): string {
  return output.bytes < output.totalBytes ? `${output.uri} (its first ${output.bytes.toLocaleString('en-US')} bytes)` : output.uri;
}
