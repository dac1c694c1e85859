// For tools with a structured output.format: stdout (all of it, from memory or from its spill
// file) through the format's adapter, then checked against output.schema. Output that does not
// parse, or does not match, is an isError result that says what went wrong.
import { dirname } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { ValidateFunction } from 'ajv';
import { loadAdapter, type ImportModule } from '../../adapters/index.js';
import { toOutputSchema, toStructuredContent } from '../arguments/output-schema.js';
import { outputSchemaAjv } from '../definition/argument-ajv.js';
import type { ToolDefinition } from '../definition/types.js';
import { capturedBytes } from '../executor/bounded-capture.js';
import { toCleanText } from '../executor/clean-text.js';
import type { ExecutionOutcome } from '../executor/types.js';
import { MAX_READ_BYTES, type RunOutputStore } from '../resources/run-outputs.js';
import type { KeptOutputs } from './keep-outputs.js';
import type { Redact } from './redact.js';

const validators = new WeakMap<ToolDefinition, ValidateFunction | undefined>();
const QUOTED_BYTES = 200;

export async function addStructuredContent(
  tool: ToolDefinition,
  outcome: ExecutionOutcome,
  kept: KeptOutputs,
  result: CallToolResult,
  dependencies: { outputs: RunOutputStore; redact: Redact; importModule: ImportModule },
): Promise<CallToolResult> {
  const { format } = tool.output;
  if (format === 'text' || result.isError) return result;
  const fail = (text: string): CallToolResult => ({
    ...result,
    isError: true,
    content: [{ type: 'text', text: dependencies.redact(text) }, ...result.content],
  });

  const stdout = await wholeStdout(outcome, kept, dependencies.outputs);
  if (stdout === undefined) {
    return fail(
      `${tool.name}: the output (${outcome.stdout.totalBytes.toLocaleString('en-US')} bytes) is too large to read as ${format} (at most ${MAX_READ_BYTES.toLocaleString('en-US')} bytes); narrow the call`,
    );
  }
  let structured: unknown;
  let content: CallToolResult['content'] | undefined;
  try {
    const adapter = await loadAdapter(format, dirname(tool.file), dependencies.importModule);
    ({ structuredContent: structured, content } = await adapter(stdout, { tool: tool.name }));
  } catch (error) {
    return fail(`${tool.name}: the output is not valid ${format}: ${(error as Error).message}; it begins: ${JSON.stringify(stdout.slice(0, QUOTED_BYTES))}`);
  }

  const structuredContent = toStructuredContent(structured);
  const validate = validatorFor(tool);
  if (validate && !validate(structuredContent)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
    return fail(`${tool.name}: the output does not match the tool's output schema: ${problems}`);
  }
  return { ...result, ...(content && { content }), structuredContent };
}

async function wholeStdout(outcome: ExecutionOutcome, kept: KeptOutputs, outputs: RunOutputStore): Promise<string | undefined> {
  const { stdout } = outcome;
  if (stdout.cutBytes === 0) return toCleanText(capturedBytes(stdout));
  const spilled = kept.stdout;
  if (!spilled || spilled.bytes < spilled.totalBytes || spilled.bytes > MAX_READ_BYTES) return undefined;
  const piece = await outputs.read(spilled.uri);
  return piece && toCleanText(piece.data);
}

/** Compiled on a tool's first call; later calls reuse it. */
function validatorFor(tool: ToolDefinition): ValidateFunction | undefined {
  if (validators.has(tool)) return validators.get(tool);
  const schema = toOutputSchema(tool);
  const validate = schema && outputSchemaAjv().compile(schema);
  validators.set(tool, validate);
  return validate;
}
