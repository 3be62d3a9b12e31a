import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../notifications/outbox';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: unknown) =>
  gw.app.inject({
    method,
    url,
    headers: headers(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let seq = 0;
/** A recruiter through /vendor-signup's calls: registration, then the mobile code from the local outbox. */
async function registeredRecruiter(organization: string, path = '/public/registrations/recruiter') {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  const body = {
    full_name: 'নাসরিন আক্তার',
    full_name_en: 'Nasrin Akter',
    email: `nasrin${n}@tea.example`,
    mobile: `0171234${n}`,
    username: `nasrin_${n}`,
    organization_name: organization,
    designation: 'HR Manager',
    password: 'Secret123',
    password_confirmation: 'Secret123',
  };
  const r = await call('POST', path, undefined, body);
  expect(r.statusCode, r.body).toBe(201);
  await drainOutbox(gw.db, gw.app.services.channels);
  const sms = await gw.db.query<{ body: string }>(
    'select body from dev_outbox where recipient = $1 order by id desc limit 1',
    [body.mobile],
  );
  const code = /\b(\d{6})\b/.exec(sms.rows[0]?.body ?? '')?.[1];
  expect(
    (
      await call('POST', '/public/registrations/youth/mobile-verification-receive', undefined, {
        username: body.username,
        code,
      })
    ).statusCode,
  ).toBe(200);
  const id =
    (await gw.db.query<{ id: number }>('select id from users where username = $1', [body.username])).rows[0]
      ?.id ?? 0;
  return { id, username: body.username };
}

const organizationsNamed = async (name: string) =>
  (
    await gw.db.query<{ id: number; title: string; title_en: string }>(
      'select id, title, title_en from organizations where title = $1 and deleted_at is null',
      [name],
    )
  ).rows;

describe('approving a self-registered recruiter', () => {
  it('creates the organisation named at registration, links the recruiter, and the recruiter can post a job in it', async () => {
    const vendor = await registeredRecruiter('Rangpur Tea Traders');
    const approved = await call('PUT', `/private/users/${vendor.id}/approve`, 'admin');
    expect(approved.statusCode, approved.body).toBe(200);
    const [org] = await organizationsNamed('Rangpur Tea Traders');
    expect(org).toMatchObject({ title: 'Rangpur Tea Traders', title_en: 'Rangpur Tea Traders' });
    expect(approved.json().data).toMatchObject({
      vendor_status: 'approved',
      row_status: 1,
      organization_id: org?.id,
    });

    const day = today();
    const job = await call('POST', '/private/jobs', vendor.username, {
      job_title: 'চা বাগান তত্ত্বাবধায়ক',
      job_title_en: 'Tea Garden Supervisor',
      no_of_vacancies: 1,
      job_sector_id: 1,
      occupation_id: 1,
      employment_types: ['full_time'],
      published_at: day,
      application_deadline: addDays(day, 10),
    });
    expect(job.statusCode, job.body).toBe(201);
    expect(job.json().data.organization_id).toBe(org?.id);
    // and the organisation is its own tenant: Dhaka Tech's recruiter does not see the job
    expect((await call('GET', `/private/jobs/${job.json().data.id}`, 'recruiter')).statusCode).toBe(404);
  });

  it('refuses when an organisation of that name exists, and changes nothing', async () => {
    const vendor = await registeredRecruiter('dhaka tech ltd.');
    const r = await call('PUT', `/private/users/${vendor.id}/approve`, 'admin');
    expect(r.statusCode).toBe(409);
    expect(r.json().status.message).toBe('users.errors.vendor_organization_exists');
    expect(
      (
        await gw.db.query('select vendor_status, row_status, organization_id from users where id = $1', [
          vendor.id,
        ])
      ).rows[0],
    ).toEqual({
      vendor_status: 'pending',
      row_status: 0,
      organization_id: null,
    });
    expect(
      (
        await gw.db.query(
          `select 1 from notification_logs where event = 'vendor_approved' and user_id = $1`,
          [vendor.id],
        )
      ).rows,
    ).toEqual([]);
  });

  it('creates nothing for a recruiter who already belongs to an organisation, nor for a content provider', async () => {
    const before = Number(
      (await gw.db.query<{ n: number }>('select count(*)::int as n from organizations')).rows[0]?.n,
    );
    const pending = (
      await gw.db.query<{ id: number; organization_id: number }>(
        `select id, organization_id from users where username = 'recruiter_pending'`,
      )
    ).rows[0];
    const r = await call('PUT', `/private/users/${pending?.id}/approve`, 'admin');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.organization_id).toBe(pending?.organization_id);
    const provider = await registeredRecruiter(
      'Cumilla Skills Centre',
      '/public/registrations/content-provider',
    );
    expect((await call('PUT', `/private/users/${provider.id}/approve`, 'admin')).statusCode).toBe(200);
    expect(
      (await gw.db.query('select organization_id from users where id = $1', [provider.id])).rows[0],
    ).toEqual({ organization_id: null });
    expect(
      Number((await gw.db.query<{ n: number }>('select count(*)::int as n from organizations')).rows[0]?.n),
    ).toBe(before);
  });
});
