import type { Db } from '../../db/client';

/**
 * A demo learning path (issue 16 item 4, ADR 0100): the institute's published web course as a published path toward
 * a software occupation, so /learning-path and the lms list show a record in demo mode. Never in production mode.
 */
export async function seedLearningPaths(tx: Db, courseId: number): Promise<void> {
  await tx.query(
    `with occupation as (
       select id from occupations where deleted_at is null
        order by (title_en ilike '%software%' or title_en ilike '%developer%') desc, id limit 1),
     path as (
       insert into learning_paths (institute_id, title, title_en, description, description_en, occupation_id, published)
       select c.institute_id, 'ওয়েব ডেভেলপার হওয়ার পথ', 'Becoming a web developer',
         'ওয়েবসাইট তৈরির প্রথম ধাপ থেকে শুরু করুন।', 'Start with the first steps of building a website.',
         (select id from occupation), true
       from courses c where c.id = $1 and exists (select 1 from occupation)
       returning id)
     insert into learning_path_courses (path_id, course_id, serial) select id, $1, 1 from path`,
    [courseId],
  );
}
