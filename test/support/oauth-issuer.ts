// A local OAuth 2.1 authorization server for tests: its metadata and JWKS on 127.0.0.1, and
// JWTs it signs, so that `--auth-issuer` is tested against real tokens without the network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';

export interface TestIssuer {
  /** The issuer's URL (set once the describe block's beforeAll has run). */
  readonly url: string;
  /** A JWT with `claims`, for `audience`, signed by this issuer. */
  sign(claims: Record<string, unknown>, audience: string, expiresIn?: string): Promise<string>;
}

/** Starts an issuer for the enclosing describe block and stops it after. */
export function useTestIssuer(): TestIssuer {
  let server: Server;
  let url = '';
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  beforeAll(async () => {
    const keys = await generateKeyPair('ES256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
    server = createServer((request, response) => {
      const body =
        request.url === '/.well-known/oauth-authorization-server'
          ? { issuer: url, jwks_uri: `${url}/jwks` }
          : request.url === '/jwks'
            ? { keys: [jwk] }
            : undefined;
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  return {
    get url() {
      return url;
    },
    sign: (claims, audience, expiresIn = '5m') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
        .setIssuer(url)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(privateKey),
  };
}
