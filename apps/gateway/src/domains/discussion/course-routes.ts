import {
  COURSE_DISCUSSION_ERRORS,
  courseDiscussionEndpoints as endpoints,
  type CourseQuestionBody,
  DISCUSSION_ERRORS,
  type DiscussionCommentBody,
  type DiscussionReportBody,
} from '@platform/contract';
import { courseQuestionSchema, discussionCommentSchema, discussionReportSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import type { TenantScope } from '../../platform/tenant-scope';
import { activeEnrolment } from '../course-enrolments/progress';
import { courseOr404 } from '../courses/courses';
import {
  courseQuestionFor,
  insertAnswer,
  insertCourseQuestion,
  isCourseQuestion,
  listCourseQuestions,
  readQuestionComment,
} from './course-questions';
import { insertReport, toggleLike } from './interactions';
import { cleanText } from './posts';
import { summaryOf } from './text';

/*
 * The course player's discussion tab (issue 16 item 3; ADR 0109). A youth reaches a course's questions only with an
 * active enrolment in it (403 course_discussion.errors.not_enrolled otherwise, checked before the body is read); the
 * institute's staff reach their own institute's courses (404 for another's). A question of another course is 404.
 */
export function registerCourseDiscussionRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /** The caller's course when they are actively enrolled in it; 403 otherwise. */
  async function enrolledCourse(courseId: number, youthId: number): Promise<number> {
    if (!(await activeEnrolment(db, courseId, youthId)))
      throw new HttpError(403, COURSE_DISCUSSION_ERRORS.notEnrolled);
    return courseId;
  }
  async function staffCourse(courseId: number, scope: TenantScope): Promise<number> {
    await courseOr404(db, courseId, scope);
    return courseId;
  }
  async function question(courseId: number, postId: number): Promise<number> {
    if (!(await isCourseQuestion(db, courseId, postId))) throw notFound();
    return postId;
  }

  /** An answer, or a reply to a top-level answer of the same question (one level, as in the forum). */
  async function answer(courseId: number, postId: number, authorId: number, body: unknown) {
    await question(courseId, postId);
    const value = (await validated(discussionCommentSchema, body)) as DiscussionCommentBody;
    const parentId = value.parent_id ?? null;
    if (parentId !== null) {
      const parent = await readQuestionComment(db, postId, parentId);
      if (!parent) throw validationFailed({ parent_id: ['validation.reference_missing'] });
      if (parent.parent_id !== null) throw validationFailed({ parent_id: [DISCUSSION_ERRORS.replyDepth] });
    }
    return insertAnswer(db, postId, authorId, cleanText(value.body, 'body'), parentId);
  }

  registerListEndpoint(
    app,
    endpoints.courseQuestions,
    async (ctx) => {
      const courseId = await enrolledCourse(ctx.id(), ctx.youthId());
      const { data, total } = await listCourseQuestions(db, courseId, ctx.page);
      return { data: data.map(summaryOf), total };
    },
    { caller: youthOnly },
  );
  registerEndpoint(
    app,
    endpoints.askCourseQuestion,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = await enrolledCourse(ctx.id(), youth);
      const value = (await validated(courseQuestionSchema, ctx.body)) as CourseQuestionBody;
      const clean = { title: cleanText(value.title, 'title'), body: cleanText(value.body, 'body') };
      const id = await insertCourseQuestion(db, youth, courseId, clean);
      return courseQuestionFor(db, courseId, id, youth);
    },
    {
      message: 'course_discussion.success.asked',
      caller: youthOnly,
      documented: { body: courseQuestionSchema },
    },
  );
  registerEndpoint(
    app,
    endpoints.courseQuestion,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = await enrolledCourse(ctx.id(), youth);
      return courseQuestionFor(db, courseId, ctx.id('postId'), youth);
    },
    { caller: youthOnly },
  );
  registerEndpoint(
    app,
    endpoints.answerCourseQuestion,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = await enrolledCourse(ctx.id(), youth);
      return answer(courseId, ctx.id('postId'), youth, ctx.body);
    },
    {
      message: 'discussion.success.commented',
      caller: youthOnly,
      documented: { body: discussionCommentSchema },
    },
  );
  registerEndpoint(
    app,
    endpoints.reportCourseQuestion,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = await enrolledCourse(ctx.id(), youth);
      const postId = await question(courseId, ctx.id('postId'));
      const value = (await validated(discussionReportSchema, ctx.body)) as DiscussionReportBody;
      if (!(await insertReport(db, { post_id: postId }, youth, cleanText(value.reason, 'reason'))))
        throw new HttpError(409, DISCUSSION_ERRORS.alreadyReported);
      return null;
    },
    {
      message: 'discussion.success.reported',
      caller: youthOnly,
      documented: { body: discussionReportSchema },
    },
  );

  // a like on a question (ADR 0115): the forum's reaction rows, one per person and question (their primary key)
  const react = async (courseId: number, postId: number, userId: number) => {
    await question(courseId, postId);
    return db.transaction((tx) => toggleLike(tx, postId, userId));
  };
  registerEndpoint(
    app,
    endpoints.reactCourseQuestion,
    async (ctx) => {
      const youth = ctx.youthId();
      return react(await enrolledCourse(ctx.id(), youth), ctx.id('postId'), youth);
    },
    { successCode: 200, message: 'discussion.success.reacted', caller: youthOnly },
  );

  registerListEndpoint(app, endpoints.staffCourseQuestions, async (ctx) => {
    const courseId = await staffCourse(ctx.id(), ctx.tenant());
    const { data, total } = await listCourseQuestions(db, courseId, ctx.page);
    return { data: data.map(summaryOf), total };
  });
  registerEndpoint(app, endpoints.staffCourseQuestion, async (ctx) => {
    const courseId = await staffCourse(ctx.id(), ctx.tenant());
    return courseQuestionFor(db, courseId, ctx.id('postId'), ctx.requireUser().id);
  });
  registerEndpoint(
    app,
    endpoints.staffAnswerCourseQuestion,
    async (ctx) => {
      const courseId = await staffCourse(ctx.id(), ctx.tenant());
      return answer(courseId, ctx.id('postId'), ctx.requireUser().id, ctx.body);
    },
    { message: 'discussion.success.commented', documented: { body: discussionCommentSchema } },
  );
  registerEndpoint(
    app,
    endpoints.staffReactCourseQuestion,
    async (ctx) => react(await staffCourse(ctx.id(), ctx.tenant()), ctx.id('postId'), ctx.requireUser().id),
    { successCode: 200, message: 'discussion.success.reacted' },
  );
}
