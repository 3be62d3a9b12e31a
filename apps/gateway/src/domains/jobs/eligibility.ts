import {
  type ApplicationCv,
  type CvTemplate,
  type JobEligibility,
  type JobPost,
  YOUTH_DATA_HIDDEN_BY_DEFAULT,
  type YouthDataSection,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { applicationOf, youthMatchFacts } from './applications';
import { evaluateMatch, experienceMonths, type JobRequirements, type MatchOutcome } from './matching';

/*
 * Whether a youth may apply to a job (issue 12, defect 4): the one rule that apply enforces and that the job's page
 * shows before the youth fills anything — the deadline, an earlier application, the job's mandatory criteria against
 * the profile — and the CV the employer would receive.
 */

/** The matching criteria's view of a job post. */
export function requirementsOf(job: JobPost): JobRequirements {
  return {
    criteria: job.criteria,
    min_age: job.min_age,
    max_age: job.max_age,
    min_experience: job.min_experience,
    max_experience: job.max_experience,
    genders: job.genders,
    locations: job.locations.map((l) => ({
      loc_division_id: l.loc_division_id,
      loc_district_id: l.loc_district_id ?? null,
      loc_upazila_id: l.loc_upazila_id ?? null,
    })),
    skill_ids: job.skills.map((s) => s.id),
    job_levels: job.job_levels,
    salary_max: job.salary_max,
  };
}

/** The job's criteria against the youth's profile and the expected salary given (null: not given yet). */
export async function matchYouth(
  db: Db,
  job: JobPost,
  youthId: number,
  expectedSalary: number | null,
  day: string,
): Promise<MatchOutcome> {
  const facts = await youthMatchFacts(db, youthId);
  return evaluateMatch(
    requirementsOf(job),
    {
      ...facts,
      experience_months: experienceMonths(facts.experiences, day),
      expected_salary: expectedSalary,
    },
    day,
  );
}

/** What the employer receives: the youth's CV as /my-cv shows it (a youth without a profile row: the defaults). */
async function applicationCv(db: Db, youthId: number): Promise<ApplicationCv> {
  const r = await db.query<{
    public_id: string | null;
    full_name: string;
    full_name_en: string | null;
    cv_template: string | null;
    profile_completion: number;
    hidden_sections: string[] | null;
  }>(
    `select p.public_id::text as public_id, u.full_name, u.full_name_en, p.cv_template,
       u.profile_completion_percentage as profile_completion, p.hidden_sections
     from users u left join youth_profiles p on p.user_id = u.id where u.id = $1`,
    [youthId],
  );
  const row = r.rows[0];
  return {
    public_id: row?.public_id ?? null,
    full_name: row?.full_name ?? '',
    full_name_en: row?.full_name_en ?? null,
    cv_template: (row?.cv_template ?? 'classic') as CvTemplate,
    profile_completion: row?.profile_completion ?? 0,
    hidden_sections: (row?.hidden_sections ?? [...YOUTH_DATA_HIDDEN_BY_DEFAULT]) as YouthDataSection[],
  };
}

/**
 * The youth's standing before applying. A mandatory salary criterion depends on the salary the youth will enter: it
 * is not a reason to refuse here, its limit is told instead (`max_expected_salary`).
 */
export async function eligibilityOf(
  db: Db,
  job: JobPost,
  youthId: number,
  day: string,
): Promise<JobEligibility> {
  const outcome = await matchYouth(db, job, youthId, null, day);
  const unmet = outcome.refusals.filter((r) => r.criterion !== 'salary');
  const blocked_by =
    job.status === 'expired'
      ? ('deadline_passed' as const)
      : (await applicationOf(db, job.id, youthId))
        ? ('already_applied' as const)
        : unmet.length
          ? ('criteria_not_met' as const)
          : null;
  return {
    can_apply: blocked_by === null,
    blocked_by,
    unmet,
    max_expected_salary: job.criteria.salary?.mandatory ? job.salary_max : null,
    cv: await applicationCv(db, youthId),
  };
}
