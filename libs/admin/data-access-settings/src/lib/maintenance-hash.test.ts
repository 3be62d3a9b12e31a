import { describe, expect, it } from 'vitest';
import { generateMaintenanceHash, maintenanceBypassLink } from './maintenance-hash';

describe('maintenance bypass hash', () => {
  it('is 32 hex characters and differs each time', () => {
    const a = generateMaintenanceHash();
    const b = generateMaintenanceHash();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
  });

  it('builds the bypass link on the portal root', () => {
    expect(maintenanceBypassLink('http://localhost:4201/', 'abc')).toBe(
      'http://localhost:4201/?maintenance_hash=abc',
    );
    expect(maintenanceBypassLink('https://admin.example.gov.bd', 'a b')).toBe(
      'https://admin.example.gov.bd/?maintenance_hash=a%20b',
    );
  });
});
