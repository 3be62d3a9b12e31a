import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box';

describe('secret box (ADR 0086)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const sealed = seal(key, 'client-secret-ৎ-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('client-secret');
    expect(open(key, sealed)).toBe('client-secret-ৎ-123');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(seal(key, 'same')).not.toBe(seal(key, 'same'));
  });

  it('does not open under another key, or once changed', () => {
    const sealed = seal(key, 'secret');
    expect(open(randomBytes(32), sealed)).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(open(key, [parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toBeNull();
    expect(open(key, 'not sealed')).toBeNull();
  });
});
