import { REGISTRATION_LIMITS } from '@platform/contract';
import type { Db } from '../../db/client';

/** Self-service identity tables of 007_registration (ADR 0050): new accounts, codes, single-use tokens. */

export type CodePurpose = 'mobile_verification' | 'password_reset';
export type TokenPurpose = 'email_verification' | 'password_reset';

export interface NewAccount {
  username: string;
  password_hash: string;
  full_name: string;
  full_name_en: string | null;
  designation: string | null;
  email: string | null;
  mobile: string;
  user_type_code: number;
  role_key: string;
  gender: number | null;
  date_of_birth: string | null;
  loc_division_id: number | null;
  loc_district_id: number | null;
  loc_upazila_id: number | null;
  preferred_locale: string | null;
  vendor_status: 'pending' | null;
  vendor_organization_name: string | null;
}

/** An account row as these flows need it. */
export interface AccountRow {
  id: number;
  username: string;
  full_name: string;
  full_name_en: string | null;
  email: string | null;
  mobile: string | null;
  user_type_code: number;
  row_status: number;
  vendor_status: string | null;
  preferred_locale: string | null;
  mobile_verified_at: string | null;
  email_verified_at: string | null;
  self_registered_at: string | null;
  /** An administrator changed the e-mail or mobile (migration 017): no public verification start serves it. */
  contact_changed_at: string | null;
}

const ACCOUNT_COLUMNS = `id, username, full_name, full_name_en, email, mobile, user_type_code, row_status, vendor_status, preferred_locale,
  mobile_verified_at, email_verified_at, self_registered_at, contact_changed_at`;

/** Serialises registrations on PostgreSQL so two signups cannot both pass the uniqueness check (PGlite is serial). */
export async function lockRegistrations(tx: Db): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('platform.registration'))`);
}

/**
 * Frees the username, mobile and e-mail of accounts that registered but never verified within the release time
 * (someone else's number typed by mistake must not block its owner for ever): the row is soft-deleted and renamed.
 */
export async function releaseStaleUnverified(
  tx: Db,
  match: { username: string; mobile: string; email: string | null },
): Promise<number> {
  const r = await tx.query(
    `update users set deleted_at = now(), updated_at = now(), username = username || '#released#' || id, mobile = null, email = null
      where mobile_verified_at is null and self_registered_at is not null and deleted_at is null and row_status = 0
        and self_registered_at < now() - make_interval(secs => $4::int)
        and (lower(username) = lower($1) or mobile = $2 or ($3::text is not null and lower(email) = lower($3::text)))`,
    [match.username, match.mobile, match.email, REGISTRATION_LIMITS.UNVERIFIED_RELEASE_S],
  );
  return r.rowCount ?? 0;
}

/** Which of the given identifiers an existing (not deleted) user already has. */
export async function takenIdentifiers(
  db: Db,
  ids: { username?: string | null; mobile?: string | null; email?: string | null },
) {
  const r = await db.query<{ username: boolean; mobile: boolean; email: boolean }>(
    `select
       coalesce(bool_or($1::text is not null and lower(username) = lower($1::text)), false) as username,
       coalesce(bool_or($2::text is not null and mobile = $2::text and deleted_at is null), false) as mobile,
       coalesce(bool_or($3::text is not null and lower(email) = lower($3::text) and deleted_at is null), false) as email
     from users
     where lower(username) = lower(coalesce($1::text, '')) or mobile = $2::text or lower(email) = lower(coalesce($3::text, ''))`,
    [ids.username ?? null, ids.mobile ?? null, ids.email ?? null],
  );
  return r.rows[0] ?? { username: false, mobile: false, email: false };
}

export interface LocationIds {
  loc_division_id: number;
  loc_district_id: number;
  loc_upazila_id?: number | null;
}

/** Which location ids do not exist (or are deleted, or belong to another division / district). */
export async function invalidLocationFields(db: Db, loc: LocationIds): Promise<(keyof LocationIds)[]> {
  const r = await db.query<{ division: boolean; district: boolean; upazila: boolean }>(
    `select
       exists (select 1 from divisions where id = $1 and deleted_at is null and row_status = 1) as division,
       exists (select 1 from districts where id = $2 and division_id = $1 and deleted_at is null and row_status = 1) as district,
       ($3::bigint is null or exists (select 1 from upazilas where id = $3::bigint and district_id = $2 and deleted_at is null and row_status = 1)) as upazila`,
    [loc.loc_division_id, loc.loc_district_id, loc.loc_upazila_id ?? null],
  );
  const row = r.rows[0];
  const bad: (keyof LocationIds)[] = [];
  if (!row?.division) bad.push('loc_division_id');
  if (!row?.district) bad.push('loc_district_id');
  if (!row?.upazila) bad.push('loc_upazila_id');
  return bad;
}

/** Inserts an inactive, unverified account and returns its id. */
export async function insertAccount(tx: Db, a: NewAccount): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into users (username, password_hash, full_name, full_name_en, designation, email, mobile, user_type_code, role_id, gender,
        date_of_birth, loc_division_id, loc_district_id, loc_upazila_id, preferred_locale, vendor_status, vendor_organization_name,
        row_status, mobile_verified_at, email_verified_at, self_registered_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, (select id from roles where key = $9), $10, $11::date, $12, $13, $14, $15, $16, $17,
        0, null, null, now())
     returning id`,
    [
      a.username,
      a.password_hash,
      a.full_name,
      a.full_name_en,
      a.designation,
      a.email,
      a.mobile,
      a.user_type_code,
      a.role_key,
      a.gender,
      a.date_of_birth,
      a.loc_division_id,
      a.loc_district_id,
      a.loc_upazila_id,
      a.preferred_locale,
      a.vendor_status,
      a.vendor_organization_name,
    ],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('account not inserted');
  return id;
}

