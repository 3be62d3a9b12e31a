import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustHops, trustList, trustProxyOf } from './trust-proxy';

/** The client address Fastify works out for a request from `socket` carrying `forwarded`. */
async function ipSeen(trustProxy: ReturnType<typeof trustProxyOf>, socket: string, forwarded: string) {
  const app = Fastify({ logger: false, trustProxy });
  app.get('/', async (req) => ({ ip: req.ip }));
  const r = await app.inject({ url: '/', remoteAddress: socket, headers: { 'x-forwarded-for': forwarded } });
  await app.close();
  return (r.json() as { ip: string }).ip;
}

describe('TRUST_PROXY as Fastify is given it', () => {
  it('a list means what Fastify makes of it: addresses, CIDRs, its names, IPv4-mapped IPv6', () => {
    const trust = trustList(['10.0.0.0/8', '127.0.0.1', 'fe80::/10', 'uniquelocal']);
    for (const a of ['10.1.2.3', '127.0.0.1', '::ffff:127.0.0.1', 'fe80::1', '192.168.4.4', '10.9.9.9'])
      expect(trust(a, 0), a).toBe(true);
    for (const a of ['127.0.0.2', '11.0.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'not an address'])
      expect(trust(a, 0), a).toBe(false);
  });

  it('remembers only trusted addresses, and no more than its bound; a verdict never changes', () => {
    const trust = trustList(['10.0.0.0/8'], 2);
    for (let k = 0; k < 5; k++) {
      expect(trust(`10.0.0.${k}`, 0)).toBe(true);
      expect(trust(`11.0.0.${k}`, 0)).toBe(false);
    }
    expect(trust('10.0.0.0', 0)).toBe(true);
    expect(trust('11.0.0.0', 0)).toBe(false);
  });

  it('the client address through the trusted proxy only, hop count or list', async () => {
    expect(await ipSeen(trustProxyOf(['127.0.0.1']), '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // a second request from the same proxy: the remembered verdict gives the same answer
    expect(await ipSeen(trustProxyOf(['127.0.0.1']), '127.0.0.1', '203.0.113.8')).toBe('203.0.113.8');
    // a client's own X-Forwarded-For before the proxy's entry is not believed
    expect(await ipSeen(trustProxyOf(['127.0.0.1']), '127.0.0.1', '1.2.3.4, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    // from an address the list does not name, the header is ignored
    expect(await ipSeen(trustProxyOf(['127.0.0.1']), '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
    expect(await ipSeen(trustProxyOf(1), '198.51.100.9', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(trustProxyOf(false), '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
    expect(trustHops(2)('anything', 1)).toBe(true);
    expect(trustHops(2)('anything', 2)).toBe(false);
  });
});
