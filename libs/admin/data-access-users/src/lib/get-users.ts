import { endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

// The list (GET /private/users) is the page's useAddressList(USER_LIST_PARAMS, endpoints.users).

/** One user (`null`: wait); permission `view_single_user`. */
export function useUser(id: number | null) {
  return useEndpoint(endpoints.user, id === null ? null : { params: { id } });
}
