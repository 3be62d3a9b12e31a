import type { DiscussionPostDetail, DiscussionPostSummary } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The course player's discussion tab (ADR 0109): `youth` is enrolled in the course, `youth2` is not; `provider` and
 * `trainer` are its institute's staff; a second course belongs to another institute. Questions need no moderator, stay
 * out of the public forum, and a report still reaches the moderators.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const ids = { course: 0, other: 0 };

async function freeCourse(title: string): Promise<number> {
  const course = await make.course(title);
  await make.enrol(course);
  return course;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  ids.course = await freeCourse('আলোচনার কোর্স');
  ids.other = await freeCourse('অন্য প্রতিষ্ঠানের কোর্স');
  // the second course moves to another institute: the provider's tenant no longer holds it
  const inst = await gw.db.query<{ id: number }>(
    `insert into institutes (title, title_en) values ('অন্য', 'Other institute') returning id`,
  );
  await gw.db.query('update courses set institute_id = $1 where id = $2', [inst.rows[0]?.id, ids.other]);
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const base = (course = ids.course) => `/protected/courses/${course}/discussion-posts`;
async function ask(title: string, course = ids.course) {
  const r = await call('POST', base(course), 'youth', { title, body: 'How do I <b>save</b> the file?' });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  expect(r.body.status.message).toBe('course_discussion.success.asked');
  return r.body.data as DiscussionPostDetail;
}

describe('the enrolled youth asks and reads', () => {
  it('asks a question that is seen at once by the course, as plain text, and never in the public forum', async () => {
    const q = await ask('Saving files');
    expect(q).toMatchObject({
      status: 'approved',
      mine: true,
      body: 'How do I save the file?',
      comments: [],
    });
    const list = (await call('GET', base(), 'youth')).body.data as DiscussionPostSummary[];
    expect(list[0]?.id).toBe(q.id);
    const forum = (await call('GET', '/public/discussion-posts')).body.data as DiscussionPostSummary[];
    expect(forum.map((p) => p.id)).not.toContain(q.id);
    expect((await call('GET', `/public/discussion-posts/${q.id}`)).code).toBe(404);
    expect((await call('GET', `/protected/discussion-posts/${q.id}`, 'youth')).code).toBe(404);
    const mine = (await call('GET', '/protected/my-discussion-posts', 'youth')).body
      .data as DiscussionPostSummary[];
    expect(mine.map((p) => p.id)).not.toContain(q.id);
    // the forum's comment and report calls do not reach it either
    expect(
      (await call('POST', `/protected/discussion-posts/${q.id}/comments`, 'youth', { body: 'x' })).code,
    ).toBe(404);
  });

  it('the institute staff answer, the youth replies; a reply to a reply is refused', async () => {
    const q = await ask('Where is the exercise?');
    const staff = `/private/courses/${ids.course}/discussion-posts`;
    const listed = (await call('GET', staff, 'provider')).body.data as DiscussionPostSummary[];
    expect(listed.map((p) => p.id)).toContain(q.id);
    const answer = await ok('POST', `${staff}/${q.id}/comments`, { body: 'In module one.' }, 'trainer');
    expect(answer).toMatchObject({ body: 'In module one.', mine: true });
    const reply = await ok(
      'POST',
      `${base()}/${q.id}/comments`,
      { body: 'Thanks', parent_id: answer.id },
      'youth',
    );
    const deep = await call('POST', `${base()}/${q.id}/comments`, 'youth', {
      body: 'x',
      parent_id: reply.id,
    });
    expect(deep.code).toBe(422);
    expect(deep.body.errors.parent_id).toEqual(['discussion.errors.reply_depth']);
    const detail = (await call('GET', `${base()}/${q.id}`, 'youth')).body.data as DiscussionPostDetail;
    expect(detail.comment_count).toBe(2);
    expect(detail.comments[0]).toMatchObject({ body: 'In module one.', mine: false });
    expect(detail.comments[0]?.replies.map((r) => r.body)).toEqual(['Thanks']);
    const seen = (await call('GET', `${staff}/${q.id}`, 'trainer')).body.data as DiscussionPostDetail;
    expect(seen.comments[0]?.mine).toBe(true);
  });
});

describe('who reaches a course’s questions', () => {
  it('a youth who is not enrolled gets 403 with its message id, before the body is read', async () => {
    const q = await ask('Only for the course');
    for (const [method, url] of [
      ['GET', base()],
      ['POST', base()],
      ['GET', `${base()}/${q.id}`],
      ['POST', `${base()}/${q.id}/comments`],
      ['POST', `${base()}/${q.id}/reports`],
    ] as const) {
      const r = await call(
        method,
        url,
        'youth2',
        method === 'POST' ? { title: 'x', body: 'y', reason: 'z' } : undefined,
      );
      expect(r.code, `${method} ${url}`).toBe(403);
      expect(r.body.status.message).toBe('course_discussion.errors.not_enrolled');
    }
    // staff are not youth on the protected calls; signed out is 401
    expect((await call('GET', base(), 'provider')).code).toBe(403);
    expect((await call('GET', base())).code).toBe(401);
  });

  it('a question of another course is 404 even to a youth enrolled in both', async () => {
    const q = await ask('Course one question');
    expect((await call('GET', `${base(ids.other)}/${q.id}`, 'youth')).code).toBe(404);
    const r = await call('POST', `${base(ids.other)}/${q.id}/comments`, 'youth', { body: 'x' });
    expect(r.code).toBe(404);
    expect(r.body.status.message).toBe('errors.not_found');
    expect((await call('POST', `${base(ids.other)}/${q.id}/reports`, 'youth', { reason: 'x' })).code).toBe(
      404,
    );
  });

  it('staff reach only their institute’s courses (tenant), and need the course key', async () => {
    const theirs = await ask('Other institute question', ids.other);
    const staff = `/private/courses/${ids.other}/discussion-posts`;
    expect((await call('GET', staff, 'provider')).code).toBe(404);
    expect((await call('GET', `${staff}/${theirs.id}`, 'trainer')).code).toBe(404);
    expect((await call('POST', `${staff}/${theirs.id}/comments`, 'provider', { body: 'x' })).code).toBe(404);
    expect((await call('GET', `/private/courses/${ids.course}/discussion-posts`, 'recruiter')).code).toBe(
      403,
    );
  });
});

describe('bad input and abuse', () => {
  it('bad bodies and ids are the envelope, never 5xx', async () => {
    const empty = await call('POST', base(), 'youth', { title: '', body: 'x'.repeat(5001) });
    expect(empty.code).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['body', 'title']);
    const markup = await call('POST', base(), 'youth', { title: 'T', body: '<script>alert(1)</script>' });
    expect(markup.code).toBe(422);
    expect(markup.body.errors.body).toEqual(['discussion.errors.empty_body']);
    expect((await call('POST', base(), 'youth', 'not json')).code).toBeLessThan(500);
    expect((await call('GET', `${base()}/abc`, 'youth')).code).toBe(404);
    expect((await call('GET', '/protected/courses/99999999999/discussion-posts', 'youth')).code).toBe(403);
    const q = await ask('Bad answers');
    const missing = await call('POST', `${base()}/${q.id}/comments`, 'youth', {
      body: 'x',
      parent_id: 999999,
    });
    expect(missing.code).toBe(422);
    expect(missing.body.errors.parent_id).toEqual(['validation.reference_missing']);
    expect((await call('POST', `${base()}/${q.id}/comments`, 'youth', { body: 12 })).code).toBeLessThan(500);
  });

  it('a report reaches the moderators once; a hidden question leaves the course', async () => {
    const q = await ask('Rude question');
    const url = `${base()}/${q.id}/reports`;
    expect((await call('POST', url, 'youth', { reason: 'Rude' })).body.status.message).toBe(
      'discussion.success.reported',
    );
    const again = await call('POST', url, 'youth', { reason: 'Rude' });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('discussion.errors.already_reported');
    const reported = (await call('GET', '/private/discussion-posts?reported=1', 'admin')).body.data as {
      id: number;
    }[];
    expect(reported.map((p) => p.id)).toContain(q.id);
    expect(
      (await call('PUT', `/private/discussion-posts/${q.id}/visibility`, 'admin', { hidden: true })).code,
    ).toBe(200);
    expect((await call('GET', `${base()}/${q.id}`, 'youth')).code).toBe(404);
    const list = (await call('GET', base(), 'youth')).body.data as DiscussionPostSummary[];
    expect(list.map((p) => p.id)).not.toContain(q.id);
  });
});

