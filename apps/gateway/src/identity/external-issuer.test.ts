import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_BACKOFF_MS, externalIssuerKeys, looksLikeIdToken } from './external-issuer';

const ISSUER = 'https://idp.example/realms/platform';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function signedToken() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
  const token = await new SignJWT({ sub: '1' })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .sign(privateKey);
  return { token, jwks: { keys: [jwk] } };
}

/** A fake network: discovery answers as told, the JWKS answers the keys; every URL asked is recorded. */
function network(discovery: () => Promise<Response>, jwks: unknown) {
  const asked: string[] = [];
  const fake = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    return url.endsWith('/openid-configuration') ? discovery() : json(jwks);
  }) as typeof fetch;
  return { fake, asked };
}

const header = { alg: 'ES256', kid: 'k1' };

describe('external issuer keys (OIDC_ISSUER)', () => {
  it('uses the keys of a discovery document that names the configured issuer', async () => {
    const { token, jwks } = await signedToken();
    const { fake } = network(async () => json({ issuer: ISSUER, jwks_uri: `${ISSUER}/certs` }), jwks);
    const keys = externalIssuerKeys({ issuer: ISSUER, fetch: fake });
    await expect(keys(header, { payload: '', signature: '' } as never)).resolves.toBeTruthy();
    expect(token).toBeTruthy();
  });

  it('refuses a discovery document that names another issuer (503), and backs off before asking again', async () => {
    let t = 1_000_000;
    const { fake, asked } = network(
      async () => json({ issuer: 'https://evil.example', jwks_uri: 'https://evil.example/k' }),
      {},
    );
    const keys = externalIssuerKeys({ issuer: ISSUER, fetch: fake, now: () => t });
    await expect(keys(header, {} as never)).rejects.toMatchObject({ statusCode: 503 });
    expect(asked).toHaveLength(1);
    // within the back-off: answered at once, nothing fetched
    await expect(keys(header, {} as never)).rejects.toMatchObject({ statusCode: 503 });
    expect(asked).toHaveLength(1);
    t += DISCOVERY_BACKOFF_MS.first;
    await expect(keys(header, {} as never)).rejects.toMatchObject({ statusCode: 503 });
    expect(asked).toHaveLength(2);
    // the second failure doubles the wait
    t += DISCOVERY_BACKOFF_MS.first;
    await expect(keys(header, {} as never)).rejects.toMatchObject({ statusCode: 503 });
    expect(asked).toHaveLength(2);
    t += DISCOVERY_BACKOFF_MS.first;
    await Promise.resolve(keys(header, {} as never)).catch(() => undefined);
    expect(asked).toHaveLength(3);
  });

  it('gives up on a discovery request that hangs, and recovers when the issuer answers again', async () => {
    let t = 0;
    let hang = true;
    const { jwks } = await signedToken();
    const { fake } = network(
      () =>
        hang
          ? new Promise<Response>(() => undefined) // never answers; only the timeout ends it
          : Promise.resolve(json({ issuer: ISSUER, jwks_uri: `${ISSUER}/certs` })),
      jwks,
    );
    const slowFetch = ((input: string, init?: RequestInit) =>
      Promise.race([
        fake(input, init),
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      ])) as typeof fetch;
    const keys = externalIssuerKeys({ issuer: ISSUER, fetch: slowFetch, now: () => t, timeoutMs: 50 });
    await expect(keys(header, {} as never)).rejects.toMatchObject({ statusCode: 503 });
    hang = false;
    t += DISCOVERY_BACKOFF_MS.max;
    await expect(keys(header, {} as never)).resolves.toBeTruthy();
  });

  it('tells an ID token from an access token by its claims, whatever the audience', () => {
    expect(looksLikeIdToken({ sub: '1', aud: 'youth', nonce: 'n' })).toBe(true);
    expect(looksLikeIdToken({ sub: '1', at_hash: 'x' })).toBe(true);
    expect(looksLikeIdToken({ sub: '1', c_hash: 'x' })).toBe(true);
    expect(looksLikeIdToken({ sub: '1', typ: 'ID' })).toBe(true);
    expect(looksLikeIdToken({ sub: '1', token_use: 'id' })).toBe(true);
    expect(looksLikeIdToken({ sub: '1', aud: 'urn:platform:api', typ: 'Bearer', scope: 'openid' })).toBe(
      false,
    );
  });
});
