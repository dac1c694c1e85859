// serve's Streamable HTTP options, and the checks that refuse an unsafe combination before
// anything listens: auth half given, a token variable unset or too short to be a secret, or a
// bind beyond loopback that anyone could call.
import { isIP } from 'node:net';
import { Command, InvalidArgumentError } from 'commander';
import type { AuthSettings } from '../server/http/authenticate.js';
import { UsageError } from './cli-io.js';

export interface HttpCliOptions {
  http?: { host: string; port: number };
  stateless?: boolean;
  authTokenEnv: string[];
  authIssuer?: string;
  authAudience?: string;
  authJwksUrl?: string;
  allowedHost: string[];
  allowUnauthenticated?: boolean;
  publicUrl?: string;
}

const DEFAULT_HTTP_HOST = '127.0.0.1';
/** A bearer token shorter than this is a password, not a secret worth the name. */
const MIN_TOKEN_LENGTH = 16;

export function addHttpOptions(command: Command): Command {
  return command
    .option(
      '--http <[host:]port>',
      `serve MCP over Streamable HTTP at http://host:port/mcp instead of stdio (default host ${DEFAULT_HTTP_HOST})`,
      toListenAddress,
    )
    .option('--stateless', 'with --http: no sessions, every request stands alone (for replicas behind a load balancer)')
    .option(
      '--auth-token-env <name>',
      'with --http: accept the bearer token(s) in this environment variable (comma- or space-separated); repeatable',
      collect,
      [],
    )
    .option('--auth-issuer <url>', 'with --http: accept OAuth 2.1 access tokens (JWTs) from this authorization server')
    .option('--auth-audience <aud>', 'with --auth-issuer: the audience the tokens must name')
    .option('--auth-jwks-url <url>', "with --auth-issuer: the issuer's key set, when its metadata does not give it")
    .option(
      '--allowed-host <name>',
      'with --http: a Host name clients use beyond localhost (DNS-rebinding protection; "*" turns it off); repeatable',
      collect,
      [],
    )
    .option('--allow-unauthenticated', 'with --http: serve beyond loopback without any authorization')
    .option(
      '--public-url <url>',
      'with --auth-issuer: the address clients reach the server at, such as https://mcp.example.com (default: from the Host header)',
    );
}

/** The authorization the options ask for (undefined: none), or a UsageError naming what is wrong. */
export function toAuthSettings(options: HttpCliOptions, env: Readonly<Record<string, string | undefined>>): AuthSettings | undefined {
  const httpOnly = ['stateless', 'authIssuer', 'authAudience', 'authJwksUrl', 'allowUnauthenticated', 'publicUrl'] as const;
  if (!options.http) {
    const given = [
      ...httpOnly.filter((key) => options[key] !== undefined),
      ...(options.authTokenEnv.length > 0 ? ['authTokenEnv'] : []),
      ...(options.allowedHost.length > 0 ? ['allowedHost'] : []),
    ];
    if (given.length > 0) throw new UsageError(`${given.map(toFlag).join(', ')} only apply with --http`);
    return undefined;
  }
  if ((options.authIssuer === undefined) !== (options.authAudience === undefined)) throw new UsageError('--auth-issuer and --auth-audience go together');
  if (options.authJwksUrl && !options.authIssuer) throw new UsageError('--auth-jwks-url needs --auth-issuer');
  const tokens = options.authTokenEnv.flatMap((name) => tokensIn(name, env));
  const hasAuth = tokens.length > 0 || options.authIssuer !== undefined;
  if (!hasAuth && !isLoopback(options.http.host) && !options.allowUnauthenticated) {
    throw new UsageError(
      `--http ${options.http.host}:${options.http.port} listens beyond this machine without authorization: add --auth-token-env NAME or --auth-issuer URL --auth-audience X, or --allow-unauthenticated if something in front checks callers`,
    );
  }
  if (!hasAuth) return undefined;
  return {
    tokens,
    ...(options.authIssuer && { issuer: options.authIssuer, audience: options.authAudience! }),
    ...(options.authJwksUrl && { jwksUrl: options.authJwksUrl }),
  };
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

function tokensIn(name: string, env: Readonly<Record<string, string | undefined>>): string[] {
  const tokens = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) throw new UsageError(`--auth-token-env ${name}: the variable is not set or empty`);
  const short = tokens.find((token) => token.length < MIN_TOKEN_LENGTH);
  if (short !== undefined)
    throw new UsageError(
      `--auth-token-env ${name}: a token of ${short.length} characters is too short; use ${MIN_TOKEN_LENGTH} or more (for example: openssl rand -hex 32)`,
    );
  return tokens;
}

/** `8080`, `0.0.0.0:8080`, `[::1]:8080`, `localhost:0` (0: any free port). */
function toListenAddress(value: string): { host: string; port: number } {
  const match = /^(?:(\[[^\]]+\]|[^:]+):)?(\d+)$/.exec(value);
  const port = Number(match?.[2]);
  if (!match || port > 65535) throw new InvalidArgumentError('expected [host:]port, such as 8080 or 0.0.0.0:8080');
  return { host: match[1]?.replace(/^\[|\]$/g, '') ?? DEFAULT_HTTP_HOST, port };
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function toFlag(key: string): string {
  return `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
