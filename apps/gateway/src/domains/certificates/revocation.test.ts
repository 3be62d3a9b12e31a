import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';
import { localOutboxPort } from '../notifications/channels';
import { drainOutbox } from '../notifications/outbox';
import { issueCourseCertificate } from './certificates';

/*
 * Issued certificates for staff (issue 17 item 8; ADR 0105): the platform-wide list with its filters, an institute's
 * user sees its own institute's only (another's is 404), youth and recruiters are refused (403); revoking needs a
 * reason (422), tells the holder through the outbox, turns the public verification to revoked with the day (never
 * the reason), stops the holder's PDF and badge (409) and stamps the staff's PDF; a second revoke is 409 with its
 * message id; restore undoes it and tells the holder once (409 when not revoked, and then no one is told). Bad input
 * is 422 or 404, never a 5xx.
 */

let gw: TestGateway;
let mine = ''; // the institute admin's institute's certificate
let other = ''; // another institute's
let ownInstitute = 0;
let youthId = 0;
const call = apiCaller(() => gw);
const one = async (sql: string) => Number((await gw.db.query<{ id: number }>(sql)).rows[0]?.id);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const raw = (url: string, who?: string) => gw.app.inject({ method: 'GET', url, headers: headers(who) });
const messageId = (body: { status?: { message?: string } }) => body.status?.message;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  ownInstitute = await one(`select institute_id as id from users where username = 'instituteadmin'`);
  const otherInstitute = await one(
    `insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute') returning id`,
  );
  const course = (institute: number, title: string) =>
    one(`insert into courses (institute_id, title, title_en, course_type, duration_hours, fee, language_medium, level)
         values (${institute}, '${title}', '${title} (en)', 1, 10, 0, 1, 1) returning id`);
  youthId = await one(`select id from users where username = 'youth'`);
  await gw.db.query(
    `update users set full_name = 'রহিম উদ্দিন', full_name_en = 'Rahim Uddin' where id = ${youthId}`,
  );
  const issue = async (courseId: number) =>
    String((await gw.db.transaction((tx) => issueCourseCertificate(tx, { youthId, courseId })))?.id);
  mine = await issue(await course(ownInstitute, 'নিজের কোর্স'));
  other = await issue(await course(otherInstitute, 'অন্য কোর্স'));
});
afterAll(async () => gw?.close());

