import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  discussionEndpoints as E,
  type DiscussionModerationComment,
  type DiscussionModerationPost,
} from '@platform/contract';
import { asAdmin, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { discussionModerationRoutes } from './moderation-routes';

const open = setupPlatformTests(discussionModerationRoutes);
const author = { id: 7, full_name: 'সুমাইয়া', full_name_en: 'Sumaiya Akter' };
const moderator = () => asAdmin(['approve_discussion_post']);

function post(id: number, over: Partial<DiscussionModerationPost> = {}): DiscussionModerationPost {
  return {
    id,
    title: `Post ${id}`,
    excerpt: 'Where do I start?',
    body: 'Where do I start?\nI know some HTML.',
    skill: null,
    author,
    status: 'requested',
    like_count: 0,
    comment_count: 0,
    hidden: false,
    reports: [],
    created_at: '2026-11-20T04:00:00Z',
    updated_at: '2026-11-20T04:00:00Z',
    ...over,
  };
}

describe('/discussion-posts', () => {
  it('refuses a staff user without approve_discussion_post', async () => {
    open('/discussion-posts', asAdmin(['approve_job']));
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
  });

  it('shows the posts waiting for approval with their text, and approves one', async () => {
    const queries: string[] = [];
    const approved: string[] = [];
    server.use(
      listHandlerFor(E.moderationDiscussionPosts, ({ query }) => {
        queries.push(query.toString());
        return { data: [post(1)] };
      }),
      handlerFor(E.approveDiscussionPost, ({ params }) => {
        approved.push(params.id ?? '');
        return post(1, { status: 'approved' });
      }),
    );
    const { userEvent } = open('/discussion-posts', moderator());
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion posts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting for approval', selected: true })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Post 1' });
    expect(within(card).getByText(/I know some HTML/)).toBeInTheDocument();
    expect(queries[0]).toContain('status=requested');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toEqual(['1']));
  });

  it('shows reported posts with the reasons and hides one; reported comments in their own queue', async () => {
    const queries: string[] = [];
    const hidden: unknown[] = [];
    const comment: DiscussionModerationComment = {
      id: 40,
      body: 'Rude words',
      post: { id: 2, title: 'Post 2' },
      author,
      hidden: false,
      reports: ['Insulting'],
      created_at: '2026-11-21T04:00:00Z',
    };
    server.use(
      listHandlerFor(E.moderationDiscussionPosts, ({ query }) => {
        queries.push(query.toString());
        return { data: [post(2, { status: 'approved', reports: ['Spam', 'Advertising'] })] };
      }),
      handlerFor(E.discussionPostVisibility, ({ body }) => {
        hidden.push(['post', body]);
        return post(2, { status: 'approved', hidden: true });
      }),
      listHandlerFor(E.reportedDiscussionComments, () => ({ data: [comment] })),
      handlerFor(E.discussionCommentVisibility, ({ body }) => {
        hidden.push(['comment', body]);
        return { ...comment, hidden: true, reports: [] };
      }),
    );
    const { userEvent } = open('/discussion-posts?queue=reported', moderator());
    const card = await screen.findByRole('article', { name: 'Post 2' });
    expect(queries[0]).toContain('reported=1');
    expect(within(card).getByText('Reports (2)')).toBeInTheDocument();
    expect(within(card).getByText('Advertising')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(hidden).toEqual([['post', { hidden: true }]]));

    await userEvent.click(screen.getByRole('tab', { name: 'Reported comments' }));
    const c = await screen.findByRole('article', { name: 'On the post “Post 2”' });
    expect(within(c).getByText('Rude words')).toBeInTheDocument();
    expect(within(c).getByText('Insulting')).toBeInTheDocument();
    await userEvent.click(within(c).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(hidden).toContainEqual(['comment', { hidden: true }]));
  });
});
