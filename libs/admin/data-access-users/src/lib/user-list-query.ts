import {
  PAGE_SIZE_DEFAULT,
  ROW_STATUS,
  USER_TYPE,
  type UserListQuery,
  VENDOR_STATUS,
  type VendorStatus,
} from '@platform/contract';

export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

export type UserListState = UserListQuery & { page: number; page_size: number };

const userTypes = Object.values(USER_TYPE) as number[];
const rowStatuses = Object.values(ROW_STATUS) as number[];
const vendorStatuses = Object.values(VENDOR_STATUS) as string[];

function intParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * The user list's query lives in the address (`/users?vendor_status=pending&page=2`), so a filtered view can be
 * reloaded, shared and linked from the menu. Unknown values are dropped rather than sent to the gateway.
 */
export function userQueryFromParams(params: URLSearchParams): UserListState {
  const page = intParam(params, 'page');
  const size = intParam(params, 'page_size');
  const type = intParam(params, 'user_type_code');
  const status = intParam(params, 'row_status');
  const role = intParam(params, 'role_id');
  const vendor = params.get('vendor_status') ?? '';
  const search = (params.get('search') ?? '').trim().slice(0, 200);
  return {
    page: page && page > 0 ? page : 1,
    page_size:
      size !== undefined && (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
    ...(type !== undefined && userTypes.includes(type) ? { user_type_code: type } : {}),
    ...(status !== undefined && rowStatuses.includes(status) ? { row_status: status } : {}),
    ...(role !== undefined && role > 0 ? { role_id: role } : {}),
    ...(vendorStatuses.includes(vendor) ? { vendor_status: vendor as VendorStatus } : {}),
    ...(search ? { search } : {}),
  };
}

export function paramsFromUserQuery(query: UserListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.search) out.set('search', query.search);
  if (query.user_type_code !== undefined) out.set('user_type_code', String(query.user_type_code));
  if (query.row_status !== undefined) out.set('row_status', String(query.row_status));
  if (query.role_id !== undefined) out.set('role_id', String(query.role_id));
  if (query.vendor_status) out.set('vendor_status', query.vendor_status);
  if (query.page && query.page > 1) out.set('page', String(query.page));
  if (query.page_size && query.page_size !== PAGE_SIZE_DEFAULT) out.set('page_size', String(query.page_size));
  return out;
}
