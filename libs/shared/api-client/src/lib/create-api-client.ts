import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { HTTP_TIMEOUT_MS, buildPath, type ListMeta, type ResponseOf } from '@platform/contract';
import { envelopeOf, fetchCall, isJsonBody, joinURL, queryString } from './fetch-call';
import { ApiError, envelopeStatus, errorFromResponse, toApiError } from './api-error';
import type { AnyEndpoint, CallArgs, CallArgsTuple } from './endpoint-args';

export interface ApiClientOptions {
  /** Gateway origin, e.g. `http://localhost:8080` (from the runtime config). */
  baseURL: string;
  /** The fixed application key sent in the `api-key` header. */
  apiKey: string;
  /** The current access token, or null when nobody is signed in. */
  getAccessToken: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Called once per burst of 401 answers (single-flight): renew the session silently. Resolve `true` when a new
   * token is available; the failed request is then retried exactly once. Never called for 403.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Called when the gateway answers 503 with the maintenance message id (the shell shows its page). */
  onMaintenance?: () => void;
  /** Defaults to 300000 ms (spec §9). */
  timeout?: number;
}

export interface ListResult<T> {
  data: T;
  meta: ListMeta;
}

/**
 * The client's axios instance for uploads and downloads that are not envelope JSON. axios is loaded at the first
 * `request`/`get` (its own chunk, ADR 0006 revision 4); `defaults` is known at once.
 */
export interface LazyAxios {
  readonly defaults: { readonly baseURL: string; readonly timeout: number; readonly adapter: 'fetch' };
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

export interface ApiClient {
  /** The gateway origin (public file links are made from it). */
  readonly baseURL: string;
  /** The configured axios instance, loaded on first use (for uploads and downloads that are not envelope JSON). */
  readonly axios: LazyAxios;
  /** Calls an endpoint and resolves with the envelope's `data`. Rejects with ApiError. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgsTuple<E>): Promise<ResponseOf<E>>;
  /** Calls a list endpoint and resolves with `{ data, meta }`. Rejects with ApiError. */
  list<E extends AnyEndpoint>(endpoint: E, ...args: CallArgsTuple<E>): Promise<ListResult<ResponseOf<E>>>;
}

type AxiosTransport = typeof import('./axios-transport');
let transport: Promise<AxiosTransport> | null = null;

/** Loads the axios chunk (once per page, at the first upload, download or non-JSON body). */
function loadTransport(): Promise<AxiosTransport> {
  transport ??= import('./axios-transport').catch((error: unknown) => {
    transport = null; // a dropped chunk request may be asked for again
    throw error;
  });
  return transport;
}

/**
 * Creates the platform's HTTP client. It has no UI side effects: callers decide what to show, the injected
 * callbacks decide how to renew a session or show maintenance.
 *
 * Two paths, one behaviour (ADR 0006 revisions 4 and 5): a call whose body is JSON (or absent) — every request of a
 * visitor and of a signed-in user's pages, with the token when there is one — goes out on the browser's fetch; a
 * call with another body (a file) and the `axios` uploads and downloads go through the axios instance, which is
 * loaded at its first use. Both send the same headers, query and body, renew a refused token once, and turn every
 * failure into the same ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeout = options.timeout ?? HTTP_TIMEOUT_MS;

  let renewing: Promise<boolean> | null = null;
  function renewOnce(): Promise<boolean> {
    if (!options.onUnauthorized) return Promise.resolve(false);
    renewing ??= options
      .onUnauthorized()
      .catch(() => false)
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  let instance: Promise<AxiosInstance> | null = null;
  function axiosInstance(): Promise<AxiosInstance> {
    instance ??= loadTransport().then(
      (module) => module.createAxiosInstance(options, renewOnce),
      (error: unknown) => {
        instance = null;
        throw toApiError(error);
      },
    );
    return instance;
  }

  async function sendWithAxios<E extends AnyEndpoint>(
    endpoint: E,
    args: CallArgs<E> | undefined,
  ): Promise<unknown> {
    const params = (args?.params ?? null) as Record<string, string | number> | null;
    let response: AxiosResponse<unknown>;
    try {
      const http = await axiosInstance();
      response = await http.request<unknown>({
        method: endpoint.method,
        url: buildPath(endpoint.path, params),
        params: args?.query ?? undefined,
        data: args?.body ?? undefined,
        // axios marks a POST/PUT/PATCH without a body as a form (x-www-form-urlencoded), which the gateway refuses
        // with 415: a call without a body says no content type at all
        ...(args?.body === undefined || args?.body === null ? { headers: { 'Content-Type': false } } : {}),
        signal: args?.signal,
      });
    } catch (error) {
      throw toApiError(error);
    }
    const status = envelopeStatus(response.data);
    if (!status) throw errorFromResponse(response.status, response.data);
    return response.data;
  }

  /**
   * The fetch path: a 401 renews the session once (single flight, shared with the axios path) and the call goes
   * again, once, with the new token; a 503 with the maintenance id is reported.
   */
  async function sendFetch<E extends AnyEndpoint>(
    endpoint: E,
    args: CallArgs<E> | undefined,
    retried = false,
  ): Promise<unknown> {
    const params = (args?.params ?? null) as Record<string, string | number> | null;
    const answer = await fetchCall({
      method: endpoint.method,
      url: joinURL(options.baseURL, buildPath(endpoint.path, params)) + queryString(args?.query),
      apiKey: options.apiKey,
      token: await options.getAccessToken(),
      body: args?.body,
      signal: args?.signal,
      timeoutMs: timeout,
    });
    if (answer.status === 401 && !retried && options.onUnauthorized && (await renewOnce())) {
      return sendFetch(endpoint, args, true);
    }
    if (answer.status === 503 && envelopeStatus(answer.body)?.message === 'errors.maintenance') {
      options.onMaintenance?.();
    }
    return envelopeOf(answer);
  }

  function send<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E> | undefined): Promise<unknown> {
    return isJsonBody(args?.body) ? sendFetch(endpoint, args) : sendWithAxios(endpoint, args);
  }

  const lazyAxios: LazyAxios = {
    defaults: { baseURL: options.baseURL, timeout, adapter: 'fetch' },
    async request<T>(config: AxiosRequestConfig) {
      return (await axiosInstance()).request<T>(config);
    },
    async get<T>(url: string, config?: AxiosRequestConfig) {
      return (await axiosInstance()).get<T>(url, config);
    },
  };

  return {
    baseURL: options.baseURL,
    axios: lazyAxios,
    async call(endpoint, ...args) {
      const body = (await send(endpoint, args[0])) as { data: unknown };
      return body.data as ResponseOf<typeof endpoint>;
    },
    async list(endpoint, ...args) {
      const body = (await send(endpoint, args[0])) as { data: unknown; meta?: ListMeta };
      if (!body.meta) {
        throw new ApiError({ kind: 'http', status: 200, code: 200, message: 'errors.unknown' });
      }
      return { data: body.data as ResponseOf<typeof endpoint>, meta: body.meta };
    },
  };
}
