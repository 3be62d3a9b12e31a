import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  discussionEndpoints as E,
  type DiscussionPostDetail,
  type DiscussionPostSummary,
} from '@platform/contract';
import {
  asYouth,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { discussionRoutes } from './route-table';

const openPage = setupPlatformTests(discussionRoutes);
const author = { id: 7, full_name: 'সুমাইয়া', full_name_en: 'Sumaiya Akter' };

function summary(id: number, over: Partial<DiscussionPostSummary> = {}): DiscussionPostSummary {
  return {
    id,
    title: `Post ${id}`,
    excerpt: 'How do I start with web development?',
    skill: { id: 3, title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' },
    author,
    status: 'approved',
    like_count: 2,
    comment_count: 1,
    created_at: '2026-11-20T04:00:00Z',
    updated_at: '2026-11-20T04:00:00Z',
    ...over,
  };
}

function detail(over: Partial<DiscussionPostDetail> = {}): DiscussionPostDetail {
  return {
    ...summary(5),
    body: 'How do I start with web development?\nI know some HTML.',
    comments: [
      {
        id: 11,
        body: 'Start with the free course.',
        author: { id: 101, full_name: 'রহিমা', full_name_en: 'Rahima Khatun' },
        mine: true,
        created_at: '2026-11-21T04:00:00Z',
        replies: [{ id: 12, body: 'Thank you!', author, mine: false, created_at: '2026-11-21T05:00:00Z' }],
      },
    ],
    mine: false,
    liked: false,
    ...over,
  };
}

describe('/discussion', () => {
  it('lists approved posts to a visitor, searches by the address, and asks to sign in to write', async () => {
    const searches: (string | null)[] = [];
    server.use(
      listHandlerFor(E.discussionPosts, ({ query }) => {
        searches.push(query.get('search'));
        return { data: query.get('search') ? [summary(2, { title: 'Sewing machines' })] : [summary(1)] };
      }),
    );
    const { userEvent } = openPage('/discussion', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Post 1' });
    expect(within(card).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/discussion/1');
    expect(within(card).getByText('Skill: Web development')).toBeInTheDocument();
    expect(within(card).getByText('2 likes')).toBeInTheDocument();
    expect(within(card).getByText('1 comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to write a post' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My posts' })).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the posts' }), 'sewing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Sewing machines' })).toBeInTheDocument();
    expect(searches).toContain('sewing');
  });

  it('shows the youth’s own posts with their status and sends a new post for approval', async () => {
    const posted: unknown[] = [];
    server.use(
      listHandlerFor(E.discussionPosts, () => ({ data: [] })),
      listHandlerFor(E.myDiscussionPosts, () => ({
        data: [summary(9, { title: 'My question', status: 'requested' })],
      })),
      handlerFor(E.createDiscussionPost, ({ body }) => {
        posted.push(body);
        return detail({ id: 30, title: 'Need help', status: 'requested', mine: true, comments: [] });
      }),
      handlerFor(E.discussionPostForMe, ({ params }) =>
        detail({ id: Number(params.id), title: 'Need help', status: 'requested', mine: true, comments: [] }),
      ),
    );
    const { userEvent } = openPage('/discussion', asYouth());
    const mine = await screen.findByRole('article', { name: 'My question' });
    expect(within(mine).getByText('Waiting for approval')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Write a post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a post' });
    expect(
      within(dialog).getByText(/A moderator approves the post before others see it/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Need help');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your text' }), 'Where do I start?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(posted).toMatchObject([{ title: 'Need help', body: 'Where do I start?' }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Need help' })).toBeInTheDocument();
    expect(screen.getByText(/Until then only you see it here/)).toBeInTheDocument();
  });
});

describe('/discussion/{id}', () => {
  it('shows a post with its comments and replies to a visitor, without the signed-in actions', async () => {
    server.use(handlerFor(E.discussionPost, () => detail()));
    openPage('/discussion/5', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 5' })).toBeInTheDocument();
    expect(screen.getByText(/I know some HTML/)).toBeInTheDocument();
    expect(screen.getByText('Start with the free course.')).toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies to Rahima Khatun' });
    expect(within(replies).getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Sign in to comment, reply or like.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('lets a signed-in youth like, reply to a comment and report the post', async () => {
    const calls: string[] = [];
    let liked = false;
    server.use(
      handlerFor(E.discussionPostForMe, () => detail({ liked, like_count: liked ? 3 : 2 })),
      handlerFor(E.toggleDiscussionReaction, () => {
        liked = !liked;
        calls.push('like');
        return { liked, like_count: liked ? 3 : 2 };
      }),
      handlerFor(E.createDiscussionComment, ({ body }) => {
        calls.push(`comment ${JSON.stringify(body)}`);
        return { id: 13, body: 'Me too', author, mine: true, created_at: '2026-11-22T04:00:00Z' };
      }),
      handlerFor(E.reportDiscussionPost, ({ body }) => {
        calls.push(`report ${JSON.stringify(body)}`);
        return null;
      }),
    );
    const { userEvent } = openPage('/discussion/5', asYouth());
    const like = await screen.findByRole('button', { name: /Like · 2 likes/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: /Like · 3 likes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply to Rahima Khatun' }), 'Me too');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls).toContain('comment {"body":"Me too","parent_id":11}'));

    await userEvent.click(screen.getByRole('button', { name: 'Report abuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report abuse' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Why is this abusive?' }), 'Spam');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(calls).toContain('report {"reason":"Spam"}'));
    expect(calls[0]).toBe('like');
  });

  it('says a post that is not published does not exist', async () => {
    server.use(handlerFor(E.discussionPostForMe, () => errorResponse(404, 'errors.not_found')));
    openPage('/discussion/77', asYouth());
    expect(await screen.findByText('This post does not exist or is not published.')).toBeInTheDocument();
  });
});
