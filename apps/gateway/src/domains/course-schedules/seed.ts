import type { Db } from '../../db/client';
import { moveSchedule, upsertSchedule } from './repository';

/*
 * Demo data (demo mode and tests; ADR 0090): the demo institute's live course has a schedule sent for approval, so the
 * admin's /course-schedule-approvals and the provider's /courses/{id}/schedule show something from the first sign-in.
 */
export async function seedLiveSchedule(tx: Db): Promise<void> {
  const r = await tx.query<{ id: number; by: number }>(
    `select c.id, u.id as by from courses c join users u on u.username = 'provider' and u.institute_id = c.institute_id
      where c.course_type = 2 order by c.id limit 1`,
  );
  const course = r.rows[0];
  if (!course) return;
  await upsertSchedule(
    tx,
    Number(course.id),
    {
      tentative_start_date: '2027-01-03',
      tentative_end_date: '2027-02-28',
      // Sunday, Tuesday and Thursday evenings
      weekdays: [0, 2, 4],
      start_time: '18:00',
      class_minutes: 90,
      min_students: 10,
      number_of_classes: 16,
    },
    Number(course.by),
  );
  const schedule = await tx.query<{ id: number }>('select id from course_schedules where course_id = $1', [
    course.id,
  ]);
  await moveSchedule(tx, Number(schedule.rows[0]?.id), 'sent_for_approval', Number(course.by));
}
