// The environment a child sees: the server's (all, none, or a chosen few), then the
// non-interactive defaults, then what the definition and the arguments set.

/** No pager, editor, colour or password prompt can hang or garble a call. */
export const NON_INTERACTIVE_ENV: Readonly<Record<string, string>> = {
  NO_COLOR: '1',
  TERM: 'dumb',
  PAGER: 'cat',
  GIT_PAGER: 'cat',
  GIT_TERMINAL_PROMPT: '0',
  GIT_EDITOR: 'true',
  EDITOR: 'true',
  VISUAL: 'true',
  DEBIAN_FRONTEND: 'noninteractive',
};

/** Inherited variables that would force colour back on. */
const COLOUR_FORCING = ['FORCE_COLOR', 'CLICOLOR_FORCE'];

/** Always passed, or no program could be found. */
const ALWAYS_INHERITED = ['PATH', 'Path', 'SystemRoot', 'PATHEXT', 'ComSpec'];

export type ChildEnvironment = (inheritEnv: boolean | readonly string[], overrides: Readonly<Record<string, string>>) => Record<string, string>;

/**
 * Builds children's environments from the server's. What a given `inheritEnv` lets through is
 * computed once: reading process.env, a proxy, on every call would cost more than the rest.
 */
export function createChildEnvironment(serverEnv: Readonly<Record<string, string | undefined>>): ChildEnvironment {
  const bases = new Map<string, Record<string, string>>();
  const baseFor = (inheritEnv: boolean | readonly string[]) => {
    const key = JSON.stringify(inheritEnv);
    let base = bases.get(key);
    if (!base) {
      base = {};
      const names = inheritEnv === true ? Object.keys(serverEnv) : [...ALWAYS_INHERITED, ...(inheritEnv || [])];
      for (const name of names) {
        const value = serverEnv[name];
        if (value !== undefined && !COLOUR_FORCING.includes(name)) base[name] = value;
      }
      Object.assign(base, NON_INTERACTIVE_ENV);
      bases.set(key, base);
    }
    return base;
  };
  return (inheritEnv, overrides) => ({ ...baseFor(inheritEnv), ...overrides });
}
