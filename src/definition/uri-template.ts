// RFC 6570 URI templates for resources: expressions {var}, {+var}, {#var}, {/var}, {.var},
// {?a,b} and {&a,b}, without the explode (*) and prefix (:n) modifiers. Matching a concrete URI
// percent-decodes the values, so git://show/{rev} reads git://show/feature%2Fx as "feature/x".

type Operator = '' | '+' | '#' | '/' | '.' | '?' | '&';

type Part = { literal: string } | { operator: Operator; names: string[] };

export interface UriTemplate {
  source: string;
  variables: string[];
  /** The variables' values when `uri` fits the template, else undefined. */
  match(uri: string): Record<string, string> | undefined;
  expand(values: Readonly<Record<string, string | undefined>>): string;
}

const EXPRESSION = /\{([^{}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isUriTemplate(source: string): boolean {
  return /\{[^{}]*\}/.test(source);
}

/** Throws with a readable reason when `source` is not a template this module supports. */
export function parseUriTemplate(source: string): UriTemplate {
  const parts: Part[] = [];
  let last = 0;
  for (const match of source.matchAll(EXPRESSION)) {
    if (match.index > last) parts.push({ literal: source.slice(last, match.index) });
    parts.push(parseExpression(match[1]!));
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ literal: source.slice(last) });
  if (parts.some((part) => 'literal' in part && /[{}]/.test(part.literal))) throw new Error('unbalanced "{" or "}"');

  const variables = parts.flatMap((part) => ('names' in part ? part.names : []));
  const duplicate = variables.find((name, index) => variables.indexOf(name) !== index);
  if (duplicate) throw new Error(`variable {${duplicate}} appears twice`);
  const pattern = new RegExp(`^${parts.map(toPattern).join('')}$`);

  return {
    source,
    variables,
    match(uri) {
      const found = pattern.exec(uri);
      if (!found) return undefined;
      const values: Record<string, string> = {};
      try {
        variables.forEach((name, index) => {
          const value = found[index + 1];
          if (value !== undefined) values[name] = decodeURIComponent(value);
        });
      } catch {
        return undefined;
      }
      return values;
    },
    expand(values) {
      return parts.map((part) => ('literal' in part ? part.literal : expandExpression(part, values))).join('');
    },
  };
}

function parseExpression(body: string): Part {
  const operator = (/^[+#/.?&]/.test(body) ? body[0] : '') as Operator;
  if (/^[=,!@|;]/.test(body)) throw new Error(`the operator "${body[0]}" is not supported`);
  const names = body.slice(operator.length).split(',');
  for (const name of names) {
    if (/[*:]/.test(name)) throw new Error(`modifiers such as "*" and ":n" are not supported, got {${body}}`);
    if (!NAME.test(name)) throw new Error(`{${body}}: expected a variable name of letters, digits and "_"`);
  }
  if (names.length > 1 && operator !== '?' && operator !== '&') throw new Error(`{${body}}: one variable per expression, except in {?...} and {&...}`);
  return { operator, names };
}

function toPattern(part: Part): string {
  if ('literal' in part) return escapeRegExp(part.literal);
  switch (part.operator) {
    case '':
      return '([^/?#&]+)';
    case '+':
      return '(.+)';
    case '#':
      return '#(.+)';
    case '/':
      return '/([^/?#]+)';
    case '.':
      return '\\.([^/?#.]+)';
    case '?':
    case '&':
      // Query variables may be absent, but keep their order.
      return part.names.map((name) => `(?:[?&]${escapeRegExp(name)}=([^&#]*))?`).join('');
  }
}

function expandExpression(part: { operator: Operator; names: string[] }, values: Readonly<Record<string, string | undefined>>): string {
  const { operator, names } = part;
  if (operator === '?' || operator === '&') {
    const pairs = names.flatMap((name) => (values[name] === undefined ? [] : [`${name}=${encodeURIComponent(values[name])}`]));
    return pairs.length === 0 ? '' : `${operator}${pairs.join('&')}`;
  }
  const value = values[names[0]!];
  if (value === undefined) return '';
  const isReserved = operator === '+' || operator === '#';
  const encoded = isReserved ? encodeURI(value) : encodeURIComponent(value);
  return `${operator === '+' ? '' : operator}${encoded}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
