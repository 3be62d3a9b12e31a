import {
  type CvTemplate,
  type LookupRef,
  type PhysicalDisability,
  SKILL_TYPE,
  type TitlePair,
  YOUTH_DATA_SECTIONS,
  type YouthDataSection,
  type YouthDataVisibility,
  type YouthJobPreferences,
  type YouthJobPreferencesBody,
  type YouthPersonalInfo,
  type YouthPersonalInfoBody,
  type YouthSkillBody,
} from '@platform/contract';
import type { CompletionInput } from './completion';
import type { Db } from '../../db/client';

/*
 * The one-row part of a youth's profile (youth_profiles + the user's name and gender), the id lists (interests,
 * aspirations), the skill sets and the completion percentage. Item sections are in sections.ts and items.ts
 * sections.ts. Every function takes the caller's own user id: none of them reads an id from a request body.
 */

/**
 * Creates the profile row of a youth on first use (registration does not have to), with the location given at
 * sign-up (007: users.loc_*) as the present address. True when it was created now.
 */
export async function ensureProfile(db: Db, userId: number): Promise<boolean> {
  const r = await db.query<{ user_id: number }>(
    `with created as (insert into youth_profiles (user_id) values ($1) on conflict (user_id) do nothing returning user_id),
     address as (
       insert into youth_addresses (youth_id, address_type, loc_division_id, loc_district_id, loc_upazila_id)
       select u.id, 1, u.loc_division_id, u.loc_district_id, u.loc_upazila_id from users u join created c on c.user_id = u.id
       where u.loc_division_id is not null)
     select user_id from created`,
    [userId],
  );
  return r.rows.length > 0;
}

interface ProfileRow extends Omit<YouthPersonalInfo, 'nationality'> {
  user_id: number;
  public_id: string;
  username: string;
  email: string | null;
  mobile: string | null;
  nationality: TitlePair;
  job_level: number | null;
  job_types: string[];
  workplaces: number[];
  expected_salary: number | null;
  hidden_sections: string[];
  in_cv_bank: boolean;
}

/** The profile row with the user's name, contact and gender; null for a user without a profile row. */
export async function readProfileRow(db: Db, userId: number): Promise<ProfileRow | null> {
  const r = await db.query<{ row: ProfileRow }>(
    `select to_jsonb(p) || jsonb_build_object(
        'username', u.username, 'email', u.email, 'mobile', u.mobile, 'full_name', u.full_name, 'full_name_en', u.full_name_en,
        'gender', u.gender, 'date_of_birth', u.date_of_birth, 'nationality', jsonb_build_object('title', c.title, 'title_en', c.title_en)) as row
     from youth_profiles p join users u on u.id = p.user_id left join countries c on c.id = p.nationality_country_id
     where p.user_id = $1`,
    [userId],
  );
  return r.rows[0]?.row ?? null;
}

export function personalInfoOf(row: ProfileRow): YouthPersonalInfo {
  return {
    full_name: row.full_name,
    full_name_en: row.full_name_en,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    religion: row.religion,
    marital_status: row.marital_status,
    nationality_country_id: row.nationality_country_id,
    nationality: row.nationality,
    identity_number_type: row.identity_number_type,
    identity_number: row.identity_number,
    freedom_fighter_status: row.freedom_fighter_status,
    physical_disability_status: row.physical_disability_status,
    physical_disabilities: row.physical_disabilities as PhysicalDisability[],
    does_belong_to_ethnic_group: row.does_belong_to_ethnic_group,
    ethnic_group: row.ethnic_group,
    bio: row.bio,
    bio_en: row.bio_en,
    photo_file_id: row.photo_file_id,
    cv_template: row.cv_template as CvTemplate,
  };
}

export function jobPreferencesOf(
  row: Pick<ProfileRow, 'job_level' | 'job_types' | 'workplaces' | 'expected_salary'>,
): YouthJobPreferences {
  return {
    job_level: row.job_level as YouthJobPreferences['job_level'],
    job_types: row.job_types as YouthJobPreferences['job_types'],
    workplaces: row.workplaces as YouthJobPreferences['workplaces'],
    expected_salary: row.expected_salary,
  };
}

export function visibilityOf(hidden: readonly string[]): YouthDataVisibility {
  return Object.fromEntries(YOUTH_DATA_SECTIONS.map((s) => [s, !hidden.includes(s)])) as YouthDataVisibility;
}

/**
 * Name, gender and date of birth live on the user (the date of birth given at sign-up is kept when none is sent);
 * everything else on the profile row. A second youth with the same identity number: unique violation 23505.
 */
