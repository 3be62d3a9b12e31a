import {
  COURSE_BATCH_ERRORS,
  COURSE_BATCH_LIMITS,
  COURSE_PUBLICATION,
  type CourseBatchBody,
  type CoursePublication,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { assertBatchWithoutEnrolments, assertSeatsCoverEnrolments } from '../course-enrolments/repository';
import {
  centerOfCourseInstitute,
  deleteBatchRow,
  insertBatch,
  lockCourseOf,
  updateBatch,
} from './repository';
import { VALIDATION_MESSAGES as V } from '@platform/validation';

/*
 * What the batch routes do (issue 15 item 5): each write locks the batch's course inside the caller's institute first
 * (404 otherwise), so concurrent changes of one course take turns; an archived course's batches change no more. The
 * field rules (dates, seats) are the shared schema, checked by the route before this runs.
 */

/** An archived course is frozen with everything in it; a course holds at most COURSE_BATCH_LIMITS.perCourse batches. */
export function assertBatchChangeable(
  publication: CoursePublication,
  batches: number,
  adding: boolean,
): void {
  if (publication === COURSE_PUBLICATION.ARCHIVED) throw new HttpError(409, COURSE_BATCH_ERRORS.archived);
  if (adding && batches >= COURSE_BATCH_LIMITS.perCourse)
    throw new HttpError(409, COURSE_BATCH_ERRORS.tooMany);
}

/** A batch's training centre must be one of the course's institute's (422 on `training_center_id` otherwise). */
async function assertCenter(tx: Db, body: CourseBatchBody, courseId: number): Promise<void> {
  const center = body.training_center_id;
  if (center != null && !(await centerOfCourseInstitute(tx, center, courseId)))
    throw validationFailed({ training_center_id: [V.referenceMissing] });
}

export function addBatch(db: Db, scope: TenantScope, courseId: number, body: CourseBatchBody, by: number) {
  return db.transaction(async (tx) => {
    const course = await lockCourseOf(tx, { courseId }, scope);
    if (!course) throw notFound();
    assertBatchChangeable(course.publication_status, course.batches, true);
    await assertCenter(tx, body, courseId);
    return insertBatch(tx, courseId, body, by);
  });
}

export function editBatch(db: Db, scope: TenantScope, id: number, body: CourseBatchBody, by: number) {
  return db.transaction(async (tx) => {
    const course = await lockCourseOf(tx, { batchId: id }, scope);
    if (!course) throw notFound();
    assertBatchChangeable(course.publication_status, course.batches, false);
    await assertCenter(tx, body, course.course_id);
    // the seats youth hold stay taken (issue 16, ADR 0075)
    await assertSeatsCoverEnrolments(tx, id, body.total_seats, body.available_seats ?? body.total_seats);
    await updateBatch(tx, id, body, by);
  });
}

export function removeBatch(db: Db, scope: TenantScope, id: number) {
  return db.transaction(async (tx) => {
    const course = await lockCourseOf(tx, { batchId: id }, scope);
    if (!course) throw notFound();
    assertBatchChangeable(course.publication_status, course.batches, false);
    // youth enrolled in it (issue 16, ADR 0075): refused, never the foreign key's 500
    await assertBatchWithoutEnrolments(tx, id);
    await deleteBatchRow(tx, id);
  });
}
