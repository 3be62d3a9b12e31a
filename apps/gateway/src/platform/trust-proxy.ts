import { createRequire } from 'node:module';

/** Fastify's `trustProxy` in its function form: whether the hop `hop` steps in front of the gateway, at `address`, is believed. */
export type TrustProxy = (address: string, hop: number) => boolean;

interface ProxyAddr {
  compile(list: string[]): (address: string) => boolean;
}

// the very @fastify/proxy-addr Fastify itself compiles a list with (resolved from fastify's own location), so an
// address or CIDR list means exactly what it meant when Fastify was given the list
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A hop count (TRUST_PROXY=1): the first `hops` hops in front of the gateway are believed, whatever their address. */
export function trustHops(hops: number): TrustProxy {
  return (_address, hop) => hop < hops;
}

/**
 * A list of proxy addresses/CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1), compiled as Fastify compiles it, with the
 * addresses found trusted remembered (ADR 0126, revision 3). Every request asks about the socket's address — the
 * proxy's — for `request.ip` (the per-address limit, the request log), and the compiled list parses it with ipaddr.js
 * each time: 8–12 µs on a loaded 2-core machine, about as much as the rest of a kept public answer's own hooks. Only
 * trusted addresses are remembered (the proxies, at most `max`): an untrusted one — a client's — is asked at most once
 * per request, where the walk stops, and never fills the memory.
 */
export function trustList(list: string[], max = 256): TrustProxy {
  const trust = (fromFastify('@fastify/proxy-addr') as ProxyAddr).compile(list);
  const trusted = new Set<string>();
  return (address) => {
    if (trusted.has(address)) return true;
    if (!trust(address)) return false;
    if (trusted.size >= max) trusted.clear();
    trusted.add(address);
    return true;
  };
}

/** The configured TRUST_PROXY as Fastify's option: none, a hop count, or a list. */
export function trustProxyOf(setting: false | number | string[]): false | TrustProxy {
  if (setting === false) return false;
  return typeof setting === 'number' ? trustHops(setting) : trustList(setting);
}
