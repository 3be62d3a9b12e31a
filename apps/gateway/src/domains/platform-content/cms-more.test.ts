import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * Quotation sliders (spec §7 quotation-sliders with swap and status), events, recent activities and visitor feedback
 * (issue 17 item 1): written through the resource engine, the quotations also swapped and switched by their own calls;
 * read by the youth portal from `/public/quotation-sliders`, `/public/events`, `/public/recent-activities`; the
 * public contact form's messages listed for admins under `/private/visitor-feedbacks`.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const quote = (title_en: string, display_order: number | null = null) => ({
  title: 'শেখা কখনো থামে না',
  title_en,
  author: 'অজ্ঞাত',
  author_en: 'Unknown',
  display_order,
  row_status: 1,
});
const quotes = async () =>
  (await call('GET', '/public/quotation-sliders')).body.data.map((q: { title_en: string }) => q.title_en);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('quotation sliders', () => {
  const ids: Record<string, number> = {};
  it('refuses callers without the quotation keys (403) and bad input (422 with message ids)', async () => {
    expect((await call('GET', '/private/quotation-sliders', 'youth')).code).toBe(403);
    expect((await call('POST', '/private/quotation-sliders', 'recruiter', quote('x'))).code).toBe(403);
    expect((await call('POST', '/private/quotation-sliders/1/swap', 'provider', { direction: 1 })).code).toBe(
      403,
    );
    expect((await call('PUT', '/private/quotation-sliders/1/status', 'youth', { row_status: 0 })).code).toBe(
      403,
    );
    const bad = await call('POST', '/private/quotation-sliders', 'admin', { title: '', display_order: -1 });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.title).toEqual(['validation.required']);
    for (const name of ['A', 'B', 'C']) {
      const r = await call('POST', '/private/quotation-sliders', 'admin', quote(name));
      expect(r.code).toBe(201);
      ids[name] = r.body.data.id;
    }
    const swap = await call('POST', `/private/quotation-sliders/${ids.A}/swap`, 'admin', { direction: 3 });
    expect(swap.code).toBe(422);
    expect(swap.body.errors.direction).toEqual(['validation.one_of']);
    const status = await call('PUT', `/private/quotation-sliders/${ids.A}/status`, 'admin', {
      row_status: 'on',
    });
    expect(status.code).toBe(422);
    expect(status.body.errors.row_status).toEqual(['validation.one_of']);
    expect(
      (await call('POST', '/private/quotation-sliders/999999/swap', 'admin', { direction: 1 })).code,
    ).toBe(404);
  });

  it('swaps a quotation with its neighbour; the public order follows; the top stays the top', async () => {
    expect(await quotes()).toEqual(['A', 'B', 'C']);
    const down = await call('POST', `/private/quotation-sliders/${ids.A}/swap`, 'admin', { direction: 2 });
    expect(down.code).toBe(200);
    expect(down.body.data).toEqual([
      { id: ids.B, display_order: 1 },
      { id: ids.A, display_order: 2 },
      { id: ids.C, display_order: 3 },
    ]);
    expect(await quotes()).toEqual(['B', 'A', 'C']);
    await call('POST', `/private/quotation-sliders/${ids.C}/swap`, 'admin', { direction: 1 });
    expect(await quotes()).toEqual(['B', 'C', 'A']);
    await call('POST', `/private/quotation-sliders/${ids.B}/swap`, 'admin', { direction: 1 });
    expect(await quotes()).toEqual(['B', 'C', 'A']);
  });

  it('hides and shows a quotation by its status; the public read carries cache headers', async () => {
    const off = await call('PUT', `/private/quotation-sliders/${ids.C}/status`, 'admin', { row_status: 0 });
    expect(off.code).toBe(200);
    expect(off.body.data).toMatchObject({ id: ids.C, row_status: 0 });
    const r = await call('GET', '/public/quotation-sliders');
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.headers.etag).toBeTruthy();
    expect(await quotes()).toEqual(['B', 'A']);
    await call('PUT', `/private/quotation-sliders/${ids.C}/status`, 'admin', { row_status: 1 });
    expect(await quotes()).toEqual(['B', 'C', 'A']);
    expect(r.body.data[0]).toEqual({
      id: ids.B,
      title: 'শেখা কখনো থামে না',
      title_en: 'B',
      author: 'অজ্ঞাত',
      author_en: 'Unknown',
    });
  });
});

