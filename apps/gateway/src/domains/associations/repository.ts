import type {
  AssociationMember,
  AssociationMemberCounts,
  AssociationVacancy,
  MembershipStatus,
  MembershipType,
  MembershipUpdateBody,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import { membershipActions } from './transitions';

/*
 * The SQL of industry association memberships and member vacancies (046_industry_associations.sql). Every statement
 * carries the caller's association condition (scopeSql): another association's membership or vacancy finds nothing.
 */

/** Whose memberships and vacancies a caller manages: its association's; a platform administrator every one's. */
export type AssociationScope = { kind: 'all' } | { kind: 'association'; id: number } | { kind: 'none' };

/** The association condition on `column` (parameters appended to `params`). */
function scopeSql(scope: AssociationScope, column: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'none') return 'false';
  params.push(scope.id);
  return `${column} = $${params.length}`;
}

/** The caller's association (users.industry_association_id), read on each call: the tenant never comes from a request. */
export async function associationOfUser(db: Db, userId: number): Promise<number | null> {
  const r = await db.query<{ id: string | number | null }>(
    `select u.industry_association_id as id from users u
       join industry_associations a on a.id = u.industry_association_id and a.deleted_at is null
      where u.id = $1`,
    [userId],
  );
  const id = r.rows[0]?.id;
  return id == null ? null : Number(id);
}

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const str = (value: unknown) => (value == null ? null : String(value));

const MEMBER_COLUMNS = `m.id, m.industry_association_id, a.title as association_title,
  a.title_en as association_title_en, m.organization_id, o.title as organization_title,
  o.title_en as organization_title_en, m.membership_type, m.is_lifetime, m.is_patron, m.membership_id,
  m.last_renewal_year, m.status, m.rejection_reason, m.applied_at, m.reviewed_at`;
const MEMBER_FROM = `association_memberships m
  join industry_associations a on a.id = m.industry_association_id
  join organizations o on o.id = m.organization_id`;

export function memberOf(r: Row, manage: boolean): AssociationMember {
  const status = r.status as MembershipStatus;
  return {
    id: Number(r.id),
    industry_association_id: Number(r.industry_association_id),
    association_title: String(r.association_title),
    association_title_en: str(r.association_title_en),
    organization_id: Number(r.organization_id),
    organization_title: String(r.organization_title),
    organization_title_en: str(r.organization_title_en),
    membership_type: r.membership_type as MembershipType,
    is_lifetime: Boolean(r.is_lifetime),
    is_patron: Boolean(r.is_patron),
    membership_id: str(r.membership_id),
    last_renewal_year: r.last_renewal_year == null ? null : Number(r.last_renewal_year),
    status,
    rejection_reason: str(r.rejection_reason),
    applied_at: iso(r.applied_at) ?? '',
    reviewed_at: iso(r.reviewed_at),
    actions: membershipActions(status, manage),
  };
}

/** One page of the scope's memberships, optionally of one status and matching an organisation's name. */
export async function listMembers(
  db: Db,
  scope: AssociationScope,
  filter: { status?: MembershipStatus; search?: string },
  page: PageRequest,
  manage: boolean,
): Promise<{ data: AssociationMember[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeSql(scope, 'm.industry_association_id', params), 'a.deleted_at is null'];
  if (filter.status) {
    params.push(filter.status);
    where.push(`m.status = $${params.length}`);
  }
  if (filter.search) {
    params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(o.title ilike $${params.length} or o.title_en ilike $${params.length})`);
  }
  const condition = where.join(' and ');
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select ${MEMBER_COLUMNS} from ${MEMBER_FROM} where ${condition} order by m.applied_at desc, m.id desc
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, page.page_size, (page.page - 1) * page.page_size],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${MEMBER_FROM} where ${condition}`, params),
  ]);
  return { data: rows.rows.map((r) => memberOf(r, manage)), total: Number(count.rows[0]?.n ?? 0) };
}

