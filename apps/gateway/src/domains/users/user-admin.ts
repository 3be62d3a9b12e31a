import {
  type AdminUser,
  type NotificationChannel,
  USER_TYPE,
  type UserListQuery,
  type VendorStatus,
} from '@platform/contract';
import { type TenantScope, scopeCondition } from '../../platform/tenant-scope';
import { type Db, firstRow } from '../../db/client';
import { likeContains } from '../../db/sql';

/** Users as the admin screens see them: never the password hash, deleted users never. */

interface AdminUserRow extends Omit<AdminUser, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
  preferred_locale: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

const COLUMNS = `u.id, u.username, u.full_name, u.full_name_en, u.designation, u.email, u.mobile, u.user_type_code, u.role_id,
  r.title as role_title, r.title_en as role_title_en, u.organization_id, u.institute_id, u.row_status, u.message_channels,
  u.vendor_status, u.vendor_rejection_reason, u.preferred_locale, u.created_at, u.updated_at`;
const FROM = 'from users u left join roles r on r.id = u.role_id';

export interface AdminUserRecord extends AdminUser {
  preferred_locale: string | null;
}

function toRecord(row: AdminUserRow): AdminUserRecord {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** The public shape (what the API answers). */
export function toAdminUser({ preferred_locale: _locale, ...user }: AdminUserRecord): AdminUser {
  return user;
}

export type UserFilters = Pick<
  UserListQuery,
  'user_type_code' | 'row_status' | 'role_id' | 'vendor_status' | 'search'
>;

/** Escapes LIKE wildcards so a search for `50%` means those characters. */

/** The list's condition: not deleted, inside the scope, and the filters (parameters appended to `params`). */
function userCondition(scope: TenantScope, filters: UserFilters, params: unknown[]): string {
  const where = ['u.deleted_at is null', scopeCondition(scope, 'u', params)];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filters.user_type_code !== undefined) add((n) => `u.user_type_code = $${n}`, filters.user_type_code);
  if (filters.row_status !== undefined) add((n) => `u.row_status = $${n}`, filters.row_status);
  if (filters.role_id !== undefined) add((n) => `u.role_id = $${n}`, filters.role_id);
  if (filters.vendor_status !== undefined) add((n) => `u.vendor_status = $${n}`, filters.vendor_status);
  if (filters.search) {
    add(
      (n) =>
        `(u.full_name ilike $${n} or u.full_name_en ilike $${n} or u.username ilike $${n} or u.email ilike $${n} or u.mobile ilike $${n})`,
      likeContains(filters.search),
    );
  }
  return where.join(' and ');
}

/** How many users of the scope the filters find (the admin's home: users, organisations awaiting approval). */
export async function countAdminUsers(db: Db, scope: TenantScope, filters: UserFilters): Promise<number> {
  const params: unknown[] = [];
  const condition = userCondition(scope, filters, params);
  return firstRow(
    await db.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${condition}`, params),
    'count',
  ).n;
}

export async function listAdminUsers(
  db: Db,
  scope: TenantScope,
  filters: UserFilters,
  page: { page: number; page_size: number },
): Promise<{ data: AdminUser[]; total: number }> {
  const params: unknown[] = [];
  const condition = userCondition(scope, filters, params);
  const total = firstRow(
    await db.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${condition}`, params),
    'count',
  ).n;
  const rows = await db.query<AdminUserRow>(
    `select ${COLUMNS} ${FROM} where ${condition} order by u.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: rows.rows.map((row) => toAdminUser(toRecord(row))), total };
}

/** One user inside the scope (null when unknown, deleted or another tenant's: callers answer 404 alike). */
export async function findAdminUser(db: Db, scope: TenantScope, id: number): Promise<AdminUserRecord | null> {
  const params: unknown[] = [id];
  const condition = scopeCondition(scope, 'u', params);
  const r = await db.query<AdminUserRow>(
    `select ${COLUMNS} ${FROM} where u.id = $1 and u.deleted_at is null and ${condition}`,
    params,
  );
  const row = r.rows[0];
  return row ? toRecord(row) : null;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const r = await db.query('select 1 from users where lower(username) = lower($1)', [username]);
  return r.rows.length > 0;
}

export interface NewUser {
  username: string;
  password_hash: string;
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  email: string;
  mobile: string;
  user_type_code: number;
  role_id: number | null;
  organization_id: number | null;
  institute_id: number | null;
}

export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, full_name_en, designation, email, mobile, user_type_code, role_id,
       organization_id, institute_id)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) returning id`,
    [
      u.username,
      u.password_hash,
      u.full_name,
      u.full_name_en,
      u.designation,
      u.email,
      u.mobile,
      u.user_type_code,
      u.role_id,
      u.organization_id,
      u.institute_id,
    ],
  );
  return firstRow(r, 'user').id;
}

