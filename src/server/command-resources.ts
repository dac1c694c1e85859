// Reading a command resource: its URI's variables (for a template) are validated against their
// argument definitions and the command runs like a tool; its stdout is the content. A failing
// command is a JSON-RPC error that carries the exit code and the end of stderr.
import { ProtocolErrorCode, type ReadResourceResult } from '@modelcontextprotocol/server';
import type { CommandResourceDefinition, ToolDefinition } from '../definition/types.js';
import { capturedBytes } from '../executor/bounded-capture.js';
import { describeOutcome } from '../executor/describe-outcome.js';
import { presentOutput } from '../executor/present-output.js';
import type { RunOutputStore } from '../resources/run-outputs.js';
import { invalidParams, protocolError } from './protocol-error.js';
import type { Redact } from './redact.js';
import type { Runner } from './runner.js';

type Contents = ReadResourceResult['contents'];

export async function readCommandResource(
  resource: CommandResourceDefinition,
  uri: string,
  variables: Readonly<Record<string, string>>,
  dependencies: { runner: Runner; outputs: RunOutputStore; redact: Redact },
): Promise<Contents> {
  const { runner, outputs, redact } = dependencies;
  const planned = await runner.plan(resource.runnable, toArgumentValues(resource.runnable, variables));
  if (!planned.ok) throw invalidParams(redact(`${uri}: ${planned.problems.join('; ').replaceAll('argument `', 'variable `')}`));
  const { outcome, kept } = await runner.run(planned.plan);
  if (!outcome.succeeded)
    throw protocolError(ProtocolErrorCode.InternalError, redact(`${uri}: ${describeOutcome(outcome)}`), {
      exitCode: outcome.exitCode,
      signal: outcome.signal,
      timedOut: outcome.timedOut,
    });

  if (kept.binaryType) {
    const mimeType = resource.mimeType ?? kept.binaryType;
    const whole = outcome.stdout.cutBytes === 0;
    const data = whole ? capturedBytes(outcome.stdout) : (await outputs.read(kept.stdout!.uri))!.data;
    return [{ uri, mimeType, blob: data.toString('base64') }];
  }
  return [{ uri, mimeType: resource.mimeType ?? 'text/plain', text: redact(presentOutput(outcome.stdout, kept.stdout?.uri)) }];
}

/** URI variables arrive as text: numbers and booleans are read as such, to meet their schema. */
function toArgumentValues(runnable: ToolDefinition, variables: Readonly<Record<string, string>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(variables)) {
    const type = runnable.arguments.find((argument) => argument.name === name)?.type;
    if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) values[name] = Number(text);
    else if (type === 'boolean' && (text === 'true' || text === 'false')) values[name] = text === 'true';
    else values[name] = text;
  }
  return values;
}
