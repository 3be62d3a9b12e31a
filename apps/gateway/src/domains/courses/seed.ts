import type { CourseBody } from '@platform/contract';
import type { Db } from '../../db/client';
import { userId } from '../jobs/seed';
import { insertCourse, setPublication } from './repository';

/*
 * Demo courses of the provider's institute (demo mode only; issue 15): a published online course with skills and a
 * draft live one, so the lms list, the read page and the home counts show something from the first sign-in.
 */

const WEB: CourseBody = {
  title: 'ওয়েব ডেভেলপমেন্ট পরিচিতি',
  title_en: 'Introduction to web development',
  course_type: 1,
  duration_hours: 40,
  fee: 0,
  language_medium: 1,
  level: 1,
  overview: 'এইচটিএমএল, সিএসএস ও জাভাস্ক্রিপ্ট দিয়ে প্রথম ওয়েবসাইট তৈরি।',
  overview_en: 'Build a first website with HTML, CSS and JavaScript.',
  target_group: 'মাধ্যমিক পাস তরুণ',
  target_group_en: 'Young people who passed SSC',
  objectives_en: 'Write semantic HTML; style pages with CSS; add behaviour with JavaScript.',
  difficulty: 1,
  category: 'IT',
  start_date: '2026-12-01',
  end_date: '2027-01-31',
};

const GRAPHICS: CourseBody = {
  title: 'গ্রাফিক ডিজাইন (লাইভ)',
  title_en: 'Graphic design (live)',
  course_type: 2,
  duration_hours: 60,
  fee: 1500,
  language_medium: 1,
  level: 2,
  overview_en: 'Live classes on layout, colour and typography.',
  difficulty: 2,
  category: 'Design',
};

/** The demo institute's courses; returns the published one (its structure and batches are seeded by their domains) and who made it. */
export async function seedCourses(tx: Db): Promise<{ course: number; by: number }> {
  const provider = await userId(tx, 'provider');
  const institute = await tx.query<{ institute_id: number }>('select institute_id from users where id = $1', [
    provider,
  ]);
  const instituteId = Number(institute.rows[0]?.institute_id);
  const skills = await tx.query<{ id: number }>(
    `select id from skills where deleted_at is null and row_status = 1 order by id limit 2`,
  );
  const web = await insertCourse(
    tx,
    instituteId,
    { ...WEB, skill_ids: skills.rows.map((r) => Number(r.id)) },
    provider,
  );
  await setPublication(tx, web, 'published', provider);
  await insertCourse(tx, instituteId, GRAPHICS, provider);
  return { course: web, by: provider };
}
