import {
  COURSE_ERRORS,
  type Course,
  type CourseBody,
  FILE_VISIBILITY,
  type FieldErrors,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { findLiveFile } from '../files/repository';
import {
  activeSkillIds,
  coursesOfInstitute,
  trainersOfInstitute,
  deleteCourseRow,
  dependentsAmong,
  instituteOfCourse,
  findCourse,
  insertCourse,
  lockCourse,
  setPublication,
  setRowStatus,
  updateCourse,
} from './repository';
import { assertChangeable, assertDeletable, COVER_TYPES, type CourseAction, nextPublication } from './rules';

/*
 * What the course routes do (issue 15 item 1): each write locks the course inside the caller's institute first (404),
 * checks the references a schema cannot (the cover is a public image the caller uploaded, the skills exist), then
 * writes and answers the stored course.
 */

/** A course of the scope, or 404. */
export async function courseOr404(db: Db, id: number, scope: TenantScope): Promise<Course> {
  const course = await findCourse(db, id, scope);
  if (!course) throw notFound();
  return course;
}

/**
 * Field errors of the references: a new cover must be a live public image uploaded by the caller (the stored cover
 * may stay whoever uploaded it); every skill must be an active entry of the skills list.
 */
async function referenceErrors(
  db: Db,
  body: CourseBody,
  callerId: number,
  storedCover: string | null,
  course: { id: number | null; instituteId: number },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const cover = body.cover_file_id ?? null;
  if (cover && cover !== storedCover) {
    const file = await findLiveFile(db, cover);
    if (!file || file.owner_id !== callerId) errors.cover_file_id = [V.referenceMissing];
    else if (
      file.visibility !== FILE_VISIBILITY.PUBLIC ||
      !(COVER_TYPES as readonly string[]).includes(file.mime_type)
    )
      errors.cover_file_id = [V.fileType];
  }
  const skills = body.skill_ids ?? [];
  const known = await activeSkillIds(db, skills);
  skills.forEach((id, i) => {
    if (!known.has(id)) errors[`skill_ids[${i}]`] = [V.referenceMissing];
  });
  // dependencies: courses of the same institute, never the course itself or one that depends on it
  const dependencies = body.dependency_ids ?? [];
  const ours = await coursesOfInstitute(db, course.instituteId, dependencies);
  const cyclic = course.id === null ? new Set<number>() : await dependentsAmong(db, course.id, dependencies);
  dependencies.forEach((id, i) => {
    if (!ours.has(id)) errors[`dependency_ids[${i}]`] = [V.referenceMissing];
    else if (id === course.id || cyclic.has(id))
      errors[`dependency_ids[${i}]`] = [COURSE_ERRORS.dependencyCycle];
  });
  // instructors: active trainers of the course's own institute (another institute's trainer is never attached)
  const instructors = body.instructor_ids ?? [];
  const trainers = await trainersOfInstitute(db, course.instituteId, instructors);
  instructors.forEach((id, i) => {
    if (!trainers.has(id)) errors[`instructor_ids[${i}]`] = [V.referenceMissing];
  });
  return errors;
}

/** Creates a draft, active course of the caller's institute; a caller without an institute creates none (403). */
export async function createCourse(
  db: Db,
  scope: TenantScope,
  body: CourseBody,
  by: number,
): Promise<number> {
  if (scope.kind !== 'institute') throw new HttpError(403, COURSE_ERRORS.noInstitute);
  const errors = await referenceErrors(db, body, by, null, { id: null, instituteId: scope.id });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return db.transaction((tx) => insertCourse(tx, scope.id, body, by));
}

/** Edits a course of the scope (404 outside it, 409 once archived, 422 for a bad reference). */
export async function editCourse(
  db: Db,
  id: number,
  scope: TenantScope,
  body: CourseBody,
  by: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCourse(tx, id, scope);
    if (!current) throw notFound();
    assertChangeable(current.publication_status);
    const errors = await referenceErrors(tx, body, by, current.cover_file_id, {
      id,
      instituteId: await instituteOfCourse(tx, id),
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    await updateCourse(tx, id, body, by);
  });
}

/** Active ↔ inactive. */
export async function toggleCourseStatus(db: Db, id: number, scope: TenantScope, by: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCourse(tx, id, scope);
    if (!current) throw notFound();
    assertChangeable(current.publication_status);
    await setRowStatus(tx, id, current.row_status === 1 ? 0 : 1, by);
  });
}

/** Publish, unpublish or archive (409 for a move the state does not allow). */
export async function moveCourse(
  db: Db,
  id: number,
  scope: TenantScope,
  action: CourseAction,
  by: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCourse(tx, id, scope);
    if (!current) throw notFound();
    await setPublication(tx, id, nextPublication(current.publication_status, action), by);
  });
}

/** Deletes a course that was never published (409 otherwise: it is archived instead). */
export async function deleteCourse(db: Db, id: number, scope: TenantScope): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCourse(tx, id, scope);
    if (!current) throw notFound();
    assertDeletable(current.published_at);
    await deleteCourseRow(tx, id);
  });
}
