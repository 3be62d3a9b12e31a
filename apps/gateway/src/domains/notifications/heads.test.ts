import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashPassword } from '../../identity/password';
import { NOTIFICATION_QUEUE, type JobQueue, startJobQueue } from '../../platform/queue';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { type ChannelPort, drainOutbox, notify } from './outbox';

/*
 * Notification heads through the API (issue 17 item 2, ADR 0077): create and change a head (at least one channel, one
 * head per event, unique code), its templates per channel and language (only the event's {{variables}}), the outbox
 * sending a head's template instead of the built-in text, and the queue view with requeue of a FAILED job.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const fieldIds = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );
const sent: { recipient: string; subject: string; body: string }[] = [];
const port: ChannelPort = {
  async send(m) {
    sent.push(m);
  },
};

/** Writes a contact_message for the address, delivers everything due, and answers the mail it sent there. */
async function contactMail(to: string, locale = 'en-US') {
  await notify(gw.db, {
    event: 'contact_message',
    channels: ['email'],
    recipients: [{ email: to }],
    variables: { name: 'Rahim', email: 'rahim@example.com', subject: 'Certificates', message: 'Hi', locale },
  });
  await drainOutbox(gw.db, port);
  return sent.filter((m) => m.recipient === to).at(-1);
}

