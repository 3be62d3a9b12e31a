import type { YouthAdminEntry } from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

/*
 * The platform's youth for administrators (contract endpoints-youths.ts, ADR 0082): every youth account (user type
 * 3, not deleted) with its first address's district. Filters are indexed columns of users or an `exists` on the
 * youth's addresses; the page is cut in SQL.
 */

export interface YouthAdminFilters {
  search: string | null;
  gender: number | null;
  divisionId: number | null;
  districtId: number | null;
  minCompletion: number | null;
  maxCompletion: number | null;
  rowStatus: number | null;
}

function whereOf(f: YouthAdminFilters, params: unknown[]): string {
  const where = ['u.user_type_code = 3', 'u.deleted_at is null'];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.search) {
    const like = p(likeContains(f.search));
    where.push(`(u.full_name ilike ${like} or u.full_name_en ilike ${like} or u.username ilike ${like}
      or u.mobile ilike ${like})`);
  }
  if (f.gender !== null) where.push(`u.gender = ${p(f.gender)}`);
  if (f.divisionId !== null || f.districtId !== null) {
    const conditions = ['a.youth_id = u.id'];
    if (f.divisionId !== null) conditions.push(`a.loc_division_id = ${p(f.divisionId)}`);
    if (f.districtId !== null) conditions.push(`a.loc_district_id = ${p(f.districtId)}`);
    where.push(`exists (select 1 from youth_addresses a where ${conditions.join(' and ')})`);
  }
  if (f.minCompletion !== null) where.push(`u.profile_completion_percentage >= ${p(f.minCompletion)}`);
  if (f.maxCompletion !== null) where.push(`u.profile_completion_percentage <= ${p(f.maxCompletion)}`);
  if (f.rowStatus !== null) where.push(`u.row_status = ${p(f.rowStatus)}`);
  return where.join(' and ');
}

/** One page of the youth list, the newest registrations first. */
export async function listYouths(
  db: Db,
  filters: YouthAdminFilters,
  page: { page: number; page_size: number },
): Promise<{ data: YouthAdminEntry[]; total: number }> {
  const params: unknown[] = [];
  const cond = whereOf(filters, params);
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from users u where ${cond}`, params)).rows[0]
      ?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const rows = await db.query<YouthAdminEntry>(
    `select u.id, u.username, u.full_name, u.full_name_en, u.mobile, u.email, u.gender,
       (select jsonb_build_object('title', di.title, 'title_en', di.title_en)
          from youth_addresses a join districts di on di.id = a.loc_district_id
          where a.youth_id = u.id order by a.address_type, a.id limit 1) as district,
       coalesce(u.profile_completion_percentage, 0)::int as profile_completion,
       u.created_at, u.row_status
     from users u where ${cond}
     order by u.created_at desc, u.id desc
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    data: rows.rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    total,
  };
}

/** The user id when `id` is a youth account that is not deleted; null otherwise. */
export async function youthAccount(db: Db, id: number): Promise<number | null> {
  const r = await db.query<{ id: number }>(
    `select id from users where id = $1 and user_type_code = 3 and deleted_at is null`,
    [id],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}
