import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The rest of spec §3's organisation and institute profile (issue 18 item 1, migration 070, ADR 0123): the SME
 * survey's fields are kept and read back through the resource engine, checked by the shared schema, and an existing
 * record asks for none of them.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);

const sme = {
  last_renewal_year: 2025,
  investment_amount: 2_500_000.5,
  total_assets: 9_000_000,
  raw_materials: 'তুলা, সুতা',
  does_import: true,
  does_export: false,
  permanent_employee_count: 40,
  temporary_employee_count: 12,
  seasonal_employee_count: 30,
  keeps_daily_accounts: true,
  uses_computer: true,
  uses_internet: true,
  does_online_business: false,
  info_provider_name: 'করিম মিয়া',
  info_collector_name: 'Survey team 3',
  factory_address: 'Tongi, Gazipur',
  land_ownership: 'rent',
  membership_id: 'BGMEA-1207',
  membership_last_renew_year: 2024,
  chamber_membership: 'Dhaka Chamber of Commerce',
};

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('the SME profile of an organisation and an institute', () => {
  it('keeps every field and reads it back; an existing record needs none of them', async () => {
    for (const segment of ['organizations', 'institutes']) {
      const created = await call('POST', `/private/${segment}`, 'admin', {
        title: 'এসএমই যাচাই',
        title_en: `SME check ${segment}`,
        ...sme,
      });
      expect(created.code, JSON.stringify(created.body)).toBe(201);
      const read = await call('GET', `/private/${segment}/${created.body.data.id}`, 'admin');
      expect(read.body.data).toMatchObject({ ...sme, investment_amount: expect.anything() });
      expect(Number(read.body.data.investment_amount)).toBe(2_500_000.5);
      // a record made before (the demo's) still saves with nothing new asked
      const first = await call('GET', `/private/${segment}?page_size=1`, 'admin');
      const id = first.body.data[0].id as number;
      expect((await call('PUT', `/private/${segment}/${id}`, 'admin', {})).code).toBe(200);
    }
  });

  it('refuses a bad value of each kind with the 422 envelope, never a 5xx', async () => {
    const r = await call('POST', '/private/organizations', 'admin', {
      title: 'ভুল',
      title_en: 'Bad SME',
      investment_amount: -1,
      land_ownership: 'borrowed',
      permanent_employee_count: 1.5,
      last_renewal_year: 1700,
      uses_internet: 'maybe',
    });
    expect(r.code).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual([
      'investment_amount',
      'land_ownership',
      'last_renewal_year',
      'permanent_employee_count',
      'uses_internet',
    ]);
  });
});
