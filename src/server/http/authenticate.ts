// Who may call an HTTP server: bearer tokens from the environment (compared in constant time), and
// OAuth 2.1 access tokens (JWTs signed by the issuer's keys, for this audience) as the MCP
// authorization specification has a resource server check them. jose does the JWT work.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface AuthSettings {
  /** Static bearer tokens. */
  tokens: readonly string[];
  /** OAuth: the authorization server whose JWTs are accepted. */
  issuer?: string;
  /** OAuth: the `aud` the tokens must carry. */
  audience?: string;
  /** OAuth: the issuer's key set, when its metadata does not say (or cannot be fetched). */
  jwksUrl?: string;
}

export type Verdict = { ok: true; info: AuthInfo } | { ok: false; error?: 'invalid_token'; description: string };

export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<Verdict>;
  /** The issuer to name in the protected resource metadata (RFC 9728), with OAuth. */
  issuer?: string;
}

/** Signature algorithms of published key sets; a symmetric one would let any key holder mint tokens. */
const ASYMMETRIC_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

export function createAuthenticator(settings: AuthSettings, fetchJson: (url: string) => Promise<unknown> = fetchMetadata): Authenticator {
  const digests = settings.tokens.map(digestOf);
  const verifyJwt = settings.issuer ? createJwtVerifier(settings.issuer, settings.audience!, settings.jwksUrl, fetchJson) : undefined;
  return {
    ...(settings.issuer && { issuer: settings.issuer }),
    async authenticate(authorization) {
      const token = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!token) return { ok: false, description: authorization ? 'the Authorization header is not "Bearer <token>"' : 'no bearer token' };
      if (matchesAny(digestOf(token), digests)) return { ok: true, info: { token, clientId: 'static-token', scopes: [] } };
      if (!verifyJwt) return { ok: false, error: 'invalid_token', description: 'the token is not one this server accepts' };
      try {
        return { ok: true, info: toAuthInfo(token, await verifyJwt(token)) };
      } catch (error) {
        return { ok: false, error: 'invalid_token', description: (error as Error).message };
      }
    },
  };
}

const digestOf = (token: string) => createHash('sha256').update(token).digest();

/** Every token is compared, so the time taken says nothing about which one came close. */
function matchesAny(digest: Buffer, digests: readonly Buffer[]): boolean {
  let matched = false;
  for (const candidate of digests) matched = timingSafeEqual(digest, candidate) || matched;
  return matched;
}

function createJwtVerifier(issuer: string, audience: string, jwksUrl: string | undefined, fetchJson: (url: string) => Promise<unknown>) {
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  // A failed discovery is tried again on the next request, not remembered.
  const keySet = () =>
    (keys ??= (async () => createRemoteJWKSet(new URL(jwksUrl ?? (await discoverJwksUrl(issuer, fetchJson)))))().catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
  return async (token: string) => (await jwtVerify(token, await keySet(), { issuer, audience, algorithms: ASYMMETRIC_ALGORITHMS })).payload;
}

/** The key set's address from the issuer's metadata: RFC 8414 first, then OpenID Connect discovery. */
async function discoverJwksUrl(issuer: string, fetchJson: (url: string) => Promise<unknown>): Promise<string> {
  const url = new URL(issuer);
  const path = url.pathname.replace(/\/$/, '');
  const candidates = [`${url.origin}/.well-known/oauth-authorization-server${path}`, `${url.origin}${path}/.well-known/openid-configuration`];
  const failures: string[] = [];
  for (const candidate of candidates) {
    try {
      const metadata = (await fetchJson(candidate)) as { issuer?: unknown; jwks_uri?: unknown };
      if (metadata.issuer !== issuer) throw new Error(`it names the issuer ${JSON.stringify(metadata.issuer)}`);
      if (typeof metadata.jwks_uri === 'string') return metadata.jwks_uri;
      throw new Error('it has no jwks_uri');
    } catch (error) {
      failures.push(`${candidate}: ${(error as Error).message}`);
    }
  }
  throw new Error(`the issuer's key set could not be found (${failures.join('; ')}); give it with --auth-jwks-url`);
}

async function fetchMetadata(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

function toAuthInfo(token: string, payload: JWTPayload): AuthInfo {
  const clientId = [payload.client_id, payload.azp, payload.sub].find((value): value is string => typeof value === 'string') ?? 'unknown';
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
  // The subject tells apart the users of one client (principal.ts).
  const subject = typeof payload.sub === 'string' ? { extra: { subject: payload.sub } } : {};
  return { token, clientId, scopes, ...(typeof payload.exp === 'number' && { expiresAt: payload.exp }), ...subject };
}
