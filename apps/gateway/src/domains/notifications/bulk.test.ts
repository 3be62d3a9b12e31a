import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../identity/password';
import { startJobQueue } from '../../platform/queue';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { BULK_PRIORITY, startBulkEmail } from './bulk';
import { type ChannelPort, drainOutbox, notify } from './outbox';

/*
 * Bulk e-mail through the API (issue 17 item 2, ADR 0077): to platform users by user type and to the rows of an .xlsx
 * (rows with a bad address refused by row, repeated addresses sent once), written in batches through the outbox, the
 * progress counted from the outbox rows; bulk jobs queued behind other notifications.
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

/** Polls the campaign until every message is written, then delivers what is due until nothing is left. */
async function deliverAll(id: number) {
  for (let i = 0; i < 100; i++) {
    const r = await call('GET', `/private/bulk-email/${id}`, 'admin');
    if (r.body.data.queued >= r.body.data.total) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  while ((await drainOutbox(gw.db, port, 500)) > 0);
  return (await call('GET', `/private/bulk-email/${id}`, 'admin')).body.data;
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code) values ('keyless', $1, 'No Keys', 1)`,
    [await hashPassword('Demo1234')],
  );
});
afterAll(async () => gw?.close());

const letter = { subject: 'Job fair', message: 'Come on Friday' };

describe('bulk e-mail', () => {
  it('is refused to a youth and to staff without send_bulk_email (403)', async () => {
    for (const who of ['youth', 'keyless']) {
      expect(
        (await call('POST', '/private/bulk-email/users', who, { ...letter, user_types: [3] })).code,
      ).toBe(403);
      expect(
        (
          await call('POST', '/private/bulk-email/excel', who, {
            ...letter,
            recipients: [{ email: 'a@example.com' }],
          })
        ).code,
      ).toBe(403);
    }
    const n = await gw.db.query<{ n: number }>('select count(*)::int as n from bulk_emails');
    expect(n.rows[0]?.n).toBe(0);
  });

  it('refuses a letter without subject, user type or valid rows with message ids; bad input is never 5xx', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['users', { ...letter, user_types: [] }, { user_types: ['validation.at_least_one'] }],
      ['users', { ...letter, user_types: [9] }, { 'user_types[0]': ['validation.one_of'] }],
      ['users', { message: 'x', user_types: [3] }, { subject: ['validation.required'] }],
      [
        'excel',
        { ...letter, recipients: [{ email: 'ok@example.com' }, { email: 'not-an-address' }, { email: '' }] },
        { 'recipients[1].email': ['validation.email'], 'recipients[2].email': ['validation.required'] },
      ],
      ['excel', { ...letter, recipients: [] }, { recipients: ['validation.at_least_one'] }],
      [
        'excel',
        { ...letter, recipients: Array.from({ length: 10001 }, (_, i) => ({ email: `r${i}@example.com` })) },
        { recipients: ['validation.array_max'] },
      ],
    ];
    for (const [kind, payload, errors] of cases) {
      const r = await call('POST', `/private/bulk-email/${kind}`, 'admin', payload);
      expect(r.code, JSON.stringify(r.body).slice(0, 300)).toBe(422);
      expect(fieldIds(r.body.errors)).toEqual(errors);
    }
    for (const payload of [
      {},
      { recipients: 'x' },
      { recipients: [null] },
      { user_types: 'all' },
      { subject: [] },
    ]) {
      expect((await call('POST', '/private/bulk-email/users', 'admin', payload)).code).toBe(422);
      expect((await call('POST', '/private/bulk-email/excel', 'admin', payload)).code).toBe(422);
    }
    expect((await call('GET', '/private/bulk-email/999999', 'admin')).code).toBe(404);
  });

  it('e-mails every active user of the chosen types once, and counts them sent', async () => {
    const expected = await gw.db.query<{ n: number }>(
      `select count(distinct lower(email))::int as n from users
        where user_type_code = 3 and email is not null and email <> '' and row_status = 1 and deleted_at is null`,
    );
    const r = await call('POST', '/private/bulk-email/users', 'admin', { ...letter, user_types: [3, 3] });
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ source: 'users', subject: 'Job fair', total: expected.rows[0]?.n });
    expect(r.body.data.total).toBeGreaterThan(0);
    const done = await deliverAll(r.body.data.id);
    expect(done).toMatchObject({ queued: done.total, sent: done.total, failed: 0, finished: true });
    const mails = sent.filter((m) => m.subject === 'Job fair');
    expect(mails).toHaveLength(done.total);
    expect(mails[0]?.body).toBe('Come on Friday');
  });

  it('narrows the users to the chosen organisations', async () => {
    const org = await gw.db.query<{ id: number; n: number }>(
      `select organization_id as id, count(distinct lower(email))::int as n from users
        where user_type_code = 4 and organization_id is not null and email is not null and email <> ''
          and row_status = 1 and deleted_at is null
        group by organization_id order by organization_id limit 1`,
    );
    const { id, n } = org.rows[0] ?? { id: 0, n: 0 };
    expect(n).toBeGreaterThan(0);
    const r = await call('POST', '/private/bulk-email/users', 'admin', {
      ...letter,
      user_types: [4],
      organization_ids: [id],
    });
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.total).toBe(n);
    const everyRecruiter = await call('POST', '/private/bulk-email/users', 'admin', {
      ...letter,
      user_types: [4],
    });
    expect(everyRecruiter.body.data.total).toBeGreaterThan(n);
    for (const organization_ids of [[0], ['x'], Array.from({ length: 51 }, (_, i) => i + 1), [1e30]])
      expect(
        (
          await call('POST', '/private/bulk-email/users', 'admin', {
            ...letter,
            user_types: [4],
            organization_ids,
          })
        ).code,
      ).toBe(422);
  });

  it('e-mails the rows of a spreadsheet in batches, a repeated address once', async () => {
    const recipients = [
      ...Array.from({ length: 1203 }, (_, i) => ({ email: `row${i}@example.com`, name: `Row ${i}` })),
      { email: 'ROW0@example.com', name: 'Again' },
    ];
    const r = await call('POST', '/private/bulk-email/excel', 'admin', {
      subject: 'Sheet',
      message: 'From the sheet',
      recipients,
    });
    expect(r.code, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    expect(r.body.data.total).toBe(1203);
    const done = await deliverAll(r.body.data.id);
    expect(done).toMatchObject({ total: 1203, queued: 1203, sent: 1203, finished: true });
    expect(sent.filter((m) => m.recipient.toLowerCase() === 'row0@example.com')).toHaveLength(1);
    // the words live once on the campaign, not on each row
    const row = await gw.db.query<{ variables: object }>(
      `select variables from notification_logs where recipient = 'row5@example.com'`,
    );
    expect(row.rows[0]?.variables).toEqual({ name: 'Row 5' });
  });

  it('queues bulk messages behind other notifications (lower pg-boss priority)', async () => {
    const queue = await startJobQueue({
      db: gw.db,
      databaseUrl: gw.databaseUrl,
      log: { error: () => undefined },
      maintenance: false,
    });
    try {
      const { written } = await startBulkEmail(gw.db, queue.outbox, {
        source: 'excel',
        subject: 'Low',
        message: 'Later',
        filter: {},
        createdBy: 1,
        recipients: [{ email: 'low@example.com', user_id: null, name: null }],
      });
      await written;
      const [urgent] = await gw.db.transaction((tx) =>
        notify(
          tx,
          { event: 'vendor_approved', channels: ['email'], recipients: [{ email: 'now@example.com' }] },
          queue.outbox,
        ),
      );
      const jobs = await gw.db.query<{ log_id: string; priority: number }>(
        `select data->>'log_id' as log_id, priority from pgboss.job where name = 'notification'`,
      );
      const byLog = new Map(jobs.rows.map((j) => [Number(j.log_id), j.priority]));
      const low = await gw.db.query<{ id: number }>(
        `select id from notification_logs where recipient = 'low@example.com'`,
      );
      expect(byLog.get(Number(low.rows[0]?.id))).toBe(BULK_PRIORITY);
      expect(byLog.get(urgent ?? 0)).toBe(0);
    } finally {
      await queue.stop();
    }
  });
});