/** The approved members of the scope by type and flag, and its open applications. */
export async function memberCounts(db: Db, scope: AssociationScope): Promise<AssociationMemberCounts> {
  const params: unknown[] = [];
  const r = await db.query<Record<keyof AssociationMemberCounts, number>>(
    `select count(*) filter (where m.status = 'approved')::int as members,
            count(*) filter (where m.status = 'approved' and m.membership_type = 'general')::int as general,
            count(*) filter (where m.status = 'approved' and m.membership_type = 'associate')::int as associate,
            count(*) filter (where m.status = 'approved' and m.is_lifetime)::int as lifetime,
            count(*) filter (where m.status = 'approved' and m.is_patron)::int as patron,
            count(*) filter (where m.status = 'applied')::int as applications
       from association_memberships m join industry_associations a on a.id = m.industry_association_id
      where a.deleted_at is null and ${scopeSql(scope, 'm.industry_association_id', params)}`,
    params,
  );
  const row = r.rows[0];
  return {
    members: Number(row?.members ?? 0),
    general: Number(row?.general ?? 0),
    associate: Number(row?.associate ?? 0),
    lifetime: Number(row?.lifetime ?? 0),
    patron: Number(row?.patron ?? 0),
    applications: Number(row?.applications ?? 0),
  };
}

