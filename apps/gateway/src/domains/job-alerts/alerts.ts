import type { JobAlert, JobAlertBody } from '@platform/contract';
import { searchQueryOf } from '../jobs/search';
import type { Db } from '../../db/client';

/*
 * SQL of job alerts (migration 013, ADR 0065). Every statement on an alert carries `youth_id = caller`, so another
 * youth's alert id finds nothing.
 */

const titles = (table: string, column: string) =>
  `coalesce((select json_agg(json_build_object('id', x.id, 'title', x.title, 'title_en', x.title_en) order by x.id)
              from ${table} x where x.id = any(a.${column})), '[]'::json)`;

const ALERT_SELECT = `
  select a.id, a.title, a.keywords, a.job_sector_ids, a.occupation_ids, a.skill_ids, a.loc_division_id, a.loc_district_id,
    a.job_levels, a.employment_types, a.channels, a.is_enabled, a.created_at, a.updated_at,
    ${titles('job_sectors', 'job_sector_ids')} as job_sectors,
    ${titles('occupations', 'occupation_ids')} as occupations,
    ${titles('skills', 'skill_ids')} as skills,
    case when dv.id is null then null else json_build_object('id', dv.id, 'title', dv.title, 'title_en', dv.title_en) end as division,
    case when ds.id is null then null else json_build_object('id', ds.id, 'title', ds.title, 'title_en', ds.title_en) end as district
  from job_alerts a
  left join divisions dv on dv.id = a.loc_division_id
  left join districts ds on ds.id = a.loc_district_id`;

type AlertRow = Omit<
  JobAlert,
  'job_sector_ids' | 'occupation_ids' | 'skill_ids' | 'created_at' | 'updated_at'
> & {
  job_sector_ids: (number | string)[];
  occupation_ids: (number | string)[];
  skill_ids: (number | string)[];
  created_at: Date | string;
  updated_at: Date | string;
};

const toAlert = (r: AlertRow): JobAlert => ({
  ...r,
  job_sector_ids: r.job_sector_ids.map(Number),
  occupation_ids: r.occupation_ids.map(Number),
  skill_ids: r.skill_ids.map(Number),
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
});

export async function listAlerts(
  db: Db,
  youthId: number,
  page: { page: number; page_size: number },
): Promise<{ data: JobAlert[]; total: number }> {
  const total =
    (
      await db.query<{ n: number }>('select count(*)::int as n from job_alerts where youth_id = $1', [
        youthId,
      ])
    ).rows[0]?.n ?? 0;
  const r = await db.query<AlertRow>(
    `${ALERT_SELECT} where a.youth_id = $1 order by a.id desc limit $2 offset $3`,
    [youthId, page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: r.rows.map(toAlert), total };
}

export async function readAlert(db: Db, youthId: number, id: number): Promise<JobAlert | null> {
  const r = await db.query<AlertRow>(`${ALERT_SELECT} where a.id = $1 and a.youth_id = $2`, [id, youthId]);
  return r.rows[0] ? toAlert(r.rows[0]) : null;
}

export async function countAlerts(db: Db, youthId: number): Promise<number> {
  return (
    (
      await db.query<{ n: number }>('select count(*)::int as n from job_alerts where youth_id = $1', [
        youthId,
      ])
    ).rows[0]?.n ?? 0
  );
}

function values(body: JobAlertBody): unknown[] {
  return [
    body.title ?? null,
    body.keywords ?? null,
    body.keywords ? searchQueryOf(body.keywords) : null,
    [...new Set(body.job_sector_ids ?? [])],
    [...new Set(body.occupation_ids ?? [])],
    [...new Set(body.skill_ids ?? [])],
    body.loc_division_id ?? null,
    body.loc_district_id ?? null,
    [...new Set(body.job_levels ?? [])],
    [...new Set(body.employment_types ?? [])],
    [...new Set(body.channels)],
    body.is_enabled,
  ];
}

export async function insertAlert(tx: Db, youthId: number, body: JobAlertBody): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into job_alerts (title, keywords, keywords_query, job_sector_ids, occupation_ids, skill_ids, loc_division_id, loc_district_id,
       job_levels, employment_types, channels, is_enabled, youth_id)
     values ($1, $2, $3, $4::bigint[], $5::bigint[], $6::bigint[], $7, $8, $9::smallint[], $10::text[], $11::text[], $12, $13) returning id`,
    [...values(body), youthId],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('job alert insert returned no id');
  return id;
}

/** Whether the youth's alert existed (and so was changed). */
export async function updateAlert(tx: Db, youthId: number, id: number, body: JobAlertBody): Promise<boolean> {
  const r = await tx.query(
    `update job_alerts set title = $1, keywords = $2, keywords_query = $3, job_sector_ids = $4::bigint[], occupation_ids = $5::bigint[],
       skill_ids = $6::bigint[], loc_division_id = $7, loc_district_id = $8, job_levels = $9::smallint[], employment_types = $10::text[],
       channels = $11::text[], is_enabled = $12, updated_at = now()
     where id = $13 and youth_id = $14`,
    [...values(body), id, youthId],
  );
  return r.rowCount > 0;
}

export async function deleteAlert(tx: Db, youthId: number, id: number): Promise<boolean> {
  return (
    (await tx.query('delete from job_alerts where id = $1 and youth_id = $2', [id, youthId])).rowCount > 0
  );
}

/**
 * What the database knows of an alert's references: ids that do not exist (or are deleted) per field, and whether
 * the district lies in the division. Field → message ids, empty when all is well.
 */
export async function alertReferenceErrors(db: Db, body: JobAlertBody): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const check = async (field: keyof JobAlertBody, table: string, ids: readonly number[]) => {
    if (ids.length === 0) return;
    const r = await db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where id = any($1::bigint[]) and deleted_at is null`,
      [ids],
    );
    if ((r.rows[0]?.n ?? 0) !== new Set(ids).size) errors[field] = ['validation.reference_missing'];
  };
  await check('job_sector_ids', 'job_sectors', body.job_sector_ids ?? []);
  await check('occupation_ids', 'occupations', body.occupation_ids ?? []);
  await check('skill_ids', 'skills', body.skill_ids ?? []);
  if (body.loc_division_id) await check('loc_division_id', 'divisions', [body.loc_division_id]);
  if (body.loc_district_id) {
    const r = await db.query(
      'select 1 from districts where id = $1 and division_id = $2 and deleted_at is null',
      [body.loc_district_id, body.loc_division_id],
    );
    if (r.rows.length === 0) errors.loc_district_id = ['validation.reference_missing'];
  }
  return errors;
}

/** Locks the youth's row: the alert limit is counted under it, so two saves at once cannot pass it together. */
export async function lockAlertOwner(tx: Db, youthId: number): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [youthId]);
}
