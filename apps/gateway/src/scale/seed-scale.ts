import { firstRow, type Db } from '../db/client';

/*
 * Volume data for the performance budget of issue 4 (`tools/seed-scale`, `tools/bench-gateway`): live jobs spread
 * over the real lookups (sectors with their occupations, skills, divisions with their districts), and one job with
 * many applicants. Everything is inserted by set-based SQL (generate_series), so 100,000 jobs take seconds, not a
 * loop of round trips. Rows are marked so they can be counted and removed: job titles start with `Scale job`,
 * youth usernames with `scale_youth_`. Runs after the demo seed (it needs an organisation, a recruiter and lookups).
 */

export const SCALE_JOB_PREFIX = 'Scale job';
export const SCALE_YOUTH_PREFIX = 'scale_youth_';

export interface SeedScaleOptions {
  /** Total scale jobs wanted; only the missing ones are added (rerunning is cheap). */
  jobs: number;
  /** Applicants wanted on the pipeline job (the first scale job); only the missing ones are added. */
  applicants?: number;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

export interface SeedScaleResult {
  jobs: number;
  pipelineJobId: number | null;
  applicants: number;
}

const WORDS_EN = [
  'Developer',
  'Operator',
  'Officer',
  'Technician',
  'Assistant',
  'Engineer',
  'Designer',
  'Accountant',
  'Supervisor',
  'Trainer',
];
const WORDS_BN = [
  'ডেভেলপার',
  'অপারেটর',
  'অফিসার',
  'টেকনিশিয়ান',
  'সহকারী',
  'প্রকৌশলী',
  'ডিজাইনার',
  'হিসাবরক্ষক',
  'সুপারভাইজার',
  'প্রশিক্ষক',
];

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  return Number(firstRow(await db.query<{ n: string | number }>(sql, params), 'count').n);
}