describe('reactions on a course’s questions (ADR 0115)', () => {
  const staffBase = (course = ids.course) => `/private/courses/${course}/discussion-posts`;
  const likeCount = async (postId: number) =>
    Number(
      (
        await gw.db.query<{ n: number }>(
          'select count(*)::int as n from discussion_reactions where post_id = $1',
          [postId],
        )
      ).rows[0]?.n,
    );

  it('the enrolled youth and the institute’s staff like a question, once each; a second press takes it back', async () => {
    const q = await ask('Liked question');
    const like = await call('POST', `${base()}/${q.id}/reaction`, 'youth');
    expect(like.code, JSON.stringify(like.body)).toBe(200);
    expect(like.body.status.message).toBe('discussion.success.reacted');
    expect(like.body.data).toEqual({ liked: true, like_count: 1 });
    expect((await ok('POST', `${staffBase()}/${q.id}/reaction`, undefined, 'provider')).like_count).toBe(2);
    expect((await ok('POST', `${staffBase()}/${q.id}/reaction`, undefined, 'trainer')).like_count).toBe(3);
    // the counts are shown in the list and the question, with the reader's own like
    const list = (await call('GET', base(), 'youth')).body.data as DiscussionPostSummary[];
    expect(list.find((p) => p.id === q.id)?.like_count).toBe(3);
    const seen = (await call('GET', `${base()}/${q.id}`, 'youth')).body.data as DiscussionPostDetail;
    expect(seen).toMatchObject({ liked: true, like_count: 3 });
    const staffSeen = (await call('GET', `${staffBase()}/${q.id}`, 'trainer')).body
      .data as DiscussionPostDetail;
    expect(staffSeen.liked).toBe(true);
    // a toggle: the second press takes the like back
    expect((await ok('POST', `${base()}/${q.id}/reaction`, undefined, 'youth')).liked).toBe(false);
    expect(await likeCount(q.id)).toBe(2);
  });

  it('keeps one like per youth and question when presses race', async () => {
    const q = await ask('Raced question');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `${base()}/${q.id}/reaction`, 'youth')),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200]);
    expect(await likeCount(q.id)).toBeLessThanOrEqual(1);
    const seen = (await call('GET', `${base()}/${q.id}`, 'youth')).body.data as DiscussionPostDetail;
    expect(seen.like_count).toBe(await likeCount(q.id));
    expect(seen.liked).toBe(seen.like_count === 1);
  });

  it('only the course’s learners and staff react: 403, 404 by tenant and course, never 5xx', async () => {
    const q = await ask('Guarded question');
    const notEnrolled = await call('POST', `${base()}/${q.id}/reaction`, 'youth2');
    expect(notEnrolled.code).toBe(403);
    expect(notEnrolled.body.status.message).toBe('course_discussion.errors.not_enrolled');
    expect((await call('POST', `${base()}/${q.id}/reaction`, 'provider')).code).toBe(403);
    expect((await call('POST', `${base()}/${q.id}/reaction`)).code).toBe(401);
    expect((await call('POST', `${staffBase()}/${q.id}/reaction`, 'recruiter')).code).toBe(403);
    expect((await call('POST', `${staffBase()}/${q.id}/reaction`, 'youth')).code).toBe(403);
    // another institute's course (tenant) and a question of another course are 404
    const theirs = await ask('Other institute liked', ids.other);
    expect((await call('POST', `${staffBase(ids.other)}/${theirs.id}/reaction`, 'provider')).code).toBe(404);
    expect((await call('POST', `${base(ids.other)}/${q.id}/reaction`, 'youth')).code).toBe(404);
    expect((await call('POST', `${staffBase(ids.other)}/${q.id}/reaction`, 'provider')).code).toBe(404);
    // the forum's own like call does not reach a course question
    expect((await call('POST', `/protected/discussion-posts/${q.id}/reaction`, 'youth')).code).toBe(404);
    for (const bad of ['abc', '0', '99999999999', '-1']) {
      const r = await call('POST', `${base()}/${bad}/reaction`, 'youth');
      expect(r.code, bad).toBeLessThan(500);
      expect([404, 422]).toContain(r.code);
    }
    expect(await likeCount(q.id)).toBe(0);
  });
});
