import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookies: string[];
}

/** Signing keys and cookie keys are made once and kept in the database, so restarts keep everyone signed in. */
export async function loadOrCreateKeys(db: Db): Promise<ProviderKeys> {
  const read = async () =>
    Object.fromEntries(
      (await db.query<{ kind: string; value: unknown }>('select kind, value from oidc_keys')).rows.map(
        (r) => [r.kind, r.value],
      ),
    );
  let got = await read();
  if (!got.jwks) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwks = {
      keys: [{ ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: randomUUID() }],
    };
    await db.query(`insert into oidc_keys (kind, value) values ('jwks', $1::jsonb) on conflict do nothing`, [
      JSON.stringify(jwks),
    ]);
  }
  if (!got.cookies) {
    const cookies = [randomBytes(32).toString('base64url')];
    await db.query(
      `insert into oidc_keys (kind, value) values ('cookies', $1::jsonb) on conflict do nothing`,
      [JSON.stringify(cookies)],
    );
  }
  got = await read();
  return { jwks: got.jwks as ProviderKeys['jwks'], cookies: got.cookies as string[] };
}

/** The public half of the signing keys (what /oidc/jwks publishes). */
export function publicJwks(keys: ProviderKeys): { keys: JWK[] } {
  return { keys: keys.jwks.keys.map(({ d: _d, ...pub }) => pub) };
}
