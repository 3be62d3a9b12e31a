import { VENDOR_STATUS, VENDOR_USER_TYPES, type VendorStatus } from '@platform/contract';
import { permissionIdsSchema } from '@platform/validation';
import type { Db } from '../../db/client';
import {
  type GrantHolder,
  grantIds,
  permissionKeysOf,
  replaceGrants,
  unknownPermissionIds,
} from './permission-admin';
import type { AuthenticatedUser } from '../../identity/types';
import { HttpError, validationFailed } from '../../platform/errors';
import { scopeOf } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';

/*
 * Rules of identity administration shared by the users, roles and organisations routes. The pure ones are
 * unit-tested in grants.test.ts; the routes' tests cover the whole flow.
 */

/** Message ids of refusals particular to identity administration (catalogue area `users`). */
export const USER_ADMIN_ERRORS = {
  escalation: 'users.errors.escalation',
  self: 'users.errors.self',
  notPendingVendor: 'users.errors.not_pending_vendor',
  vendorNotApproved: 'users.errors.vendor_not_approved',
  roleOfOtherOrganization: 'users.errors.role_of_other_organization',
  vendorOrganizationExists: 'users.errors.vendor_organization_exists',
  outsideInstituteGrant: 'users.errors.outside_institute_grant',
} as const;

/** 403: granting (or handing over through a role) a permission the caller does not hold. */
export const escalationRefused = () => new HttpError(403, USER_ADMIN_ERRORS.escalation);

/**
 * The keys among `keys` the actor may not hand out. Nobody grants what they do not hold themselves (privilege
 * escalation), except the platform administrators: system users of no organisation or institute.
 */
export function ungrantable(
  actor: Pick<AuthenticatedUser, 'user_type_code' | 'organization_id' | 'institute_id' | 'permissions'>,
  keys: readonly string[],
): string[] {
  if (scopeOf(actor).kind === 'all') return [];
  return keys.filter((key) => !actor.permissions.has(key));
}

/** Ids in `next` that `current` lacks: only these are new grants (keeping or removing grants is never escalation). */
export function addedIds(current: readonly number[], next: readonly number[]): number[] {
  const held = new Set(current);
  return next.filter((id) => !held.has(id));
}

export type VendorDecision = 'approve' | 'reject';

/**
 * Whether a vendor decision applies: only to content providers and recruiters who registered as vendors; a pending
 * vendor can be approved or rejected, a rejected one can still be approved later, an approved one is done.
 */
export function vendorDecisionAllowed(
  user: { user_type_code: number; vendor_status: VendorStatus | null },
  decision: VendorDecision,
): boolean {
  if (!(VENDOR_USER_TYPES as readonly number[]).includes(user.user_type_code)) return false;
  if (decision === 'approve')
    return user.vendor_status === VENDOR_STATUS.PENDING || user.vendor_status === VENDOR_STATUS.REJECTED;
  return user.vendor_status === VENDOR_STATUS.PENDING;
}

/** A vendor that is not approved is activated by approval only, never by a restore. */
export function restoreAllowed(user: { vendor_status: VendorStatus | null }): boolean {
  return user.vendor_status === null || user.vendor_status === VENDOR_STATUS.APPROVED;
}

/**
 * The ids among `ids` outside the grant of the user's institute when that grant is limited (ADR 0120): a user of
 * such an institute is never granted them (422), even by a platform administrator. None for anyone else.
 */
export async function outsideInstituteGrant(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const r = await db.query<{ id: number }>(
    `select x.id from unnest($2::bigint[]) as x(id)
       join users u on u.id = $1
       join institutes i on i.id = u.institute_id and i.permissions_limited
      where not exists (select 1 from institute_permissions ip where ip.institute_id = i.id and ip.permission_id = x.id)
      order by x.id`,
    [userId, ids],
  );
  return r.rows.map((row) => Number(row.id));
}

/**
 * PUT …/permissions of a user, role or organisation: validates the body with the shared schema, refuses unknown
 * permission ids (422), grants the caller does not hold (403) and, for a user of an institute with a limited grant,
 * keys outside that grant (422 `users.errors.outside_institute_grant`), then replaces the holder's grants.
 */
export async function assignGrants(
  db: Db,
  actor: AuthenticatedUser,
  holder: GrantHolder,
  holderId: number,
  body: unknown,
): Promise<number[]> {
  const { permission_ids } = await validated(permissionIdsSchema, body);
  const ids = [...new Set(permission_ids)].sort((a, b) => a - b);
  if ((await unknownPermissionIds(db, ids)).length)
    throw validationFailed({ permission_ids: ['validation.one_of'] });
  const added = addedIds(await grantIds(db, holder, holderId), ids);
  if (ungrantable(actor, await permissionKeysOf(db, added)).length) throw escalationRefused();
  if (holder === 'user' && (await outsideInstituteGrant(db, holderId, added)).length)
    throw new HttpError(422, USER_ADMIN_ERRORS.outsideInstituteGrant, {
      permission_ids: [USER_ADMIN_ERRORS.outsideInstituteGrant],
    });
  await replaceGrants(db, holder, holderId, ids);
  return ids;
}
