import { discussionEndpoints as endpoints, type DiscussionVisibilityBody } from '@platform/contract';
import { discussionVisibilitySchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { moderationFilters } from './filters';
import {
  decidePost,
  listForModeration,
  listReportedComments,
  readCommentForModeration,
  readForModeration,
  setVisibility,
} from './moderation';

/**
 * The moderators' side of the forum (approve_discussion_post; ADR 0084): the queue by status or open reports,
 * approve or reject a post, hide or show a post or a comment (closing its reports), the reported comments.
 */
export function registerDiscussionModerationRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const post = async (id: number) => {
    const found = await readForModeration(db, id);
    if (!found) throw notFound();
    return found;
  };

  registerListEndpoint(app, endpoints.moderationDiscussionPosts, async (ctx) =>
    listForModeration(db, moderationFilters(ctx.query), ctx.page),
  );
  for (const [endpoint, status] of [
    [endpoints.approveDiscussionPost, 'approved'],
    [endpoints.rejectDiscussionPost, 'rejected'],
  ] as const)
    registerEndpoint(
      app,
      endpoint,
      async (ctx) => {
        const id = ctx.id();
        if (!(await decidePost(db, id, status, ctx.requireUser().id))) throw notFound();
        return post(id);
      },
      { successCode: 200, message: `discussion.success.${status}` },
    );
  registerEndpoint(
    app,
    endpoints.discussionPostVisibility,
    async (ctx) => {
      const id = ctx.id();
      const { hidden } = ctx.body as DiscussionVisibilityBody;
      if (!(await db.transaction((tx) => setVisibility(tx, 'post', id, hidden)))) throw notFound();
      return post(id);
    },
    { message: 'discussion.success.moderated', body: discussionVisibilitySchema },
  );

  registerListEndpoint(app, endpoints.reportedDiscussionComments, async (ctx) =>
    listReportedComments(db, ctx.page),
  );
  registerEndpoint(
    app,
    endpoints.discussionCommentVisibility,
    async (ctx) => {
      const id = ctx.id();
      const { hidden } = ctx.body as DiscussionVisibilityBody;
      if (!(await db.transaction((tx) => setVisibility(tx, 'comment', id, hidden)))) throw notFound();
      const found = await readCommentForModeration(db, id);
      if (!found) throw notFound();
      return found;
    },
    { message: 'discussion.success.moderated', body: discussionVisibilitySchema },
  );
}
