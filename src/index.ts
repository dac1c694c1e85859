// The library surface: load wrapper definitions, create a server for them.
export { DefinitionError, formatIssue, type DefinitionIssue, type IssueCode } from './definition/definition-error.js';
export { loadDefinition, loadDefinitions, type LoadOptions, type LoadedDefinitions } from './definition/load-definition.js';
export type { ArgumentDefinition, ToolDefinition, WrapperDefinition } from './definition/types.js';
export { wrapperSchema } from './definition/wrapper-schema.js';
export type { SandboxedOutcome as ExecutionOutcome } from './sandbox/types.js';
export { createServer, type ServerOptions, type WrapServer } from './server/create-server.js';
export { LineTransport } from './server/stdio-transport.js';
export { createStreamLogger, type Logger, type LogLevel } from './server/logger.js';
