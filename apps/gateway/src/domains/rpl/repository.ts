import type { RplApplication, RplApplicationBody, RplApplicationStatus } from '@platform/contract';
import type { Db } from '../../db/client';
import { youthActions } from './transitions';

/* The RPL domain's SQL (ADR 0094): applications with their catalogue names, batch and centre. */

export const APPLICATION = `
  select a.id, a.status, a.mobile, a.experience_years, a.workplace, a.experience_summary,
         a.score::float8 as score, a.cgpa::float8 as cgpa, a.certificate_id, a.created_at, a.updated_at,
         a.rpl_batch_id, a.youth_id,
         s.id as sector_id, s.title as sector_title, s.title_en as sector_title_en,
         o.id as occupation_id, o.title as occupation_title, o.title_en as occupation_title_en,
         l.id as level_id, l.title as level_title, l.title_en as level_title_en,
         l.passing_score::float8 as passing_score,
         b.title as batch_title, b.title_en as batch_title_en, to_char(b.exam_date, 'YYYY-MM-DD') as exam_date,
         b.assessor_id, c.id as centre_id, c.title as centre_title, c.title_en as centre_title_en
    from rpl_applications a
    join rpl_sectors s on s.id = a.rpl_sector_id
    join rpl_occupations o on o.id = a.rpl_occupation_id
    join rpl_levels l on l.id = a.rpl_level_id
    left join rpl_batches b on b.id = a.rpl_batch_id
    left join training_centers c on c.id = b.training_center_id`;

export type ApplicationRow = Record<string, unknown> & {
  id: number;
  status: RplApplicationStatus;
  rpl_batch_id: number | null;
  youth_id: number;
  passing_score: number;
  assessor_id: number | null;
};

const iso = (v: unknown) => new Date(v as string).toISOString();
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function applicationOf(r: ApplicationRow): RplApplication {
  const facts = { status: r.status, inBatch: r.rpl_batch_id !== null };
  return {
    id: Number(r.id),
    status: r.status,
    sector: { id: Number(r.sector_id), title: String(r.sector_title), title_en: str(r.sector_title_en) },
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
    mobile: String(r.mobile),
    experience_years: Number(r.experience_years),
    workplace: str(r.workplace),
    experience_summary: String(r.experience_summary),
    batch:
      r.rpl_batch_id === null
        ? null
        : {
            id: Number(r.rpl_batch_id),
            title: String(r.batch_title),
            title_en: str(r.batch_title_en),
            exam_date: String(r.exam_date),
            centre:
              r.centre_id === null
                ? null
                : {
                    id: Number(r.centre_id),
                    title: String(r.centre_title),
                    title_en: str(r.centre_title_en),
                  },
          },
    score: r.score === null ? null : Number(r.score),
    cgpa: r.cgpa === null ? null : Number(r.cgpa),
    certificate_id: str(r.certificate_id),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    actions: youthActions(facts),
  };
}

/** The youth's applications, newest first. */
export async function applicationsOfYouth(db: Db, youthId: number): Promise<RplApplication[]> {
  const r = await db.query<ApplicationRow>(
    `${APPLICATION} where a.youth_id = $1 order by a.created_at desc, a.id desc`,
    [youthId],
  );
  return r.rows.map(applicationOf);
}

/** One application (row), optionally locked for a move. */
export async function applicationRow(db: Db, id: number, lock = false): Promise<ApplicationRow | null> {
  const r = await db.query<ApplicationRow>(
    `${APPLICATION} where a.id = $1${lock ? ' for update of a' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Whether the sector → occupation → level chain holds, each record active: which link breaks, if one does. */
export async function catalogueChain(
  db: Db,
  body: Pick<RplApplicationBody, 'rpl_sector_id' | 'rpl_occupation_id' | 'rpl_level_id'>,
): Promise<{ sector: boolean; occupation: number | null; level: number | null }> {
  const live = 'deleted_at is null and row_status = 1';
  const r = await db.query<{
    sector: boolean;
    occupation_sector: number | null;
    level_occupation: number | null;
  }>(
    `select exists (select 1 from rpl_sectors where id = $1 and ${live}) as sector,
            (select rpl_sector_id from rpl_occupations where id = $2 and ${live}) as occupation_sector,
            (select rpl_occupation_id from rpl_levels where id = $3 and ${live}) as level_occupation`,
    [body.rpl_sector_id, body.rpl_occupation_id, body.rpl_level_id],
  );
  const row = r.rows[0];
  return {
    sector: Boolean(row?.sector),
    occupation:
      row?.occupation_sector === null || row?.occupation_sector === undefined
        ? null
        : Number(row.occupation_sector),
    level:
      row?.level_occupation === null || row?.level_occupation === undefined
        ? null
        : Number(row.level_occupation),
  };
}

/** Inserts a submitted application; null when the youth already has an open one for the level. */
export async function insertApplication(
  db: Db,
  youthId: number,
  b: RplApplicationBody,
): Promise<number | null> {
  const r = await db.query<{ id: number }>(
    `insert into rpl_applications
       (youth_id, rpl_sector_id, rpl_occupation_id, rpl_level_id, mobile, experience_years, workplace, experience_summary)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (youth_id, rpl_level_id) where status in ('submitted', 'not_submitted', 'passed', 'certified')
     do nothing returning id`,
    [
      youthId,
      b.rpl_sector_id,
      b.rpl_occupation_id,
      b.rpl_level_id,
      b.mobile,
      b.experience_years,
      b.workplace ?? null,
      b.experience_summary,
    ],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

export async function setStatus(db: Db, id: number, status: RplApplicationStatus): Promise<void> {
  await db.query('update rpl_applications set status = $2, updated_at = now() where id = $1', [id, status]);
}
