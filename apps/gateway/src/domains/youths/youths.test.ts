import type { YouthAdminEntry, YouthPublicProfile } from '@platform/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

let gw: TestGateway;
function first<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('no row');
  return row;
}
const one = async <T>(sql: string, params: unknown[] = []) => first((await gw.db.query<T>(sql, params)).rows);
const userIdOf = async (username: string) =>
  Number((await one<{ id: number }>('select id from users where username = $1', [username])).id);

/**
 * Twelve extra youths "Youthlist Tester NN" registered one day apart (01 oldest), 41–52 % complete, odd ones female;
 * tester 03 deactivated, tester 05 with an address in Sylhet district.
 */
async function addTesters(): Promise<void> {
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    await gw.db.query(
      `insert into users (username, password_hash, full_name, full_name_en, user_type_code, profile_completion_percentage,
         gender, mobile, row_status, created_at)
       values ($1, 'x', $2, $2, 3, $3, $4, $5, $6, now() - interval '1 day' * (20 - $7::int))`,
      [
        `youthlist_tester_${n}`,
        `Youthlist Tester ${n}`,
        40 + i,
        i % 2 === 1 ? 2 : 1,
        `0181234560${String(i).padStart(2, '0')}`.slice(0, 11),
        i === 3 ? 0 : 1,
        i,
      ],
    );
  }
  const district = await one<{ id: number; division_id: number }>(
    `select id, division_id from districts where title_en = 'Sylhet'`,
  );
  await gw.db.query(
    `insert into youth_addresses (youth_id, address_type, loc_division_id, loc_district_id) values ($1, 1, $2, $3)`,
    [await userIdOf('youthlist_tester_05'), district.division_id, district.id],
  );
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  await addTesters();
});
afterAll(async () => gw?.close());
beforeEach(async () => {
  await gw.db.query('delete from rate_limits');
});

const get = (url: string, user?: string) => gw.app.inject({ method: 'GET', url, headers: headers(user) });
const list = async (query = '') => {
  const r = await get(`/private/youths${query}`, 'admin');
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    data: YouthAdminEntry[];
    meta: { total: number; current_page: number; page_size: number; total_page: number };
  };
};
const names = (body: { data: YouthAdminEntry[] }) => body.data.map((e) => e.full_name_en);

