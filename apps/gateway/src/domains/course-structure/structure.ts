import {
  COURSE_CONTENT_FILE_TYPES,
  COURSE_CONTENT_TYPE,
  COURSE_MEDIA_TYPES,
  COURSE_STRUCTURE_ERRORS,
  COURSE_STRUCTURE_LIMITS,
  type CourseContentBody,
  type CourseTree,
  type FieldErrors,
  type ReorderDirection,
} from '@platform/contract';
import { VALIDATION_MESSAGES as V } from '@platform/validation';
import type { Db } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { assertChangeable } from '../courses/rules';
import { lockCourse } from '../courses/repository';
import { checkQuizSource, dropQuiz, saveQuiz } from '../assessments/quiz';
import { findLiveFile } from '../files/repository';
import { sanitizeRichText } from '../platform-content/rich-text';
import {
  countAt,
  courseInScope,
  markStructureChanged,
  deleteRow,
  insertAtEnd,
  type Level,
  placeOf,
  renumber,
  siblingIds,
  storedFileOf,
  treeOf,
  updateFields,
} from './repository';
import { moved, swapped } from './rules';
import { scormKeysUnder } from './scorm-files';

/*
 * What the structure routes do (issue 15 item 2). Every change runs in one transaction that first locks the course
 * row inside the caller's institute (`lockCourse` carries the tenant condition: another institute's → 404): all
 * changes of one course's structure take turns, so concurrent swaps and moves each see the order the previous one
 * left and the order stays 1…n. An archived course's structure is frozen like the course (409).
 */

/** Where a row of `level` sits, checked inside the scope; 404 when missing or another institute's. */
export async function placeInScope(db: Db, level: Level, id: number, scope: TenantScope) {
  const place = await placeOf(db, level, id);
  if (!place) throw notFound();
  if (!(await courseInScope(db, place.course_id, scope))) throw notFound();
  return place;
}

/**
 * Runs `change` with the course of a row of `level` locked (404 outside the scope, 409 once archived). The row's
 * place is read again under the lock: a row deleted meanwhile is 404.
 */
async function underLock<T>(
  db: Db,
  scope: TenantScope,
  level: Level | 'course',
  id: number,
  change: (tx: Db, place: { course_id: number; parent_id: number }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const courseId = level === 'course' ? id : (await placeOf(tx, level, id))?.course_id;
    if (!courseId) throw notFound();
    const course = await lockCourse(tx, courseId, scope);
    if (!course) throw notFound();
    assertChangeable(course.publication_status);
    const place = level === 'course' ? { course_id: id, parent_id: id } : await placeOf(tx, level, id);
    if (!place) throw notFound();
    const result = await change(tx, place);
    await markStructureChanged(tx, place.course_id);
    return result;
  });
}

const CHILD: Record<Level | 'course', Level> = {
  course: 'module',
  module: 'lesson',
  lesson: 'content',
  content: 'content',
};

/** Adds a module to a course, a lesson to a module or a content to a lesson, at the end; the new row's id. */
export async function addChild(
  db: Db,
  scope: TenantScope,
  parent: Level | 'course',
  parentId: number,
  columns: Record<string, unknown>,
  by: number,
  after?: (tx: Db, id: number) => Promise<void>,
): Promise<{ id: number; course_id: number }> {
  return underLock(db, scope, parent, parentId, async (tx, place) => {
    const level = CHILD[parent];
    if ((await countAt(tx, level, parentId)) >= COURSE_STRUCTURE_LIMITS.perLevel)
      throw new HttpError(409, COURSE_STRUCTURE_ERRORS.tooMany);
    const id = await insertAtEnd(tx, level, { course_id: place.course_id, parent_id: parentId }, columns, by);
    await after?.(tx, id);
    return { id, course_id: place.course_id };
  });
}

