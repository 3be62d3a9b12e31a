import { type JobPost, jobEndpoints } from '@platform/contract';
import { addDays, today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const day = today();
const primary = {
  job_title: 'হিসাবরক্ষক',
  job_title_en: 'Accountant',
  no_of_vacancies: 1,
  job_sector_id: 1,
  occupation_id: 1,
  employment_types: ['full_time'],
  published_at: day,
  application_deadline: addDays(day, 20),
};
const create = async (who: string) => {
  const r = await gw.app.inject({
    method: jobEndpoints.createJob.method,
    url: jobEndpoints.createJob.path,
    headers: headers(who),
    payload: primary,
  });
  expect(r.statusCode).toBe(201);
  return r.json().data as JobPost;
};

describe('a new draft is pre-filled from the organisation (issue 12 defect 10)', () => {
  it('takes the company address, business and contact person of the organisation’s latest post', async () => {
    const latest = (
      await gw.db.query<{
        company_address: string | null;
        contact_name: string | null;
        contact_mobile: string | null;
      }>(
        `select company_address, contact_name, contact_mobile from jobs
          where organization_id = (select organization_id from users where username = 'recruiter')
            and deleted_at is null and (company_address is not null or contact_name is not null)
          order by id desc limit 1`,
      )
    ).rows[0];
    expect(latest?.contact_name).toBeTruthy();
    const job = await create('recruiter');
    expect(job).toMatchObject({
      company_address: latest?.company_address ?? null,
      contact_name: latest?.contact_name,
      contact_mobile: latest?.contact_mobile,
      completed_steps: 1,
    });
  });

  it('without an earlier post, the contact person is the recruiter who posts', async () => {
    const org = (
      await gw.db.query<{ id: number }>(
        `insert into organizations (title, title_en) values ('নতুন প্রতিষ্ঠান', 'New Org Ltd.') returning id`,
      )
    ).rows[0]?.id;
    await gw.db.query(
      `update users set organization_id = $1, mobile = '01855000111', designation = 'HR lead' where username = 'recruiter2'`,
      [org],
    );
    const me = (
      await gw.db.query<{ full_name: string; email: string | null }>(
        `select full_name, email from users where username = 'recruiter2'`,
      )
    ).rows[0];
    const job = await create('recruiter2');
    expect(job).toMatchObject({
      company_address: null,
      contact_name: me?.full_name,
      contact_designation: 'HR lead',
      contact_mobile: '01855000111',
      contact_email: me?.email ?? null,
    });
  });
});
