import { addDays, dhakaMinuteOf, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * Live lessons through the API (issue 16 item 3; ADR 0114): the provider adds one (its start in Dhaka time, its
 * length; the room is the gateway's, kept across edits), rules as the 422 envelope; the enrolled youth joins from 15
 * minutes before the start to the end (409 outside, with its message id; another youth 404, staff 403), the join is
 * recorded and answers the room under VIDEO_CONF_BASE_URL; the lesson is live (3), then completed (1) after the class.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const make = courseMaker(() => gw);
const { ok } = make;
const minutesFromNow = (minutes: number) => dhakaMinuteOf(new Date(Date.now() + minutes * 60_000));
const ids = { course: 0, module: 0, open: 0, later: 0, ended: 0, plain: 0, other: 0 };
const ROOM = /^live-[A-Za-z0-9_-]{22}$/;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const course = (title_en: string) => make.course('লাইভ', { title_en, course_type: 2 });
  ids.course = await course('Live course');
  ids.module = await make.module(ids.course);
  const live = (module: number, title: string, startsIn: number, minutes: number) =>
    make.lesson(module, { kind: 4, title, live_starts_at: minutesFromNow(startsIn), live_minutes: minutes });
  ids.open = await live(ids.module, 'এখন', -5, 60);
  ids.later = await live(ids.module, 'পরে', 60 * 48, 90);
  ids.ended = await live(ids.module, 'আগে', -180, 30);
  ids.plain = await make.lesson(ids.module, { kind: 1, title: 'সাধারণ' });
  ids.other = await live(await make.module(await course('Other course'), 'অন্য'), 'অন্য', 0, 30);
  await make.enrol(ids.course, { startsIn: 1 });
});
afterAll(async () => gw?.close());

const join = (lesson: number, who = 'youth', course = ids.course) =>
  call('POST', `/protected/courses/${course}/lessons/${lesson}/join-live-class`, who);

