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

/**
 * THE data of a server list page whose filters and page live in the address: `list` (`useListParams`: the filter bar,
 * the paging) and `result`, one server page of `endpoint` with those filters — the page shown stays while the next
 * loads. The address's values must be a query the endpoint takes (checked by the compiler).
 */
export function useAddressList<P extends ParamSet, E extends AnyEndpoint>(
  config: ListParamsConfig<P>,
  endpoint: E & (ListState<P> extends QueryOf<E> ? unknown : { query_mismatch: never }),
): { list: ListParams<P>; result: ReturnType<typeof useEndpointList<E>> } {
  const list = useListParams(config);
  const result = useEndpointList(endpoint, { query: list.query } as EndpointArgs<E>, {
    keepPreviousData: true,
  });
  return { list, result };
}
