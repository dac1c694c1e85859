// Resolves ${NAME} references while a wrapper is normalized, remembering which names were unset
// and which values must never be shown: those of secret variables (declared in `secrets:`, or
// named like one) substituted into commands, env and stdin. Other values (a home folder, a user
// name) stay readable: masking them would hide ordinary text in every result.
import { parseTemplate, resolveEnv, type Template } from './template.js';

export interface EnvResolver {
  resolve(text: string, isSecretSource: boolean): Template;
  missing(): string[];
  secrets(): string[];
}

/** Words that say a variable holds a secret: anywhere in its name, or as one of its _-separated parts. */
const SECRET_WORDS = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|COOKIE|APIKEY/i;
const SECRET_PARTS = new Set(['KEY', 'AUTH', 'PASS', 'PW', 'PAT', 'SESSION', 'SIGNATURE', 'DSN', 'CERT']);

function isSecretName(name: string): boolean {
  return (
    SECRET_WORDS.test(name) ||
    name
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .some((part) => SECRET_PARTS.has(part))
  );
}

export function createEnvResolver(env: Readonly<Record<string, string | undefined>>, declaredSecrets: readonly string[] = []): EnvResolver {
  const missing = new Set<string>();
  const secrets = new Set<string>();
  const declared = new Set(declaredSecrets);
  return {
    resolve(text, isSecretSource) {
      const resolution = resolveEnv(parseTemplate(text), env);
      resolution.missing.forEach((name) => missing.add(name));
      if (!isSecretSource) return resolution.template;
      for (const { name, value } of resolution.substituted) if (declared.has(name) || isSecretName(name)) secrets.add(value);
      return resolution.template;
    },
    missing: () => [...missing],
    secrets: () => [...secrets],
  };
}
