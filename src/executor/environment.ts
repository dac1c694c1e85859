// The environment a child sees: a minimal allowlist of the server's (or all of it, or only PATH,
// or the allowlist and a chosen few), then the non-interactive defaults, then what the definition
// and the arguments set. The server's other variables (tokens, cloud credentials, a program's
// own configuration) stay out unless a wrapper asks for them.

/** No pager, editor, colour or password prompt can hang or garble a call. */
const NON_INTERACTIVE_ENV: Readonly<Record<string, string>> = {
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

/** What a program needs to behave as it would for the user: who, where, language, time, temp, proxies, trusted CAs. */
const ALLOWED_BY_DEFAULT: readonly string[] = [
  ...ALWAYS_INHERITED,
  ...['HOME', 'USER', 'LOGNAME', 'LANG', 'LANGUAGE', 'TZ', 'TMPDIR', 'TEMP', 'TMP'],
  ...['http_proxy', 'https_proxy', 'no_proxy', 'all_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'ALL_PROXY'],
  ...['SSL_CERT_FILE', 'SSL_CERT_DIR', 'NODE_EXTRA_CA_CERTS'],
  ...[
    'SystemDrive',
    'windir',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
    'HOMEDRIVE',
    'HOMEPATH',
    'ProgramData',
    'ProgramFiles',
    'NUMBER_OF_PROCESSORS',
    'PROCESSOR_ARCHITECTURE',
  ],
];
const ALLOWED_PREFIXES = ['LC_'];

/** true: all of the server's variables; false: only PATH; a list: the allowlist and those names. */
export type ChildEnvironment = (inheritEnv: boolean | readonly string[], overrides: Readonly<Record<string, string>>) => Record<string, string>;

function inheritedNames(inheritEnv: boolean | readonly string[], serverEnv: Readonly<Record<string, string | undefined>>): string[] {
  if (inheritEnv === true) return Object.keys(serverEnv);
  if (inheritEnv === false) return ALWAYS_INHERITED;
  const prefixed = Object.keys(serverEnv).filter((name) => ALLOWED_PREFIXES.some((prefix) => name.startsWith(prefix)));
  return [...ALLOWED_BY_DEFAULT, ...prefixed, ...inheritEnv];
}

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
      for (const name of inheritedNames(inheritEnv, serverEnv)) {
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
