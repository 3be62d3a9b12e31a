import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets kept in the database (vendor integrations' client secrets and tokens; ADR 0086), sealed with AES-256-GCM under
 * the gateway's SECRETS_KEY: `v1.<iv>.<tag>.<ciphertext>` in base64url. A row read from a dump without the key gives
 * nothing away, and a changed ciphertext does not open (the tag fails).
 */

const VERSION = 'v1';

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of a sealed value; null when it was sealed under another key or changed. */
export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
