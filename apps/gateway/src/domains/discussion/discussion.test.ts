import type {
  DiscussionModerationComment,
  DiscussionModerationPost,
  DiscussionPostDetail,
  DiscussionPostSummary,
} from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The discussion forum (ADR 0084) over the demo accounts: `youth` (Rahim) and `youth2` (Sumaiya) write, `admin` holds
 * every key (approve_discussion_post included), `recruiter` is staff without it.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

async function write(who: string, title: string, body = 'How do I start learning web development?') {
  const r = await call('POST', '/protected/discussion-posts', who, { title, body });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return r.body.data as DiscussionPostDetail;
}
async function approve(id: number) {
  const r = await call('POST', `/private/discussion-posts/${id}/approve`, 'admin');
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data as DiscussionModerationPost;
}
const publicList = async (query = '') =>
  (await call('GET', `/public/discussion-posts${query}`)).body.data as DiscussionPostSummary[];

describe('a post waits for a moderator', () => {
  it('is seen only by its author and the moderators until approved, comments included', async () => {
    const post = await write('youth', 'Waiting post');
    expect(post).toMatchObject({ status: 'requested', mine: true, liked: false, comments: [] });
    expect((await publicList()).map((p) => p.id)).not.toContain(post.id);
    expect((await call('GET', `/public/discussion-posts/${post.id}`)).code).toBe(404);
    expect((await call('GET', `/protected/discussion-posts/${post.id}`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/protected/discussion-posts/${post.id}`, 'youth')).code).toBe(200);
    const mine = (await call('GET', '/protected/my-discussion-posts', 'youth')).body
      .data as DiscussionPostSummary[];
    expect(mine.find((p) => p.id === post.id)?.status).toBe('requested');
    // nothing can be added to it: not even its author comments before approval
    expect(
      (await call('POST', `/protected/discussion-posts/${post.id}/comments`, 'youth2', { body: 'Hi' })).code,
    ).toBe(404);
    expect((await call('POST', `/protected/discussion-posts/${post.id}/reaction`, 'youth2')).code).toBe(404);
    const queue = (await call('GET', '/private/discussion-posts?status=requested', 'admin')).body
      .data as DiscussionModerationPost[];
    expect(queue.map((p) => p.id)).toContain(post.id);

    await approve(post.id);
    expect((await publicList()).map((p) => p.id)).toContain(post.id);
    expect((await call('GET', `/public/discussion-posts/${post.id}`)).body.data).toMatchObject({
      title: 'Waiting post',
      status: 'approved',
      mine: false,
    });
  });

  it('stays hidden from others when rejected, and its comments with it when hidden later', async () => {
    const rejected = await write('youth', 'Rejected post');
    expect(
      (await call('POST', `/private/discussion-posts/${rejected.id}/reject`, 'admin')).body.data.status,
    ).toBe('rejected');
    expect((await call('GET', `/public/discussion-posts/${rejected.id}`)).code).toBe(404);

    const post = await write('youth', 'Later hidden');
    await approve(post.id);
    const c = await call('POST', `/protected/discussion-posts/${post.id}/comments`, 'youth2', {
      body: 'A comment',
    });
    expect(c.code).toBe(201);
    const hide = await call('PUT', `/private/discussion-posts/${post.id}/visibility`, 'admin', {
      hidden: true,
    });
    expect(hide.body.data).toMatchObject({ hidden: true });
    expect((await call('GET', `/public/discussion-posts/${post.id}`)).code).toBe(404);
    expect((await call('GET', `/protected/discussion-posts/${post.id}`, 'youth2')).code).toBe(404);
    expect((await publicList()).map((p) => p.id)).not.toContain(post.id);
    expect(
      (
        await call('POST', `/protected/discussion-comments/${c.body.data.id}/reports`, 'youth', {
          reason: 'x',
        })
      ).code,
    ).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses moderation to youth (403), staff without the key (403) and the signed out (401)', async () => {
    const post = await write('youth', 'Permission post');
    for (const url of ['/private/discussion-posts', '/private/discussion-comments'])
      for (const [who, code] of [
        ['youth', 403],
        ['recruiter', 403],
        [undefined, 401],
      ] as const)
        expect((await call('GET', url, who)).code, `${url} as ${who}`).toBe(code);
    expect((await call('POST', `/private/discussion-posts/${post.id}/approve`, 'youth')).code).toBe(403);
    expect(
      (await call('POST', '/protected/discussion-posts', undefined, { title: 'a', body: 'b' })).code,
    ).toBe(401);
    // staff are not forum members: writing is the youth's
    expect(
      (await call('POST', '/protected/discussion-posts', 'recruiter', { title: 'a', body: 'b' })).code,
    ).toBe(403);
  });

  it('lets only the author edit or delete a post; an edit waits for approval again', async () => {
    const post = await write('youth', 'Edit me');
    await approve(post.id);
    const body = { title: 'Edited by another', body: 'Nope' };
    expect((await call('PUT', `/protected/discussion-posts/${post.id}`, 'youth2', body)).code).toBe(404);
    expect((await call('DELETE', `/protected/discussion-posts/${post.id}`, 'youth2')).code).toBe(404);
    expect((await call('GET', `/public/discussion-posts/${post.id}`)).body.data.title).toBe('Edit me');

    const edited = await call('PUT', `/protected/discussion-posts/${post.id}`, 'youth', {
      title: 'Edited',
      body: 'New text',
    });
    expect(edited.code).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Edited', body: 'New text', status: 'requested' });
    expect((await call('GET', `/public/discussion-posts/${post.id}`)).code).toBe(404);
    expect((await call('DELETE', `/protected/discussion-posts/${post.id}`, 'youth')).code).toBe(200);
    expect((await call('GET', `/protected/discussion-posts/${post.id}`, 'youth')).code).toBe(404);
  });
});

describe('comments, replies, likes and reports', () => {
  it('keeps one level of replies and shows them under their comment', async () => {
    const post = await write('youth', 'Thread post');
    await approve(post.id);
    const url = `/protected/discussion-posts/${post.id}/comments`;
    const comment = (await call('POST', url, 'youth2', { body: 'First comment' })).body.data;
    const reply = await call('POST', url, 'youth', { body: 'A reply', parent_id: comment.id });
    expect(reply.code).toBe(201);
    const deeper = await call('POST', url, 'youth2', { body: 'Too deep', parent_id: reply.body.data.id });
    expect(deeper.code).toBe(422);
    expect(deeper.body.errors).toEqual({ parent_id: ['discussion.errors.reply_depth'] });
    const detail = (await call('GET', `/protected/discussion-posts/${post.id}`, 'youth2')).body
      .data as DiscussionPostDetail;
    expect(detail.comments).toHaveLength(1);
    expect(detail.comments[0]).toMatchObject({ body: 'First comment', mine: true });
    expect(detail.comments[0]?.replies).toMatchObject([{ body: 'A reply', mine: false }]);
    expect(detail.comment_count).toBe(2);
    // only the author deletes a comment
    expect((await call('DELETE', `/protected/discussion-comments/${comment.id}`, 'youth')).code).toBe(404);
    expect((await call('DELETE', `/protected/discussion-comments/${comment.id}`, 'youth2')).code).toBe(200);
  });

  it('toggles one like per youth', async () => {
    const post = await write('youth', 'Like post');
    await approve(post.id);
    const like = (who: string) => call('POST', `/protected/discussion-posts/${post.id}/reaction`, who);
    expect((await like('youth2')).body.data).toEqual({ liked: true, like_count: 1 });
    expect((await like('youth')).body.data).toEqual({ liked: true, like_count: 2 });
    expect((await like('youth2')).body.data).toEqual({ liked: false, like_count: 1 });
    expect((await like('youth2')).body.data).toEqual({ liked: true, like_count: 2 });
    const detail = (await call('GET', `/protected/discussion-posts/${post.id}`, 'youth2')).body.data;
    expect(detail).toMatchObject({ liked: true, like_count: 2 });
    expect((await call('GET', `/public/discussion-posts/${post.id}`)).body.data.liked).toBe(false);
  });

  it('takes a report once, shows it to the moderator, and hiding closes it', async () => {
    const post = await write('youth', 'Report post');
    await approve(post.id);
    const comment = (
      await call('POST', `/protected/discussion-posts/${post.id}/comments`, 'youth', { body: 'Rude words' })
    ).body.data;
    const reportPost = (reason: string) =>
      call('POST', `/protected/discussion-posts/${post.id}/reports`, 'youth2', { reason });
    expect((await reportPost('Spam')).code).toBe(201);
    const again = await reportPost('Spam again');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('discussion.errors.already_reported');
    expect(
      (
        await call('POST', `/protected/discussion-comments/${comment.id}/reports`, 'youth2', {
          reason: 'Rude',
        })
      ).code,
    ).toBe(201);

    const reported = (await call('GET', '/private/discussion-posts?reported=1', 'admin')).body
      .data as DiscussionModerationPost[];
    expect(reported.find((p) => p.id === post.id)?.reports).toEqual(['Spam']);
    const comments = (await call('GET', '/private/discussion-comments', 'admin')).body
      .data as DiscussionModerationComment[];
    expect(comments.find((c) => c.id === comment.id)).toMatchObject({
      body: 'Rude words',
      reports: ['Rude'],
      post: { id: post.id, title: 'Report post' },
    });

    const hide = await call('PUT', `/private/discussion-comments/${comment.id}/visibility`, 'admin', {
      hidden: true,
    });
    expect(hide.body.data).toMatchObject({ hidden: true, reports: [] });
    const detail = (await call('GET', `/public/discussion-posts/${post.id}`)).body
      .data as DiscussionPostDetail;
    expect(detail.comments).toEqual([]);
    expect(detail.comment_count).toBe(0);
    // keeping the post visible closes its report too
    await call('PUT', `/private/discussion-posts/${post.id}/visibility`, 'admin', { hidden: false });
    const after = (await call('GET', '/private/discussion-posts?reported=1', 'admin')).body
      .data as DiscussionModerationPost[];
    expect(after.map((p) => p.id)).not.toContain(post.id);
  });
});

describe('bad input', () => {
  it('answers 422 with message ids, never 5xx', async () => {
    const bad = await call('POST', '/protected/discussion-posts', 'youth', {
      title: '',
      body: 'x'.repeat(5001),
      skill_id: 'abc',
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['body', 'skill_id', 'title']);
    for (const ids of Object.values(bad.body.errors) as string[][])
      for (const id of ids) expect(id.startsWith('{') ? JSON.parse(id).id : id).toMatch(/^validation\./);
    const missingSkill = await call('POST', '/protected/discussion-posts', 'youth', {
      title: 'T',
      body: 'B',
      skill_id: 99999999,
    });
    expect(missingSkill.body.errors).toEqual({ skill_id: ['validation.reference_missing'] });
    const onlyMarkup = await call('POST', '/protected/discussion-posts', 'youth', {
      title: 'T',
      body: '<script>alert(1)</script>',
    });
    expect(onlyMarkup.code).toBe(422);
    expect(onlyMarkup.body.errors).toEqual({ body: ['discussion.errors.empty_body'] });
    for (const query of [`search=${'x'.repeat(201)}`, 'skill_id=abc', 'skill_id=-1'])
      expect((await call('GET', `/public/discussion-posts?${query}`)).code, query).toBe(422);
    expect((await call('GET', '/private/discussion-posts?status=open', 'admin')).code).toBe(422);
    expect(
      (await call('PUT', '/private/discussion-posts/1/visibility', 'admin', { hidden: 'maybe' })).code,
    ).toBe(422);
    expect((await call('GET', '/public/discussion-posts/abc')).code).toBe(404);
  });

  it('removes script and markup from what is stored, keeping the text', async () => {
    const post = await write(
      'youth',
      '<b>Bold</b> title',
      'Hello <script>alert("x")</script><img src=x onerror=alert(1)>world &lt;script&gt;bad()&lt;/script&gt; a < b & c',
    );
    expect(post.title).toBe('Bold title');
    expect(post.body).toBe('Hello world  a < b & c');
    expect(post.body).not.toMatch(/script|onerror|<img/i);
  });

  it('finds approved posts by a word of the title or body, newest first', async () => {
    const older = await write('youth', 'Tailoring question one', 'About sewing machines');
    const newer = await write('youth2', 'Another question', 'Sewing patterns for beginners');
    await approve(older.id);
    await approve(newer.id);
    const found = await publicList('?search=sewing');
    expect(found.map((p) => p.id)).toEqual([newer.id, older.id]);
  });
});
