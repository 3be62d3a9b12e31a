import type { FreelanceMessage, FreelanceOfferCard } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { localOutboxPort } from '../notifications/channels';
import { drainOutbox } from '../notifications/outbox';

/*
 * The freelance corner through the API (issue 18 item 5, ADR 0099): a youth's own offers (another youth's are 404),
 * the public list and page (active offers only, the youth's public name and photo only — never a contact), messages
 * through the platform (rules, the daily limit, the notice through the outbox, the sender's contact shown to the
 * offering youth only), and bad input as the 422 envelope, never a 5xx.
 */

let gw: TestGateway;
const api = apiCaller(() => gw);
const MINE = '/protected/my-freelance-offers';
const LIST = '/public/freelance-offers';
const MESSAGES = '/protected/my-freelance-messages';
let skills: number[] = [];

const offer = (over: Record<string, unknown> = {}) => ({
  title: 'ওয়েবসাইট ডিজাইন',
  title_en: 'Website design',
  description: 'I build small business websites <script>alert(1)</script>with care.',
  skill_ids: skills.slice(0, 2),
  rate_amount: 800,
  rate_unit: 'hourly',
  availability: 'Weekday evenings',
  status: 'active',
  ...over,
});

const contactOf = async (username: string) =>
  (
    await gw.db.query<{ email: string | null; mobile: string | null }>(
      'select email, mobile from users where username = $1',
      [username],
    )
  ).rows[0] ?? { email: null, mobile: null };

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  skills = (
    await gw.db.query<{ id: number }>('select id::int as id from skills order by id limit 3')
  ).rows.map((r) => r.id);
});
afterAll(async () => gw.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

describe('a youth’s own offers', () => {
  it('creates, reads, changes, pauses and deletes their offer; markup is removed', async () => {
    const created = await api('POST', MINE, 'youth', offer());
    expect(created.code).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      title: 'ওয়েবসাইট ডিজাইন',
      description: 'I build small business websites with care.',
      rate_amount: 800,
      rate_unit: 'hourly',
      status: 'active',
      message_count: 0,
    });
    expect(created.body.data.skills.map((s: { id: number }) => s.id)).toEqual(skills.slice(0, 2));
    expect((await api('GET', `${MINE}/${id}`, 'youth')).body.data.id).toBe(id);
    const changed = await api(
      'PUT',
      `${MINE}/${id}`,
      'youth',
      offer({ rate_amount: 900, skill_ids: [skills[2]] }),
    );
    expect(changed.code).toBe(200);
    expect(changed.body.data.rate_amount).toBe(900);
    expect(changed.body.data.skills.map((s: { id: number }) => s.id)).toEqual([skills[2]]);
    expect((await api('PUT', `${MINE}/${id}/status`, 'youth', { status: 'paused' })).body.data.status).toBe(
      'paused',
    );
    const list = await api('GET', MINE, 'youth');
    expect(list.body.data.map((o: { id: number }) => o.id)).toContain(id);
    expect((await api('DELETE', `${MINE}/${id}`, 'youth')).code).toBe(200);
    expect((await api('GET', `${MINE}/${id}`, 'youth')).code).toBe(404);
  });

  it('another youth’s offer is 404 for every call; staff may not offer (403); a stranger 401', async () => {
    const id = (await api('POST', MINE, 'youth', offer())).body.data.id as number;
    expect((await api('GET', `${MINE}/${id}`, 'youth2')).code).toBe(404);
    expect((await api('PUT', `${MINE}/${id}`, 'youth2', offer({ title: 'Taken' }))).code).toBe(404);
    expect((await api('PUT', `${MINE}/${id}/status`, 'youth2', { status: 'paused' })).code).toBe(404);
    expect((await api('DELETE', `${MINE}/${id}`, 'youth2')).code).toBe(404);
    expect((await api('GET', MINE, 'youth2')).body.data.map((o: { id: number }) => o.id)).not.toContain(id);
    expect((await api('GET', `${MINE}/${id}`, 'youth')).body.data.title).toBe('ওয়েবসাইট ডিজাইন');
    expect((await api('POST', MINE, 'recruiter', offer())).code).toBe(403);
    expect((await api('GET', MINE, 'admin')).code).toBe(403);
    expect((await api('POST', MINE, undefined, offer())).code).toBe(401);
  });

  it('answers bad bodies with the 422 envelope and the rule’s message id, never a 5xx', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'validation.required'],
      [{ title: 'x'.repeat(201) }, 'title', 'validation.max_length'],
      [{ description: '<b></b>' }, 'description', 'freelance.errors.empty_text'],
      [{ skill_ids: [] }, 'skill_ids', 'validation.required'],
      [{ skill_ids: [99999999] }, 'skill_ids', 'validation.reference_missing'],
      [{ skill_ids: 'web' }, 'skill_ids', 'validation.one_of'],
      [{ rate_amount: -1 }, 'rate_amount', 'validation.min'],
      [{ rate_amount: 'much' }, 'rate_amount', 'validation.number'],
      [{ rate_unit: 'weekly' }, 'rate_unit', 'validation.status_required'],
      [{ status: 'hidden' }, 'status', 'validation.status_required'],
    ];
    for (const [over, field, id] of cases) {
      const r = await api('POST', MINE, 'youth', offer(over));
      expect(r.code, JSON.stringify(over)).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422 });
      expect(JSON.stringify(r.body.errors[field]), JSON.stringify(over)).toContain(id);
    }
    expect((await api('PUT', `${MINE}/99999999`, 'youth', offer())).code).toBe(404);
    expect((await api('PUT', `${MINE}/abc/status`, 'youth', { status: 'paused' })).code).toBe(404);
  });
});

