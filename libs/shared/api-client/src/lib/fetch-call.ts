import { API_KEY_HEADER } from '@platform/contract';
import { ApiError, CLIENT_ERROR_MESSAGES, envelopeStatus, errorFromResponse } from './api-error';

/**
 * The query string exactly as the client's axios instance writes it (`paramsSerializer: { indexes: null }` and
 * axios' own encoding): `?a=1&a=2` for arrays, null and undefined left out, dates as ISO strings, spaces as `+`,
 * `:` `$` `,` kept. Both paths of the client therefore ask for the same address (and a cache sees one key).
 */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      parts.push(`${encodeQueryPart(key)}=${encodeQueryPart(queryValue(item))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function encodeQueryPart(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** `baseURL` + `path` as axios joins them (one slash between). */
export function joinURL(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A body the fetch path can send as JSON: none, a plain object or an array (not FormData, Blob …). */
export function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null || Array.isArray(body)) return true;
  if (typeof body !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}

export interface FetchRequest {
  method: string;
  url: string;
  apiKey: string;
  /** The access token, sent as `Authorization: Bearer …`; none for a visitor. */
  token?: string | null;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
}

/** What came back: the HTTP status, the parsed body (JSON, else the text) and the Retry-After header. */
export interface FetchAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * One JSON call on the browser's fetch (ADR 0006 revisions 4 and 5): the same headers, body, time-out and
 * cancellation as the axios instance, so no page that only reads and writes JSON needs axios — a visitor's nor a
 * signed-in user's. Rejects with an ApiError only for what never got an answer (network, time-out, cancellation);
 * every answer, any status, is returned.
 */
export async function fetchCall(request: FetchRequest): Promise<FetchAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const cancel = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', cancel);
  const hasBody = request.body !== undefined && request.body !== null;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        [API_KEY_HEADER]: request.apiKey,
        ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      // as the axios instance (withCredentials false): the gateway is another origin and needs no cookie
      credentials: 'omit',
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = text;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON (a proxy's error page): kept as text, as axios does
      }
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    if (timedOut)
      throw new ApiError({ kind: 'timeout', message: CLIENT_ERROR_MESSAGES.timeout, cause: error });
    if (controller.signal.aborted)
      throw new ApiError({ kind: 'canceled', message: CLIENT_ERROR_MESSAGES.canceled, cause: error });
    throw new ApiError({ kind: 'network', message: CLIENT_ERROR_MESSAGES.network, cause: error });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
}

/** An answer of the fetch path → its envelope, or the ApiError the axios instance would have thrown. */
export function envelopeOf(answer: FetchAnswer): unknown {
  const { status: httpStatus, body } = answer;
  const status = envelopeStatus(body);
  if (httpStatus < 200 || httpStatus >= 300)
    throw errorFromResponse(httpStatus, body, undefined, answer.retryAfter);
  if (status && !status.success) throw errorFromResponse(status.code ?? httpStatus, body);
  if (!status) throw errorFromResponse(httpStatus, body);
  return body;
}
