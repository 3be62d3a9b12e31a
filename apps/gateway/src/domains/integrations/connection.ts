import { CONNECTION_OUTCOME, type ConnectionOutcome } from '@platform/contract';

/*
 * "Test connection" (ADR 0086): an OAuth 2 client-credentials token request (RFC 6749 §4.4) to the vendor's token
 * address. The gateway follows no redirect, waits at most 5 s, reads at most 64 KB and returns only the outcome and the
 * status — never the vendor's body, which could carry anything. In production, addresses on this machine are not
 * called (the validation lets http through only for localhost, for a local stub in demo and tests).
 */

const TIMEOUT_MS = 5000;
const MAX_BODY = 64 * 1024;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ObtainedToken {
  access: string;
  refresh: string | null;
  expiresInSeconds: number | null;
}

export interface ConnectionAnswer {
  outcome: ConnectionOutcome;
  status: number | null;
  durationMs: number;
  token: ObtainedToken | null;
}

async function limitedText(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tokenOf(text: string | null): ObtainedToken | null {
  if (!text) return null;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    if (typeof json.access_token !== 'string' || !json.access_token || json.access_token.length > 8192)
      return null;
    const expiresIn = Number(json.expires_in);
    return {
      access: json.access_token,
      refresh:
        typeof json.refresh_token === 'string' && json.refresh_token.length <= 8192
          ? json.refresh_token
          : null,
      expiresInSeconds:
        Number.isFinite(expiresIn) && expiresIn > 0 ? Math.min(expiresIn, 10 * 365 * 86_400) : null,
    };
  } catch {
    return null;
  }
}

export async function requestToken(
  tokenUrl: string,
  clientId: string,
  clientSecret: string,
  options: { allowLoopback: boolean },
): Promise<ConnectionAnswer> {
  const started = performance.now();
  const done = (outcome: ConnectionOutcome, status: number | null, token: ObtainedToken | null = null) => ({
    outcome,
    status,
    durationMs: Math.round(performance.now() - started),
    token,
  });
  let url: URL;
  try {
    url = new URL(tokenUrl);
  } catch {
    return done(CONNECTION_OUTCOME.UNREACHABLE, null);
  }
  if (!options.allowLoopback && LOOPBACK.has(url.hostname)) return done(CONNECTION_OUTCOME.UNREACHABLE, null);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
  } catch {
    return done(CONNECTION_OUTCOME.UNREACHABLE, null);
  }
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel().catch(() => undefined);
    return done(CONNECTION_OUTCOME.REFUSED, response.status);
  }
  const token = tokenOf(await limitedText(response).catch(() => null));
  return token
    ? done(CONNECTION_OUTCOME.CONNECTED, response.status, token)
    : done(CONNECTION_OUTCOME.BAD_ANSWER, response.status);
}
