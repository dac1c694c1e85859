// Turns a checked wrapper file into the model: every tool, resource and prompt normalized, and
// ${ENV} references resolved once for all of them.
import { createEnvResolver } from './env-resolver.js';
import { toPrompt, toResource } from './normalize-resources.js';
import { toTool } from './normalize-tool.js';
import { isRecord, recordAt, type RawRecord } from './raw.js';
import { DEFAULT_VERSION, type WrapperDefinition } from './types.js';

export interface Normalized {
  definition: WrapperDefinition;
  /** ${NAME} references without a fallback that the environment does not set. */
  missingEnv: string[];
}

export function normalizeDefinition(file: string, raw: RawRecord, env: Readonly<Record<string, string | undefined>>): Normalized {
  const resolver = createEnvResolver(env, Array.isArray(raw.secrets) ? raw.secrets.map(String) : []);
  const defaults = recordAt(raw, 'defaults');
  const each = <T>(key: string, toModel: (name: string, value: RawRecord) => T) =>
    Object.entries(recordAt(raw, key)).map(([name, value]) => toModel(name, isRecord(value) ? value : {}));
  const defs = recordAt(raw, '$defs');
  const tools = each('tools', (name, value) => toTool(name, value, defaults, resolver, file, defs));
  const resources = each('resources', (name, value) => toResource(name, value, defaults, resolver, file));
  const prompts = each('prompts', (name, value) => toPrompt(name, value, defaults, resolver, file));
  return {
    definition: {
      file,
      name: String(raw.name),
      version: typeof raw.version === 'string' ? raw.version : DEFAULT_VERSION,
      ...(typeof raw.instructions === 'string' && { instructions: raw.instructions }),
      tools,
      resources,
      prompts,
      toolsets: Object.fromEntries(Object.entries(recordAt(raw, 'toolsets')).map(([name, members]) => [name, (members as unknown[]).map(String)])),
      ...(typeof raw.maxConcurrency === 'number' && { maxConcurrency: raw.maxConcurrency }),
      secrets: resolver.secrets(),
    },
    missingEnv: resolver.missing(),
  };
}
