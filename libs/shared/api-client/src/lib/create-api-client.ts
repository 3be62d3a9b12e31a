import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  API_KEY_HEADER,
  HTTP_TIMEOUT_MS,
  buildPath,
  type ListMeta,
  type ResponseOf,
} from '@platform/contract';
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

export interface ApiClient {
  /** The configured axios instance (for uploads and downloads that are not envelope JSON). */
  readonly axios: AxiosInstance;
  /** Calls an endpoint and resolves with the envelope's `data`. Rejects with ApiError. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgsTuple<E>): Promise<ResponseOf<E>>;
  /** Calls a list endpoint and resolves with `{ data, meta }`. Rejects with ApiError. */
  list<E extends AnyEndpoint>(endpoint: E, ...args: CallArgsTuple<E>): Promise<ListResult<ResponseOf<E>>>;
}

interface RetryableConfig extends InternalAxiosRequestConfig {
  /** Set on the one retry after a successful renew; a second 401 is final. */
  platformRetried?: boolean;
}

const MAINTENANCE_MESSAGE = 'errors.maintenance';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Creates the platform's HTTP client. It has no UI side effects: callers decide what to show, the injected
 * callbacks decide how to renew a session or show maintenance.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL,
    // MSW 3 intercepts fetch but not XHR under jsdom; fetch works in every supported browser too.
    adapter: 'fetch',
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    headers: { Accept: 'application/json', [API_KEY_HEADER]: options.apiKey },
    // `?a=1&a=2` for arrays, the form Fastify's query parser reads back as an array.
    paramsSerializer: { indexes: null },
  });

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

  instance.interceptors.request.use(async (config) => {
    const token = await options.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      // A 200 whose envelope says it failed is still a failure (clients check status.success).
      const status = envelopeStatus(response.data);
      if (status && !status.success) {
        throw errorFromResponse(status.code ?? response.status, response.data);
      }
      return response;
    },
    async (error: unknown) => {
      if (axios.isAxiosError(error) && error.response) {
        const config = error.config as RetryableConfig | undefined;
        if (error.response.status === 401 && config && !config.platformRetried && options.onUnauthorized) {
          const renewed = await renewOnce();
          if (renewed) {
            config.platformRetried = true;
            return instance.request(config);
          }
        }
        if (
          error.response.status === 503 &&
          isRecord(error.response.data) &&
          envelopeStatus(error.response.data)?.message === MAINTENANCE_MESSAGE
        ) {
          options.onMaintenance?.();
        }
      }
      throw toApiError(error);
    },
  );

  async function send<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E> | undefined): Promise<unknown> {
    const params = (args?.params ?? null) as Record<string, string | number> | null;
    let response: AxiosResponse<unknown>;
    try {
      response = await instance.request<unknown>({
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

  return {
    axios: instance,
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
