import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../platform/tenant-scope';
import { addedIds, restoreAllowed, ungrantable, vendorDecisionAllowed } from './grants';

const actor = (
  over: Partial<{ user_type_code: number; organization_id: number | null; institute_id: number | null }>,
  keys: string[] = [],
) => ({
  user_type_code: 1,
  organization_id: null,
  institute_id: null,
  permissions: new Set(keys),
  ...over,
});

describe('tenant scope', () => {
  it('is everything for a system user of no tenant, the tenant otherwise, nothing for a tenant-less vendor', () => {
    expect(scopeOf(actor({}))).toEqual({ kind: 'all' });
    expect(scopeOf(actor({ user_type_code: 4, organization_id: 7 }))).toEqual({
      kind: 'organization',
      id: 7,
    });
    expect(scopeOf(actor({ user_type_code: 1, organization_id: 7 }))).toEqual({
      kind: 'organization',
      id: 7,
    });
    expect(scopeOf(actor({ user_type_code: 2, institute_id: 3 }))).toEqual({ kind: 'institute', id: 3 });
    expect(scopeOf(actor({ user_type_code: 4 }))).toEqual({ kind: 'none' });
  });
});

describe('privilege escalation', () => {
  it('lets a tenant admin hand out only keys it holds', () => {
    const orgAdmin = actor({ user_type_code: 4, organization_id: 1 }, ['view_any_user', 'update_user']);
    expect(ungrantable(orgAdmin, ['view_any_user'])).toEqual([]);
    expect(ungrantable(orgAdmin, ['view_any_user', 'approve_vendor', 'create_user'])).toEqual([
      'approve_vendor',
      'create_user',
    ]);
  });
  it('applies to a system user of an organisation too, but not to the platform administrators', () => {
    expect(ungrantable(actor({ organization_id: 1 }), ['approve_vendor'])).toEqual(['approve_vendor']);
    expect(ungrantable(actor({}), ['approve_vendor', 'anything'])).toEqual([]);
  });
  it('counts only new grants: keeping or removing is never escalation', () => {
    expect(addedIds([1, 2, 3], [2, 3, 4, 5])).toEqual([4, 5]);
    expect(addedIds([1, 2, 3], [])).toEqual([]);
    expect(addedIds([], [9])).toEqual([9]);
  });
});

describe('vendor decisions', () => {
  it.each([
    [4, 'pending', 'approve', true],
    [2, 'pending', 'reject', true],
    [4, 'rejected', 'approve', true],
    [4, 'rejected', 'reject', false],
    [4, 'approved', 'approve', false],
    [2, 'approved', 'reject', false],
    [3, 'pending', 'approve', false],
    [1, 'pending', 'approve', false],
    [4, null, 'approve', false],
  ] as const)('type %s, %s: %s → %s', (type, status, decision, allowed) => {
    expect(vendorDecisionAllowed({ user_type_code: type, vendor_status: status }, decision)).toBe(allowed);
  });
  it('never restores a vendor that is not approved', () => {
    expect(restoreAllowed({ vendor_status: null })).toBe(true);
    expect(restoreAllowed({ vendor_status: 'approved' })).toBe(true);
    expect(restoreAllowed({ vendor_status: 'pending' })).toBe(false);
    expect(restoreAllowed({ vendor_status: 'rejected' })).toBe(false);
  });
});
