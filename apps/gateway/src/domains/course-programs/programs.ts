import {
  COURSE_PUBLICATION,
  COURSE_TYPE,
  PROGRAM_ERRORS,
  PROGRAM_LIMITS,
  type ProgramCourse,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import {
  appendCourse,
  courseTypeIn,
  findProgram,
  type LockedProgram,
  programCourses,
  removeCourse,
  setSerial,
} from './repository';

/*
 * What the program routes do (issue 15 item 4): every change locks the program inside the caller's institute (404),
 * refuses a course that is not a program (409) or is archived (409), then changes the serial order and answers it.
 */

/** A program may change: it is a program and not archived. */
export function assertProgramChangeable(
  program: Pick<LockedProgram, 'course_type' | 'publication_status'>,
): void {
  if (program.course_type !== COURSE_TYPE.PROGRAM) throw new HttpError(409, PROGRAM_ERRORS.notProgram);
  if (program.publication_status === COURSE_PUBLICATION.ARCHIVED)
    throw new HttpError(409, 'courses.errors.archived');
}

/** The new order must hold every course of the program exactly once. */
export function sameCourses(current: readonly number[], next: readonly number[]): boolean {
  if (current.length !== next.length || new Set(next).size !== next.length) return false;
  const have = new Set(current);
  return next.every((id) => have.has(id));
}

async function change(
  db: Db,
  scope: TenantScope,
  programId: number,
  fn: (tx: Db, program: LockedProgram, courses: ProgramCourse[]) => Promise<void>,
): Promise<ProgramCourse[]> {
  return db.transaction(async (tx) => {
    const program = await findProgram(tx, programId, scope, true);
    if (!program) throw notFound();
    assertProgramChangeable(program);
    await fn(tx, program, await programCourses(tx, programId));
    return programCourses(tx, programId);
  });
}

export const addToProgram = (db: Db, scope: TenantScope, programId: number, courseId: number) =>
  change(db, scope, programId, async (tx, program, courses) => {
    const type =
      courseId === programId ? COURSE_TYPE.PROGRAM : await courseTypeIn(tx, courseId, program.institute_id);
    if (type === null) throw validationFailed({ course_id: [V.referenceMissing] });
    if (type === COURSE_TYPE.PROGRAM) throw validationFailed({ course_id: [PROGRAM_ERRORS.nested] });
    if (courses.some((c) => c.course_id === courseId))
      throw validationFailed({ course_id: [V.alreadyExists] });
    if (courses.length >= PROGRAM_LIMITS.courses) throw new HttpError(409, PROGRAM_ERRORS.tooMany);
    await appendCourse(tx, programId, courseId);
  });

export const removeFromProgram = (db: Db, scope: TenantScope, programId: number, courseId: number) =>
  change(db, scope, programId, async (tx) => {
    if (!(await removeCourse(tx, programId, courseId))) throw notFound();
  });

export const setProgramSerial = (db: Db, scope: TenantScope, programId: number, courseIds: number[]) =>
  change(db, scope, programId, async (tx, _program, courses) => {
    if (
      !sameCourses(
        courses.map((c) => c.course_id),
        courseIds,
      )
    )
      throw validationFailed({ course_ids: [PROGRAM_ERRORS.serialMismatch] });
    await setSerial(tx, programId, courseIds);
  });
