// The model of a loaded wrapper: defaults applied, durations and sizes in numbers,
// templates parsed and ${ENV} references already resolved.
import type { Template } from './template.js';
import type { UriTemplate } from './uri-template.js';

export type ArgumentType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

export type ArgumentMapping =
  | { kind: 'flag'; flag: string; inline: boolean; glued: boolean; falseFlag?: string }
  | { kind: 'positional'; endOfOptions: boolean }
  | { kind: 'stdin' }
  | { kind: 'env'; variable: string }
  | { kind: 'placeholder' };

export type JsonSchema = Record<string, unknown>;

/**
 * Completion candidates: a fixed list, or the stdout lines of a command, run like a tool whose
 * arguments (strings) are its owner's, filled from the completion request's context.
 */
export type CompleteSpec = { values: string[] } | { runnable: ToolDefinition };

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
  complete?: CompleteSpec;
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

export type TaskMode = 'never' | 'optional' | 'required';

/** Past this timeout a tool may become a task by default: common clients give up on a call after 60 s. */
export const TASK_BY_DEFAULT_PAST_MS = 60_000;

export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  annotations?: ToolAnnotations;
  /** One template per argv token; the first is the program. */
  command: Template[];
  arguments: ArgumentDefinition[];
  /** The wrapper's shared argument schemas that `arguments` refer to with `$ref`. */
  defs?: Record<string, JsonSchema>;
  cwd: Template;
  env: Record<string, Template>;
  timeoutMs: NumberSetting;
  killGraceMs: NumberSetting;
  maxOutputBytes: NumberSetting;
  inheritEnv: boolean | string[];
  sandbox: SandboxSettings;
  limits: LimitSettings;
  successCodes: number[];
  stdin?: string;
  output: OutputSettings;
  /** Files the run writes that become resources of its result. */
  files: OutputFileSpec[];
  /** The question to ask the user before running. */
  confirm?: Template;
  /** Whether a call may become a task (the tasks extension), `task:` resolved with its default. */
  task: TaskMode;
  /** The wrapper file this tool came from. */
  file: string;
}

/** What the OS sandbox lets a tool's program touch (paths as written: `~`, relative, absolute). */
export interface SandboxSettings {
  /** false: none; true: the host's; a list: only these hosts (canonical patterns, never empty), through the server's proxy. */
  network: boolean | string[];
  read: 'all' | 'roots';
  write: string[];
  writeRoots: boolean;
  hide: string[];
  unhide: string[];
  /** True: the host's Unix sockets stay reachable (Docker, D-Bus, agents); false closes them all. */
  unixSockets: boolean;
  /** Names (any depth) or paths added to the protected list. */
  protect: string[];
  /** Entries of the protected list, or paths, this tool may write. */
  unprotect: string[];
}

export const DEFAULT_SANDBOX: Readonly<SandboxSettings> = {
  network: false,
  read: 'all',
  write: [],
  writeRoots: true,
  hide: [],
  unhide: [],
  unixSockets: false,
  protect: [],
  unprotect: [],
};

/** What one run's processes may use together; a missing key is not limited. */
export interface LimitSettings {
  memoryBytes?: number;
  /** Processes and threads at once. */
  processes?: number;
  /** CPU cores' worth of time at once (0.5: half a core). */
  cpuCores?: number;
  fileSizeBytes?: number;
  openFiles?: number;
  /** The private /tmp's size inside the OS sandbox. */
  tmpBytes?: number;
}

/** The keys of `limits:` as a wrapper writes them, with the model's field for each. */
export const LIMIT_KEYS = {
  memory: 'memoryBytes',
  processes: 'processes',
  cpu: 'cpuCores',
  fileSize: 'fileSizeBytes',
  openFiles: 'openFiles',
  tmp: 'tmpBytes',
} as const;

/** Which `limits:` key stopped a run, its value as the wrapper would write it, and what was seen. */
export interface LimitHit {
  key: keyof typeof LIMIT_KEYS;
  value: string;
  /** What happened, such as "the kernel's OOM killer stopped 3 processes". */
  detail: string;
}

export const DEFAULT_LIMITS: Readonly<LimitSettings> = { memoryBytes: 4 * 1024 ** 3, processes: 1024, tmpBytes: 512 * 1024 ** 2 };

export interface OutputSettings {
  stderr: StderrMode;
  progress?: string;
  /** `text`, a built-in format (json, ndjson, lines, csv, tsv), or an adapter module's path. */
  format: string;
  /** The JSON Schema of the structured value, as the wrapper wrote it. */
  schema?: JsonSchema;
}

export interface OutputFileSpec {
  path: Template;
  mimeType?: string;
}

/** A resource whose content is a command's stdout; with a URI template, one per set of variables. */
export interface CommandResourceDefinition {
  kind: 'command';
  name: string;
  uri: string;
  /** Set when `uri` has variables. */
  template?: UriTemplate;
  title?: string;
  description?: string;
  mimeType?: string;
  /** How to run it: a tool whose arguments are the template's variables. */
  runnable: ToolDefinition;
  file: string;
}

/** Files (a path or a glob relative to the base directory) served as file:// resources. */
export interface FileResourceDefinition {
  kind: 'file';
  name: string;
  path: string;
  title?: string;
  description?: string;
  mimeType?: string;
  file: string;
}

export type ResourceDefinition = CommandResourceDefinition | FileResourceDefinition;

export interface PromptArgumentDefinition {
  name: string;
  title?: string;
  description?: string;
  required: boolean;
  enum?: string[];
  complete?: CompleteSpec;
}

export type PromptMessageDefinition = { role: 'user' | 'assistant'; text: Template } | { role: 'user' | 'assistant'; resource: UriTemplate };

export interface PromptDefinition {
  name: string;
  title?: string;
  description?: string;
  arguments: PromptArgumentDefinition[];
  messages: PromptMessageDefinition[];
  file: string;
}

export interface WrapperDefinition {
  file: string;
  name: string;
  version: string;
  instructions?: string;
  tools: ToolDefinition[];
  resources: ResourceDefinition[];
  prompts: PromptDefinition[];
  /** Named groups of tool names (`toolsets:`), picked with --toolsets. */
  toolsets: Readonly<Record<string, readonly string[]>>;
  maxConcurrency?: number;
  /** Values substituted from ${ENV} references into commands, stdin and env: never shown. */
  secrets: string[];
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_KILL_GRACE_MS = 2_000;
export const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024;
export const DEFAULT_VERSION = '0.0.0';
