import type { AuthProfile, Locale, ThemeMode } from '@platform/contract';
import type { AuthenticatedUser } from './types';
import type { Db } from '../db/client';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  user_type_code: number;
  role_id: number | null;
  organization_id: number | null;
  institute_id: number | null;
  gender: number | null;
  row_status: number;
  preferred_locale: string | null;
  has_attended_assessment: boolean;
  profile_completion_percentage: number;
  photo_file_id: string | null;
  deleted_at: string | null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const r = await db.query<UserRow>('select * from users where id = $1', [id]);
  return r.rows[0] ?? null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>('select * from users where lower(username) = lower($1)', [username]);
  return r.rows[0] ?? null;
}

export function isActive(user: UserRow): boolean {
  return user.row_status === 1 && !user.deleted_at;
}

/**
 * Permission keys of a user: its role's, its own, and its organisation's (a soft-deleted permission grants nothing),
 * within its institute's grant when that grant is limited (ADR 0120: the institute's keys are a ceiling, so a key the
 * platform took from the institute is gone from its users at their next request, whatever their role holds).
 */
export async function loadUserPermissions(
  db: Db,
  user: Pick<UserRow, 'id' | 'role_id' | 'organization_id' | 'institute_id'>,
): Promise<string[]> {
  const r = await db.query<{ key: string }>(
    `select k.key from (
       select p.id, p.key from permissions p join role_permissions rp on rp.permission_id = p.id where rp.role_id = $1 and p.deleted_at is null
       union select p.id, p.key from permissions p join user_permissions up on up.permission_id = p.id where up.user_id = $2 and p.deleted_at is null
       union select p.id, p.key from permissions p join organization_permissions op on op.permission_id = p.id where op.organization_id = $3 and p.deleted_at is null
     ) k
     where not exists (select 1 from institutes i where i.id = $4 and i.permissions_limited)
        or exists (select 1 from institute_permissions ip where ip.institute_id = $4 and ip.permission_id = k.id)
     order by 1`,
    [user.role_id, user.id, user.organization_id, user.institute_id],
    { prepare: true }, // on every authenticated request
  );
  return r.rows.map((row) => row.key);
}

/**
 * Who a user is for authorisation: type, tenant and permission keys (role ∪ user ∪ organisation grants, within a
 * limited institute's grant).
 * Null for an unknown, deactivated or deleted user. The identity service calls this on every authenticated request.
 */
export async function loadUserAccess(db: Db, userId: number): Promise<AuthenticatedUser | null> {
  const user = await findUserById(db, userId);
  if (!user || !isActive(user)) return null;
  return {
    id: user.id,
    username: user.username,
    user_type_code: user.user_type_code,
    permissions: new Set(await loadUserPermissions(db, user)),
    role_id: user.role_id,
    organization_id: user.organization_id,
    institute_id: user.institute_id,
  };
}

export function toAuthProfile(user: UserRow, permissions: string[]): AuthProfile {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    full_name_en: user.full_name_en,
    designation: user.designation,
    user_type_code: user.user_type_code,
    permissions,
    role_id: user.role_id,
    has_attended_assessment: user.has_attended_assessment,
    gender: user.gender,
    profile_completion_percentage: user.profile_completion_percentage,
    email: user.email,
    organization_id: user.organization_id,
    institute_id: user.institute_id,
    preferred_locale: (user.preferred_locale as Locale | null) ?? null,
    preferred_theme: null as ThemeMode | null,
    photo_file_id: user.photo_file_id ?? null,
  };
}

/** A user's own names and designation (/profile-edit); blank optional fields become null. */
export async function setUserNames(
  db: Db,
  id: number,
  body: { full_name: string; full_name_en?: string | null; designation?: string | null },
): Promise<void> {
  await db.query(
    'update users set full_name = $2, full_name_en = $3, designation = $4, updated_at = now() where id = $1',
    [id, body.full_name, body.full_name_en || null, body.designation || null],
  );
}

/** A staff user's photo (a checked public image of theirs), or none. */
export async function setUserPhoto(db: Db, id: number, fileId: string | null): Promise<void> {
  await db.query('update users set photo_file_id = $2, updated_at = now() where id = $1', [id, fileId]);
}

export async function setPasswordHash(tx: Db, userId: number, hash: string): Promise<void> {
  await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, hash]);
}

/**
 * Ends every sign-in of the account at the provider: sessions, grants and refresh tokens (002_identity).
 * `keepSessionUid` spares one provider session (the browser that just proved the password in the provider's
 * update-password action); its grants and tokens still end.
 */
export async function endProviderSessions(tx: Db, userId: number, keepSessionUid?: string): Promise<void> {
  await tx.query(
    `delete from oidc_model where payload->>'accountId' = $1
       and ($2::text is null or not (model = 'Session' and uid = $2::text))`,
    [String(userId), keepSessionUid ?? null],
  );
}
