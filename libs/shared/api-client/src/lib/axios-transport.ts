import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_KEY_HEADER, HTTP_TIMEOUT_MS } from '@platform/contract';
import { envelopeStatus, errorFromResponse, toApiError } from './api-error';
import type { ApiClientOptions } from './create-api-client';

interface RetryableConfig extends InternalAxiosRequestConfig {
  /** Set on the one retry after a successful renew; a second 401 is final. */
  platformRetried?: boolean;
}

const MAINTENANCE_MESSAGE = 'errors.maintenance';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The client's axios instance: every call that carries a token (or a body that is not JSON), uploads and downloads.
 * Its own chunk (ADR 0006 revision 4): loaded at a signed-in session's first call, or at start-up when the
 * signed-in marker is set — a visitor who only browses public pages never downloads axios.
 */
export function createAxiosInstance(
  options: ApiClientOptions,
  renewOnce: () => Promise<boolean>,
): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    // MSW 3 intercepts fetch but not XHR under jsdom; fetch works in every supported browser too.
    adapter: 'fetch',
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    headers: { Accept: 'application/json', [API_KEY_HEADER]: options.apiKey },
    // `?a=1&a=2` for arrays, the form Fastify's query parser reads back as an array.
    paramsSerializer: { indexes: null },
  });

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
  return instance;
}
