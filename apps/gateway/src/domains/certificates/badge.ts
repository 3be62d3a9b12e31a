import { randomUUID } from 'node:crypto';
import type { CertificateBadge } from '@platform/contract';
import { CompactSign, compactVerify, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/client';
import type { CertificateRecord } from './repository';

/*
 * The Open Badges 3.0 credential of a certificate (a W3C verifiable credential, AchievementCredential) and its proof:
 * a compact JWS (ES256, jose) whose payload is the credential without `proof`, its object keys sorted — so changing
 * any field of the credential (a name, a date, the id) makes `verifyBadge` fail. The key is the platform's: the
 * private JWK in CERTIFICATE_SIGNING_JWK, or, when none is configured (demo), one made once and kept in
 * certificate_keys. Its public half is published at /public/certificate-verification/keys (ADR 0076).
 */

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

const ALG = 'ES256';
const keys = new WeakMap<Db, Promise<SigningKey>>();

function withoutSecret(jwk: JWK): JWK {
  const { d: _d, ...pub } = jwk;
  return pub;
}

async function loadKey(db: Db, configured: string | undefined): Promise<SigningKey> {
  if (configured) {
    const jwk = JSON.parse(configured) as JWK;
    const kid = jwk.kid ?? 'certificates';
    await importJWK(jwk, ALG);
    return { kid, privateJwk: jwk, publicJwk: { ...withoutSecret(jwk), kid, alg: ALG, use: 'sig' } };
  }
  const read = async () =>
    (
      await db.query<{ kid: string; private_jwk: JWK }>(
        'select kid, private_jwk from certificate_keys order by created_at limit 1',
      )
    ).rows[0];
  let row = await read();
  if (!row) {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    await db.query(
      'insert into certificate_keys (kid, private_jwk) values ($1, $2::jsonb) on conflict do nothing',
      [kid, JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: ALG })],
    );
    row = await read();
  }
  if (!row) throw new Error('no certificate signing key');
  return {
    kid: row.kid,
    privateJwk: row.private_jwk,
    publicJwk: { ...withoutSecret(row.private_jwk), kid: row.kid, alg: ALG, use: 'sig' },
  };
}

/** The platform's signing key, read or made once per database. */
export function signingKey(db: Db): Promise<SigningKey> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db, process.env.CERTIFICATE_SIGNING_JWK || undefined);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** JSON with the keys of every object sorted: the same credential always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export interface BadgeText {
  description: string;
  narrative: string;
}

/** The signed credential of a certificate. `origin`: the gateway's public address (the issuer and key ids). */
export async function signBadge(
  db: Db,
  certificate: CertificateRecord,
  origin: string,
  verificationUrl: string,
  text: BadgeText,
): Promise<CertificateBadge> {
  const key = await signingKey(db);
  const credential: Omit<CertificateBadge, 'proof'> = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `urn:uuid:${certificate.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: origin, type: ['Profile'], name: certificate.institute_title },
    validFrom: certificate.issued_at,
    name: certificate.course_title,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: certificate.holder_name,
      achievement: {
        id: verificationUrl,
        type: ['Achievement'],
        name: certificate.course_title,
        description: text.description,
        criteria: { narrative: text.narrative },
      },
    },
  };
  const jws = await new CompactSign(new TextEncoder().encode(canonicalJson(credential)))
    .setProtectedHeader({ alg: ALG, kid: key.kid })
    .sign(await importJWK(key.privateJwk, ALG));
  return {
    ...credential,
    proof: {
      type: 'JsonWebSignature2020',
      created: new Date().toISOString(),
      verificationMethod: `${origin}/public/certificate-verification/keys#${key.kid}`,
      proofPurpose: 'assertionMethod',
      jws,
    },
  };
}

/**
 * The certificate id a credential names when its proof is the platform's signature over exactly this credential;
 * null for anything else (another key, a changed field, no proof, not an object).
 */
export async function verifyBadge(db: Db, credential: unknown): Promise<string | null> {
  if (!credential || typeof credential !== 'object' || Array.isArray(credential)) return null;
  const { proof, ...rest } = credential as Record<string, unknown>;
  const jws = proof && typeof proof === 'object' ? (proof as Record<string, unknown>).jws : undefined;
  if (typeof jws !== 'string' || jws.length > 20_000) return null;
  const key = await signingKey(db);
  try {
    const { payload } = await compactVerify(jws, await importJWK(key.publicJwk, ALG));
    if (new TextDecoder().decode(payload) !== canonicalJson(rest)) return null;
  } catch {
    return null;
  }
  const id = typeof rest.id === 'string' ? /^urn:uuid:(.+)$/.exec(rest.id)?.[1] : undefined;
  return id ?? null;
}