export async function editRow(
  db: Db,
  scope: TenantScope,
  level: Level,
  id: number,
  columns: (tx: Db) => Promise<Record<string, unknown>>,
  by: number,
): Promise<number> {
  return underLock(db, scope, level, id, async (tx, place) => {
    await updateFields(tx, level, id, await columns(tx), by);
    return place.course_id;
  });
}

/** Deletes a row (and what it holds); its siblings close the gap. */
export async function removeRow(db: Db, scope: TenantScope, level: Level, id: number): Promise<string[]> {
  return underLock(db, scope, level, id, async (tx, place) => {
    // a SCORM lesson's files are kept by key outside the database: named here, removed once this commits
    const keys = level === 'content' ? [] : await scormKeysUnder(tx, level, id);
    await deleteRow(tx, level, id);
    await renumber(tx, level, await siblingIds(tx, level, place.parent_id));
    return keys;
  });
}

/** Swap (up 1, down 2) or move to a place; the course tree after the change. */
export async function reorder(
  db: Db,
  scope: TenantScope,
  level: Level,
  id: number,
  to: { direction: ReorderDirection } | { position: number },
  videoBase = '',
): Promise<CourseTree> {
  const courseId = await underLock(db, scope, level, id, async (tx, place) => {
    const ids = await siblingIds(tx, level, place.parent_id);
    await renumber(
      tx,
      level,
      'direction' in to ? swapped(ids, id, to.direction) : moved(ids, id, to.position),
    );
    return place.course_id;
  });
  return treeOf(db, courseId, videoBase);
}

/** The stored file types a content of `type` may have. */
export function allowedFileTypes(type: number): readonly string[] {
  if (type === COURSE_CONTENT_TYPE.VIDEO) return COURSE_MEDIA_TYPES.video;
  if (type === COURSE_CONTENT_TYPE.AUDIO) return COURSE_MEDIA_TYPES.audio;
  return COURSE_CONTENT_FILE_TYPES;
}

/**
 * The stored columns of a content: a text content's markup sanitised (no script, handler or `javascript:` address
 * survives), a file content's file checked — a live file the caller uploaded, of an allowed type — unless it is the
 * file already stored. A video or audio may be an uploaded media file instead of an address.
 */
export async function contentColumns(
  db: Db,
  body: CourseContentBody,
  by: number,
  contentId: number | null,
): Promise<Record<string, unknown>> {
  const errors: FieldErrors = {};
  let html: string | null = null;
  if (body.content_type === COURSE_CONTENT_TYPE.TEXT) {
    html = sanitizeRichText(body.text ?? '');
    // markup that was nothing but what the sanitiser removes leaves no text
    if (!html.replace(/<[^>]*>/g, '').trim()) errors.text = [V.required];
  }
  const fileId = body.file_id ?? null;
  if (fileId) {
    const stored = contentId === null ? null : await storedFileOf(db, contentId);
    if (fileId !== stored) {
      const file = await findLiveFile(db, fileId);
      if (!file || file.owner_id !== by) errors.file_id = [V.referenceMissing];
      else if (!allowedFileTypes(body.content_type).includes(file.mime_type)) errors.file_id = [V.fileType];
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    content_type: body.content_type,
    title: body.title,
    title_en: body.title_en ?? null,
    body: html,
    // an uploaded video or audio replaces an address
    url: fileId ? null : (body.url ?? null),
    file_id: fileId,
  };
}

/**
 * Stores a content's quiz in the change's transaction — its questions or question set checked inside the caller's
 * tenant first (another tenant's is 422 `quiz_question_unavailable`) — or drops it when the content is not (or no
 * longer) a quiz.
 */
export async function writeQuiz(
  tx: Db,
  scope: TenantScope,
  contentId: number,
  body: CourseContentBody,
): Promise<void> {
  if (body.content_type !== COURSE_CONTENT_TYPE.QUIZ) return dropQuiz(tx, contentId);
  await checkQuizSource(tx, scope, body);
  await saveQuiz(tx, contentId, body);
}