describe('events', () => {
  const event = (over: Record<string, unknown> = {}) => ({
    title: 'চাকরি মেলা',
    title_en: 'Job fair',
    starts_on: day(3),
    ends_on: day(4),
    venue: 'ঢাকা',
    venue_en: 'Dhaka',
    details: null,
    details_en: null,
    row_status: 1,
    ...over,
  });
  it('refuses callers without the event keys (403) and an end before the start (422, the spec rule)', async () => {
    expect((await call('GET', '/private/events', 'youth')).code).toBe(403);
    const r = await call('POST', '/private/events', 'admin', event({ starts_on: day(5), ends_on: day(4) }));
    expect(r.code).toBe(422);
    expect(r.body.errors.ends_on).toEqual(['validation.end_before_start']);
    const missing = await call('POST', '/private/events', 'admin', event({ starts_on: '', title: '' }));
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['starts_on', 'title']));
  });

  it('lists events that have not ended, soonest first; hides past and inactive ones', async () => {
    await call(
      'POST',
      '/private/events',
      'admin',
      event({ title_en: 'Later', starts_on: day(10), ends_on: null }),
    );
    await call('POST', '/private/events', 'admin', event({ title_en: 'Soon' }));
    await call(
      'POST',
      '/private/events',
      'admin',
      event({ title_en: 'Running', starts_on: day(-2), ends_on: day(1) }),
    );
    await call(
      'POST',
      '/private/events',
      'admin',
      event({ title_en: 'Past', starts_on: day(-5), ends_on: day(-1) }),
    );
    await call('POST', '/private/events', 'admin', event({ title_en: 'Off', row_status: 0 }));
    const r = await call('GET', '/public/events');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.body.data.map((e: { title_en: string }) => e.title_en)).toEqual(['Running', 'Soon', 'Later']);
    expect(r.body.data[1]).toMatchObject({ starts_on: day(3), ends_on: day(4), venue_en: 'Dhaka' });
  });
});

describe('recent activities', () => {
  it('refuses callers without the keys (403), bad input (422), and lists active ones newest first', async () => {
    expect((await call('POST', '/private/recent-activities', 'recruiter', {})).code).toBe(403);
    const bad = await call('POST', '/private/recent-activities', 'admin', {
      title: '',
      activity_on: 'yesterday',
    });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'activity_on']));
    const activity = (title_en: string, activity_on: string, row_status = 1) => ({
      title: 'কর্মশালা',
      title_en,
      activity_on,
      image: null,
      details: 'বিস্তারিত',
      details_en: 'Details',
      row_status,
    });
    await call('POST', '/private/recent-activities', 'admin', activity('Older', day(-20)));
    await call('POST', '/private/recent-activities', 'admin', activity('Newer', day(-2)));
    await call('POST', '/private/recent-activities', 'admin', activity('Off', day(-1), 0));
    // an image that is not a public file of ours is refused (ADR 0123) …
    const foreign = { ...activity('Foreign image', day(-3)), image: 'https://evil.example/x.png' };
    const refused = await call('POST', '/private/recent-activities', 'admin', foreign);
    expect(refused.body.errors.image).toEqual(['validation.file_not_uploaded']);
    // … and one stored before that rule is never handed out
    const kept = await call('POST', '/private/recent-activities', 'admin', { ...foreign, image: null });
    await gw.db.query('update recent_activities set image = $1 where id = $2', [
      foreign.image,
      kept.body.data.id,
    ]);
    const r = await call('GET', '/public/recent-activities');
    expect(r.code).toBe(200);
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(r.body.data.map((a: { title_en: string }) => a.title_en)).toEqual([
      'Newer',
      'Foreign image',
      'Older',
    ]);
    expect(r.body.data[1].image).toBeNull();
  });
});

describe('visitor feedback', () => {
  it('lists the public contact form’s messages for admins only, newest first, and opens one', async () => {
    const sent = await gw.app.inject({
      method: 'POST',
      url: '/public/contact',
      headers: headers(),
      payload: {
        name: 'Rahim',
        email: 'rahim@example.org',
        subject: 'Course fees',
        message: 'How much is it?',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect((await call('GET', '/private/visitor-feedbacks', 'youth')).code).toBe(403);
    expect((await call('GET', '/private/visitor-feedbacks', 'recruiter')).code).toBe(403);
    const list = await call('GET', '/private/visitor-feedbacks', 'admin');
    expect(list.code).toBe(200);
    const first = list.body.data[0];
    expect(first).toMatchObject({ subject: 'Course fees', name: 'Rahim', email: 'rahim@example.org' });
    expect(first).not.toHaveProperty('ip_hash');
    const one = await call('GET', `/private/visitor-feedbacks/${first.id}`, 'admin');
    expect(one.body.data.message).toBe('How much is it?');
    const bad = await call('POST', '/private/visitor-feedbacks', 'admin', { subject: '', email: 'x' });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.email).toEqual(['validation.email']);
  });

  it('keeps the public form rate-limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const r = await gw.app.inject({
        method: 'POST',
        url: '/public/contact',
        headers: headers(),
        remoteAddress: '10.9.9.9',
        payload: { name: 'Spam', email: 'spam@example.org', subject: `S${i}`, message: 'x' },
      });
      codes.push(r.statusCode);
    }
    expect(codes).toContain(429);
  });
});
