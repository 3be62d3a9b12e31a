import type { Db } from '../../db/client';

/* The references a wizard step names, checked against the reference tables (steps.ts). */

/** Ids of `table` that do not exist (or are deleted). */
export async function missingIds(
  db: Db,
  table: 'skills' | 'job_sectors' | 'divisions',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db.query<{ id: number }>(
    `select id from ${table} where id = any($1::bigint[]) and deleted_at is null`,
    [ids],
  );
  const found = new Set(r.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function occupationSector(db: Db, occupationId: number): Promise<number | null> {
  const r = await db.query<{ job_sector_id: number }>(
    'select job_sector_id from occupations where id = $1 and deleted_at is null',
    [occupationId],
  );
  return r.rows[0]?.job_sector_id ?? null;
}

/** Index of each location whose district is not in its division or whose upazila is not in its district. */
export async function badLocations(
  db: Db,
  locations: readonly {
    loc_division_id: number;
    loc_district_id?: number | null;
    loc_upazila_id?: number | null;
  }[],
): Promise<{ index: number; field: 'loc_division_id' | 'loc_district_id' | 'loc_upazila_id' }[]> {
  const r = await db.query<{ i: number; division_ok: boolean; district_ok: boolean; upazila_ok: boolean }>(
    `select x.i,
       exists (select 1 from divisions d where d.id = x.d and d.deleted_at is null) as division_ok,
       (x.di is null or exists (select 1 from districts d where d.id = x.di and d.division_id = x.d and d.deleted_at is null)) as district_ok,
       (x.u is null or exists (select 1 from upazilas u where u.id = x.u and u.district_id = x.di and u.deleted_at is null)) as upazila_ok
     from jsonb_to_recordset($1::jsonb) as x(i int, d bigint, di bigint, u bigint)`,
    [
      JSON.stringify(
        locations.map((l, i) => ({
          i,
          d: l.loc_division_id,
          di: l.loc_district_id ?? null,
          u: l.loc_upazila_id ?? null,
        })),
      ),
    ],
  );
  type Bad = { index: number; field: 'loc_division_id' | 'loc_district_id' | 'loc_upazila_id' };
  return r.rows.flatMap((row): Bad[] => {
    if (!row.division_ok) return [{ index: row.i, field: 'loc_division_id' as const }];
    if (!row.district_ok) return [{ index: row.i, field: 'loc_district_id' as const }];
    if (!row.upazila_ok) return [{ index: row.i, field: 'loc_upazila_id' as const }];
    return [];
  });
}
