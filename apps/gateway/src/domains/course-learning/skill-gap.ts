import { type JobSkillGap, type MissingSkill, SKILL_GAP_COURSES } from '@platform/contract';
import type { Db } from '../../db/client';
import { IN_CATALOGUE } from '../course-enrolments/catalogue';

/*
 * The bridge from the job board to learning (issue 16 item 4; ADR 0080): the skills a job asks for that the youth's
 * profile does not list, each with catalogue courses that teach it — free courses and those with a batch open for
 * registration today first. A read across jobs, youth profiles and courses, answered here (named in the README).
 */
export interface ProfileSkill {
  id: number;
  title: string;
  title_en: string | null;
  /** The youth's profile lists it. */
  mine: boolean;
}

/**
 * The skill-matching query: every skill the given jobs ask for (once), each marked whether the youth's profile lists
 * it. The job page's gap reads one job; the learning-path suggestions (ADR 0100) the jobs a youth looks at.
 */
export async function jobSkillsAgainstProfile(
  db: Db,
  jobIds: readonly number[],
  youthId: number,
): Promise<ProfileSkill[]> {
  if (jobIds.length === 0) return [];
  const r = await db.query<ProfileSkill>(
    `select s.id, s.title, s.title_en,
       exists (select 1 from youth_skills y where y.youth_id = $2 and y.skill_id = s.id) as mine
     from skills s where s.id in (select js.skill_id from job_skills js where js.job_id = any($1::bigint[]))
     order by s.title_en nulls last, s.title`,
    [jobIds, youthId],
  );
  return r.rows.map((s) => ({ ...s, id: Number(s.id) }));
}

export async function jobSkillGap(
  db: Db,
  jobId: number,
  youthId: number,
  today: string,
): Promise<JobSkillGap> {
  const skills = await jobSkillsAgainstProfile(db, [jobId], youthId);
  const missing = skills.filter((s) => !s.mine);
  if (missing.length === 0) return { job_id: jobId, job_skills: skills.length, missing: [] };
  const courses = await db.query<{
    skill_id: number;
    id: number;
    title: string;
    title_en: string | null;
    institute_title: string;
    institute_title_en: string | null;
    fee: number;
  }>(
    `select * from (
       select cs.skill_id, c.id, c.title, c.title_en, i.title as institute_title, i.title_en as institute_title_en,
         c.fee, row_number() over (partition by cs.skill_id order by
           (c.fee = 0) desc,
           exists (select 1 from course_batches b where b.course_id = c.id and b.available_seats > 0
             and b.registration_start_date <= $2::date and b.registration_end_date >= $2::date) desc,
           c.id desc) as n
       from course_skills cs join courses c on c.id = cs.course_id join institutes i on i.id = c.institute_id
       where cs.skill_id = any($1::bigint[]) and ${IN_CATALOGUE}
     ) ranked where n <= $3 order by skill_id, n`,
    [missing.map((s) => s.id), today, SKILL_GAP_COURSES],
  );
  const bySkill = new Map<number, MissingSkill['courses']>();
  for (const r of courses.rows) {
    const list = bySkill.get(Number(r.skill_id)) ?? [];
    list.push({
      id: Number(r.id),
      title: r.title,
      title_en: r.title_en,
      institute_title: r.institute_title,
      institute_title_en: r.institute_title_en,
      fee: Number(r.fee),
    });
    bySkill.set(Number(r.skill_id), list);
  }
  return {
    job_id: jobId,
    job_skills: skills.length,
    missing: missing.map((s) => ({
      skill_id: Number(s.id),
      title: s.title,
      title_en: s.title_en,
      courses: bySkill.get(Number(s.id)) ?? [],
    })),
  };
}
