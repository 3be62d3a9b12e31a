import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs in demo mode with local defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      mode: 'demo',
      apiKeys: ['local-dev-api-key'],
      portalOrigins: [
        'http://localhost:4200',
        'http://localhost:4201',
        'http://localhost:4202',
        'http://localhost:4203',
        'http://localhost:4204',
      ],
      bodyLimit: 1024 * 1024,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.oidcIssuer).toBeUndefined();
    // demo mode listens on loopback only unless HOST says otherwise
    expect(c.host).toBe('localhost');
    expect(c.demoExposed).toBe(false);
    expect(c.dataDir).toMatch(/data\/pglite$/);
  });
  it('refuses production mode without its secrets', () => {
    expect(() => loadConfig({ PLATFORM_MODE: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        PLATFORM_MODE: 'production',
        API_KEYS: 'short',
        GATEWAY_URL: 'https://api.example.gov.bd',
      }),
    ).toThrow(/16 characters/);
    expect(() => loadConfig({ PLATFORM_MODE: 'production', API_KEYS: 'a-long-enough-api-key-1' })).toThrow(
      /GATEWAY_URL/,
    );
    const ok = loadConfig({
      PLATFORM_MODE: 'production',
      API_KEYS: 'a-long-enough-api-key-1, another-long-api-key-2',
      GATEWAY_URL: 'https://api.example.gov.bd/',
    });
    expect(ok).toMatchObject({
      mode: 'production',
      publicUrl: 'https://api.example.gov.bd',
      apiKeys: ['a-long-enough-api-key-1', 'another-long-api-key-2'],
      logLevel: 'warn',
    });
  });
  it('listens on loopback in demo mode; an explicit HOST beyond it is marked exposed; production binds all', () => {
    expect(loadConfig({ HOST: '127.0.0.1' })).toMatchObject({ host: '127.0.0.1', demoExposed: false });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', demoExposed: true });
    expect(loadConfig({ HOST: '192.168.1.20' })).toMatchObject({ demoExposed: true });
    const prod = {
      PLATFORM_MODE: 'production',
      API_KEYS: 'a-long-enough-api-key-1',
      GATEWAY_URL: 'https://x.gov.bd',
    };
    expect(loadConfig(prod)).toMatchObject({ host: '0.0.0.0', demoExposed: false });
  });
  it('refuses the any-PIN sandbox wallet in production unless the deployment says it is staging', () => {
    const prod = {
      PLATFORM_MODE: 'production',
      API_KEYS: 'a-long-enough-api-key-1',
      GATEWAY_URL: 'https://x.gov.bd',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
    };
    expect(() => loadConfig(prod)).toThrow(/DEPLOYMENT=staging/);
    expect(() => loadConfig({ ...prod, DEPLOYMENT: 'production' })).toThrow(/DEPLOYMENT=staging/);
    expect(loadConfig({ ...prod, DEPLOYMENT: 'staging' }).payment.provider).toBe('sandbox');
    expect(() => loadConfig({ ...prod, DEPLOYMENT: 'staging', PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(
      /32/,
    );
  });
  it('refuses malformed values', () => {
    for (const env of [
      { PLATFORM_MODE: 'staging' },
      { PORT: 'eighty' },
      { GATEWAY_URL: 'ftp://x' },
      { PORTAL_ORIGINS: 'http://localhost:4200' },
      { DATABASE_URL: 'mysql://db/x' },
      { SMTP_URL: 'http://mail' },
      { LOG_LEVEL: 'loud' },
      { OIDC_ISSUER: 'not a url' },
      { TRUST_PROXY: 'true' },
      { DATABASE_POOL_SIZE: '0' },
      { DATABASE_POOL_SIZE: 'ten' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('builds video rooms on VIDEO_CONF_BASE_URL (a public Jitsi by default), refusing anything but an http(s) URL', () => {
    expect(loadConfig({}).videoConfBaseUrl).toBe('https://meet.jit.si');
    expect(loadConfig({ VIDEO_CONF_BASE_URL: 'https://video.example.gov.bd/rooms/' }).videoConfBaseUrl).toBe(
      'https://video.example.gov.bd/rooms',
    );
    expect(() => loadConfig({ VIDEO_CONF_BASE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });
});