describe('a live lesson in the structure', () => {
  it('keeps its start (Dhaka time) and length; the room is the gateway’s, unguessable and kept across edits', async () => {
    const lesson = await ok('GET', `/private/lessons/${ids.later}`);
    expect(lesson.live).toMatchObject({ duration_minutes: 90, starts_local: minutesFromNow(60 * 48) });
    expect(lesson.live.room).toMatch(ROOM);
    expect(new Date(lesson.live.starts_at).getTime()).toBe(
      new Date(`${lesson.live.starts_local}:00+06:00`).getTime(),
    );
    const edited = await ok('PUT', `/private/lessons/${ids.later}`, {
      kind: 4,
      title: 'পরে',
      live_starts_at: '2030-01-15T19:30',
      live_minutes: 45,
      room: 'chosen-by-client',
    });
    expect(edited.live).toEqual({
      starts_at: '2030-01-15T13:30:00.000Z',
      starts_local: '2030-01-15T19:30',
      duration_minutes: 45,
      room: lesson.live.room,
      // where the teacher holds the class
      room_url: `${gw.app.services.config.videoConfBaseUrl}/${lesson.live.room}`,
    });
    const rooms = (await ok('GET', `/private/courses/${ids.course}/structure`)).modules[0].lessons.map(
      (l: { live: { room: string } | null }) => l.live?.room ?? null,
    );
    expect(new Set(rooms.filter(Boolean)).size).toBe(3);
    expect(rooms[3]).toBeNull();
  });

  it('refuses a live lesson without a valid start or length (the 422 envelope, never 5xx); other kinds drop both', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const r = await call('POST', `/private/modules/${ids.module}/lessons`, 'provider', {
        kind: 4,
        title: 'ভুল',
        ...body,
      });
      expect(r.code).toBe(422);
      return r.body.errors;
    };
    expect(JSON.stringify(await bad({}))).toContain('validation.required');
    expect(JSON.stringify(await bad({ live_starts_at: '2030-02-30T10:00', live_minutes: 30 }))).toContain(
      'validation.date',
    );
    expect(JSON.stringify(await bad({ live_starts_at: 'tomorrow', live_minutes: 30 }))).toContain(
      'validation.date',
    );
    expect(JSON.stringify(await bad({ live_starts_at: '2030-01-01T10:00', live_minutes: 5 }))).toContain(
      'validation.min',
    );
    expect(JSON.stringify(await bad({ live_starts_at: '2030-01-01T10:00', live_minutes: 481 }))).toContain(
      'validation.max',
    );
    expect(JSON.stringify(await bad({ live_starts_at: ['x'], live_minutes: 'abc' }))).toContain('validation');
    const plain = await ok('POST', `/private/modules/${ids.module}/lessons`, {
      kind: 1,
      title: 'সাধারণ',
      live_starts_at: '2030-01-01T10:00',
      live_minutes: 30,
    });
    expect(plain.live).toBeNull();
    // a live lesson made another kind loses its class
    const made = await ok('POST', `/private/modules/${ids.module}/lessons`, {
      kind: 4,
      title: 'বদল',
      live_starts_at: '2030-01-01T10:00',
      live_minutes: 30,
    });
    expect((await ok('PUT', `/private/lessons/${made.id}`, { kind: 1, title: 'বদল' })).live).toBeNull();
    await ok('DELETE', `/private/lessons/${made.id}`);
    await ok('DELETE', `/private/lessons/${plain.id}`);
  });

  it('is the institute’s: a youth 403, another institute 404', async () => {
    const body = { kind: 4, title: 'x', live_starts_at: '2030-01-01T10:00', live_minutes: 30 };
    expect((await call('POST', `/private/modules/${ids.module}/lessons`, 'youth', body)).code).toBe(403);
    expect((await call('POST', `/private/modules/${ids.module}/lessons`, 'recruiter2', body)).code).toBe(403);
    await gw.db.query(`insert into institutes (title, title_en) values ('অন্য', 'Elsewhere')`);
    await gw.db.query(
      `update users set institute_id = (select id from institutes where title_en = 'Elsewhere'),
         role_id = (select role_id from users where username = 'provider') where username = 'trainer'`,
    );
    expect((await call('POST', `/private/modules/${ids.module}/lessons`, 'trainer', body)).code).toBe(404);
    expect((await call('PUT', `/private/lessons/${ids.open}`, 'trainer', body)).code).toBe(404);
  });
});

