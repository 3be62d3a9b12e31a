import {
  DISCUSSION_ERRORS,
  discussionEndpoints as endpoints,
  type DiscussionCommentBody,
  type DiscussionPostBody,
  type DiscussionReportBody,
} from '@platform/contract';
import { discussionCommentSchema, discussionPostSchema, discussionReportSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { postFilters } from './filters';
import {
  deleteOwnComment,
  insertComment,
  insertReport,
  readComment,
  readOpenComment,
  toggleLike,
} from './interactions';
import { cleanPost, cleanText, postFor } from './posts';
import {
  deleteOwnPost,
  insertPost,
  isOpenPost,
  listOpenPosts,
  listOwnPosts,
  readVisiblePost,
  updateOwnPost,
} from './repository';
import { summaryOf } from './text';

/**
 * The youth's side of the forum (spec §2 /discussion, §7 discussion forum; ADR 0084): the public reads of open posts,
 * and what a signed-in youth does — write, edit and delete their own posts, comment and reply, like, report.
 */
export function registerDiscussionRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const openPost = async (id: number) => {
    if (!(await isOpenPost(db, id))) throw notFound();
  };
  const ownPost = async (youth: number, id: number) => {
    const post = await readVisiblePost(db, id, youth);
    if (!post || post.author_id !== youth) throw notFound();
  };

  registerListEndpoint(app, endpoints.discussionPosts, async (ctx) => {
    const { data, total } = await listOpenPosts(db, postFilters(ctx.query), ctx.page);
    return { data: data.map(summaryOf), total };
  });
  registerEndpoint(app, endpoints.discussionPost, async (ctx) => postFor(db, ctx.id(), null));

  registerListEndpoint(app, endpoints.myDiscussionPosts, async (ctx) => {
    const { data, total } = await listOwnPosts(db, ctx.youthId(), ctx.page);
    return { data: data.map(summaryOf), total };
  });
  registerEndpoint(app, endpoints.discussionPostForMe, async (ctx) =>
    postFor(db, ctx.id(), ctx.requireUser().id),
  );

  registerEndpoint(
    app,
    endpoints.createDiscussionPost,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = await insertPost(db, youth, await cleanPost(db, ctx.body as DiscussionPostBody));
      return postFor(db, id, youth);
    },
    { message: 'discussion.success.created', caller: youthOnly, body: discussionPostSchema },
  );
  registerEndpoint(
    app,
    endpoints.updateDiscussionPost,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      // another youth's post is 404 before the body is read
      await ownPost(youth, id);
      const value = await cleanPost(
        db,
        (await validated(discussionPostSchema, ctx.body)) as DiscussionPostBody,
      );
      if (!(await updateOwnPost(db, youth, id, value))) throw notFound();
      return postFor(db, id, youth);
    },
    { message: 'discussion.success.updated', caller: youthOnly, documented: { body: discussionPostSchema } },
  );
  registerEndpoint(
    app,
    endpoints.deleteDiscussionPost,
    async (ctx) => {
      if (!(await deleteOwnPost(db, ctx.youthId(), ctx.id()))) throw notFound();
      return null;
    },
    { message: 'discussion.success.deleted', caller: youthOnly },
  );

  registerEndpoint(
    app,
    endpoints.createDiscussionComment,
    async (ctx) => {
      const youth = ctx.youthId();
      const postId = ctx.id();
      await openPost(postId);
      const value = (await validated(discussionCommentSchema, ctx.body)) as DiscussionCommentBody;
      const parentId = value.parent_id ?? null;
      if (parentId !== null) {
        const parent = await readOpenComment(db, parentId);
        if (!parent || parent.post_id !== postId)
          throw validationFailed({ parent_id: ['validation.reference_missing'] });
        if (parent.parent_id !== null) throw validationFailed({ parent_id: [DISCUSSION_ERRORS.replyDepth] });
      }
      const id = await insertComment(db, postId, youth, cleanText(value.body, 'body'), parentId);
      const row = await readComment(db, id);
      if (!row) throw notFound();
      return {
        id: row.id,
        body: row.body,
        author: row.author,
        mine: true,
        created_at: new Date(row.created_at).toISOString(),
      };
    },
    {
      message: 'discussion.success.commented',
      caller: youthOnly,
      documented: { body: discussionCommentSchema },
    },
  );
  registerEndpoint(
    app,
    endpoints.deleteDiscussionComment,
    async (ctx) => {
      if (!(await deleteOwnComment(db, ctx.youthId(), ctx.id()))) throw notFound();
      return null;
    },
    { message: 'discussion.success.deleted', caller: youthOnly },
  );

  registerEndpoint(
    app,
    endpoints.toggleDiscussionReaction,
    async (ctx) => {
      const youth = ctx.youthId();
      const postId = ctx.id();
      await openPost(postId);
      return db.transaction((tx) => toggleLike(tx, postId, youth));
    },
    { successCode: 200, message: 'discussion.success.reacted', caller: youthOnly },
  );

  const report = async (
    youth: number,
    target: { post_id: number } | { comment_id: number },
    body: unknown,
  ) => {
    const value = (await validated(discussionReportSchema, body)) as DiscussionReportBody;
    if (!(await insertReport(db, target, youth, cleanText(value.reason, 'reason'))))
      throw new HttpError(409, DISCUSSION_ERRORS.alreadyReported);
    return null;
  };
  registerEndpoint(
    app,
    endpoints.reportDiscussionPost,
    async (ctx) => {
      const postId = ctx.id();
      await openPost(postId);
      return report(ctx.youthId(), { post_id: postId }, ctx.body);
    },
    {
      message: 'discussion.success.reported',
      caller: youthOnly,
      documented: { body: discussionReportSchema },
    },
  );
  registerEndpoint(
    app,
    endpoints.reportDiscussionComment,
    async (ctx) => {
      const id = ctx.id();
      if (!(await readOpenComment(db, id))) throw notFound();
      return report(ctx.youthId(), { comment_id: id }, ctx.body);
    },
    {
      message: 'discussion.success.reported',
      caller: youthOnly,
      documented: { body: discussionReportSchema },
    },
  );
}