/** A membership of the scope (locked when `lock`), or null. */
export async function memberRow(
  db: Db,
  id: number,
  scope: AssociationScope,
  lock = false,
): Promise<Row | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
      where m.id = $1 and a.deleted_at is null and ${scopeSql(scope, 'm.industry_association_id', params)}
      ${lock ? 'for update of m' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** Writes the decision on an application (the transition already checked). */
export async function decideMember(
  tx: Db,
  id: number,
  to: MembershipStatus,
  by: number,
  reason: string | null,
): Promise<void> {
  await tx.query(
    `update association_memberships set status = $2, rejection_reason = $3, reviewed_at = now(), reviewed_by = $4,
       updated_at = now() where id = $1`,
    [id, to, reason, by],
  );
}

export async function updateMember(tx: Db, id: number, body: MembershipUpdateBody): Promise<void> {
  await tx.query(
    `update association_memberships set membership_type = $2, is_lifetime = $3, is_patron = $4, membership_id = $5,
       last_renewal_year = $6, updated_at = now() where id = $1`,
    [id, body.membership_type, body.is_lifetime, body.is_patron, body.membership_id, body.last_renewal_year],
  );
}

/** Whether a live association of that id exists (an application to a deleted or unknown one is refused). */
export async function associationExists(db: Db, id: number): Promise<boolean> {
  const r = await db.query('select 1 from industry_associations where id = $1 and deleted_at is null', [id]);
  return r.rows.length > 0;
}

/** The organisation's membership of the association (locked), or null. */
export async function membershipOf(
  tx: Db,
  associationId: number,
  organizationId: number,
): Promise<Row | null> {
  const r = await tx.query<Row>(
    `select id, status from association_memberships
      where industry_association_id = $1 and organization_id = $2 for update`,
    [associationId, organizationId],
  );
  return r.rows[0] ?? null;
}

/**
 * The organisation's application: a new row, or a rejected one made an application again (the transition already
 * checked). The `where` of the upsert keeps an application racing another from overwriting a decided membership.
 */
export async function applyFor(
  tx: Db,
  associationId: number,
  organizationId: number,
  type: MembershipType,
  by: number,
): Promise<number | null> {
  const r = await tx.query<{ id: string | number }>(
    `insert into association_memberships (industry_association_id, organization_id, membership_type, applied_by)
     values ($1, $2, $3, $4)
     on conflict (industry_association_id, organization_id) do update set status = 'applied',
       membership_type = excluded.membership_type, rejection_reason = null, applied_at = now(),
       applied_by = excluded.applied_by, reviewed_at = null, reviewed_by = null, updated_at = now()
       where association_memberships.status = 'rejected'
     returning id`,
    [associationId, organizationId, type, by],
  );
  const id = r.rows[0]?.id;
  return id == null ? null : Number(id);
}

export async function memberById(db: Db, id: number, manage: boolean): Promise<AssociationMember | null> {
  const row = await memberRow(db, id, { kind: 'all' });
  return row ? memberOf(row, manage) : null;
}

/** Every membership and application of an organisation, newest first. */
export async function membershipsOfOrganization(
  db: Db,
  organizationId: number,
): Promise<AssociationMember[]> {
  const r = await db.query<Row>(
    `select ${MEMBER_COLUMNS} from ${MEMBER_FROM} where m.organization_id = $1 and a.deleted_at is null
      order by m.applied_at desc, m.id desc`,
    [organizationId],
  );
  return r.rows.map((row) => memberOf(row, false));
}

// ---------------------------------------------------------------------------------------------------------------
// Vacancies: job posts of approved member organisations waiting for approval
// ---------------------------------------------------------------------------------------------------------------

/** The job and the (first, by id) association of the scope its organisation is an approved member of. */
function vacancySql(scope: AssociationScope, params: unknown[], pendingOnly = true): string {
  return `from jobs j join organizations o on o.id = j.organization_id
    join lateral (
      select a.id, a.title, a.title_en from association_memberships m
        join industry_associations a on a.id = m.industry_association_id and a.deleted_at is null
       where m.organization_id = j.organization_id and m.status = 'approved'
         and ${scopeSql(scope, 'a.id', params)}
       order by a.id limit 1) a on true
    where j.deleted_at is null${pendingOnly ? ` and j.status = 'pending_approval'` : ''}`;
}
const VACANCY_COLUMNS = `j.id, j.job_title, j.job_title_en, o.title as organization_title,
  o.title_en as organization_title_en, a.id as association_id, a.title as association_title,
  a.title_en as association_title_en, j.no_of_vacancies, to_char(j.application_deadline, 'YYYY-MM-DD') as deadline,
  j.submitted_at`;

export function vacancyOf(r: Row): AssociationVacancy {
  return {
    id: Number(r.id),
    job_title: String(r.job_title ?? ''),
    job_title_en: str(r.job_title_en),
    organization_title: String(r.organization_title),
    organization_title_en: str(r.organization_title_en),
    association_title: String(r.association_title),
    association_title_en: str(r.association_title_en),
    no_of_vacancies: r.no_of_vacancies == null ? null : Number(r.no_of_vacancies),
    application_deadline: str(r.deadline),
    submitted_at: iso(r.submitted_at),
  };
}

export async function listVacancies(
  db: Db,
  scope: AssociationScope,
  page: PageRequest,
): Promise<{ data: AssociationVacancy[]; total: number }> {
  const params: unknown[] = [];
  const from = vacancySql(scope, params);
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select ${VACANCY_COLUMNS} ${from} order by j.submitted_at nulls last, j.id
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, page.page_size, (page.page - 1) * page.page_size],
    ),
    db.query<{ n: number }>(`select count(*)::int as n ${from}`, params),
  ]);
  return { data: rows.rows.map(vacancyOf), total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * A vacancy of the scope, the job row locked: a job of a member of the scope's association, in any status (so a
 * decided one is 409, not 404); null when the job is not a member's of the scope.
 */
export async function lockVacancy(tx: Db, id: number, scope: AssociationScope): Promise<Row | null> {
  const params: unknown[] = [id];
  const r = await tx.query<Row>(
    `select ${VACANCY_COLUMNS}, j.status ${vacancySql(scope, params, false)} and j.id = $1 for update of j`,
    params,
  );
  return r.rows[0] ?? null;
}

/** The association's decision on a member's job post (the status already checked). */
export async function decideVacancy(
  tx: Db,
  id: number,
  approve: boolean,
  associationId: number,
  by: number,
  reason: string | null,
): Promise<void> {
  await tx.query(
    `update jobs set status = $2, reviewed_by = $3, reviewed_at = now(), rejection_reason = $4,
       approved_by_association_id = $5, updated_at = now() where id = $1`,
    [id, approve ? 'approved' : 'rejected', by, reason, approve ? associationId : null],
  );
}
