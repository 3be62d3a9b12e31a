import { CV_BANK_MIN_COMPLETION, type CvBankEntry, type PlatformCvBankEntry } from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import { skillsMeeting } from '../ontology';

/*
 * The CV bank (contract endpoints-cv-bank.ts). A youth is in it when the account is an active, verified youth
 * account whose profile opted in (migration 019, off by default) and is at least CV_BANK_MIN_COMPLETION % complete. Every filter and every part of an entry reads a section only when the youth shows it
 * (`not '<section>' = any(hidden_sections)`) and only items added to the CV: what matches is what the CV shows.
 * Filters are `exists` subqueries on the per-youth indexes of 009, the page is cut in SQL (limit/offset).
 */

export interface CvBankFilters {
  skillIds: number[];
  /** For each searched skill, the skills that meet it (itself first; the ontology's one level, ADR 0098). */
  skillMatches?: number[][];
  educationLevelId: number | null;
  minExperienceYears: number;
  divisionId: number | null;
  districtId: number | null;
  search: string | null;
}

/** The youths of the CV bank: `y` with the user id, public id, names, completion and hidden sections. */
const YOUTHS = `(select u.id, p.public_id, u.full_name, u.full_name_en, u.profile_completion_percentage, p.hidden_sections
   from users u join youth_profiles p on p.user_id = u.id
   where u.user_type_code = 3 and u.row_status = 1 and u.deleted_at is null and u.mobile_verified_at is not null
     and p.in_cv_bank and u.profile_completion_percentage >= ${CV_BANK_MIN_COMPLETION}) y`;

const shown = (section: string) => `not ('${section}' = any(y.hidden_sections))`;

/** Days of experience on the CV (a current job runs to today); overlapping jobs add up. */
const EXPERIENCE_DAYS = `(select coalesce(sum(case when x.is_currently_working or x.end_date is null then current_date else x.end_date end - x.start_date), 0)
   from youth_experiences x where x.youth_id = y.id and x.add_to_cv)`;

function whereOf(f: CvBankFilters, params: unknown[]): string {
  const where = ['true'];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.skillIds.length > 0) {
    // every searched skill is met by one of the youth's CV skills: itself, or one the ontology says meets it
    const each = (f.skillMatches ?? f.skillIds.map((id) => [id])).map(
      (ids) => `exists (select 1 from youth_skills s
      where s.youth_id = y.id and s.add_to_cv and s.skill_id = any(${p(ids)}::bigint[]))`,
    );
    where.push(`${shown('skills')} and ${each.join(' and ')}`);
  }
  if (f.educationLevelId !== null) {
    where.push(`${shown('educations')} and exists (select 1 from youth_educations e
      where e.youth_id = y.id and e.add_to_cv and e.education_level_id = ${p(f.educationLevelId)})`);
  }
  if (f.minExperienceYears > 0) {
    where.push(`${shown('experiences')} and ${EXPERIENCE_DAYS} >= ${p(f.minExperienceYears)}::int * 365.25`);
  }
  if (f.divisionId !== null || f.districtId !== null) {
    const conditions = ['a.youth_id = y.id', 'a.add_to_cv'];
    if (f.divisionId !== null) conditions.push(`a.loc_division_id = ${p(f.divisionId)}`);
    if (f.districtId !== null) conditions.push(`a.loc_district_id = ${p(f.districtId)}`);
    where.push(
      `${shown('addresses')} and exists (select 1 from youth_addresses a where ${conditions.join(' and ')})`,
    );
  }
  if (f.search) {
    const like = p(likeContains(f.search));
    where.push(`(y.full_name ilike ${like} or y.full_name_en ilike ${like} or (${shown('experiences')} and exists (
      select 1 from youth_experiences x where x.youth_id = y.id and x.add_to_cv and x.position ilike ${like})))`);
  }
  return where.join(' and ');
}

/**
 * One page of the CV bank, the most complete profiles first. `staff`: platform staff's read (ADR 0128), each entry
 * with the account's id as well (a recruiter's never carries it).
 */
export async function searchCvBank(
  db: Db,
  filters: CvBankFilters,
  page: { page: number; page_size: number },
): Promise<{ data: CvBankEntry[]; total: number }>;
export async function searchCvBank(
  db: Db,
  filters: CvBankFilters,
  page: { page: number; page_size: number },
  staff: true,
): Promise<{ data: PlatformCvBankEntry[]; total: number }>;
export async function searchCvBank(
  db: Db,
  filters: CvBankFilters,
  page: { page: number; page_size: number },
  staff = false,
): Promise<{ data: CvBankEntry[]; total: number }> {
  const params: unknown[] = [];
  const meeting = await skillsMeeting(db, filters.skillIds);
  const cond = whereOf(
    { ...filters, skillMatches: filters.skillIds.map((id) => meeting.get(id) ?? [id]) },
    params,
  );
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from ${YOUTHS} where ${cond}`, params)).rows[0]
      ?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const rows = await db.query<CvBankEntry>(
    `select ${staff ? 'y.id::int as youth_id, ' : ''}y.public_id, y.full_name, y.full_name_en, y.profile_completion_percentage as profile_completion,
       case when ${shown('experiences')} then (select x.position from youth_experiences x where x.youth_id = y.id and x.add_to_cv
         order by x.is_currently_working desc, coalesce(x.end_date, current_date) desc, x.start_date desc limit 1) end as headline,
       case when ${shown('experiences')} then floor(${EXPERIENCE_DAYS} / 365.25)::int else 0 end as experience_years,
       case when ${shown('skills')} then coalesce((select jsonb_agg(jsonb_build_object('id', k.id, 'title', k.title, 'title_en', k.title_en)
         order by s.id) from youth_skills s join skills k on k.id = s.skill_id where s.youth_id = y.id and s.add_to_cv), '[]'::jsonb)
         else '[]'::jsonb end as skills,
       case when ${shown('addresses')} then (select jsonb_build_object(
           'division', jsonb_build_object('title', d.title, 'title_en', d.title_en),
           'district', jsonb_build_object('title', di.title, 'title_en', di.title_en))
         from youth_addresses a join divisions d on d.id = a.loc_division_id left join districts di on di.id = a.loc_district_id
         where a.youth_id = y.id and a.add_to_cv order by a.address_type, a.id limit 1) end as location
     from ${YOUTHS} where ${cond}
     order by y.profile_completion_percentage desc, y.id desc
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: rows.rows, total };
}

/** The user id of a youth in the CV bank by the public id; null for anyone else (or a malformed id). */
export async function cvBankYouth(db: Db, publicId: string): Promise<number | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return null;
  const r = await db.query<{ id: number }>(`select y.id from ${YOUTHS} where y.public_id = $1`, [publicId]);
  return r.rows[0]?.id ?? null;
}
