import { firstRow, type Db } from '../db/client';

/*
 * Volume data for the performance budget of issue 4 (`tools/seed-scale`, `tools/bench-gateway`): live jobs spread
 * over the real lookups (sectors with their occupations, skills, divisions with their districts), and one job with
 * many applicants. Everything is inserted by set-based SQL (generate_series), so 100,000 jobs take seconds, not a
 * loop of round trips. Rows are marked so they can be counted and removed: job titles start with `Scale job`,
 * youth usernames with `scale_youth_`, course English titles with `Scale course` (issue 16's catalogue bench, ADR 0111:
 * published courses over the institutes, each with an outline, a batch open today and one closed). Runs after the
 * demo seed (it needs an organisation, a recruiter, institutes and lookups).
 */

export const SCALE_JOB_PREFIX = 'Scale job';
export const SCALE_COURSE_PREFIX = 'Scale course';
export const SCALE_YOUTH_PREFIX = 'scale_youth_';

export interface SeedScaleOptions {
  /** Total scale jobs wanted; only the missing ones are added (rerunning is cheap). */
  jobs: number;
  /** Applicants wanted on the pipeline job (the first scale job); only the missing ones are added. */
  applicants?: number;
  /** Published scale courses wanted in the public catalogue; only the missing ones are added. */
  courses?: number;
  /**
   * Enrolments of the scale youths in the scale courses wanted (the dashboard bench, ADR 0125): spread over the last
   * two years, one in three completed a month later with its certificate. Needs the applicants and the courses.
   */
  enrolments?: number;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

export interface SeedScaleResult {
  jobs: number;
  pipelineJobId: number | null;
  applicants: number;
  courses: number;
  enrolments: number;
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

const COURSE_WORDS_EN = [
  'Welding',
  'Programming',
  'Tailoring',
  'Driving',
  'Electrician',
  'Plumbing',
  'Bookkeeping',
  'Graphics',
  'Cooking',
  'Farming',
];
const COURSE_WORDS_BN = [
  'ওয়েল্ডিং',
  'প্রোগ্রামিং',
  'দর্জি',
  'ড্রাইভিং',
  'ইলেকট্রিশিয়ান',
  'প্লাম্বিং',
  'হিসাবরক্ষণ',
  'গ্রাফিক্স',
  'রান্না',
  'কৃষি',
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

/**
 * Adds published scale courses until there are `wanted` of them, spread over the institutes and the catalogue's
 * filters (type, level, language, free one in three), each with a module of two lessons (the course page's outline),
 * a batch whose registration is open today with seats left and a past one.
 */
async function addCourses(db: Db, wanted: number, log: (line: string) => void): Promise<number> {
  const have = await count(db, `select count(*) as n from courses where title_en like $1`, [
    `${SCALE_COURSE_PREFIX} %`,
  ]);
  const missing = wanted - have;
  if (missing <= 0) return have;
  await count(db, `select count(*) as n from institutes`).then((n) => {
    if (n === 0) throw new Error('no institute (run the demo seed first)');
  });
  const started = Date.now();
  const batch = 10_000;
  for (let done = 0; done < missing; done += batch) {
    const n = Math.min(batch, missing - done);
    const from = have + done + 1;
    await db.transaction(async (tx) => {
      await tx.query(
        `with inst as (select id, row_number() over (order by id) - 1 as k, count(*) over () as c from institutes),
              g as (select g as i from generate_series($1::int, $2::int) g),
              c as (
                insert into courses (institute_id, code, course_type, title, title_en, duration_hours, fee,
                                     language_medium, level, overview, overview_en, start_date, end_date,
                                     publication_status, published_at, row_status)
                select inst.id, 'SCALE-' || g.i, (array[1, 2, 4])[1 + g.i % 3],
                       'স্কেল কোর্স ' || g.i || ' ' || ($4::text[])[1 + g.i % 10],
                       '${SCALE_COURSE_PREFIX} ' || g.i || ' ' || ($3::text[])[1 + g.i % 10],
                       10 + g.i % 90, case when g.i % 3 = 0 then 0 else 500 + (g.i % 20) * 250 end,
                       1 + g.i % 2, 1 + (g.i / 10) % 3, 'কোর্সের বিবরণ ' || g.i, 'Overview of scale course ' || g.i,
                       current_date + 10 + g.i % 30, current_date + 100 + g.i % 30, 'published', now(), 1
                  from g join inst on inst.k = g.i % inst.c
                returning id
              ),
              b as (
                insert into course_batches (course_id, title, title_en, total_seats, available_seats,
                                            registration_start_date, registration_end_date, batch_start_date,
                                            batch_end_date)
                select c.id, v.title, v.title_en, 30, v.seats, current_date + v.reg_from, current_date + v.reg_to,
                       current_date + v.reg_to + 5, current_date + v.reg_to + 65
                  from c cross join (values ('ব্যাচ ১', 'Batch 1', 30, -5, 20), ('ব্যাচ ০', 'Batch 0', 0, -120, -90))
                       as v (title, title_en, seats, reg_from, reg_to)
                returning course_id
              ),
              m as (
                insert into course_modules (course_id, kind, title, title_en, position)
                select c.id, 1, 'মডিউল ১', 'Module 1', 1 from c
                returning id, course_id
              )
         insert into course_lessons (module_id, course_id, kind, title, title_en, position)
         select m.id, m.course_id, 1, 'পাঠ ' || p, 'Lesson ' || p, p from m cross join generate_series(1, 2) p`,
        [from, from + n - 1, COURSE_WORDS_EN, COURSE_WORDS_BN],
      );
    });
    log(`  courses ${have + done + n}/${wanted} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
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

/**
 * Adds enrolments of scale youths in scale courses (in their open batch) until there are `wanted` of them: youth k of
 * Y takes courses k, k + 997, k + 1994 … (mod the courses), so no youth enrols twice in one course; enrolled on one of
 * the last 730 days; one in three completed 30 days later (if that day has come) with a certificate issued then.
 */
async function addEnrolments(db: Db, wanted: number, log: (line: string) => void): Promise<number> {
  const have = await count(
    db,
    `select count(*) as n from course_enrolments e join users u on u.id = e.youth_id where u.username like $1`,
    [`${SCALE_YOUTH_PREFIX}%`],
  );
  const missing = wanted - have;
  if (missing <= 0) return have;
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.query(
      // the join keys are computed on the series' side alone, so both joins are hash joins (20,000 rows: a second)
      `with y as (select id, row_number() over (order by id) - 1 as k from users
                   where username like '${SCALE_YOUTH_PREFIX}%'),
            c as (select id, row_number() over (order by id) - 1 as k from courses
                   where title_en like '${SCALE_COURSE_PREFIX} %'),
            n as (select (select count(*) from y) as y, (select count(*) from c) as c),
            g as (select g.i, g.i % n.y as yk, (g.i % n.y + (g.i / n.y) * 997) % n.c as ck
                    from generate_series($1::int, $2::int) g (i) cross join n),
            pick as (
              select y.id as youth_id, c.id as course_id, g.i,
                     now() - (g.i % 730) * interval '1 day' - (g.i % 24) * interval '1 hour' as enrolled_at
                from g join y on y.k = g.yk join c on c.k = g.ck
            ),
            e as (
              insert into course_enrolments (course_id, batch_id, youth_id, status, progress, progress_percent,
                                             enrolled_at, completed_at)
              select p.course_id, b.id, p.youth_id, 'enrolled', case when p.i % 3 = 0 then 3 else 1 end,
                     case when p.i % 3 = 0 then 100 else 40 end, p.enrolled_at,
                     case when p.i % 3 = 0 and p.enrolled_at + interval '30 days' < now()
                          then p.enrolled_at + interval '30 days' end
                from pick p join course_batches b on b.course_id = p.course_id and b.title_en = 'Batch 1'
              returning youth_id, course_id, completed_at
            )
       insert into certificates (youth_id, course_id, institute_id, holder_name, course_title, institute_title,
                                 issued_at)
       select e.youth_id, e.course_id, co.institute_id, 'স্কেল যুব', co.title, 'স্কেল প্রতিষ্ঠান', e.completed_at
         from e join courses co on co.id = e.course_id where e.completed_at is not null`,
      [have, wanted - 1],
    );
  });
  log(`  enrolments ${wanted} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return wanted;
}

/** Brings the database to `jobs` scale jobs and `applicants` applicants on the first of them; then refreshes statistics. */
export async function seedScale(db: Db, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const log = options.log ?? (() => undefined);
  const jobs = await addJobs(db, options.jobs, log);
  const courses = options.courses ? await addCourses(db, options.courses, log) : 0;
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
  const enrolments =
    options.enrolments && applicants > 0 && courses > 0
      ? await addEnrolments(db, options.enrolments, log)
      : 0;
  // what autovacuum would do on a running server: statistics for the planner, the visibility map for index-only reads
  await db.query(
    `vacuum analyze jobs, job_skills, job_locations, job_applications, users${courses ? ', courses, course_batches, course_modules, course_lessons' : ''}${enrolments ? ', course_enrolments, certificates' : ''}`,
  );
  // and write the load out now, so a measurement that follows does not share the machine with its checkpoint (a
  // server role without the right to checkpoint leaves it to the server's own schedule)
  if (db.kind === 'postgres') await db.query('checkpoint').catch(() => undefined);
  return { jobs, pipelineJobId, applicants, courses, enrolments };
}

/**
 * Removes every scale row (jobs with their skills, locations and applications; the scale youths with their enrolments
 * and certificates; the scale courses).
 */
export async function removeScale(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `delete from job_applications where job_id in (select id from jobs where job_title_en like $1)`,
      [`${SCALE_JOB_PREFIX} %`],
    );
    await tx.query(`delete from jobs where job_title_en like $1`, [`${SCALE_JOB_PREFIX} %`]);
    // their enrolments (certificates go with the youth)
    await tx.query(
      `delete from course_enrolments where youth_id in (select id from users where username like $1)`,
      [`${SCALE_YOUTH_PREFIX}%`],
    );
    await tx.query(`delete from users where username like $1`, [`${SCALE_YOUTH_PREFIX}%`]);
    // batches, modules and lessons go with their course (on delete cascade)
    await tx.query(`delete from courses where title_en like $1`, [`${SCALE_COURSE_PREFIX} %`]);
  });
  await db.query('analyze');
}
