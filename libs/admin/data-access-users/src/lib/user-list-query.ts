import { defineListParams, listParam } from '@platform/api-client';
import { ROW_STATUS, USER_TYPE, VENDOR_STATUS } from '@platform/contract';

export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The user list's address (`/users?vendor_status=pending&page=2`): a filtered view can be reloaded, shared and linked
 * from the menu. Unknown values are dropped rather than sent to the gateway.
 */
export const USER_LIST_PARAMS = defineListParams({
  params: {
    search: listParam.text(),
    user_type_code: listParam.oneOf(Object.values(USER_TYPE)),
    row_status: listParam.oneOf(Object.values(ROW_STATUS)),
    role_id: listParam.id(),
    vendor_status: listParam.oneOf(Object.values(VENDOR_STATUS)),
  },
  pageSizes: USER_PAGE_SIZES,
});
