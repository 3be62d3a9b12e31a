import type { CourseQuestionBody, DiscussionPostDetail, DiscussionReply } from '@platform/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { insertComment, readComment } from './interactions';
import { courseOpen, likes, pageOfPosts, POST_SELECT, readThread } from './repository';
import { detailOf, type PostRow, threadOf } from './text';

/*
 * SQL of a course's questions and answers (migration 060, ADR 0109): forum posts with the course's id, stored
 * `approved` (no moderation), seen by their course only while neither hidden by a moderator nor deleted. The routes
 * have checked the caller's enrolment or institute first; every statement names the course again.
 */

type Page = { page: number; page_size: number };

/** One page of the course's questions, newest first. */
export const listCourseQuestions = (db: Db, courseId: number, page: Page) =>
  pageOfPosts(db, courseOpen(1), [courseId], page);

export async function insertCourseQuestion(
  db: Db,
  authorId: number,
  courseId: number,
  body: CourseQuestionBody,
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into discussion_posts (author_id, title, body, course_id, status) values ($1, $2, $3, $4, 'approved')
     returning id`,
    [authorId, body.title, body.body, courseId],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('course question insert returned no id');
  return id;
}

/** Whether the question is one its course sees. */
export async function isCourseQuestion(db: Db, courseId: number, postId: number): Promise<boolean> {
  const r = await db.query(`select 1 from discussion_posts p where p.id = $2 and ${courseOpen(1)}`, [
    courseId,
    postId,
  ]);
  return r.rows.length > 0;
}

/** The question with its visible thread as `viewer` sees it; 404 for another course's, a hidden or deleted one. */
export async function courseQuestionFor(
  db: Db,
  courseId: number,
  postId: number,
  viewer: number,
): Promise<DiscussionPostDetail> {
  const r = await db.query<PostRow>(`${POST_SELECT} where p.id = $2 and ${courseOpen(1)}`, [
    courseId,
    postId,
  ]);
  const post = r.rows[0];
  if (!post) throw notFound();
  const [rows, liked] = await Promise.all([readThread(db, postId), likes(db, postId, viewer)]);
  return detailOf(post, threadOf(rows, viewer), viewer, liked);
}

/** A visible comment of the question (a reply's parent), or null. */
export async function readQuestionComment(
  db: Db,
  postId: number,
  id: number,
): Promise<{ parent_id: number | null } | null> {
  const r = await db.query<{ parent_id: number | null }>(
    'select c.parent_id from discussion_comments c where c.id = $1 and c.post_id = $2 and not c.hidden',
    [id, postId],
  );
  return r.rows[0] ?? null;
}

/** Stores an answer (or a reply to one) and returns it as its author sees it. */
export async function insertAnswer(
  db: Db,
  postId: number,
  authorId: number,
  body: string,
  parentId: number | null,
): Promise<DiscussionReply> {
  const row = await readComment(db, await insertComment(db, postId, authorId, body, parentId));
  if (!row) throw notFound();
  return {
    id: row.id,
    body: row.body,
    author: row.author,
    mine: true,
    created_at: new Date(row.created_at).toISOString(),
  };
}