export async function updatePersonalInfo(db: Db, userId: number, v: YouthPersonalInfoBody): Promise<void> {
  await db.query(
    'update users set full_name = $1, full_name_en = $2, gender = $3, date_of_birth = coalesce($4, date_of_birth), updated_at = now() where id = $5',
    [v.full_name, v.full_name_en || null, v.gender, v.date_of_birth ?? null, userId],
  );
  await db.query(
    `update youth_profiles set religion = $1, marital_status = $2, nationality_country_id = $3,
       identity_number_type = $4, identity_number = $5, freedom_fighter_status = $6, physical_disability_status = $7,
       physical_disabilities = $8, does_belong_to_ethnic_group = $9, ethnic_group = $10, bio = $11, bio_en = $12,
       cv_template = coalesce($13, cv_template), updated_at = now()
     where user_id = $14`,
    [
      v.religion ?? null,
      v.marital_status ?? null,
      v.nationality_country_id ?? null,
      v.identity_number ? v.identity_number_type : null,
      v.identity_number || null,
      v.freedom_fighter_status ?? null,
      v.physical_disability_status ?? false,
      v.physical_disabilities ?? [],
      v.does_belong_to_ethnic_group ?? false,
      v.does_belong_to_ethnic_group ? v.ethnic_group || null : null,
      v.bio || null,
      v.bio_en || null,
      v.cv_template ?? null,
      userId,
    ],
  );
}

export async function updateJobPreferences(
  db: Db,
  userId: number,
  v: YouthJobPreferencesBody,
): Promise<void> {
  await db.query(
    'update youth_profiles set job_level = $1, job_types = $2, workplaces = $3, expected_salary = $4, updated_at = now() where user_id = $5',
    [
      v.job_level ?? null,
      [...new Set(v.job_types ?? [])],
      [...new Set(v.workplaces ?? [])],
      v.expected_salary ?? null,
      userId,
    ],
  );
}

export async function updateHiddenSections(
  db: Db,
  userId: number,
  changes: Partial<Record<YouthDataSection, boolean>>,
): Promise<YouthDataVisibility> {
  const row = await db.query<{ hidden_sections: string[] }>(
    'select hidden_sections from youth_profiles where user_id = $1',
    [userId],
  );
  const hidden = new Set(row.rows[0]?.hidden_sections ?? []);
  for (const [section, shown] of Object.entries(changes)) {
    if (shown === undefined) continue;
    if (shown) hidden.delete(section);
    else hidden.add(section);
  }
  const list = YOUTH_DATA_SECTIONS.filter((s) => hidden.has(s));
  await db.query('update youth_profiles set hidden_sections = $1, updated_at = now() where user_id = $2', [
    list,
    userId,
  ]);
  return visibilityOf(list);
}

