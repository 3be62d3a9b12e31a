import { type AdminUser, ROW_STATUS, VENDOR_STATUS, VENDOR_USER_TYPES } from '@platform/contract';

/** Which actions a user row offers; the gateway applies the same rules (and answers 409 otherwise). */

const isVendorType = (user: Pick<AdminUser, 'user_type_code'>) =>
  (VENDOR_USER_TYPES as readonly number[]).includes(user.user_type_code);

/** A pending vendor can be approved, and a rejected one can still be approved later. */
export function canApprove(user: Pick<AdminUser, 'user_type_code' | 'vendor_status'>): boolean {
  return (
    isVendorType(user) &&
    (user.vendor_status === VENDOR_STATUS.PENDING || user.vendor_status === VENDOR_STATUS.REJECTED)
  );
}

export function canReject(user: Pick<AdminUser, 'user_type_code' | 'vendor_status'>): boolean {
  return isVendorType(user) && user.vendor_status === VENDOR_STATUS.PENDING;
}

/** Pending and rejected vendors are inactive by decision: only approval activates them. */
export function canDeactivate(user: Pick<AdminUser, 'row_status'>): boolean {
  return user.row_status === ROW_STATUS.ACTIVE;
}

export function canRestore(user: Pick<AdminUser, 'row_status' | 'vendor_status'>): boolean {
  return (
    user.row_status === ROW_STATUS.INACTIVE &&
    (user.vendor_status === null || user.vendor_status === VENDOR_STATUS.APPROVED)
  );
}
