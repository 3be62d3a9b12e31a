import type {
  AssociationYouthList,
  AssociationYouthRequest,
  YouthApprovalStatus,
  YouthAssociationApproval,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import type { AssociationScope } from './repository';

/*
 * The SQL of youth's requests for an association's approval (056_association_youth_approvals.sql, ADR 0104). The
 * association's statements carry its condition: another association's request finds nothing (404).
 */

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const str = (value: unknown) => (value == null ? null : String(value));

function scopeSql(scope: AssociationScope, column: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'none') return 'false';
  params.push(scope.id);
  return `${column} = $${params.length}`;
}

/** Every live association with the youth's request of it (if any), by name. */
export async function approvalsOfYouth(db: Db, youthId: number): Promise<YouthAssociationApproval[]> {
  const r = await db.query<Row>(
    `select a.id, a.title, a.title_en, y.status, y.rejection_reason, y.applied_at, y.reviewed_at
       from industry_associations a
       left join association_youth_approvals y on y.industry_association_id = a.id and y.youth_id = $1
      where a.deleted_at is null order by coalesce(a.title_en, a.title), a.id`,
    [youthId],
  );
  return r.rows.map(approvalOf);
}

function approvalOf(r: Row): YouthAssociationApproval {
  return {
    industry_association_id: Number(r.id),
    association_title: String(r.title),
    association_title_en: str(r.title_en),
    status: (r.status as YouthApprovalStatus | null) ?? null,
    rejection_reason: str(r.rejection_reason),
    applied_at: iso(r.applied_at),
    reviewed_at: iso(r.reviewed_at),
  };
}

/** The youth's request of the association (locked), or null. */
export async function youthRequestOf(tx: Db, associationId: number, youthId: number): Promise<Row | null> {
  const r = await tx.query<Row>(
    `select id, status from association_youth_approvals
      where industry_association_id = $1 and youth_id = $2 for update`,
    [associationId, youthId],
  );
  return r.rows[0] ?? null;
}

/**
 * The youth's request: a new row, or a rejected or withdrawn one made a request again (the transition already
 * checked); the upsert's `where` keeps a racing second request from reopening an open or approved one (null then).
 */
export async function requestApproval(
  tx: Db,
  associationId: number,
  youthId: number,
): Promise<number | null> {
  const r = await tx.query<{ id: string | number }>(
    `insert into association_youth_approvals (industry_association_id, youth_id) values ($1, $2)
     on conflict (industry_association_id, youth_id) do update set status = 'applied', rejection_reason = null,
       applied_at = now(), reviewed_at = null, reviewed_by = null, updated_at = now()
       where association_youth_approvals.status in ('rejected', 'withdrawn')
     returning id`,
    [associationId, youthId],
  );
  const id = r.rows[0]?.id;
  return id == null ? null : Number(id);
}

/** The youth's view of one association. */
export async function approvalOfYouth(
  db: Db,
  associationId: number,
  youthId: number,
): Promise<YouthAssociationApproval | null> {
  const all = await approvalsOfYouth(db, youthId);
  return all.find((a) => a.industry_association_id === associationId) ?? null;
}

const REQUEST_COLUMNS = `y.id, y.youth_id, y.status, y.applied_at, y.reviewed_at, u.full_name, u.full_name_en, p.public_id,
  a.title as association_title, a.title_en as association_title_en`;
const REQUEST_FROM = `association_youth_approvals y
  join industry_associations a on a.id = y.industry_association_id and a.deleted_at is null
  join users u on u.id = y.youth_id and u.deleted_at is null
  join youth_profiles p on p.user_id = y.youth_id`;

function requestOf(r: Row): AssociationYouthRequest {
  return {
    id: Number(r.id),
    youth_name: String(r.full_name ?? ''),
    youth_name_en: str(r.full_name_en),
    public_id: String(r.public_id),
    association_title: String(r.association_title),
    association_title_en: str(r.association_title_en),
    status: r.status as YouthApprovalStatus,
    applied_at: iso(r.applied_at) ?? '',
    reviewed_at: iso(r.reviewed_at),
  };
}

/** One page of the scope's open requests, oldest first, or of the youth it approved, latest approval first. */
export async function listYouthRequests(
  db: Db,
  scope: AssociationScope,
  page: PageRequest,
  status: AssociationYouthList = 'applied',
): Promise<{ data: AssociationYouthRequest[]; total: number }> {
  const params: unknown[] = [status];
  const where = `y.status = $1 and ${scopeSql(scope, 'y.industry_association_id', params)}`;
  const order = status === 'approved' ? 'y.reviewed_at desc, y.id desc' : 'y.applied_at, y.id';
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where ${where} order by ${order}
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, page.page_size, (page.page - 1) * page.page_size],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${REQUEST_FROM} where ${where}`, params),
  ]);
  return { data: rows.rows.map(requestOf), total: Number(count.rows[0]?.n ?? 0) };
}

/** A request of the scope in any status (locked when `lock`), with the youth's id, or null. */
export async function youthRequestRow(
  db: Db,
  id: number,
  scope: AssociationScope,
  lock = false,
): Promise<(AssociationYouthRequest & { youth_id: number }) | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${REQUEST_COLUMNS} from ${REQUEST_FROM}
      where y.id = $1 and ${scopeSql(scope, 'y.industry_association_id', params)} ${lock ? 'for update of y' : ''}`,
    params,
  );
  const row = r.rows[0];
  return row ? { ...requestOf(row), youth_id: Number(row.youth_id) } : null;
}

/** Writes the association's decision (the transition already checked). */
export async function decideYouthRequest(
  tx: Db,
  id: number,
  to: YouthApprovalStatus,
  by: number,
  reason: string | null,
): Promise<void> {
  await tx.query(
    `update association_youth_approvals set status = $2, rejection_reason = $3, reviewed_at = now(),
       reviewed_by = $4, updated_at = now() where id = $1`,
    [id, to, reason, by],
  );
}

/** Whom the decision is told to: the youth's name, address, language and channels. */
export async function youthContact(
  tx: Db,
  youthId: number,
): Promise<{
  id: number;
  email: string | null;
  full_name: string;
  full_name_en: string | null;
  preferred_locale: string | null;
  message_channels: string[];
} | null> {
  const r = await tx.query<{
    id: number;
    email: string | null;
    full_name: string;
    full_name_en: string | null;
    preferred_locale: string | null;
    message_channels: string[] | null;
  }>(
    `select id, email, full_name, full_name_en, preferred_locale, message_channels from users
      where id = $1 and deleted_at is null`,
    [youthId],
  );
  const row = r.rows[0];
  return row ? { ...row, id: Number(row.id), message_channels: row.message_channels ?? [] } : null;
}