export interface UserChanges {
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  email: string;
  mobile: string;
  user_type_code: number;
}

/**
 * An administrator's edit of a user. A changed e-mail or mobile is no longer verified: no code or reset goes there until
 * the account holder proves it again, and `contact_changed_at` keeps the public verification starts away from it
 * (migration 017). Otherwise an organisation admin could point a colleague's address at itself and reset the password.
 */
export async function updateUserDetails(db: Db, id: number, c: UserChanges): Promise<void> {
  await db.query(
    `update users set full_name = $2, full_name_en = $3, designation = $4, email = $5, mobile = $6, user_type_code = $7,
       email_verified_at = case when lower(email) is distinct from lower($5) then null else email_verified_at end,
       mobile_verified_at = case when mobile is distinct from $6 then null else mobile_verified_at end,
       contact_changed_at = case when lower(email) is distinct from lower($5) or mobile is distinct from $6
                                 then now() else contact_changed_at end,
       updated_at = now() where id = $1`,
    [id, c.full_name, c.full_name_en, c.designation, c.email, c.mobile, c.user_type_code],
  );
}

/** Moves a user to another organisation and institute (its tenant); null: none. */
export async function setUserTenant(
  db: Db,
  id: number,
  tenant: { organization_id: number | null; institute_id: number | null },
): Promise<void> {
  await db.query(
    'update users set organization_id = $2, institute_id = $3, updated_at = now() where id = $1',
    [id, tenant.organization_id, tenant.institute_id],
  );
}

export async function setUserRowStatus(db: Db, id: number, rowStatus: number): Promise<void> {
  await db.query('update users set row_status = $2, updated_at = now() where id = $1', [id, rowStatus]);
}

export async function setUserRole(db: Db, id: number, roleId: number): Promise<void> {
  await db.query('update users set role_id = $2, updated_at = now() where id = $1', [id, roleId]);
}

export async function setMessageChannels(db: Db, id: number, channels: NotificationChannel[]): Promise<void> {
  await db.query('update users set message_channels = $2::text[], updated_at = now() where id = $1', [
    id,
    channels,
  ]);
}

/** Records the decision on a vendor; approval activates the account, rejection keeps it inactive. */
export async function setVendorDecision(
  db: Db,
  id: number,
  decision: { status: Exclude<VendorStatus, 'pending'>; reason: string | null; reviewerId: number },
): Promise<void> {
  await db.query(
    `update users set vendor_status = $2, vendor_rejection_reason = $3, vendor_reviewed_by = $4, vendor_reviewed_at = now(),
       row_status = $5, updated_at = now() where id = $1`,
    [id, decision.status, decision.reason, decision.reviewerId, decision.status === 'approved' ? 1 : 0],
  );
}

/**
 * A recruiter who registered at /vendor-signup has no organisation, so could post no job: its approval creates one,
 * named as registered (`vendor_organization_name`; the person's name when a record has none), and makes the recruiter
 * its user — in the approval's transaction. Nothing happens to a content provider or to a recruiter who already
 * belongs to an organisation (an administrator added them to an existing one). `name_taken` when a live organisation
 * has that name already (names are unique, migration 008): the administrator adds the recruiter to it instead.
 */
export async function createVendorOrganization(
  tx: Db,
  userId: number,
  actorId: number,
): Promise<{ organization_id: number } | 'name_taken' | null> {
  const user = (
    await tx.query<{ user_type_code: number; organization_id: number | null; name: string }>(
      `select user_type_code, organization_id,
         coalesce(nullif(btrim(vendor_organization_name), ''), full_name_en, full_name) as name
       from users where id = $1 for update`,
      [userId],
    )
  ).rows[0];
  if (!user || user.user_type_code !== USER_TYPE.RECRUITER || user.organization_id !== null) return null;
  const taken = await tx.query(
    'select 1 from organizations where deleted_at is null and (lower(title) = lower($1) or lower(title_en) = lower($1))',
    [user.name],
  );
  if (taken.rows.length > 0) return 'name_taken';
  const org = await tx.query<{ id: number }>(
    `insert into organizations (title, title_en, created_by, updated_by) values ($1, $1, $2, $2) returning id`,
    [user.name, actorId],
  );
  const id = org.rows[0]?.id;
  if (id === undefined) throw new Error('organization not inserted');
  await tx.query('update users set organization_id = $2, updated_at = now() where id = $1', [userId, id]);
  return { organization_id: id };
}

export async function organizationExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.query('select 1 from organizations where id = $1 and deleted_at is null', [id])).rows.length > 0
  );
}

export async function instituteExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.query('select 1 from institutes where id = $1 and deleted_at is null', [id])).rows.length > 0
  );
}
