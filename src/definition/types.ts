// The model of a loaded wrapper: defaults applied, durations and sizes in numbers,
// templates parsed and ${ENV} references already resolved.
import type { Template } from './template.js';

export type ArgumentType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

export type ArgumentMapping =
  | { kind: 'flag'; flag: string; inline: boolean; falseFlag?: string }
  | { kind: 'positional'; endOfOptions: boolean }
  | { kind: 'stdin' }
  | { kind: 'env'; variable: string }
  | { kind: 'placeholder' };

export type JsonSchema = Record<string, unknown>;

export interface ArgumentDefinition {
  name: string;
  type: ArgumentType;
  /** The inputSchema property: every JSON Schema keyword, none of the mapping keys. */
  schema: JsonSchema;
  required: boolean;
  mapping: ArgumentMapping;
  /** Separator joining array values into one token. */
  join?: string;
  path: boolean;
}

export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** A number fixed at load, or a template rendered with the call's arguments. */
export type NumberSetting = number | Template;

export type StderrMode = 'auto' | 'always' | 'never';

export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  annotations?: ToolAnnotations;
  /** One template per argv token; the first is the program. */
  command: Template[];
  arguments: ArgumentDefinition[];
  cwd: Template;
  env: Record<string, Template>;
  timeoutMs: NumberSetting;
  killGraceMs: NumberSetting;
  maxOutputBytes: NumberSetting;
  inheritEnv: boolean | string[];
  successCodes: number[];
  stdin?: string;
  output: { stderr: StderrMode; progress?: string };
  /** The wrapper file this tool came from. */
  file: string;
}

export interface WrapperDefinition {
  file: string;
  name: string;
  version: string;
  instructions?: string;
  tools: ToolDefinition[];
  maxConcurrency?: number;
  /** Values substituted from ${ENV} references into commands, stdin and env: never shown. */
  secrets: string[];
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_KILL_GRACE_MS = 2_000;
export const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024;
export const DEFAULT_VERSION = '0.0.0';
