import type {
  RplApplicationAdmin,
  RplApplicationQuery,
  RplApplicationStatus,
  RplAssessor,
  RplBatch,
  RplBatchBody,
  RplCandidate,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { type ApplicationRow, APPLICATION, applicationOf } from './repository';

/* RPL batches, their candidates, marks and certificates (ADR 0094): the SQL of the RPL office and the assessor. */

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

const BATCH = `
  select b.id, b.title, b.title_en, to_char(b.exam_date, 'YYYY-MM-DD') as exam_date, b.assessor_id,
         o.id as occupation_id, o.title as occupation_title, o.title_en as occupation_title_en,
         l.id as level_id, l.title as level_title, l.title_en as level_title_en, l.passing_score::float8 as passing_score,
         u.full_name as assessor_name, u.full_name_en as assessor_name_en,
         c.id as centre_id, c.title as centre_title, c.title_en as centre_title_en
    from rpl_batches b
    join rpl_occupations o on o.id = b.rpl_occupation_id
    join rpl_levels l on l.id = b.rpl_level_id
    join users u on u.id = b.assessor_id
    left join training_centers c on c.id = b.training_center_id`;

type BatchRow = Record<string, unknown> & { id: number; assessor_id: number; passing_score: number };

async function candidatesOf(db: Db, ids: readonly number[]): Promise<Map<number, RplCandidate[]>> {
  const r = await db.query<Record<string, unknown>>(
    `select a.rpl_batch_id, a.id, u.full_name, u.full_name_en, a.status, a.score::float8 as score,
            a.cgpa::float8 as cgpa, a.certificate_id
       from rpl_applications a join users u on u.id = a.youth_id
      where a.rpl_batch_id = any($1::bigint[]) order by coalesce(u.full_name_en, u.full_name), a.id`,
    [ids],
  );
  const out = new Map<number, RplCandidate[]>();
  for (const row of r.rows) {
    const list = out.get(Number(row.rpl_batch_id)) ?? [];
    list.push({
      application_id: Number(row.id),
      youth_name: String(row.full_name),
      youth_name_en: str(row.full_name_en),
      status: row.status as RplApplicationStatus,
      score: row.score === null ? null : Number(row.score),
      cgpa: row.cgpa === null ? null : Number(row.cgpa),
      certificate_id: str(row.certificate_id),
    });
    out.set(Number(row.rpl_batch_id), list);
  }
  return out;
}

function batchOf(r: BatchRow, candidates: RplCandidate[]): RplBatch {
  return {
    id: Number(r.id),
    title: String(r.title),
    title_en: str(r.title_en),
    occupation: {
      id: Number(r.occupation_id),
      title: String(r.occupation_title),
      title_en: str(r.occupation_title_en),
    },
    level: {
      id: Number(r.level_id),
      title: String(r.level_title),
      title_en: str(r.level_title_en),
      passing_score: Number(r.passing_score),
    },
    assessor: { id: Number(r.assessor_id), name: String(r.assessor_name), name_en: str(r.assessor_name_en) },
    exam_date: String(r.exam_date),
    centre:
      r.centre_id === null
        ? null
        : { id: Number(r.centre_id), title: String(r.centre_title), title_en: str(r.centre_title_en) },
    candidates,
    marked: candidates.filter((c) => c.status === 'passed' || c.status === 'failed').length,
  };
}

/** One batch; with `assessorId`, only that assessor's (null otherwise: 404 for another assessor's). */
export async function findBatch(
  db: Db,
  id: number,
  assessorId?: number,
  lock = false,
): Promise<RplBatch | null> {
  const r = await db.query<BatchRow>(
    `${BATCH} where b.id = $1${assessorId === undefined ? '' : ' and b.assessor_id = $2'}${lock ? ' for update of b' : ''}`,
    assessorId === undefined ? [id] : [id, assessorId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return batchOf(row, (await candidatesOf(db, [row.id])).get(Number(row.id)) ?? []);
}

/** A page of batches, latest exam first; with `assessorId`, that assessor's only. */
export async function listBatches(
  db: Db,
  page: { limit: number; offset: number },
  assessorId?: number,
): Promise<{ rows: RplBatch[]; total: number }> {
  const where = assessorId === undefined ? '' : ' where b.assessor_id = $3';
  const params: unknown[] = [page.limit, page.offset, ...(assessorId === undefined ? [] : [assessorId])];
  const r = await db.query<BatchRow>(
    `${BATCH}${where} order by b.exam_date desc, b.id desc limit $1 offset $2`,
    params,
  );
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from rpl_batches b${assessorId === undefined ? '' : ' where b.assessor_id = $1'}`,
    assessorId === undefined ? [] : [assessorId],
  );
  const candidates = await candidatesOf(
    db,
    r.rows.map((b) => Number(b.id)),
  );
  return {
    rows: r.rows.map((b) => batchOf(b, candidates.get(Number(b.id)) ?? [])),
    total: total.rows[0]?.n ?? 0,
  };
}

/** The users holding the assessor role, active ones. */
export async function assessors(db: Db): Promise<RplAssessor[]> {
  const r = await db.query<{ id: number; full_name: string; full_name_en: string | null }>(
    `select u.id, u.full_name, u.full_name_en from users u join roles r on r.id = u.role_id
      where r.key = 'assessor' and u.deleted_at is null order by coalesce(u.full_name_en, u.full_name)`,
  );
  return r.rows.map((u) => ({ id: Number(u.id), name: u.full_name, name_en: u.full_name_en }));
}

/** Which references of a batch body break (field → message id). */
export async function batchProblems(db: Db, b: RplBatchBody): Promise<Record<string, string[]>> {
  const r = await db.query<{
    occupation: boolean;
    level_occupation: number | null;
    assessor: boolean;
    centre: boolean;
  }>(
    `select exists (select 1 from rpl_occupations where id = $1 and deleted_at is null) as occupation,
            (select rpl_occupation_id from rpl_levels where id = $2 and deleted_at is null) as level_occupation,
            exists (select 1 from users u join roles r on r.id = u.role_id
                     where u.id = $3 and r.key = 'assessor' and u.deleted_at is null) as assessor,
            ($4::bigint is null or exists (select 1 from training_centers where id = $4 and deleted_at is null)) as centre`,
    [b.rpl_occupation_id, b.rpl_level_id, b.assessor_id, b.training_center_id ?? null],
  );
  const row = r.rows[0];
  const out: Record<string, string[]> = {};
  if (!row?.occupation) out.rpl_occupation_id = ['validation.reference_missing'];
  if (row?.level_occupation === null || row?.level_occupation === undefined)
    out.rpl_level_id = ['validation.reference_missing'];
  else if (Number(row.level_occupation) !== b.rpl_occupation_id)
    out.rpl_level_id = ['rpl.errors.not_of_occupation'];
  if (!row?.assessor) out.assessor_id = ['validation.reference_missing'];
  if (!row?.centre) out.training_center_id = ['validation.reference_missing'];
  return out;
}

export async function insertBatch(db: Db, b: RplBatchBody, by: number): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into rpl_batches (title, title_en, rpl_occupation_id, rpl_level_id, assessor_id, exam_date, training_center_id, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      b.title,
      b.title_en ?? null,
      b.rpl_occupation_id,
      b.rpl_level_id,
      b.assessor_id,
      b.exam_date,
      b.training_center_id ?? null,
      by,
    ],
  );
  return Number(r.rows[0]?.id);
}

export async function placeApplication(db: Db, id: number, batchId: number): Promise<void> {
  await db.query('update rpl_applications set rpl_batch_id = $2, updated_at = now() where id = $1', [
    id,
    batchId,
  ]);
}

export async function markApplication(
  db: Db,
  id: number,
  marks: { score: number; cgpa: number | null; status: RplApplicationStatus; by: number },
): Promise<void> {
  await db.query(
    `update rpl_applications set score = $2, cgpa = $3, status = $4, marked_by = $5, marked_at = now(), updated_at = now()
      where id = $1`,
    [id, marks.score, marks.cgpa, marks.status, marks.by],
  );
}

/**
 * Issues the RPL certificate of an application (the certificate engine's table, without a course: ADR 0094) and
 * links it; the holder is the youth, the title the occupation and level, the issuer the centre's institute or the
 * platform.
 */
export async function issueRplCertificate(db: Db, applicationId: number): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into certificates (youth_id, course_id, institute_id, holder_name, holder_name_en, course_title,
        course_title_en, institute_title, institute_title_en)
     select a.youth_id, null, i.id, u.full_name, u.full_name_en,
            o.title || ', ' || l.title, coalesce(o.title_en, o.title) || ', ' || coalesce(l.title_en, l.title),
            coalesce(i.title, s.site_name), coalesce(i.title_en, s.site_name_en)
       from rpl_applications a
       join users u on u.id = a.youth_id
       join rpl_occupations o on o.id = a.rpl_occupation_id
       join rpl_levels l on l.id = a.rpl_level_id
       join rpl_batches b on b.id = a.rpl_batch_id
       left join training_centers c on c.id = b.training_center_id
       left join institutes i on i.id = c.institute_id
       cross join app_settings s
      where a.id = $1
     returning id`,
    [applicationId],
  );
  const id = String(r.rows[0]?.id);
  await db.query('update rpl_applications set certificate_id = $2 where id = $1', [applicationId, id]);
  return id;
}

/** A page of applications for the RPL office, newest first, by status, level, or not in a batch yet. */
export async function listApplications(
  db: Db,
  q: RplApplicationQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: RplApplicationAdmin[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) where.push(`a.status = $${params.push(q.status)}`);
  if (q.rpl_level_id) where.push(`a.rpl_level_id = $${params.push(q.rpl_level_id)}`);
  if (q.unbatched === 'true') where.push('a.rpl_batch_id is null');
  const filter = where.length ? ` where ${where.join(' and ')}` : '';
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from rpl_applications a${filter}`,
    params,
  );
  const r = await db.query<ApplicationRow & { full_name: string; full_name_en: string | null }>(
    `select x.*, u.full_name, u.full_name_en from (${APPLICATION}${filter}) x join users u on u.id = x.youth_id
      order by x.created_at desc, x.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return {
    rows: r.rows.map((row) => ({
      ...applicationOf(row),
      youth_name: row.full_name,
      youth_name_en: row.full_name_en,
    })),
    total: total.rows[0]?.n ?? 0,
  };
}