describe('the list of issued certificates', () => {
  it('shows the admin every institute’s, with its filters', async () => {
    const all = await call('GET', '/private/certificates?page_size=100', 'admin');
    expect(all.code, JSON.stringify(all.body)).toBe(200);
    expect(ids(all.body.data)).toEqual(expect.arrayContaining([mine, other]));
    const row = all.body.data.find((r: { id: string }) => r.id === mine);
    expect(row).toMatchObject({ kind: 'course', validity: 'valid', revoked_on: null, youth_id: youthId });
    const q = async (query: string) =>
      ids((await call('GET', `/private/certificates?page_size=100&${query}`, 'admin')).body.data);
    expect(await q(`search=${encodeURIComponent('Rahim')}`)).toEqual(expect.arrayContaining([mine, other]));
    expect(await q(`search=${mine.slice(0, 8)}`)).toEqual([mine]);
    expect(await q(`institute_id=${ownInstitute}`)).toEqual([mine]);
    expect(await q('kind=rpl')).not.toContain(mine);
    expect(await q('kind=course')).toContain(mine);
    expect(await q('validity=revoked')).not.toContain(mine);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect(row.issued_on).toBe(today);
    expect(await q(`issued_from=2020-01-01&issued_to=${today}`)).toContain(mine);
    expect(await q('issued_to=2020-01-01')).toEqual([]);
  });

  it('shows an institute’s user its own institute’s only; another’s is 404', async () => {
    const list = await call('GET', '/private/certificates?page_size=100', 'instituteadmin');
    expect(list.code, JSON.stringify(list.body)).toBe(200);
    expect(ids(list.body.data)).toContain(mine);
    expect(ids(list.body.data)).not.toContain(other);
    expect((await call('GET', `/private/certificates/${mine}`, 'instituteadmin')).code).toBe(200);
    expect((await call('GET', `/private/certificates/${other}`, 'instituteadmin')).code).toBe(404);
    expect((await raw(`/private/certificates/${other}/certificate.pdf`, 'instituteadmin')).statusCode).toBe(
      404,
    );
    // it may see, not revoke (revoke_certificate stays the platform's)
    const refused = await call('POST', `/private/certificates/${mine}/revoke`, 'instituteadmin', {
      reason: 'x',
    });
    expect(refused.code).toBe(403);
  });

  it('refuses youth, recruiters and callers without a sign-in', async () => {
    for (const who of ['youth', 'recruiter'])
      for (const [method, url, body] of [
        ['GET', '/private/certificates'],
        ['GET', `/private/certificates/${mine}`],
        ['POST', `/private/certificates/${mine}/revoke`, { reason: 'x' }],
        ['POST', `/private/certificates/${mine}/restore`],
      ] as const)
        expect((await call(method, url, who, body)).code, `${who} ${method} ${url}`).toBe(403);
    expect((await call('GET', '/private/certificates')).code).toBe(401);
    // an organisation's user holding the key finds none (certificates are institutes'), never a 5xx
    await gw.db.query(
      `insert into user_permissions (user_id, permission_id)
       select u.id, p.id from users u, permissions p where u.username = 'recruiter' and p.key = 'view_any_certificate'
       on conflict do nothing`,
    );
    const org = await call('GET', '/private/certificates', 'recruiter');
    expect(org.code, JSON.stringify(org.body)).toBe(200);
    expect(org.body.data).toEqual([]);
    expect((await call('GET', `/private/certificates/${mine}`, 'recruiter')).code).toBe(404);
  });

  it('answers 422 for bad filters and 404 for a malformed or unknown id, never 5xx', async () => {
    for (const query of [
      'kind=x',
      'validity=maybe',
      'issued_from=2026-02-01&issued_to=2026-01-01',
      'course_id=-1',
    ])
      expect((await call('GET', `/private/certificates?${query}`, 'admin')).code, query).toBe(422);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const url = `/private/certificates/${encodeURIComponent(id)}`;
      expect((await call('GET', url, 'admin')).code, id).toBe(404);
      expect((await call('POST', `${url}/revoke`, 'admin', { reason: 'x' })).code, id).toBe(404);
      expect((await raw(`${url}/certificate.pdf`, 'admin')).statusCode, id).toBe(404);
    }
  });
});