export async function findAccountByUsername(db: Db, username: string): Promise<AccountRow | null> {
  const r = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from users where lower(username) = lower($1) and deleted_at is null`,
    [username],
  );
  return r.rows[0] ?? null;
}

/**
 * The account a password reset is for (issue 12, defect 11): the username, or else the mobile number an account
 * verified (`mobile` already normalised to 11 digits by the caller; null when the text is no mobile number).
 */
export async function findAccountForRecovery(
  db: Db,
  username: string,
  mobile: string | null,
): Promise<AccountRow | null> {
  const byName = await findAccountByUsername(db, username);
  if (byName || !mobile) return byName;
  const r = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from users where mobile = $1 and mobile_verified_at is not null and deleted_at is null
     order by id limit 1`,
    [mobile],
  );
  return r.rows[0] ?? null;
}

/** Which of these usernames a user (deleted or not) holds, lower-cased. */
export async function takenUsernames(db: Db, usernames: readonly string[]): Promise<Set<string>> {
  const r = await db.query<{ name: string }>(
    'select lower(username) as name from users where lower(username) = any($1::text[])',
    [usernames.map((u) => u.toLowerCase())],
  );
  return new Set(r.rows.map((row) => row.name));
}

/** The mobile is proven: youth become active; vendors stay inactive until an administrator approves them. */
export async function markMobileVerified(tx: Db, userId: number): Promise<AccountRow> {
  const r = await tx.query<AccountRow>(
    `update users set mobile_verified_at = now(), updated_at = now(),
        row_status = case when vendor_status is null then 1 else row_status end
      where id = $1 returning ${ACCOUNT_COLUMNS}`,
    [userId],
  );
  const row = r.rows[0];
  if (!row) throw new Error('account vanished');
  return row;
}

export async function markEmailVerified(tx: Db, userId: number): Promise<void> {
  await tx.query('update users set email_verified_at = now(), updated_at = now() where id = $1', [userId]);
}

// --- codes ---------------------------------------------------------------------------------------------------------

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expired: boolean;
}

/** Retires the live code of this purpose and stores a new one. */
export async function insertCode(
  tx: Db,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
): Promise<{ expires_at: string }> {
  await tx.query(
    'update verification_codes set consumed_at = now() where user_id = $1 and purpose = $2 and consumed_at is null',
    [userId, purpose],
  );
  const r = await tx.query<{ expires_at: string }>(
    `insert into verification_codes (user_id, purpose, code_hash, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4::int))
     returning expires_at`,
    [userId, purpose, codeHash, REGISTRATION_LIMITS.CODE_TTL_S],
  );
  return { expires_at: new Date(r.rows[0]?.expires_at ?? Date.now()).toISOString() };
}

