import type { HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * The courses of a program through the API (issue 15 item 4): add, remove (the gap closes) and serial order; a program
 * holds neither a program, itself, a course twice nor another institute's course; only a program holds courses;
 * 403 for youth and recruiters, 404 for another institute's program, 422 envelopes, the trainer reads only.
 */

let gw: TestGateway;
let program = 0;
const courses: number[] = [];
let otherProgram = 0;
let otherCourse = 0;
let online = 0;

const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const newCourse = (institute: string, type: number, title: string) =>
  one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
      values (${institute}, '${title}', ${type}, 10, 0, 1, 1) returning id`,
  );
const order = (r: { body: { data: { course_id: number; serial: number }[] } }) =>
  r.body.data.map((c) => [c.course_id, c.serial]);
const fieldIds = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const mine = `(select institute_id from users where username = 'provider')`;
  program = await newCourse(mine, 4, 'প্রোগ্রাম');
  for (const title of ['এক', 'দুই', 'তিন']) courses.push(await newCourse(mine, 1, title));
  online = courses[0] as number;
  const other = await one(`insert into institutes (title) values ('অন্য') returning id`);
  otherProgram = await newCourse(String(other), 4, 'অন্য প্রোগ্রাম');
  otherCourse = await newCourse(String(other), 1, 'অন্য কোর্স');
});
afterAll(async () => gw?.close());

describe('program courses', () => {
  const url = () => `/private/courses/${program}/program-courses`;

  it('adds courses at the end, in serial order', async () => {
    for (const id of courses) {
      const r = await call('POST', url(), 'provider', { course_id: id });
      expect(r.code, JSON.stringify(r.body)).toBe(200);
      expect(r.body.status.message).toBe('course_programs.success.saved');
    }
    const list = await call('GET', url(), 'provider');
    expect(order(list)).toEqual(courses.map((id, i) => [id, i + 1]));
  });

  it('refuses a course twice, a program, itself and another institute’s course (422 on course_id)', async () => {
    for (const [course_id, id] of [
      [online, 'validation.already_exists'],
      [program, 'course_programs.errors.nested'],
      [otherCourse, 'validation.reference_missing'],
      [999999, 'validation.reference_missing'],
    ] as const) {
      const r = await call('POST', url(), 'provider', { course_id });
      expect(r.code, JSON.stringify(r.body)).toBe(422);
      expect(fieldIds(r.body.errors)).toEqual({ course_id: [id] });
    }
    for (const payload of [{}, { course_id: 'x' }, { course_id: -1 }, { course_id: 1e30 }])
      expect((await call('POST', url(), 'provider', payload)).code).toBe(422);
  });

  it('sets the serial order; an order that is not exactly the program’s courses is refused', async () => {
    const reversed = [...courses].reverse();
    const r = await call('PUT', `${url()}/serial`, 'provider', { course_ids: reversed });
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(order(r)).toEqual(reversed.map((id, i) => [id, i + 1]));
    for (const course_ids of [reversed.slice(1), [...reversed, otherCourse], [online, online, courses[1]]]) {
      const bad = await call('PUT', `${url()}/serial`, 'provider', { course_ids });
      expect(bad.code).toBe(422);
      expect(fieldIds(bad.body.errors)).toEqual({ course_ids: ['course_programs.errors.serial_mismatch'] });
    }
  });

  it('removes a course and closes the gap; a course not in the program is 404', async () => {
    const middle = [...courses].reverse()[1] as number;
    const r = await call('DELETE', `${url()}/${middle}`, 'provider');
    expect(r.code).toBe(200);
    expect(r.body.data.map((c: { serial: number }) => c.serial)).toEqual([1, 2]);
    expect(r.body.data.map((c: { course_id: number }) => c.course_id)).not.toContain(middle);
    expect((await call('DELETE', `${url()}/${middle}`, 'provider')).code).toBe(404);
  });

  it('holds courses only in a program (409)', async () => {
    const r = await call('POST', `/private/courses/${online}/program-courses`, 'provider', {
      course_id: courses[1],
    });
    expect(r.code).toBe(409);
    expect(r.body.status.message).toBe('course_programs.errors.not_program');
  });

  it('answers 404 for another institute’s program on every call', async () => {
    const base = `/private/courses/${otherProgram}/program-courses`;
    for (const [method, path, payload] of [
      ['GET', base],
      ['POST', base, { course_id: otherCourse }],
      ['PUT', `${base}/serial`, { course_ids: [] }],
      ['DELETE', `${base}/${otherCourse}`],
    ] as [HttpMethod, string, unknown?][])
      expect((await call(method, path, 'provider', payload)).code, `${method} ${path}`).toBe(404);
  });

  it('refuses youth and recruiters (403); a trainer reads only', async () => {
    const calls: [HttpMethod, string, unknown?][] = [
      ['GET', url()],
      ['POST', url(), { course_id: online }],
      ['PUT', `${url()}/serial`, { course_ids: [] }],
      ['DELETE', `${url()}/${online}`],
    ];
    for (const who of ['youth', 'recruiter'])
      for (const [method, path, payload] of calls)
        expect((await call(method, path, who, payload)).code, `${who} ${method} ${path}`).toBe(403);
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider')
        where username = 'trainer'`,
    );
    expect((await call('GET', url(), 'trainer')).code).toBe(200);
    for (const [method, path, payload] of calls.slice(1))
      expect((await call(method, path, 'trainer', payload)).code, `trainer ${method} ${path}`).toBe(403);
  });
});