describe('joining a live class', () => {
  it('shows the class in the outline without its room before joining', async () => {
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    const open = menu.modules[0].lessons.find((l: { id: number }) => l.id === ids.open);
    expect(open.live).toMatchObject({ duration_minutes: 60, attended: false, progress: null });
    expect(Date.parse(open.live.opens_at)).toBe(Date.parse(open.live.starts_at) - 15 * 60_000);
    expect(Date.parse(open.live.ends_at)).toBe(Date.parse(open.live.starts_at) + 60 * 60_000);
    expect(JSON.stringify(menu)).not.toContain('live-');
    expect(menu.modules[0].lessons.find((l: { id: number }) => l.id === ids.plain).live).toBeNull();
  });

  it('lets only the enrolled youth in: another youth 404, staff 403, signed out 401, another course’s lesson 404', async () => {
    expect((await join(ids.open, 'youth2')).code).toBe(404);
    expect((await join(ids.open, 'provider')).code).toBe(403);
    expect(
      (await call('POST', `/protected/courses/${ids.course}/lessons/${ids.open}/join-live-class`)).code,
    ).toBe(401);
    expect((await join(ids.other)).code).toBe(404);
    expect((await join(ids.other, 'youth', 99_999_999)).code).toBe(404);
    const junk = await call('POST', `/protected/courses/${ids.course}/lessons/abc/join-live-class`, 'youth');
    expect(junk.code).toBeGreaterThanOrEqual(400);
    expect(junk.code).toBeLessThan(500);
    expect(junk.body.status.message).toBeTruthy();
  });

  it('is 409 with its message outside the window and for a lesson that is not live', async () => {
    const later = await join(ids.later);
    expect(later.code).toBe(409);
    expect(later.body.status.message).toBe('course_learning.errors.live_not_open');
    const ended = await join(ids.ended);
    expect(ended.code).toBe(409);
    expect(ended.body.status.message).toBe('course_learning.errors.live_ended');
    const plain = await join(ids.plain);
    expect(plain.code).toBe(409);
    expect(plain.body.status.message).toBe('course_learning.errors.wrong_type');
  });

  it('answers the room under VIDEO_CONF_BASE_URL, records the join and makes the lesson live (3)', async () => {
    const r = await join(ids.open);
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('course_learning.live.joined');
    const base = gw.app.services.config.videoConfBaseUrl;
    expect(r.body.data).toMatchObject({ lesson_id: ids.open, progress: 3 });
    expect(r.body.data.url.startsWith(`${base}/live-`)).toBe(true);
    const room = (await ok('GET', `/private/lessons/${ids.open}`)).live.room;
    expect(r.body.data.url).toBe(`${base}/${room}`);
    expect((await join(ids.open)).code).toBe(200);
    const seen = await gw.db.query<{ joins: number }>(
      'select joins from course_live_attendance where lesson_id = $1',
      [ids.open],
    );
    expect(seen.rows).toEqual([{ joins: 2 }]);
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    const open = menu.modules[0].lessons.find((l: { id: number }) => l.id === ids.open);
    expect(open).toMatchObject({ completed: false, live: { attended: true, progress: 3 } });
  });

  it('completes after the class for the youth who joined; "lesson complete" waits for it (409)', async () => {
    const early = await call(
      'POST',
      `/protected/courses/${ids.course}/lessons/${ids.open}/complete`,
      'youth',
    );
    expect(early.code).toBe(409);
    expect(early.body.status.message).toBe('course_learning.errors.live_not_attended');
    const missed = await call(
      'POST',
      `/protected/courses/${ids.course}/lessons/${ids.ended}/complete`,
      'youth',
    );
    expect(missed.body.status.message).toBe('course_learning.errors.live_not_attended');
    // the class is over
    await gw.db.query(
      `update course_live_lessons set starts_at = now() - interval '2 hours' where lesson_id = $1`,
      [ids.open],
    );
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    const lessons = menu.modules[0].lessons;
    expect(lessons.find((l: { id: number }) => l.id === ids.open)).toMatchObject({
      completed: true,
      live: { attended: true, progress: 1 },
    });
    expect(lessons.find((l: { id: number }) => l.id === ids.ended)).toMatchObject({
      completed: false,
      live: { attended: false, progress: null },
    });
    expect(menu.progress_percent).toBe(25);
  });

  it('puts the live lessons of enrolled courses in the youth’s calendar', async () => {
    const from = addDays(today(), -1);
    const calendar = await ok(
      'GET',
      `/protected/calendar?from=${from}&to=${addDays(from, 4)}`,
      undefined,
      'youth',
    );
    const entry = calendar.find((e: { uid: string }) => e.uid === `live-lesson-${ids.ended}`);
    expect(entry).toMatchObject({
      kind: 'live_class',
      title_en: 'Live course',
      subtitle: 'আগে',
      link: `/courses/${ids.course}/course-layout?live=${ids.ended}`,
    });
    expect(entry.start_time).toMatch(/^\d\d:\d\d$/);
    expect(calendar.some((e: { uid: string }) => e.uid === `live-lesson-${ids.later}`)).toBe(false);
    const other = await ok(
      'GET',
      `/protected/calendar?from=${from}&to=${addDays(from, 4)}`,
      undefined,
      'youth2',
    );
    expect(other.some((e: { uid: string }) => e.uid.startsWith('live-lesson-'))).toBe(false);
  });
});