describe('the public freelance corner', () => {
  it('lists active offers with the youth’s public name and photo only, never paused ones or contact data', async () => {
    const shown = (await api('POST', MINE, 'youth', offer({ title_en: 'Public logo design' }))).body.data.id;
    const paused = (
      await api('POST', MINE, 'youth', offer({ title_en: 'Paused logo design', status: 'paused' }))
    ).body.data.id;
    const r = await api('GET', `${LIST}?search=${encodeURIComponent('logo design')}`);
    expect(r.code).toBe(200);
    const ids = (r.body.data as FreelanceOfferCard[]).map((o) => o.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(paused);
    const card = (r.body.data as FreelanceOfferCard[]).find((o) => o.id === shown);
    expect(Object.keys(card?.youth ?? {}).sort()).toEqual(['full_name', 'full_name_en', 'photo_file_id']);
    const { email, mobile } = await contactOf('youth');
    const text = JSON.stringify(r.body);
    for (const secret of [email, mobile, ':"youth"', 'username'].filter(Boolean))
      expect(text).not.toContain(String(secret));
    const page = await api('GET', `${LIST}/${shown}`);
    expect(page.body.data.description).toBe('I build small business websites with care.');
    expect(JSON.stringify(page.body)).not.toContain(String(mobile));
    expect((await api('GET', `${LIST}/${paused}`)).code).toBe(404);
    // a deactivated youth's offers leave the corner
    await gw.db.query(`update users set row_status = 0 where username = 'youth'`);
    expect((await api('GET', `${LIST}/${shown}`)).code).toBe(404);
    await gw.db.query(`update users set row_status = 1 where username = 'youth'`);
  });

  it('filters by one skill and pages', async () => {
    const [a, b] = skills;
    const mine = (await api('POST', MINE, 'youth2', offer({ title_en: 'Skill filter', skill_ids: [b] }))).body
      .data.id;
    const withB = (await api('GET', `${LIST}?skill_id=${b}&page_size=100`)).body.data as FreelanceOfferCard[];
    expect(withB.map((o) => o.id)).toContain(mine);
    const withA = (await api('GET', `${LIST}?skill_id=${a}&page_size=100`)).body.data as FreelanceOfferCard[];
    expect(withA.map((o) => o.id)).not.toContain(mine);
    const paged = await api('GET', `${LIST}?page=1&page_size=1`);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.total).toBeGreaterThan(1);
  });

  it('answers a bad query with the 422 envelope, never a 5xx', async () => {
    for (const q of [
      'skill_id=abc',
      'skill_id=-4',
      'skill_id=99999999999999999999',
      `search=${'x'.repeat(101)}`,
    ]) {
      const r = await api('GET', `${LIST}?${q}`);
      expect(r.code, q).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422 });
    }
    for (const q of ['page=-1', 'page_size=100000', 'search=%27%3B--', 'search=%25%25_', 'skill_id=']) {
      expect((await api('GET', `${LIST}?${q}`)).code, q).toBe(200);
    }
    expect((await api('GET', `${LIST}/abc`)).code).toBe(404);
  });
});

