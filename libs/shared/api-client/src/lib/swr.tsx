import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { HttpMethod, ResponseOf } from '@platform/contract';
import { type ApiError, toApiError } from './api-error';
import type { ApiClient, ListResult } from './create-api-client';
import type { AnyEndpoint, CallArgs, CallArgsTuple, EndpointArgs } from './endpoint-args';

/** Spec §9: revalidate when stale; not on focus or reconnect. Retries only what may heal by itself. */
export const swrConfig = {
  revalidateIfStale: true,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    const apiError = toApiError(error);
    const transient =
      apiError.kind === 'network' || apiError.kind === 'timeout' || (apiError.status ?? 0) >= 500;
    if (!transient || retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval * 2 ** retryCount);
  },
} satisfies SWRConfiguration;

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}

/** SWR key of one endpoint call: `[method, path template, params, query]`. */
export type EndpointKey = readonly [HttpMethod, string, unknown, unknown];

export function endpointKey<E extends AnyEndpoint>(endpoint: E, args?: EndpointArgs<E>): EndpointKey {
  return [endpoint.method, endpoint.path, args?.params ?? null, args?.query ?? null] as const;
}

/** True for a key made by `endpointKey` whose path is `prefix` or lies below it. */
export function keyMatchesPrefix(key: unknown, prefix: string): boolean {
  if (!Array.isArray(key) || typeof key[1] !== 'string') return false;
  const path = key[1];
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The collection a path belongs to: everything before its first `:param` segment.
 * `/private/jobs/:id/publish` → `/private/jobs`; `/private/app-settings` → itself.
 */
export function collectionPath(path: string): string {
  const index = path.indexOf('/:');
  return index === -1 ? path : path.slice(0, index);
}

function toCallArgs<E extends AnyEndpoint>(args: EndpointArgs<E>): CallArgsTuple<E> {
  return [args as CallArgs<E>] as CallArgsTuple<E>;
}

/** Reads one endpoint through SWR. Pass `null` as args to wait (conditional fetching). */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  args: EndpointArgs<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, ApiError>,
): SWRResponse<ResponseOf<E>, ApiError> {
  const client = useApiClient();
  return useSWR<ResponseOf<E>, ApiError, EndpointKey | null>(
    args ? endpointKey(endpoint, args) : null,
    () => client.call(endpoint, ...toCallArgs(args ?? ({} as EndpointArgs<E>))),
    config,
  );
}

/** Reads a paged list endpoint through SWR; `data` is `{ data, meta }`. */
export function useEndpointList<E extends AnyEndpoint>(
  endpoint: E,
  args: EndpointArgs<E> | null,
  config?: SWRConfiguration<ListResult<ResponseOf<E>>, ApiError>,
): SWRResponse<ListResult<ResponseOf<E>>, ApiError> {
  const client = useApiClient();
  return useSWR<ListResult<ResponseOf<E>>, ApiError, EndpointKey | null>(
    args ? endpointKey(endpoint, args) : null,
    () => client.list(endpoint, ...toCallArgs(args ?? ({} as EndpointArgs<E>))),
    config,
  );
}

export interface EndpointMutationOptions {
  /**
   * Path prefixes whose cached reads are revalidated after success. Defaults to the endpoint's collection
   * (`collectionPath(endpoint.path)`); extra prefixes are added to it.
   */
  revalidate?: string[];
}

export interface EndpointMutation<E extends AnyEndpoint> {
  /** Sends the call; resolves with the envelope's data or rejects with ApiError (forms apply its fieldErrors). */
  trigger: (...args: CallArgsTuple<E>) => Promise<ResponseOf<E>>;
  isMutating: boolean;
  error: ApiError | null;
  reset: () => void;
}

/** A write call. On success, every cached read under the endpoint's collection path is revalidated. */
export function useEndpointMutation<E extends AnyEndpoint>(
  endpoint: E,
  options?: EndpointMutationOptions,
): EndpointMutation<E> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ isMutating: boolean; error: ApiError | null }>({
    isMutating: false,
    error: null,
  });
  const pending = useRef(0);
  const extra = options?.revalidate;

  const trigger = useCallback(
    async (...args: CallArgsTuple<E>): Promise<ResponseOf<E>> => {
      pending.current += 1;
      setState({ isMutating: true, error: null });
      try {
        const result = await client.call(endpoint, ...args);
        const prefixes = [collectionPath(endpoint.path), ...(extra ?? [])];
        await mutate((key) => prefixes.some((prefix) => keyMatchesPrefix(key, prefix)));
        pending.current -= 1;
        setState({ isMutating: pending.current > 0, error: null });
        return result;
      } catch (error) {
        const apiError = toApiError(error);
        pending.current -= 1;
        setState({ isMutating: pending.current > 0, error: apiError });
        throw apiError;
      }
    },
    [client, endpoint, extra, mutate],
  );

  const reset = useCallback(() => setState((s) => ({ ...s, error: null })), []);
  return { trigger, isMutating: state.isMutating, error: state.error, reset };
}
