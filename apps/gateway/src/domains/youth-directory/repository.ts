import type { YouthDirectoryEntry } from '@platform/contract';
import { YOUTH_DIRECTORY_LIMITS } from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

/*
 * The public youth numbers and directory (contract endpoints-youth-directory.ts, ADR 0096). A registered youth is a
 * youth account (user type 3) that is not deleted. The directory holds only active youth whose profile chose to be
 * listed (migration 049); a card's skills, and a search or filter by skill, apply only while the youth shows the
 * skills section on the public profile, so a hidden section is never read out through the directory.
 */

/** The number of registered youth. */
export async function countRegisteredYouth(db: Db): Promise<number> {
  const r = await db.query<{ n: number }>(
    'select count(*)::int as n from users where user_type_code = 3 and deleted_at is null',
  );
  return r.rows[0]?.n ?? 0;
}

export interface YouthDirectoryFilters {
  search: string | null;
  skillId: number | null;
}

const SKILLS_SHOWN = `not ('skills' = any(p.hidden_sections))`;

function whereOf(f: YouthDirectoryFilters, params: unknown[]): string {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['u.user_type_code = 3', 'u.deleted_at is null', 'u.row_status = 1', 'p.in_youth_directory'];
  if (f.search) {
    const like = p(likeContains(f.search));
    where.push(`(u.full_name ilike ${like} or u.full_name_en ilike ${like} or (${SKILLS_SHOWN} and exists (
      select 1 from youth_skills ys join skills sk on sk.id = ys.skill_id
      where ys.youth_id = u.id and (sk.title ilike ${like} or sk.title_en ilike ${like}))))`);
  }
  if (f.skillId !== null)
    where.push(`${SKILLS_SHOWN} and exists (select 1 from youth_skills ys
      where ys.youth_id = u.id and ys.skill_id = ${p(f.skillId)})`);
  return where.join(' and ');
}

/** One page of the directory, the newest registrations first. */
export async function listYouthDirectory(
  db: Db,
  filters: YouthDirectoryFilters,
  page: { page: number; page_size: number },
): Promise<{ data: YouthDirectoryEntry[]; total: number }> {
  const params: unknown[] = [];
  const cond = whereOf(filters, params);
  const from = 'from users u join youth_profiles p on p.user_id = u.id';
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${from} where ${cond}`, params)).rows[0]?.n ??
    0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const rows = await db.query<YouthDirectoryEntry>(
    `select p.public_id::text as public_id, u.full_name, u.full_name_en,
       case when ${SKILLS_SHOWN} then coalesce((
         select jsonb_agg(jsonb_build_object('id', s.id::int, 'title', s.title, 'title_en', s.title_en) order by s.n)
         from (select sk.id, sk.title, sk.title_en, ys.id as n from youth_skills ys
                 join skills sk on sk.id = ys.skill_id
                where ys.youth_id = u.id order by ys.id limit ${YOUTH_DIRECTORY_LIMITS.cardSkills}) s
       ), '[]'::jsonb) else '[]'::jsonb end as skills
     ${from} where ${cond}
     order by u.created_at desc, u.id desc
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: rows.rows, total };
}

/** Whether the youth is listed (false for a youth without a profile row yet). */
export async function isListed(db: Db, userId: number): Promise<boolean> {
  const r = await db.query<{ listed: boolean }>(
    'select in_youth_directory as listed from youth_profiles where user_id = $1',
    [userId],
  );
  return r.rows[0]?.listed ?? false;
}

/** The youth's choice to be listed in the public directory (migration 049). */
export async function setListed(db: Db, userId: number, listed: boolean): Promise<void> {
  await db.query('update youth_profiles set in_youth_directory = $1, updated_at = now() where user_id = $2', [
    listed,
    userId,
  ]);
}
