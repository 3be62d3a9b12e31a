import type {
  ProgressReport,
  ProgressReportFigures,
  ProgressReportQuery,
  ProgressReportStatus,
  ProgressReportType,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains, Params } from '../../db/sql';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import { monthStart } from './figures';
import { reportActions } from './transitions';

/*
 * The SQL of the monthly progress reports (047_progress_reports.sql). Every statement carries the caller's tenant
 * condition on the report's institute: another institute's report finds nothing (404). Only an institute's staff and
 * the platform's administrators have a scope here; an organisation's staff have none.
 */

const COLUMNS = `r.id, r.report_type, r.institute_id, i.title as institute_title, i.title_en as institute_title_en,
  r.training_center_id, c.title as training_center_title, c.title_en as training_center_title_en,
  to_char(r.reporting_month, 'YYYY-MM') as reporting_month, r.status, r.return_reason, r.figures,
  r.submitted_at, r.reviewed_at, r.created_at, r.updated_at`;
const FROM = `progress_reports r join institutes i on i.id = r.institute_id
  join training_centers c on c.id = r.training_center_id`;

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** What the caller may do, for `actions`. */
export interface ReportCaller {
  manage: boolean;
  approve: boolean;
}

/** The tenant condition on the report alias `r` (institute staff: their institute; platform: all; others: none). */
function scoped(scope: TenantScope, p: Params): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind !== 'institute') return 'false';
  return `r.institute_id = ${p.add(scope.id)}`;
}

export function reportOf(r: Row, caller: ReportCaller): ProgressReport {
  const status = r.status as ProgressReportStatus;
  return {
    id: Number(r.id),
    report_type: r.report_type as ProgressReportType,
    institute_id: Number(r.institute_id),
    institute_title: String(r.institute_title),
    institute_title_en: (r.institute_title_en as string | null) ?? null,
    training_center_id: Number(r.training_center_id),
    training_center_title: String(r.training_center_title),
    training_center_title_en: (r.training_center_title_en as string | null) ?? null,
    reporting_month: String(r.reporting_month),
    status,
    return_reason: (r.return_reason as string | null) ?? null,
    figures: (r.figures ?? {}) as ProgressReportFigures,
    submitted_at: iso(r.submitted_at),
    reviewed_at: iso(r.reviewed_at),
    created_at: iso(r.created_at) ?? '',
    updated_at: iso(r.updated_at) ?? '',
    actions: reportActions(status, caller),
  };
}

/** A report in the scope (locked for a move when `lock`), or null. */
export async function reportRow(db: Db, id: number, scope: TenantScope, lock = false): Promise<Row | null> {
  const p = new Params();
  const found = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} where r.id = ${p.add(id)} and ${scoped(scope, p)}${lock ? ' for update of r' : ''}`,
    p.values,
  );
  return found.rows[0] ?? null;
}

/** The institute of a live training centre in the scope, or null (not the caller's, deleted or unknown). */
export async function centreInstitute(db: Db, centreId: number, scope: TenantScope): Promise<number | null> {
  const p = new Params();
  const found = await db.query<{ institute_id: number }>(
    `select r.institute_id from training_centers r
      where r.id = ${p.add(centreId)} and r.deleted_at is null and ${scoped(scope, p)}`,
    p.values,
  );
  return found.rows[0] ? Number(found.rows[0].institute_id) : null;
}

/** Whether a report of this type, centre and month exists besides `exceptId`. */
export async function monthTaken(
  db: Db,
  type: ProgressReportType,
  centreId: number,
  month: string,
  exceptId: number | null,
): Promise<boolean> {
  const found = await db.query(
    `select 1 from progress_reports where report_type = $1 and training_center_id = $2 and reporting_month = $3
        and id <> coalesce($4::bigint, 0)`,
    [type, centreId, monthStart(month), exceptId],
  );
  return found.rows.length > 0;
}

export interface ReportValues {
  report_type: ProgressReportType;
  institute_id: number;
  training_center_id: number;
  reporting_month: string;
  figures: ProgressReportFigures;
}

export async function insertReport(db: Db, v: ReportValues, by: number): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into progress_reports (report_type, institute_id, training_center_id, reporting_month, figures,
       created_by, updated_by)
     values ($1, $2, $3, $4, $5::jsonb, $6, $6) returning id`,
    [
      v.report_type,
      v.institute_id,
      v.training_center_id,
      monthStart(v.reporting_month),
      JSON.stringify(v.figures),
      by,
    ],
  );
  return Number(r.rows[0]?.id);
}

/** Month and figures of a report (its type and centre are fixed). */
export async function updateReport(
  db: Db,
  id: number,
  month: string,
  figures: ProgressReportFigures,
  by: number,
): Promise<void> {
  await db.query(
    `update progress_reports set reporting_month = $2, figures = $3::jsonb, updated_by = $4, updated_at = now()
      where id = $1`,
    [id, monthStart(month), JSON.stringify(figures), by],
  );
}

/** A state move: a submission stamps who and when; a review stamps the reviewer and (on a return) its reason. */
export async function moveReport(
  db: Db,
  id: number,
  to: ProgressReportStatus,
  by: number,
  reason: string | null = null,
): Promise<void> {
  if (to === 'submitted')
    await db.query(
      `update progress_reports set status = $2, submitted_at = now(), submitted_by = $3, updated_by = $3,
         updated_at = now() where id = $1`,
      [id, to, by],
    );
  else
    await db.query(
      `update progress_reports set status = $2, reviewed_at = now(), reviewed_by = $3, updated_at = now(),
         return_reason = case when $2 = 'returned' then $4 else null end where id = $1`,
      [id, to, by, reason],
    );
}

/** One page of the reports in the scope, filtered; newest month first, then by centre. */
export async function listReports(
  db: Db,
  scope: TenantScope,
  q: ProgressReportQuery,
  page: PageRequest,
  caller: ReportCaller,
): Promise<{ data: ProgressReport[]; total: number }> {
  const p = new Params();
  const where = [scoped(scope, p)];
  if (q.search) {
    const like = p.add(likeContains(q.search));
    where.push(
      `(c.title ilike ${like} or c.title_en ilike ${like} or i.title ilike ${like} or i.title_en ilike ${like})`,
    );
  }
  if (q.report_type) where.push(`r.report_type = ${p.add(q.report_type)}`);
  if (q.status) where.push(`r.status = ${p.add(q.status)}`);
  if (q.from_month) where.push(`r.reporting_month >= ${p.add(monthStart(q.from_month))}::date`);
  if (q.to_month) where.push(`r.reporting_month <= ${p.add(monthStart(q.to_month))}::date`);
  if (q.institute_id) where.push(`r.institute_id = ${p.add(q.institute_id)}`);
  if (q.training_center_id) where.push(`r.training_center_id = ${p.add(q.training_center_id)}`);
  const condition = where.join(' and ');
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from ${FROM} where ${condition}`,
    p.values,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} where ${condition}
      order by r.reporting_month desc, coalesce(c.title_en, c.title), r.report_type, r.id
      limit ${p.add(page.page_size)} offset ${p.add((page.page - 1) * page.page_size)}`,
    p.values,
  );
  return { data: rows.rows.map((r) => reportOf(r, caller)), total: Number(count.rows[0]?.n ?? 0) };
}
