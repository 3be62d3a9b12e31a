import type { RuntimeConfig } from './types';

const KEYS = ['gatewayUrl', 'oidcAuthority', 'clientId', 'apiKey'] as const;

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/** Checks the shape of `/config.json`; a missing or empty key is a deployment error, reported as such. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null)
    throw new RuntimeConfigError('config.json is not an object');
  const record = value as Record<string, unknown>;
  const out: Partial<RuntimeConfig> = {};
  for (const key of KEYS) {
    const entry = record[key];
    if (typeof entry !== 'string' || entry.trim() === '')
      throw new RuntimeConfigError(`config.json: ${key} is missing`);
    out[key] = entry.trim();
  }
  return { ...(out as RuntimeConfig), gatewayUrl: (out.gatewayUrl as string).replace(/\/+$/, '') };
}

/**
 * Fetches the runtime config served beside index.html. Each portal's index.html preloads it (`<link rel="preload"
 * as="fetch">`), so it arrives with the entry rather than after it; the request here is the same one (default cache
 * mode, no custom header) so the browser hands over the preloaded answer. It is served `Cache-Control: no-cache`
 * (ADR 0004): never used stale.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