/** Adds scale jobs (live, open, in a real sector/occupation/location, 2 skills each) until there are `jobs` of them. */
async function addJobs(db: Db, wanted: number, log: (line: string) => void): Promise<number> {
  const have = await count(db, `select count(*) as n from jobs where job_title_en like $1`, [
    `${SCALE_JOB_PREFIX} %`,
  ]);
  const missing = wanted - have;
  if (missing <= 0) return have;
  const org = firstRow(
    await db.query<{ organization_id: number; id: number }>(
      `select organization_id, id from users where organization_id is not null and user_type_code = 4 and deleted_at is null order by id limit 1`,
    ),
    'a recruiter with an organisation (run the demo seed first)',
  );
  const started = Date.now();
  // one statement per batch keeps memory flat on PGlite; each batch commits on its own
  const batch = 20_000;
  for (let done = 0; done < missing; done += batch) {
    const n = Math.min(batch, missing - done);
    const from = have + done + 1;
    await db.transaction(async (tx) => {
      await tx.query(
        `with occ as (select o.id, o.job_sector_id, row_number() over (order by o.id) - 1 as k, count(*) over () as c from occupations o where o.deleted_at is null),
              d as (select id, division_id, row_number() over (order by id) - 1 as k, count(*) over () as c from districts where deleted_at is null),
              g as (select g as i from generate_series($1::int, $2::int) g),
              ins as (
                insert into jobs (organization_id, created_by, status, completed_steps, service_type, job_title, job_title_en,
                                  job_sector_id, occupation_id, employment_types, published_at, application_deadline,
                                  is_apply_online, job_responsibilities, job_responsibilities_en, job_place_type, job_levels,
                                  workplaces, salary_type, salary_display, salary_min, salary_max, is_company_name_visible,
                                  company_name, company_name_en, criteria, live_at, submitted_at, reviewed_at,
                                  loc_division_ids, loc_district_ids)
                select $3, $4, 'live', 6, 1 + (g.i % 3),
                       'স্কেল চাকরি ' || g.i || ' ' || ($6::text[])[1 + g.i % 10],
                       '${SCALE_JOB_PREFIX} ' || g.i || ' ' || ($5::text[])[1 + g.i % 10],
                       occ.job_sector_id, occ.id,
                       array[(array['full_time','part_time','contractual','internship'])[1 + g.i % 4]],
                       current_date - (g.i % 20), current_date + 1 + (g.i % 29),
                       true, 'দায়িত্ব ' || g.i, 'Responsibilities of scale job ' || g.i, 1 + g.i % 2,
                       array[(1 + g.i % 3)::smallint], array[(1 + g.i % 3)::smallint],
                       1, 1 + (g.i % 3), 10000 + (g.i % 50) * 1000, 20000 + (g.i % 50) * 1500, true,
                       'ঢাকা টেক লিমিটেড', 'Dhaka Tech Ltd.', '{}'::jsonb, now(), now(), now(),
                       array[d.division_id], array[d.id]
                  from g join occ on occ.k = g.i % occ.c join d on d.k = g.i % d.c
                returning id, loc_division_ids[1] as division_id, loc_district_ids[1] as district_id
              ),
              sk as (select id, row_number() over (order by id) - 1 as k, count(*) over () as c from skills where deleted_at is null),
              s1 as (insert into job_skills (job_id, skill_id) select ins.id, sk.id from ins join sk on sk.k = ins.id % sk.c returning job_id),
              s2 as (insert into job_skills (job_id, skill_id) select ins.id, sk.id from ins join sk on sk.k = (ins.id * 7 + 3) % sk.c
                       where (ins.id * 7 + 3) % sk.c <> ins.id % sk.c returning job_id)
         -- the place ids are written on the job with it, so the copy trigger (migration 015) finds nothing to change
         insert into job_locations (job_id, loc_division_id, loc_district_id)
         select ins.id, ins.division_id, ins.district_id from ins`,
        [from, from + n - 1, org.organization_id, org.id, WORDS_EN, WORDS_BN],
      );
    });
    log(`  jobs ${have + done + n}/${wanted} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return wanted;
}

/** Adds youths and their applications on one job until it has `wanted` applicants, with the first history row each. */
async function addApplicants(
  db: Db,
  jobId: number,
  wanted: number,
  log: (line: string) => void,
): Promise<number> {
  const have = await count(db, `select count(*) as n from job_applications where job_id = $1`, [jobId]);
  const missing = wanted - have;
  if (missing <= 0) return have;
  const started = Date.now();
  const base = await count(db, `select count(*) as n from users where username like $1`, [
    `${SCALE_YOUTH_PREFIX}%`,
  ]);
  await db.transaction(async (tx) => {
    // the password hash is not a valid argon2 string: these accounts exist to be listed, never to sign in
    await tx.query(
      `with y as (
         insert into users (username, password_hash, full_name, full_name_en, email, mobile, user_type_code, gender)
         select '${SCALE_YOUTH_PREFIX}' || g, '!scale-no-login', 'স্কেল যুব ' || g, 'Scale Youth ' || g,
                '${SCALE_YOUTH_PREFIX}' || g || '@example.invalid', '017' || lpad(g::text, 8, '0'), 3, 1 + g % 2
           from generate_series($2::int, $3::int) g
         returning id
       ),
       a as (
         insert into job_applications (job_id, youth_id, expected_salary, status, match_score, applied_at)
         select $1, y.id, 15000 + (y.id % 40) * 500,
                (array[0, 0, 0, 11, 11, 21, 31, 32, 41, 99])[1 + y.id % 10], (y.id * 37) % 101, now() - (y.id % 30) * interval '1 day'
           from y
         returning id, status, youth_id
       )
       insert into job_application_status_history (application_id, from_status, to_status, changed_by)
       select a.id, null, 0, a.youth_id from a`,
      [jobId, base + 1, base + missing],
    );
  });
  log(`  applicants ${wanted} on job ${jobId} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return wanted;
}

/** Brings the database to `jobs` scale jobs and `applicants` applicants on the first of them; then refreshes statistics. */
export async function seedScale(db: Db, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const log = options.log ?? (() => undefined);
  const jobs = await addJobs(db, options.jobs, log);
  let pipelineJobId: number | null = null;
  let applicants = 0;
  if (options.applicants && options.applicants > 0 && jobs > 0) {
    pipelineJobId = Number(
      firstRow(
        await db.query<{ id: number }>(`select min(id) as id from jobs where job_title_en like $1`, [
          `${SCALE_JOB_PREFIX} %`,
        ]),
        'pipeline job',
      ).id,
    );
    applicants = await addApplicants(db, pipelineJobId, options.applicants, log);
  }
  // what autovacuum would do on a running server: statistics for the planner, the visibility map for index-only reads
  await db.query('vacuum analyze jobs, job_skills, job_locations, job_applications, users');
  // and write the load out now, so a measurement that follows does not share the machine with its checkpoint (a
  // server role without the right to checkpoint leaves it to the server's own schedule)
  if (db.kind === 'postgres') await db.query('checkpoint').catch(() => undefined);
  return { jobs, pipelineJobId, applicants };
}

/** Removes every scale row (jobs with their skills, locations and applications; the scale youths). */
export async function removeScale(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `delete from job_applications where job_id in (select id from jobs where job_title_en like $1)`,
      [`${SCALE_JOB_PREFIX} %`],
    );
    await tx.query(`delete from jobs where job_title_en like $1`, [`${SCALE_JOB_PREFIX} %`]);
    await tx.query(`delete from users where username like $1`, [`${SCALE_YOUTH_PREFIX}%`]);
  });
  await db.query('analyze');
}
