import type { HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * An institute's events through the API (issue 15 item 5, ADR 0090): create, list (paged, by range), read, edit,
 * delete; the rules as the 422 envelope with their message ids; bad input never a 5xx; another institute's event 404;
 * youth and recruiters 403, a trainer reads only; published events (and only those) in every youth's calendar.
 */

let gw: TestGateway;
let eventId = 0;
let otherEvent = 0;

const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const body = (over: Record<string, unknown> = {}) => ({
  title: 'চাকরি মেলা',
  title_en: 'Job fair',
  description: 'বার্ষিক চাকরি মেলা',
  start_date: '2027-04-10',
  end_date: '2027-04-10',
  start_time: '10:00',
  end_time: '16:00',
  venue: 'রাজশাহী মিলনায়তন',
  venue_en: 'Rajshahi Auditorium',
  online_link: null,
  is_published: false,
  ...over,
});
const ids = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );
const calendar = async (who = 'youth') => {
  const r = await call('GET', '/protected/calendar?from=2027-04-01&to=2027-04-30', who);
  expect(r.code).toBe(200);
  return (r.body.data as { uid: string; kind: string }[]).filter((e) => e.uid.startsWith('institute-event-'));
};

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const institute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  otherEvent = await one(
    `insert into institute_events (institute_id, title, start_date, end_date, venue)
     values (${institute}, 'অন্য ইভেন্ট', '2027-04-01', '2027-04-02', 'ঢাকা') returning id`,
  );
});
afterAll(async () => gw?.close());

