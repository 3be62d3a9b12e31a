import type { CoursePublication, CourseType, ProgramCourse } from '@platform/contract';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';

/*
 * The SQL of a program's courses (030_program_courses.sql). The program is always looked up inside the caller's
 * tenant; a course to add must belong to the program's institute.
 */

export interface LockedProgram {
  id: number;
  institute_id: number;
  course_type: CourseType;
  publication_status: CoursePublication;
}

/** The program course of the scope (any type; the caller checks it is a program), or null. `lock`: for update. */
export async function findProgram(
  db: Db,
  id: number,
  scope: TenantScope,
  lock = false,
): Promise<LockedProgram | null> {
  const params: unknown[] = [id];
  const r = await db.query<LockedProgram>(
    `select c.id, c.institute_id, c.course_type, c.publication_status from courses c
      where c.id = $1 and ${scopeCondition(scope, 'c', params)}${lock ? ' for update' : ''}`,
    params,
  );
  const row = r.rows[0];
  return row
    ? {
        ...row,
        id: Number(row.id),
        institute_id: Number(row.institute_id),
        course_type: Number(row.course_type) as CourseType,
      }
    : null;
}

export async function programCourses(db: Db, programId: number): Promise<ProgramCourse[]> {
  const r = await db.query<Record<string, unknown>>(
    `select pc.course_id, c.code, c.title, c.title_en, c.course_type, pc.serial
       from program_courses pc join courses c on c.id = pc.course_id
      where pc.program_id = $1 order by pc.serial`,
    [programId],
  );
  return r.rows.map((row) => ({
    course_id: Number(row.course_id),
    code: String(row.code ?? ''),
    title: String(row.title),
    title_en: (row.title_en as string | null) ?? null,
    course_type: Number(row.course_type) as CourseType,
    serial: Number(row.serial),
  }));
}

/** The course's type if it belongs to the institute, or null. */
export async function courseTypeIn(
  db: Db,
  courseId: number,
  instituteId: number,
): Promise<CourseType | null> {
  const r = await db.query<{ course_type: number }>(
    'select course_type from courses where id = $1 and institute_id = $2',
    [courseId, instituteId],
  );
  return r.rows[0] ? (Number(r.rows[0].course_type) as CourseType) : null;
}

export async function appendCourse(tx: Db, programId: number, courseId: number): Promise<void> {
  await tx.query(
    `insert into program_courses (program_id, course_id, serial)
     values ($1, $2, (select coalesce(max(serial), 0) + 1 from program_courses where program_id = $1))`,
    [programId, courseId],
  );
}

/** Removes a course and closes the gap; false when it was not in the program. */
export async function removeCourse(tx: Db, programId: number, courseId: number): Promise<boolean> {
  const r = await tx.query<{ serial: number }>(
    'delete from program_courses where program_id = $1 and course_id = $2 returning serial',
    [programId, courseId],
  );
  const gone = r.rows[0];
  if (!gone) return false;
  await tx.query('update program_courses set serial = serial - 1 where program_id = $1 and serial > $2', [
    programId,
    gone.serial,
  ]);
  return true;
}

/** Sets serial i + 1 for course_ids[i] (the caller checked they are exactly the program's courses). */
export async function setSerial(tx: Db, programId: number, courseIds: number[]): Promise<void> {
  for (const [i, courseId] of courseIds.entries())
    await tx.query('update program_courses set serial = $3 where program_id = $1 and course_id = $2', [
      programId,
      courseId,
      i + 1,
    ]);
}
