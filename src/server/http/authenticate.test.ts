import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAuthenticator } from './authenticate.js';

const TOKEN = 'static-token-0123456789';

describe('createAuthenticator', () => {
  it('accepts any of the static tokens, and only as "Bearer <token>"', async () => {
    const auth = createAuthenticator({ tokens: ['other-token-9876543210', TOKEN] });
    expect(await auth.authenticate(`Bearer ${TOKEN}`)).toMatchObject({ ok: true, info: { clientId: 'static-token' } });
    expect(await auth.authenticate(`bearer   ${TOKEN}`)).toMatchObject({ ok: true });
    expect(await auth.authenticate(undefined)).toEqual({ ok: false, description: 'no bearer token' });
    expect(await auth.authenticate(`Basic ${TOKEN}`)).toMatchObject({ ok: false, description: expect.stringContaining('not "Bearer <token>"') });
    expect(await auth.authenticate(`Bearer ${TOKEN.slice(0, -1)}`)).toMatchObject({ ok: false, error: 'invalid_token' });
  });

  it("checks a JWT's signature, issuer, audience and expiry against the key set found in the issuer's metadata", async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1' };
    const issuer = 'https://issuer.example/tenant';
    const fetched: string[] = [];
    // jose fetches the key set with the global fetch: stubbed here.
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string | URL) =>
      new Response(JSON.stringify({ keys: [jwk] }), {
        headers: { 'content-type': 'application/json' },
        status: String(url).endsWith('/jwks') ? 200 : 404,
      })) as typeof fetch;
    try {
      const auth = createAuthenticator({ tokens: [], issuer, audience: 'mcp' }, async (url) => {
        fetched.push(url);
        if (url.includes('oauth-authorization-server')) throw new Error('HTTP 404');
        return { issuer, jwks_uri: 'https://issuer.example/jwks' };
      });
      const sign = (claims: { aud: string; iss?: string }, expires = '5m') =>
        new SignJWT({ scope: 'a b', azp: 'client-1', sub: 'user-7' })
          .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
          .setIssuer(claims.iss ?? issuer)
          .setAudience(claims.aud)
          .setExpirationTime(expires)
          .sign(privateKey);
      expect(await auth.authenticate(`Bearer ${await sign({ aud: 'mcp' })}`)).toMatchObject({
        ok: true,
        info: { clientId: 'client-1', scopes: ['a', 'b'], extra: { subject: 'user-7' } },
      });
      expect(fetched).toEqual([
        'https://issuer.example/.well-known/oauth-authorization-server/tenant',
        'https://issuer.example/tenant/.well-known/openid-configuration',
      ]);
      expect(await auth.authenticate(`Bearer ${await sign({ aud: 'other' })}`)).toMatchObject({
        ok: false,
        error: 'invalid_token',
        description: expect.stringContaining('aud'),
      });
      expect(await auth.authenticate(`Bearer ${await sign({ aud: 'mcp', iss: 'https://evil.example' })}`)).toMatchObject({
        ok: false,
        description: expect.stringContaining('iss'),
      });
      expect(await auth.authenticate(`Bearer ${await sign({ aud: 'mcp' }, '-1m')}`)).toMatchObject({ ok: false, description: expect.stringContaining('exp') });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses a symmetric (HS256) token even when its key would verify', async () => {
    const secret = new TextEncoder().encode('0123456789abcdef0123456789abcdef');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://i.example')
      .setAudience('mcp')
      .setExpirationTime('5m')
      .sign(secret);
    const auth = createAuthenticator({ tokens: [], issuer: 'https://i.example', audience: 'mcp', jwksUrl: 'https://i.example/jwks' });
    expect(await auth.authenticate(`Bearer ${token}`)).toMatchObject({ ok: false, error: 'invalid_token' });
  });
});
