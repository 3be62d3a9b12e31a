import type { QueryOf } from '@platform/contract';
import type { AnyEndpoint, EndpointArgs } from './endpoint-args';
import {
  type ListParams,
  type ListParamsConfig,
  type ListState,
  type ParamSet,
  useListParams,
} from './list-params';
import { useEndpointList } from './swr';

export interface AddressList<P extends ParamSet, E extends AnyEndpoint> {
  list: ListParams<P>;
  result: ReturnType<typeof useEndpointList<E>>;
}

/** How the address's values become the endpoint's query when they are not that query as they stand. */
export interface AddressListOptions<P extends ParamSet, E extends AnyEndpoint> {
  /**
   * The request's query from the values that are set (`list.query`): a band split into its bounds, a fixed
   * `status` added. Pure; it runs at every render.
   */
  toQuery: (query: ListState<P>) => QueryOf<E>;
}

/**
 * THE data of a server list page whose filters and page live in the address: `list` (`useListParams`: the filter bar,
 * the paging) and `result`, one server page of `endpoint` with those filters — the page shown stays while the next
 * loads. The address's values must be a query the endpoint takes (checked by the compiler), or `toQuery` maps them to
 * one.
 */
export function useAddressList<P extends ParamSet, E extends AnyEndpoint>(
  config: ListParamsConfig<P>,
  endpoint: E & (ListState<P> extends QueryOf<E> ? unknown : { query_mismatch: never }),
): AddressList<P, E>;
export function useAddressList<P extends ParamSet, E extends AnyEndpoint>(
  config: ListParamsConfig<P>,
  endpoint: E,
  options: AddressListOptions<P, NoInfer<E>>,
): AddressList<P, E>;
export function useAddressList<P extends ParamSet, E extends AnyEndpoint>(
  config: ListParamsConfig<P>,
  endpoint: E,
  options?: AddressListOptions<P, E>,
): AddressList<P, E> {
  const list = useListParams(config);
  const query = options ? options.toQuery(list.query) : list.query;
  const result = useEndpointList(endpoint, { query } as EndpointArgs<E>, { keepPreviousData: true });
  return { list, result };
}