/** Codes of this purpose sent to the account in the last 24 hours. */
export async function codesSentToday(db: Db, userId: number, purpose: CodePurpose): Promise<number> {
  const r = await db.query<{ n: number }>(
    `select count(*)::int as n from verification_codes where user_id = $1 and purpose = $2 and created_at > now() - interval '24 hours'`,
    [userId, purpose],
  );
  return r.rows[0]?.n ?? 0;
}

/** The live code of this purpose, locked for the check (parallel guesses cannot pass the attempt limit). */
export async function liveCodeForUpdate(
  tx: Db,
  userId: number,
  purpose: CodePurpose,
): Promise<CodeRow | null> {
  const r = await tx.query<CodeRow>(
    `select id, code_hash, attempts, expires_at <= now() as expired from verification_codes
      where user_id = $1 and purpose = $2 and consumed_at is null order by id desc limit 1 for update`,
    [userId, purpose],
  );
  return r.rows[0] ?? null;
}

export async function countFailedAttempt(tx: Db, codeId: number): Promise<void> {
  await tx.query('update verification_codes set attempts = attempts + 1 where id = $1', [codeId]);
}

export async function consumeCode(tx: Db, codeId: number): Promise<void> {
  await tx.query('update verification_codes set consumed_at = now() where id = $1', [codeId]);
}

// --- single-use tokens ---------------------------------------------------------------------------------------------

export async function insertToken(
  tx: Db,
  t: { hash: string; userId: number; purpose: TokenPurpose; email?: string | null; ttlS: number },
): Promise<{ expires_at: string }> {
  // one live token per account and purpose: a new link or reset retires the older one
  await tx.query(
    'update account_tokens set consumed_at = now() where user_id = $1 and purpose = $2 and consumed_at is null',
    [t.userId, t.purpose],
  );
  const r = await tx.query<{ expires_at: string }>(
    `insert into account_tokens (token_hash, user_id, purpose, email, expires_at) values ($1, $2, $3, $4, now() + make_interval(secs => $5::int))
     returning expires_at`,
    [t.hash, t.userId, t.purpose, t.email ?? null, t.ttlS],
  );
  return { expires_at: new Date(r.rows[0]?.expires_at ?? Date.now()).toISOString() };
}

/**
 * Consumes a live token and returns its account, or null when it is unknown, used, expired or (e-mail links) no longer
 * matches the account's address. Atomic: of two parallel uses only one gets the account.
 */
export async function consumeToken(
  tx: Db,
  hash: string,
  purpose: TokenPurpose,
): Promise<{ user_id: number; email: string | null } | null> {
  const r = await tx.query<{ user_id: number; email: string | null }>(
    `update account_tokens t set consumed_at = now()
       from users u
      where t.token_hash = $1 and t.purpose = $2 and t.consumed_at is null and t.expires_at > now()
        and u.id = t.user_id and u.deleted_at is null
        and (t.email is null or lower(t.email) = lower(coalesce(u.email, '')))
      returning t.user_id, t.email`,
    [hash, purpose],
  );
  return r.rows[0] ?? null;
}

// --- resend wait ----------------------------------------------------------------------------------------------------

/**
 * Starts a wait of `waitMs` under `key` in the shared `rate_limits` table (001_core), unless one is running: then the
 * seconds left (and nothing changes). One statement, so two parallel requests cannot both start a wait.
 */
export async function claimWait(db: Db, key: string, waitMs: number): Promise<number> {
  const r = await db.query<{ claimed: boolean; wait: number }>(
    `insert into rate_limits (key, hits, window_ends_at) values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
     on conflict (key) do update set hits = 1, window_ends_at = excluded.window_ends_at where rate_limits.window_ends_at <= now()
     returning true as claimed, 0 as wait`,
    [key, waitMs],
  );
  if (r.rows[0]?.claimed) return 0;
  const left = await db.query<{ wait: number }>(
    `select greatest(1, ceil(extract(epoch from (window_ends_at - now()))))::int as wait from rate_limits where key = $1`,
    [key],
  );
  return left.rows[0]?.wait ?? 1;
}

export async function clearWait(db: Db, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key]);
}
