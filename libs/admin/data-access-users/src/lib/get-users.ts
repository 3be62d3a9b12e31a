import { endpoints, type UserListQuery } from '@platform/contract';
import { useEndpoint, useEndpointList } from '@platform/api-client';

/** One server page of users (permission `view_any_user`); the previous page stays on screen while the next loads. */
export function useUsers(query: UserListQuery) {
  return useEndpointList(endpoints.users, { query }, { keepPreviousData: true });
}

/** One user (`null`: wait); permission `view_single_user`. */
export function useUser(id: number | null) {
  return useEndpoint(endpoints.user, id === null ? null : { params: { id } });
}
