import { COURSE_PERMISSIONS } from './endpoints-courses';
import type {
  DiscussionCommentBody,
  DiscussionPostDetail,
  DiscussionPostSummary,
  DiscussionReactionResult,
  DiscussionReply,
  DiscussionReportBody,
} from './endpoints-discussion';
import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';

/*
 * The course player's discussion tab (issue 16 item 3; spec §2 /courses/{id}/layout/discussion; migration 060;
 * ADR 0109): questions and answers of one course, kept in the forum's tables with the post's course. Only the course's
 * actively enrolled youth (protected calls) and its institute's staff holding view_any_course (private calls, within
 * their tenant) read and write them. A question needs no moderator (it is `approved` at once); a report of abuse still
 * goes to the forum's moderators, who may hide it. A youth who is not enrolled gets 403
 * course_discussion.errors.not_enrolled; a question of another course, or one hidden or deleted, is 404.
 *
 * Reactions (ADR 0115) are the forum's: a like on a question, one per person and question, a toggle (the forum has no
 * reaction on a comment, so neither has an answer). The enrolled youth and the institute's staff react, as they read.
 */

/** Refusals of the course's discussion (catalogue area course-discussion.ts). */
export const COURSE_DISCUSSION_ERRORS = {
  /** The youth has no active enrolment in the course (none, a pending payment, another course). */
  notEnrolled: 'course_discussion.errors.not_enrolled',
} as const;

/** A question as the youth asks it: plain text, markup removed on the server. */
export interface CourseQuestionBody {
  title: string;
  body: string;
}

type CourseParams = { id: number };
type QuestionParams = { id: number; postId: number };

const P = COURSE_PERMISSIONS;

export const courseDiscussionEndpoints = {
  courseQuestions: defineEndpoint<DiscussionPostSummary[], undefined, ListQuery, CourseParams>({
    method: 'GET',
    path: '/protected/courses/:id/discussion-posts',
    area: 'protected',
    list: true,
    summary: "The course's questions, newest first (its enrolled youth; 403 for any other youth)",
  }),
  askCourseQuestion: defineEndpoint<DiscussionPostDetail, CourseQuestionBody, undefined, CourseParams>({
    method: 'POST',
    path: '/protected/courses/:id/discussion-posts',
    area: 'protected',
    summary:
      'Ask a question in the course (its enrolled youth): it is seen at once by the course, no moderation',
  }),
  courseQuestion: defineEndpoint<DiscussionPostDetail, undefined, undefined, QuestionParams>({
    method: 'GET',
    path: '/protected/courses/:id/discussion-posts/:postId',
    area: 'protected',
    summary: 'One question of the course with its answers and replies (404 for another course’s)',
  }),
  answerCourseQuestion: defineEndpoint<DiscussionReply, DiscussionCommentBody, undefined, QuestionParams>({
    method: 'POST',
    path: '/protected/courses/:id/discussion-posts/:postId/comments',
    area: 'protected',
    summary: 'Answer a question of the course, or reply to one of its answers (its enrolled youth)',
  }),
  reportCourseQuestion: defineEndpoint<null, DiscussionReportBody, undefined, QuestionParams>({
    method: 'POST',
    path: '/protected/courses/:id/discussion-posts/:postId/reports',
    area: 'protected',
    summary: 'Report a question of the course as abusive to the moderators, with a reason (once per youth)',
  }),
  reactCourseQuestion: defineEndpoint<DiscussionReactionResult, undefined, undefined, QuestionParams>({
    method: 'POST',
    path: '/protected/courses/:id/discussion-posts/:postId/reaction',
    area: 'protected',
    summary:
      'Like a question of the course, or take the like back (its enrolled youth; one like per youth and question)',
  }),
  staffCourseQuestions: defineEndpoint<DiscussionPostSummary[], undefined, ListQuery, CourseParams>({
    method: 'GET',
    path: '/private/courses/:id/discussion-posts',
    area: 'private',
    permission: P.viewCourse,
    list: true,
    summary:
      "The questions of one of the institute's courses, newest first (404 for another institute's course)",
  }),
  staffCourseQuestion: defineEndpoint<DiscussionPostDetail, undefined, undefined, QuestionParams>({
    method: 'GET',
    path: '/private/courses/:id/discussion-posts/:postId',
    area: 'private',
    permission: P.viewCourse,
    summary: "One question of one of the institute's courses with its answers",
  }),
  staffAnswerCourseQuestion: defineEndpoint<
    DiscussionReply,
    DiscussionCommentBody,
    undefined,
    QuestionParams
  >({
    method: 'POST',
    path: '/private/courses/:id/discussion-posts/:postId/comments',
    area: 'private',
    permission: P.viewCourse,
    summary: "Answer a question of one of the institute's courses as its provider or trainer",
  }),
  staffReactCourseQuestion: defineEndpoint<DiscussionReactionResult, undefined, undefined, QuestionParams>({
    method: 'POST',
    path: '/private/courses/:id/discussion-posts/:postId/reaction',
    area: 'private',
    permission: P.viewCourse,
    summary:
      "Like a question of one of the institute's courses, or take the like back (one like per person and question)",
  }),
} as const;
