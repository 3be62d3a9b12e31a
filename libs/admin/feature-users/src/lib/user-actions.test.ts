import { describe, expect, it } from 'vitest';
import { canApprove, canDeactivate, canReject, canRestore } from './user-actions';

describe('user row actions', () => {
  it('offers approval and rejection to pending vendors only (approval also after a rejection)', () => {
    expect(canApprove({ user_type_code: 4, vendor_status: 'pending' })).toBe(true);
    expect(canApprove({ user_type_code: 2, vendor_status: 'rejected' })).toBe(true);
    expect(canApprove({ user_type_code: 4, vendor_status: 'approved' })).toBe(false);
    expect(canApprove({ user_type_code: 3, vendor_status: 'pending' })).toBe(false);
    expect(canReject({ user_type_code: 2, vendor_status: 'pending' })).toBe(true);
    expect(canReject({ user_type_code: 2, vendor_status: 'rejected' })).toBe(false);
    expect(canReject({ user_type_code: 1, vendor_status: null })).toBe(false);
  });

  it('deactivates active users and restores inactive ones, never an unapproved vendor', () => {
    expect(canDeactivate({ row_status: 1 })).toBe(true);
    expect(canDeactivate({ row_status: 0 })).toBe(false);
    expect(canRestore({ row_status: 0, vendor_status: null })).toBe(true);
    expect(canRestore({ row_status: 0, vendor_status: 'approved' })).toBe(true);
    expect(canRestore({ row_status: 0, vendor_status: 'pending' })).toBe(false);
    expect(canRestore({ row_status: 0, vendor_status: 'rejected' })).toBe(false);
    expect(canRestore({ row_status: 1, vendor_status: null })).toBe(false);
  });
});