describe('contact through the platform', () => {
  let offerId: number;
  beforeAll(async () => {
    offerId = (await api('POST', MINE, 'youth', offer({ title_en: 'Messages offer' }))).body.data.id;
  });
  const send = (who: string | undefined, body: unknown, id = offerId) =>
    api('POST', `/protected/freelance-offers/${id}/messages`, who, body);

  it('a recruiter writes; the youth is told through the outbox and reads the sender’s contact; the sender sees none of the youth’s', async () => {
    const r = await send('recruiter', {
      subject: 'A website for us',
      message: 'Could you build <i>ours</i>?',
    });
    expect(r.code).toBe(201);
    expect(Object.keys(r.body.data).sort()).toEqual(['created_at', 'id']);
    const youth = await contactOf('youth');
    expect(JSON.stringify(r.body)).not.toContain(String(youth.mobile));

    const logs = await gw.db.query<{ channel: string; variables: Record<string, string> }>(
      `select channel, variables from notification_logs where event = 'freelance_contact_message'
         and user_id = (select id from users where username = 'youth') order by channel`,
    );
    expect(logs.rows.length).toBeGreaterThan(0);
    expect(logs.rows.map((l) => l.channel)).toContain('in_app');
    expect(logs.rows[0]?.variables).toMatchObject({
      offer_title: 'Messages offer',
      subject: 'A website for us',
    });
    await drainOutbox(gw.db, localOutboxPort(gw.db), 1000);
    const inApp = await gw.db.query<{ title: string; body: string }>(
      `select title, body from in_app_notifications where event = 'freelance_contact_message'
         and user_id = (select id from users where username = 'youth')`,
    );
    expect(inApp.rows[0]).toEqual({
      title: 'A message about your offer: A website for us',
      body: expect.stringContaining('Could you build ours?'),
    });

    const inbox = await api('GET', MESSAGES, 'youth');
    const [latest] = inbox.body.data as FreelanceMessage[];
    const recruiter = await contactOf('recruiter');
    expect(latest).toMatchObject({
      subject: 'A website for us',
      message: 'Could you build ours?',
      offer: { id: offerId, title_en: 'Messages offer' },
      sender: { email: recruiter.email, mobile: recruiter.mobile },
    });
    expect(
      (await api('GET', MINE, 'youth')).body.data.find((o: { id: number }) => o.id === offerId).message_count,
    ).toBe(1);
    // the messages are the offering youth's only
    expect(JSON.stringify((await api('GET', MESSAGES, 'youth2')).body.data)).not.toContain(
      'A website for us',
    );
    expect((await api('GET', MESSAGES, 'recruiter')).code).toBe(403);
  });

  it('checks the rules: the public must sign in, a youth cannot write to their own offer, a paused offer is 404', async () => {
    const body = { subject: 'Hello', message: 'Are you free next week?' };
    expect((await send(undefined, body)).code).toBe(401);
    const own = await send('youth', body);
    expect(own.code).toBe(422);
    expect(own.body.errors.message).toEqual(['freelance.errors.own_offer']);
    for (const [bad, field, id] of [
      [{ subject: '', message: 'x' }, 'subject', 'validation.required'],
      [{ subject: 'x', message: '' }, 'message', 'validation.required'],
      [{ subject: 'x', message: 'y'.repeat(2001) }, 'message', 'validation.max_length'],
      [{ subject: '<p></p>', message: 'y' }, 'subject', 'freelance.errors.empty_text'],
    ] as const) {
      const r = await send('youth2', bad);
      expect(r.code).toBe(422);
      expect(JSON.stringify(r.body.errors[field])).toContain(id);
    }
    expect((await send('youth2', body, 99999999)).code).toBe(404);
    await api('PUT', `${MINE}/${offerId}/status`, 'youth', { status: 'paused' });
    expect((await send('youth2', body)).code).toBe(404);
    await api('PUT', `${MINE}/${offerId}/status`, 'youth', { status: 'active' });
  });

  it('limits a sender to ten messages a day (429 with its message id)', async () => {
    await gw.db.query(
      `delete from freelance_messages where sender_id = (select id from users where username = 'youth2')`,
    );
    const body = { subject: 'Hello', message: 'Are you free next week?' };
    for (let i = 0; i < 10; i++) {
      await gw.db.query('delete from rate_limits');
      expect((await send('youth2', body)).code, `message ${i + 1}`).toBe(201);
    }
    await gw.db.query('delete from rate_limits');
    const over = await send('youth2', body);
    expect(over.code).toBe(429);
    expect(over.body.status.message).toBe('freelance.errors.too_many_messages');
  });
});
