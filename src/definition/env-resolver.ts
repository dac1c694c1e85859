// Resolves ${NAME} references while a wrapper is normalized, remembering which names were unset
// and which values must never be shown (those substituted into commands, env and stdin).
import { parseTemplate, resolveEnv, type Template } from './template.js';

export interface EnvResolver {
  resolve(text: string, isSecretSource: boolean): Template;
  missing(): string[];
  secrets(): string[];
}

export function createEnvResolver(env: Readonly<Record<string, string | undefined>>): EnvResolver {
  const missing = new Set<string>();
  const secrets = new Set<string>();
  return {
    resolve(text, isSecretSource) {
      const resolution = resolveEnv(parseTemplate(text), env);
      resolution.missing.forEach((name) => missing.add(name));
      if (isSecretSource) resolution.substituted.forEach((value) => secrets.add(value));
      return resolution.template;
    },
    missing: () => [...missing],
    secrets: () => [...secrets],
  };
}
