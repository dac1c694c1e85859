// Templates: `{argument}` names a tool argument, `${NAME}` / `${NAME:-fallback}` an environment
// variable of the server. `{{` and `}}` stand for literal braces, `$${` for a literal `${`.

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'argument'; name: string } | { kind: 'env'; name: string; fallback?: string };

export type Template = TemplatePart[];

/** The built-in placeholder: a fresh empty directory per call. */
export const RUN_DIR_PLACEHOLDER = 'run_dir';

const ARGUMENT = /^\{([A-Za-z_][A-Za-z0-9_-]*)\}/;
const ENV = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/;

export function parseTemplate(source: string): Template {
  // Most tokens hold no placeholder at all.
  if (!/[{}$]/.test(source)) return source ? [{ kind: 'text', text: source }] : [];
  const parts: Template = [];
  let text = '';
  const flush = () => {
    if (text) parts.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    if (rest.startsWith('{{') || rest.startsWith('}}')) {
      text += rest[0];
      i += 2;
    } else if (rest.startsWith('$${')) {
      text += '${';
      i += 3;
    } else if (ENV.test(rest)) {
      const [match, name, fallback] = ENV.exec(rest)!;
      flush();
      parts.push(fallback === undefined ? { kind: 'env', name: name! } : { kind: 'env', name: name!, fallback });
      i += match.length;
    } else if (ARGUMENT.test(rest)) {
      const [match, name] = ARGUMENT.exec(rest)!;
      flush();
      parts.push({ kind: 'argument', name: name! });
      i += match.length;
    } else {
      text += rest[0];
      i += 1;
    }
  }
  flush();
  return parts;
}

/** The first `${` in `source` that starts no valid reference (unterminated, or a bad name), if any. */
export function findBrokenEnvReference(source: string): string | undefined {
  for (let at = source.indexOf('${'); at >= 0; at = source.indexOf('${', at + 2)) {
    if (source[at - 1] === '$' && source[at - 2] !== '$') continue;
    const rest = source.slice(at);
    if (!ENV.test(rest)) return rest.length > 24 ? `${rest.slice(0, 24)}...` : rest;
  }
  return undefined;
}

export function placeholdersOf(template: Template): string[] {
  return template.flatMap((part) => (part.kind === 'argument' ? [part.name] : []));
}

export function isPlainText(template: Template): boolean {
  return template.every((part) => part.kind === 'text');
}

export function textOf(template: Template): string {
  return template.map((part) => (part.kind === 'text' ? part.text : '')).join('');
}

export interface EnvResolution {
  template: Template;
  /** Names referenced without a fallback that the environment does not set. */
  missing: string[];
  /** Non-empty values taken from the environment, with the variables' names. */
  substituted: { name: string; value: string }[];
}

/** Replaces ${NAME} parts with their values; argument placeholders stay. */
export function resolveEnv(template: Template, env: Readonly<Record<string, string | undefined>>): EnvResolution {
  const missing: string[] = [];
  const substituted: EnvResolution['substituted'] = [];
  const resolved: Template = [];
  const appendText = (text: string) => {
    const previous = resolved[resolved.length - 1];
    if (previous?.kind === 'text') resolved[resolved.length - 1] = { kind: 'text', text: previous.text + text };
    else if (text) resolved.push({ kind: 'text', text });
  };
  for (const part of template) {
    if (part.kind === 'text') appendText(part.text);
    if (part.kind === 'argument') resolved.push(part);
    if (part.kind !== 'env') continue;
    const value = env[part.name];
    if (value !== undefined && value !== '') substituted.push({ name: part.name, value });
    if (value === undefined && part.fallback === undefined) missing.push(part.name);
    appendText(value === undefined || (value === '' && part.fallback !== undefined) ? (part.fallback ?? '') : value);
  }
  return { template: resolved, missing, substituted };
}