describe('revoking and restoring', () => {
  it('needs a reason (422 on reason), never 5xx for hostile bodies', async () => {
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(1001) },
      { reason: ['a'] },
    ]) {
      const r = await call('POST', `/private/certificates/${mine}/revoke`, 'admin', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(Object.keys(r.body.errors ?? {})).toEqual(['reason']);
    }
    const text = await gw.app.inject({
      method: 'POST',
      url: `/private/certificates/${mine}/revoke`,
      headers: { ...headers('admin'), 'content-type': 'application/json' },
      payload: '"just text"',
    });
    expect(text.statusCode).toBeLessThan(500);
    expect((await call('GET', `/public/certificate-verification/${mine}`)).body.data.validity).toBe('valid');
  });

  it('revokes with a reason: the holder is told, the public page says revoked with the day, not the reason', async () => {
    const r = await call('POST', `/private/certificates/${mine}/revoke`, 'admin', { reason: 'নকল নথি' });
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(messageId(r.body)).toBe('certificates.success.revoked');
    expect(r.body.data).toMatchObject({ validity: 'revoked', revoked_reason: 'নকল নথি' });
    expect(r.body.data.revoked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.body.data.revoked_by_name).toBeTruthy();

    const logs = await gw.db.query<{ channel: string; variables: Record<string, string> }>(
      `select channel, variables from notification_logs where event = 'certificate_revoked' order by channel`,
    );
    expect(logs.rows.map((l) => l.channel)).toContain('in_app');
    expect(logs.rows[0]?.variables).toMatchObject({ reason: 'নকল নথি', date: r.body.data.revoked_on });

    const pub = await call('GET', `/public/certificate-verification/${mine}`);
    expect(pub.body.data).toMatchObject({ validity: 'revoked', revoked_on: r.body.data.revoked_on });
    expect(JSON.stringify(pub.body)).not.toContain('নকল নথি');
    expect(pub.body.data).not.toHaveProperty('revoked_reason');

    const own = await call('GET', '/protected/certificates', 'youth');
    expect(own.body.data.find((c: { id: string }) => c.id === mine)).toMatchObject({ validity: 'revoked' });
    expect(JSON.stringify(own.body)).not.toContain('নকল নথি');
  });

  it('stops the holder’s PDF and badge (409) and stamps the staff’s PDF', async () => {
    const pdf = await raw(`/protected/certificates/${mine}/certificate.pdf`, 'youth');
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().status.message).toBe('certificates.errors.revoked');
    const badge = await call('GET', `/protected/certificates/${mine}/badge`, 'youth');
    expect(badge.code).toBe(409);
    expect(messageId(badge.body)).toBe('certificates.errors.revoked');
    const staff = await raw(`/private/certificates/${mine}/certificate.pdf`, 'admin');
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(readPdfText(staff.rawPayload).text).toContain('REVOKED');
  });

  it('refuses a second revoke with 409 and its message id', async () => {
    const again = await call('POST', `/private/certificates/${mine}/revoke`, 'admin', { reason: 'again' });
    expect(again.code).toBe(409);
    expect(messageId(again.body)).toBe('certificates.errors.already_revoked');
    const list = await call('GET', '/private/certificates?validity=revoked&page_size=100', 'admin');
    expect(ids(list.body.data)).toContain(mine);
  });

  it('restores a revoked certificate and tells the holder once; restoring a valid one is 409 and tells no one', async () => {
    const told = async () =>
      (
        await gw.db.query<{ channel: string; user_id: string; variables: Record<string, string> }>(
          `select channel, user_id, variables from notification_logs where event = 'certificate_restored' order by id`,
        )
      ).rows;
    expect(await told()).toEqual([]);
    const restored = await call('POST', `/private/certificates/${mine}/restore`, 'admin');
    expect(restored.code, JSON.stringify(restored.body)).toBe(200);
    expect(messageId(restored.body)).toBe('certificates.success.restored');
    expect(restored.body.data).toMatchObject({ validity: 'valid', revoked_on: null, revoked_reason: null });
    const pub = await call('GET', `/public/certificate-verification/${mine}`);
    expect(pub.body.data).toMatchObject({ validity: 'valid', revoked_on: null });
    expect((await raw(`/protected/certificates/${mine}/certificate.pdf`, 'youth')).statusCode).toBe(200);
    // one message to the holder: in-app (and one e-mail when they have an address), the day of the restore
    const logs = await told();
    expect(logs.filter((l) => l.channel === 'in_app')).toHaveLength(1);
    expect(new Set(logs.map((l) => l.channel)).size).toBe(logs.length);
    expect(logs.every((l) => Number(l.user_id) === youthId)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect(logs[0]?.variables).toMatchObject({ date: today });
    expect(logs[0]?.variables.course_title).toMatch(/নিজের কোর্স/);
    await drainOutbox(gw.db, localOutboxPort(gw.db), 1000);
    const inApp = await gw.db.query<{ title: string; body: string }>(
      `select title, body from in_app_notifications where event = 'certificate_restored' and user_id = ${youthId}`,
    );
    expect(inApp.rows).toHaveLength(1);
    expect(inApp.rows[0]?.title).toMatch(/নিজের কোর্স/);
    expect(inApp.rows[0]?.body).not.toMatch(/\{\w+\}|notifications\./);

    const again = await call('POST', `/private/certificates/${mine}/restore`, 'admin');
    expect(again.code).toBe(409);
    expect(messageId(again.body)).toBe('certificates.errors.not_revoked');
    expect(await told()).toHaveLength(logs.length);
    const other409 = await call('POST', `/private/certificates/${other}/restore`, 'admin');
    expect(other409.code).toBe(409);
    expect(await told()).toHaveLength(logs.length);
  });
});