describe('institute events', () => {
  it('adds a draft event, reads it and lists it; drafts stay off the youth’s calendar', async () => {
    const r = await call('POST', '/private/institute-events', 'provider', body());
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('institute_events.success.saved');
    expect(r.body.data).toMatchObject({
      title_en: 'Job fair',
      start_date: '2027-04-10',
      start_time: '10:00',
      end_time: '16:00',
      is_published: false,
    });
    eventId = r.body.data.id;
    expect((await call('GET', `/private/institute-events/${eventId}`, 'provider')).body.data.venue_en).toBe(
      'Rajshahi Auditorium',
    );
    const list = await call('GET', '/private/institute-events?from=2027-04-01&to=2027-04-30', 'provider');
    expect(list.code).toBe(200);
    expect(list.body.data.map((e: { id: number }) => e.id)).toEqual([eventId]);
    expect(list.body.meta.total).toBe(1);
    const before = await call('GET', '/private/institute-events?from=2027-05-01&to=2027-05-31', 'provider');
    expect(before.body.data).toEqual([]);
    expect(await calendar()).toEqual([]);
  });

  it('publishes it by an edit: every youth’s calendar shows it, timed, with the institute as subtitle', async () => {
    const r = await call(
      'PUT',
      `/private/institute-events/${eventId}`,
      'provider',
      body({ is_published: true, online_link: 'https://meet.example.org/fair' }),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ is_published: true, online_link: 'https://meet.example.org/fair' });
    for (const who of ['youth', 'youth2']) {
      const entries = await calendar(who);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        kind: 'event',
        title_en: 'Job fair',
        subtitle_en: 'Rajshahi Technical Training Institute',
        starts_on: '2027-04-10',
        start_time: '10:00',
        starts_at: '2027-04-10T04:00:00.000Z',
        location_en: 'Rajshahi Auditorium',
      });
    }
  });

  it.each([
    ['no title', { title: '' }, { title: ['validation.required'] }],
    ['the end before the start', { end_date: '2027-04-09' }, { end_date: ['validation.end_before_start'] }],
    [
      'the end time before the start time',
      { end_time: '09:00' },
      { end_time: ['validation.end_time_after_start'] },
    ],
    ['one time without the other', { end_time: null }, { end_time: ['validation.required'] }],
    [
      'neither venue nor link',
      { venue: null, venue_en: '', online_link: '' },
      { venue: ['validation.venue_or_link'] },
    ],
    [
      'a link that is not https',
      { online_link: 'http://meet.example.org' },
      { online_link: ['validation.secure_address'] },
    ],
    [
      'a year-long event and more',
      { end_date: '2028-04-10' },
      { end_date: ['validation.date_range_max_days'] },
    ],
  ])('refuses %s with the 422 envelope and the message id', async (_name, over, errors) => {
    for (const [method, url] of [
      ['POST', '/private/institute-events'],
      ['PUT', `/private/institute-events/${eventId}`],
    ] as const) {
      const r = await call(method, url, 'provider', body(over));
      expect(r.code, `${method} ${JSON.stringify(r.body)}`).toBe(422);
      expect(ids(r.body.errors)).toEqual(errors);
    }
  });

  it('answers bad input with 422, never a 5xx', async () => {
    for (const payload of [
      {},
      { ...body(), title: 'x'.repeat(600), is_published: 'maybe' },
      { ...body(), start_date: 12, start_time: '99:99' },
      { ...body(), online_link: 'javascript:alert(1)' },
    ]) {
      const r = await call('POST', '/private/institute-events', 'provider', payload);
      expect(r.code, JSON.stringify(r.body)).toBe(422);
    }
    const range = await call('GET', '/private/institute-events?from=yesterday', 'provider');
    expect(range.code).toBe(422);
  });

  it('answers 404 for another institute’s event on every call, and leaves it alone', async () => {
    const calls: [HttpMethod, string, unknown?][] = [
      ['GET', `/private/institute-events/${otherEvent}`],
      ['PUT', `/private/institute-events/${otherEvent}`, body()],
      ['DELETE', `/private/institute-events/${otherEvent}`],
      ['GET', '/private/institute-events/999999'],
    ];
    for (const [method, url, payload] of calls)
      expect((await call(method, url, 'provider', payload)).code, `${method} ${url}`).toBe(404);
    const list = await call('GET', '/private/institute-events?page_size=100', 'provider');
    expect(list.body.data.map((e: { id: number }) => e.id)).not.toContain(otherEvent);
    const untouched = await gw.db.query('select title from institute_events where id = $1', [otherEvent]);
    expect(untouched.rows[0]).toEqual({ title: 'অন্য ইভেন্ট' });
  });

  it('refuses youth and recruiters (403); a trainer reads but does not change; an admin has no institute', async () => {
    const all: [HttpMethod, string, unknown?][] = [
      ['GET', '/private/institute-events'],
      ['POST', '/private/institute-events', body()],
      ['GET', `/private/institute-events/${eventId}`],
      ['PUT', `/private/institute-events/${eventId}`, body()],
      ['DELETE', `/private/institute-events/${eventId}`],
    ];
    for (const who of ['youth', 'recruiter'])
      for (const [method, url, payload] of all)
        expect((await call(method, url, who, payload)).code, `${who} ${method} ${url}`).toBe(403);
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider')
        where username = 'trainer'`,
    );
    expect((await call('GET', '/private/institute-events', 'trainer')).code).toBe(200);
    expect((await call('GET', `/private/institute-events/${eventId}`, 'trainer')).code).toBe(200);
    for (const [method, url, payload] of [all[1], all[3], all[4]] as [HttpMethod, string, unknown?][])
      expect((await call(method, url, 'trainer', payload)).code, `trainer ${method} ${url}`).toBe(403);
    const admin = await call('POST', '/private/institute-events', 'admin', body());
    expect(admin.code).toBe(403);
    expect(admin.body.status.message).toBe('courses.errors.no_institute');
  });

  it('deletes the event; it leaves the calendar', async () => {
    const r = await call('DELETE', `/private/institute-events/${eventId}`, 'provider');
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('institute_events.success.deleted');
    expect((await call('GET', `/private/institute-events/${eventId}`, 'provider')).code).toBe(404);
    expect(await calendar()).toEqual([]);
  });
});