const head = {
  code: 'contact',
  title: 'যোগাযোগ',
  title_en: 'Contact',
  event: 'contact_message',
  channels: ['email'],
  enabled: true,
};
let headId = 0;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code) values ('keyless', $1, 'No Keys', 1)`,
    [await hashPassword('Demo1234')],
  );
});
afterAll(async () => gw?.close());

describe('notification heads', () => {
  it('are refused to a youth and to staff without the key (403), never created by them', async () => {
    for (const who of ['youth', 'keyless']) {
      expect((await call('GET', '/private/notification-heads', who)).code).toBe(403);
      expect((await call('POST', '/private/notification-heads', who, head)).code).toBe(403);
    }
    const total = await gw.db.query<{ n: number }>('select count(*)::int as n from notification_heads');
    expect(total.rows[0]?.n).toBe(0);
  });

  it('refuses a head without a channel, with a bad event or code, and bad input, with message ids (422)', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...head, channels: [] }, { channels: ['validation.channel_required'] }],
      [{ ...head, channels: undefined }, { channels: ['validation.channel_required'] }],
      [{ ...head, channels: ['fax'] }, { 'channels[0]': ['validation.one_of'] }],
      [{ ...head, event: 'nothing' }, { event: ['validation.one_of'] }],
      [{ ...head, code: '' }, { code: ['validation.required'] }],
      [{ ...head, code: 'a b<' }, { code: ['validation.format'] }],
      [{ ...head, title: 'x'.repeat(256) }, { title: ['validation.max_length'] }],
    ];
    for (const [payload, errors] of cases) {
      const r = await call('POST', '/private/notification-heads', 'admin', payload);
      expect(r.code, JSON.stringify(payload)).toBe(422);
      expect(fieldIds(r.body.errors)).toMatchObject(errors);
    }
    for (const payload of [{}, { channels: 'email' }, { enabled: 'maybe' }, { code: ['x'] }])
      expect((await call('POST', '/private/notification-heads', 'admin', payload)).code).toBe(422);
  });

  it('creates one head per event with a unique code, lists, reads and changes it', async () => {
    const r = await call('POST', '/private/notification-heads', 'admin', head);
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    headId = r.body.data.id;
    expect(r.body.data).toMatchObject({ ...head, templates: [] });
    const again = await call('POST', '/private/notification-heads', 'admin', { ...head, code: 'CONTACT' });
    expect(again.code).toBe(422);
    expect(fieldIds(again.body.errors)).toEqual({
      code: ['validation.already_exists'],
      event: ['notification_admin.errors.event_taken'],
    });
    const list = await call('GET', '/private/notification-heads?search=conta&event=contact_message', 'admin');
    expect(list.body.data.map((h: { id: number }) => h.id)).toEqual([headId]);
    expect(list.body.meta.total).toBe(1);
    expect(
      (await call('GET', '/private/notification-heads?event=vendor_approved', 'admin')).body.data,
    ).toEqual([]);
    expect((await call('GET', '/private/notification-heads?event=bogus', 'admin')).code).toBe(422);
    const changed = await call('PUT', `/private/notification-heads/${headId}`, 'admin', {
      ...head,
      channels: ['email', 'in_app'],
    });
    expect(changed.code).toBe(200);
    expect(changed.body.data.channels).toEqual(['email', 'in_app']);
    expect((await call('GET', `/private/notification-heads/${headId}`, 'admin')).body.data.code).toBe(
      'contact',
    );
    expect((await call('GET', '/private/notification-heads/999999', 'admin')).code).toBe(404);
    expect((await call('PUT', '/private/notification-heads/999999', 'admin', head)).code).toBe(404);
  });

  it('refuses templates with an unknown {{variable}}, for a channel not chosen, twice, or without a body', async () => {
    const url = `/private/notification-heads/${headId}/templates`;
    const t = (over: Record<string, string>) => ({
      channel: 'email',
      language: 'en',
      subject: 'S',
      body: 'B',
      ...over,
    });
    const cases: [unknown[], Record<string, string[]>][] = [
      [
        [t({ body: 'Hello {{name}} {{salary}}' })],
        { 'templates[0].body': ['notification_admin.errors.unknown_variable'] },
      ],
      [
        [t({ subject: '{{ password }}' })],
        { 'templates[0].subject': ['notification_admin.errors.unknown_variable'] },
      ],
      [[t({ channel: 'sms' })], { 'templates[0].channel': ['notification_admin.errors.channel_not_chosen'] }],
      [[t({}), t({})], { 'templates[1].channel': ['notification_admin.errors.duplicate_template'] }],
      [[t({ body: '' })], { 'templates[0].body': ['validation.required'] }],
      [[t({ language: 'fr' })], { 'templates[0].language': ['validation.one_of'] }],
      [[t({ body: 'x'.repeat(5001) })], { 'templates[0].body': ['validation.max_length'] }],
    ];
    for (const [templates, errors] of cases) {
      const r = await call('PUT', url, 'admin', { templates });
      expect(r.code, JSON.stringify(templates)).toBe(422);
      expect(fieldIds(r.body.errors)).toEqual(errors);
    }
    const unknown = await call('PUT', url, 'admin', { templates: [t({ body: '{{salary}}' })] });
    expect(JSON.parse(unknown.body.errors['templates[0].body'][0]).values).toEqual({ name: 'salary' });
    for (const payload of [
      {},
      { templates: 'x' },
      { templates: [null] },
      { templates: [{}] },
      { templates: {} },
    ])
      expect((await call('PUT', url, 'admin', payload)).code).toBeLessThan(500);
    expect((await call('PUT', url, 'keyless', { templates: [] })).code).toBe(403);
  });

  it('makes the outbox send the head’s template, the changed one next time, and the built-in text otherwise', async () => {
    const url = `/private/notification-heads/${headId}/templates`;
    const before = await contactMail('office@example.com');
    expect(before?.subject).toBe('Contact message: Certificates');

    const set = async (body: string, bn = 'বার্তা {{name}}') =>
      call('PUT', url, 'admin', {
        templates: [
          { channel: 'email', language: 'en', subject: 'From {{ name }}', body },
          { channel: 'email', language: 'bn', subject: '', body: bn },
          { channel: 'in_app', language: 'en', subject: '', body: '' },
        ],
      });
    const r = await set('{{name}} wrote about {{subject}}: {{message}}');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.templates).toHaveLength(2);
    expect(await contactMail('office@example.com')).toMatchObject({
      subject: 'From Rahim',
      body: 'Rahim wrote about Certificates: Hi',
    });
    await set('Changed: {{message}} from {{email}}');
    expect((await contactMail('office@example.com'))?.body).toBe('Changed: Hi from rahim@example.com');
    // Bengali reader: the bn template, with the built-in subject when its own is empty
    expect(await contactMail('office@example.com', 'bn-BD')).toMatchObject({
      subject: 'যোগাযোগ বার্তা: Certificates',
      body: 'বার্তা Rahim',
    });
    // a disabled head, or a channel it no longer sends on, falls back to the built-in text
    await call('PUT', `/private/notification-heads/${headId}`, 'admin', { ...head, enabled: false });
    expect((await contactMail('office@example.com'))?.subject).toBe('Contact message: Certificates');
    await call('PUT', `/private/notification-heads/${headId}`, 'admin', head);
    expect((await contactMail('office@example.com'))?.body).toBe('Changed: Hi from rahim@example.com');
  });
});

describe('the notification queue (rmq-logs)', () => {
  let queue: JobQueue;
  let app: FastifyInstance;
  const queued = apiCaller(() => ({ ...gw, app }));

  beforeAll(async () => {
    queue = await startJobQueue({
      db: gw.db,
      databaseUrl: gw.databaseUrl,
      log: { error: () => undefined },
      maintenance: false,
    });
    app = await buildApp({
      config: gw.config,
      db: gw.db,
      identity: fakeIdentity(gw.db),
      queue: queue.outbox,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await queue?.stop();
  });

  it('lists the jobs with state and last error; requeues a FAILED one with its log row, nothing else', async () => {
    const [logId] = await gw.db.transaction((tx) =>
      notify(
        tx,
        { event: 'vendor_approved', channels: ['email'], recipients: [{ email: 'q@example.com' }] },
        queue.outbox,
      ),
    );
    await gw.db.query(`update notification_logs set state = 'FAILED', attempts = 3 where id = $1`, [logId]);
    const [job] = await queue.boss.fetch<{ log_id: number }>(NOTIFICATION_QUEUE);
    expect(job?.data.log_id).toBe(logId);
    // its retries used up (pg-boss fails it for good at the last one)
    await gw.db.query('update pgboss.job set retry_count = retry_limit where id = $1', [job?.id]);
    await queue.boss.fail(NOTIFICATION_QUEUE, job?.id ?? '', { message: 'smtp refused' });

    const failed = await queued('GET', '/private/rmq-logs?state=failed', 'admin');
    expect(failed.code).toBe(200);
    expect(failed.body.data).toEqual([
      expect.objectContaining({ id: job?.id, log_id: logId, state: 'failed', last_error: 'smtp refused' }),
    ]);
    expect((await queued('GET', '/private/rmq-logs?state=nothing', 'admin')).code).toBe(422);
    expect((await queued('GET', '/private/rmq-logs', 'youth')).code).toBe(403);
    expect((await queued('POST', `/private/rmq-logs/${job?.id}/requeue`, 'keyless')).code).toBe(403);

    const r = await queued('POST', `/private/rmq-logs/${job?.id}/requeue`, 'admin');
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id: job?.id, state: 'retry' });
    const log = await gw.db.query<{ state: string; attempts: number }>(
      'select state, attempts from notification_logs where id = $1',
      [logId],
    );
    expect(log.rows[0]).toEqual({ state: 'IN_QUEUE', attempts: 0 });
    // only a FAILED job is requeued; an unknown or malformed id is no job
    const twice = await queued('POST', `/private/rmq-logs/${job?.id}/requeue`, 'admin');
    expect(twice.code).toBe(409);
    expect(twice.body.status.message).toBe('notification_admin.errors.job_not_failed');
    expect(
      (await queued('POST', '/private/rmq-logs/00000000-0000-4000-8000-000000000000/requeue', 'admin')).code,
    ).toBe(404);
    expect((await queued('POST', "/private/rmq-logs/x'%20or%201=1/requeue", 'admin')).code).toBe(404);
  });

  it('is empty, and requeue 404, where no queue runs', async () => {
    expect((await call('GET', '/private/rmq-logs', 'admin')).body.data).toEqual([]);
    expect(
      (await call('POST', '/private/rmq-logs/00000000-0000-4000-8000-000000000000/requeue', 'admin')).code,
    ).toBe(404);
  });
});
