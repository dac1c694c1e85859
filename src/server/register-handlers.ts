// The handlers every SDK Server of this wrapper carries, whichever era it serves: one registration
// for a 2025 session's server and for a 2026-07-28 request's, with what differs passed in.
import type { jsonSchemaValidator, ServerCapabilities } from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import type { ImportModule } from '../../adapters/index.js';
import type { WrapperDefinition } from '../definition/types.js';
import type { LocalFile } from '../resources/file-content.js';
import type { RunOutputStore } from '../resources/run-outputs.js';
import type { Catalog } from './catalog.js';
import { registerCompletions } from './completions.js';
import type { Handle } from './handle.js';
import type { Logger } from './logger.js';
import type { GatherInputs } from './modern-inputs.js';
import { registerPrompts } from './prompts.js';
import type { ContextOf } from './request-context.js';
import { read, registerResources } from './resources.js';
import type { Runner } from './runner.js';
import type { ToolTasks } from './tasks/task-call.js';
import { registerTools } from './tools.js';

export interface HandlerScope {
  current: () => Catalog;
  runner: Runner;
  outputs: RunOutputStore;
  /** Files that tool runs produced, by URI: resources/read serves them. */
  produced: Map<string, LocalFile>;
  contextOf: ContextOf;
  /** For what has no request: completion commands, the watcher. */
  logger: Logger;
  capabilities: ServerCapabilities;
  assumeYes: boolean;
  importModule: ImportModule;
  guaranteesOnce?: () => Promise<Record<string, string> | undefined>;
  gatherInputs?: GatherInputs;
  watchFileList?: () => Promise<void>;
  sendUpdated?: (uri: string) => void;
  /** 2026-07-28: how calls become tasks. */
  tasks?: ToolTasks;
}

export function registerHandlers(handle: Handle, scope: HandlerScope): void {
  const { current, runner, outputs, produced, capabilities } = scope;
  registerTools(handle, current, {
    runner,
    produced,
    contextOf: scope.contextOf,
    assumeYes: scope.assumeYes,
    importModule: scope.importModule,
    ...(scope.guaranteesOnce && { guaranteesOnce: scope.guaranteesOnce }),
    ...(scope.gatherInputs && { gatherInputs: scope.gatherInputs }),
    ...(scope.tasks && { tasks: scope.tasks }),
  });
  const readDependencies = { outputs, produced, runner };
  registerResources(handle, current, {
    ...readDependencies,
    ...(scope.watchFileList && { watchFileList: scope.watchFileList }),
    ...(scope.sendUpdated && { sendUpdated: scope.sendUpdated }),
  });
  if (capabilities.prompts)
    registerPrompts(
      handle,
      () => current().prompts,
      (uri) => read(uri, current(), readDependencies),
      scope.contextOf,
    );
  if (capabilities.completions) registerCompletions(handle, current, runner, scope.logger);
}

/** The SDK's Ajv, built on the first elicitation answer instead of at start (its meta-schemas cost ~5 ms). */
export function lazyValidator(): jsonSchemaValidator {
  let ajv: AjvJsonSchemaValidator | undefined;
  return { getValidator: (schema) => (ajv ??= new AjvJsonSchemaValidator()).getValidator(schema) };
}

/** Only what is served and notified: with --watch every list may change, so all are declared, unless nothing can be told. */
export function capabilitiesFor(definitions: readonly WrapperDefinition[], watch: boolean, stateless: boolean): ServerCapabilities {
  const resources = definitions.flatMap((definition) => definition.resources);
  const hasFiles = resources.some((resource) => resource.kind === 'file');
  const hasTemplates = resources.some((resource) => resource.kind === 'command' && resource.template);
  const hasPrompts = definitions.some((definition) => definition.prompts.length > 0);
  const listsChange = watch && !stateless;
  return {
    tools: listsChange ? { listChanged: true } : {},
    // Run outputs are resources whatever the wrappers say; file resources are watched.
    resources: (hasFiles || watch) && !stateless ? { subscribe: true, listChanged: true } : {},
    ...((hasPrompts || watch) && { prompts: listsChange ? { listChanged: true } : {} }),
    ...((hasPrompts || hasTemplates || watch) && { completions: {} }),
    logging: {},
  };
}

/** serverInfo and instructions for these definitions. */
export function identityOf(definitions: readonly WrapperDefinition[], version: string) {
  const only = definitions.length === 1 ? definitions[0] : undefined;
  const instructions = definitions.flatMap((definition) => definition.instructions ?? []).join('\n\n');
  return { info: { name: definitions.map((definition) => definition.name).join('+'), version: only?.version ?? version }, instructions };
}