describe('GET /private/youths (admin /youths)', () => {
  it('is a platform administrator’s: anonymous 401; youth, recruiter, organisation and association admins 403', async () => {
    expect((await get('/private/youths')).statusCode).toBe(401);
    for (const user of ['youth', 'recruiter', 'orgadmin', 'association'])
      expect((await get('/private/youths', user)).statusCode, user).toBe(403);
    expect((await get('/private/youths', 'admin')).statusCode).toBe(200);
  });

  it('lists youth accounts only, with contact, gender, district, completion, registration and status', async () => {
    const rahim = first((await list('?search=Rahim')).data);
    expect(rahim).toMatchObject({
      id: await userIdOf('youth'),
      username: 'youth',
      full_name_en: 'Rahim Uddin',
      mobile: '01711000008',
      email: 'youth@platform.local',
      gender: 1,
      row_status: 1,
    });
    expect(rahim.profile_completion).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(rahim.created_at))).toBe(false);
    // staff accounts are not youth
    expect((await list('?search=System%20Admin')).meta.total).toBe(0);
    expect((await list('?search=recruiter')).meta.total).toBe(0);
    const tester5 = first((await list('?search=youthlist_tester_05')).data);
    expect(tester5.district?.title_en).toBe('Sylhet');
  });

  it('pages on the server, the newest registrations first', async () => {
    const page1 = await list('?search=Youthlist%20Tester&page_size=5');
    expect(page1.meta).toMatchObject({ total: 12, current_page: 1, page_size: 5, total_page: 3 });
    expect(names(page1)).toEqual([
      'Youthlist Tester 12',
      'Youthlist Tester 11',
      'Youthlist Tester 10',
      'Youthlist Tester 09',
      'Youthlist Tester 08',
    ]);
    expect(names(await list('?search=Youthlist%20Tester&page_size=5&page=3'))).toEqual([
      'Youthlist Tester 02',
      'Youthlist Tester 01',
    ]);
  });

  it('searches name, username and mobile and filters by gender, place, completion and status', async () => {
    expect(names(await list(`?search=${encodeURIComponent('রহিম')}`))).toEqual(['Rahim Uddin']);
    expect(names(await list('?search=youth2'))).toEqual(['Sumaiya Khatun']);
    expect(names(await list('?search=01711000008'))).toEqual(['Rahim Uddin']);
    expect((await list('?search=%25')).meta.total).toBe(0);
    const females = names(await list('?search=Youthlist&gender=2&page_size=100'));
    expect(females).toHaveLength(6);
    expect(females).not.toContain('Youthlist Tester 02');
    const sylhet = await one<{ id: number; division_id: number }>(
      `select id, division_id from districts where title_en = 'Sylhet'`,
    );
    expect(names(await list(`?loc_district_id=${sylhet.id}`))).toEqual(['Youthlist Tester 05']);
    expect(names(await list(`?loc_division_id=${sylhet.division_id}&search=Youthlist`))).toEqual([
      'Youthlist Tester 05',
    ]);
    expect(names(await list('?search=Youthlist&min_completion=50&max_completion=51'))).toEqual([
      'Youthlist Tester 11',
      'Youthlist Tester 10',
    ]);
    expect(names(await list('?search=Youthlist&row_status=0'))).toEqual(['Youthlist Tester 03']);
  });

  it('answers a bad query with the 422 envelope naming each field, never 5xx', async () => {
    const r = await get(
      '/private/youths?gender=9&min_completion=101&loc_district_id=abc&row_status=7&search=a&search=b',
      'admin',
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().status.success).toBe(false);
    expect(Object.keys(r.json().errors).sort()).toEqual([
      'gender',
      'loc_district_id',
      'min_completion',
      'row_status',
      'search',
    ]);
    const range = await get('/private/youths?min_completion=60&max_completion=20', 'admin');
    expect(range.statusCode).toBe(422);
    expect(range.json().errors).toEqual({ max_completion: ['admin_youths.errors.completion_range'] });
    expect((await get(`/private/youths?search=${'x'.repeat(201)}`, 'admin')).statusCode).toBe(422);
  });
});

describe('GET /private/youths/:id and /cv.pdf (the youth an admin opens)', () => {
  it('is the public CV: hidden sections absent; 404 for a staff account or a malformed id', async () => {
    const sumaiya = await userIdOf('youth2');
    const r = await get(`/private/youths/${sumaiya}`, 'admin');
    expect(r.statusCode, r.body).toBe(200);
    const cv = r.json().data as YouthPublicProfile;
    const publicId = (
      await one<{ public_id: string }>('select public_id from youth_profiles where user_id = $1', [sumaiya])
    ).public_id;
    expect(cv).toEqual((await get(`/public/youth/${publicId}/cv`)).json().data);
    expect(JSON.stringify(cv)).not.toContain('01711000009');
    expect((await get(`/private/youths/${sumaiya}`, 'recruiter')).statusCode).toBe(403);
    expect((await get(`/private/youths/${sumaiya}`, 'youth2')).statusCode).toBe(403);
    expect((await get(`/private/youths/${sumaiya}`)).statusCode).toBe(401);
    expect((await get(`/private/youths/${await userIdOf('admin')}`, 'admin')).statusCode).toBe(404);
    expect((await get('/private/youths/999999999', 'admin')).statusCode).toBe(404);
    expect((await get('/private/youths/abc', 'admin')).statusCode).toBeLessThan(500);
  });

  it('downloads the CV as the PDF the CV bank draws, for holders of view_any_youth only', async () => {
    const sumaiya = await userIdOf('youth2');
    const r = await get(`/private/youths/${sumaiya}/cv.pdf`, 'admin');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const text = readPdfText(r.rawPayload).text;
    expect(text).toContain('Sumaiya Khatun');
    expect(text).not.toContain('01711000009');
    expect((await get(`/private/youths/${sumaiya}/cv.pdf`, 'orgadmin')).statusCode).toBe(403);
    expect((await get(`/private/youths/${sumaiya}/cv.pdf`)).statusCode).toBe(401);
  });
});