/** The youth's choice to be found in the recruiters' CV bank (migration 019). */
export async function setCvBankOptIn(db: Db, userId: number, optIn: boolean): Promise<void> {
  await db.query('update youth_profiles set in_cv_bank = $1, updated_at = now() where user_id = $2', [
    optIn,
    userId,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Areas of interest and aspiration: sets of lookup ids
// ---------------------------------------------------------------------------------------------------------------

/** The two id-list sections: link table, its lookup column and the lookup table. */
export const ID_LISTS = {
  interest: { table: 'youth_area_of_interests', column: 'area_of_interest_id', lookup: 'area_of_interests' },
  aspiration: {
    table: 'youth_area_of_aspirations',
    column: 'area_of_aspiration_id',
    lookup: 'area_of_aspirations',
  },
} as const;
export type IdList = keyof typeof ID_LISTS;

export async function readIdList(db: Db, userId: number, list: IdList): Promise<LookupRef[]> {
  const l = ID_LISTS[list];
  const r = await db.query<LookupRef>(
    `select a.id, a.title, a.title_en from ${l.table} y join ${l.lookup} a on a.id = y.${l.column} where y.youth_id = $1 order by a.id`,
    [userId],
  );
  return r.rows;
}

/** Ids among `ids` that are not live records of the list's lookup table. */
export async function missingIds(db: Db, table: string, ids: readonly number[]): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `select id from ${table} where id = any($1::bigint[]) and deleted_at is null`,
    [ids],
  );
  const found = new Set(r.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function replaceIdList(
  db: Db,
  userId: number,
  list: IdList,
  ids: readonly number[],
): Promise<void> {
  const l = ID_LISTS[list];
  await db.query(`delete from ${l.table} where youth_id = $1`, [userId]);
  await db.query(
    `insert into ${l.table} (youth_id, ${l.column}) select $1, unnest($2::bigint[]) on conflict do nothing`,
    [userId, [...new Set(ids)]],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Basic and specialized skills as sets
// ---------------------------------------------------------------------------------------------------------------

/** Skill ids among `ids` that are not live skills of this type. */
export async function skillsNotOfType(db: Db, ids: readonly number[], skillType: number): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    'select id from skills where id = any($1::bigint[]) and skill_type = $2 and deleted_at is null',
    [ids, skillType],
  );
  const found = new Set(r.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Makes the youth's skills of one type exactly `skills` (kept items keep their CV flag). */
export async function replaceSkillSet(
  db: Db,
  userId: number,
  skillType: number,
  skills: readonly YouthSkillBody[],
): Promise<void> {
  const ids = skills.map((s) => s.skill_id);
  await db.query(
    `delete from youth_skills y using skills k where k.id = y.skill_id and y.youth_id = $1 and k.skill_type = $2 and not (y.skill_id = any($3::bigint[]))`,
    [userId, skillType, ids],
  );
  for (const s of skills) {
    await db.query(
      `insert into youth_skills (youth_id, skill_id, proficiency) values ($1, $2, $3)
       on conflict (youth_id, skill_id) do update set proficiency = excluded.proficiency, updated_at = now()`,
      [userId, s.skill_id, s.proficiency],
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Completion
// ---------------------------------------------------------------------------------------------------------------

/** What the completion rule reads, in one query. */
export async function completionInput(db: Db, userId: number): Promise<CompletionInput> {
  const count = (table: string) => `(select count(*)::int from ${table} where youth_id = $1)`;
  const skills = (type: number) =>
    `(select count(*)::int from youth_skills y join skills k on k.id = y.skill_id where y.youth_id = $1 and k.skill_type = ${type})`;
  const r = await db.query<
    CompletionInput['counts'] & {
      personal: CompletionInput['personal'] | null;
      job_level: number | null;
      job_types: string[] | null;
    }
  >(
    `select (select jsonb_build_object('date_of_birth', u.date_of_birth, 'religion', p.religion, 'marital_status', p.marital_status,
              'nationality_country_id', p.nationality_country_id, 'identity_number', p.identity_number, 'photo_file_id', p.photo_file_id)
            from youth_profiles p join users u on u.id = p.user_id where p.user_id = $1) as personal,
       (select job_level from youth_profiles where user_id = $1) as job_level,
       (select job_types from youth_profiles where user_id = $1) as job_types,
       ${count('youth_addresses')} as addresses, ${count('youth_educations')} as educations, ${count('youth_experiences')} as experiences,
       ${skills(SKILL_TYPE.BASIC)} as basic_skills, ${skills(SKILL_TYPE.SPECIALIZED)} as specialized_skills,
       ${count('youth_languages')} as languages, ${count('youth_certifications')} as certifications,
       ${count('youth_portfolios')} as portfolios, ${count('youth_projects')} as projects, ${count('youth_publications')} as publications,
       ${count('youth_references')} as references, ${count('youth_area_of_interests')} as area_of_interests,
       ${count('youth_area_of_aspirations')} as area_of_aspirations`,
    [userId],
  );
  const row = r.rows[0];
  if (!row) throw new Error('completion query returned no row');
  const { personal, job_level, job_types, ...counts } = row;
  return {
    personal: personal ?? {
      date_of_birth: null,
      religion: null,
      marital_status: null,
      nationality_country_id: null,
      identity_number: null,
      photo_file_id: null,
    },
    counts,
    job_preferences: { job_level, job_types: job_types ?? [] },
  };
}

/** The user id of an active youth by the public id of its profile; null when there is none. */
export async function youthByPublicId(db: Db, publicId: string): Promise<number | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return null;
  const r = await db.query<{ user_id: number }>(
    `select p.user_id from youth_profiles p join users u on u.id = p.user_id
     where p.public_id = $1 and u.row_status = 1 and u.deleted_at is null`,
    [publicId],
  );
  return r.rows[0]?.user_id ?? null;
}

/** Keeps the completion on the user, where GET /protected/auth/profile reads it (spec §3). */
export async function saveCompletionPercentage(db: Db, userId: number, percentage: number): Promise<void> {
  await db.query('update users set profile_completion_percentage = $1 where id = $2', [percentage, userId]);
}

/** The template the youth's public CV uses by default. */
export async function setCvTemplate(db: Db, userId: number, template: string): Promise<void> {
  await db.query('update youth_profiles set cv_template = $1 where user_id = $2', [template, userId]);
}

/** The profile photo (a public image upload of the youth), or none. */
export async function setPhotoFile(db: Db, userId: number, fileId: string | null): Promise<void> {
  await db.query('update youth_profiles set photo_file_id = $1 where user_id = $2', [fileId, userId]);
}
