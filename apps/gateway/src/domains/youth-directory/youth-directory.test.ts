import type { YouthDirectoryEntry } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

let gw: TestGateway;
const api = apiCaller(() => gw);
const LIST = '/public/youths';
const LISTING = '/protected/youth-directory-listing';

const names = (rows: YouthDirectoryEntry[]) => rows.map((r) => r.full_name_en);
const skillId = async (titleEn: string) =>
  Number(
    (await gw.db.query<{ id: number }>('select id from skills where title_en = $1 limit 1', [titleEn]))
      .rows[0]?.id,
  );

/**
 * Twelve youth "Directory Tester NN" registered one day apart (01 oldest), each with a profile; odd ones chose to be
 * listed. Tester 01 knows the skill "Directory Welding"; tester 03 is deactivated; tester 05 hides its skills; every
 * one has a mobile and an e-mail the directory must never show.
 */
async function addTesters(): Promise<void> {
  const skill = await gw.db.query<{ id: number }>(
    `insert into skills (title, title_en, skill_type) values ('ডিরেক্টরি ওয়েল্ডিং', 'Directory Welding', 1) returning id`,
  );
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    const user = await gw.db.query<{ id: number }>(
      `insert into users (username, password_hash, full_name, full_name_en, user_type_code, mobile, email, row_status,
         created_at)
       values ($1, 'x', $2, $2, 3, $3, $4, $5, now() - interval '1 day' * (20 - $6::int)) returning id`,
      [
        `directory_tester_${n}`,
        `Directory Tester ${n}`,
        `0171234${String(5000 + i)}`,
        `tester${n}@example.org`,
        i === 3 ? 0 : 1,
        i,
      ],
    );
    const id = user.rows[0]?.id;
    await gw.db.query(
      `insert into youth_profiles (user_id, in_youth_directory, hidden_sections) values ($1, $2, $3)`,
      [id, i % 2 === 1, i === 5 ? ['skills'] : ['guardians', 'addresses']],
    );
    if (i === 1 || i === 5)
      await gw.db.query(
        `insert into youth_skills (youth_id, skill_id, proficiency) values ($1, $2, 'expert')`,
        [id, skill.rows[0]?.id],
      );
  }
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw.close());

describe('the public youth directory', () => {
  it('lists nobody who has not chosen it: the demo youth are not listed until they say so', async () => {
    const r = await api('GET', LIST);
    expect(r.code).toBe(200);
    expect(r.body.data).toEqual([]);
    expect(r.body.meta.total).toBe(0);
    expect((await api('GET', LISTING, 'youth')).body.data).toEqual({ listed: false });
  });

  it('a youth opts in on their own and out again; the card holds the name, the skills and the public id only', async () => {
    expect((await api('PUT', LISTING, 'youth', { listed: true })).body.data).toEqual({ listed: true });
    expect((await api('GET', LISTING, 'youth')).body.data).toEqual({ listed: true });
    const own = (await api('GET', '/protected/youth-profile', 'youth')).body.data;
    const r = await api('GET', LIST);
    expect(r.body.meta.total).toBe(1);
    const [card] = r.body.data as YouthDirectoryEntry[];
    expect(Object.keys(card ?? {}).sort()).toEqual(['full_name', 'full_name_en', 'public_id', 'skills']);
    expect(card?.public_id).toBe(own.public_id);
    expect(card?.full_name).toBe(own.full_name);
    // the public profile the card leads to exists
    expect((await api('GET', `/public/youth/${card?.public_id}`)).code).toBe(200);
    const text = JSON.stringify(r.body);
    for (const secret of [own.mobile, own.email, own.username, String(own.user_id)].filter(Boolean))
      expect(text).not.toContain(`"${secret}"`);

    expect((await api('PUT', LISTING, 'youth', { listed: false })).body.data).toEqual({ listed: false });
    expect((await api('GET', LIST)).body.meta.total).toBe(0);
  });

  it('only a youth chooses: staff get 403, a stranger 401, a body that is not a yes or no 422', async () => {
    expect((await api('GET', LISTING, 'admin')).code).toBe(403);
    expect((await api('PUT', LISTING, 'admin', { listed: true })).code).toBe(403);
    expect((await api('PUT', LISTING, undefined, { listed: true })).code).toBe(401);
    const bad = await api('PUT', LISTING, 'youth', { listed: 'perhaps' });
    expect(bad.code).toBe(422);
    expect(bad.body.errors.listed).toBeDefined();
    expect((await api('PUT', LISTING, 'youth', {})).code).toBe(422);
  });

  describe('with twelve testers', () => {
    beforeAll(addTesters);

    it('shows only the active youth who chose it, newest first, page by page', async () => {
      const all = await api('GET', `${LIST}?page_size=100`);
      // odd testers chose it; 03 is deactivated
      expect(names(all.body.data)).toEqual(
        ['11', '09', '07', '05', '01'].map((n) => `Directory Tester ${n}`),
      );
      const second = await api('GET', `${LIST}?page=2&page_size=2`);
      expect(second.body.meta).toMatchObject({ current_page: 2, page_size: 2, total: 5, total_page: 3 });
      expect(names(second.body.data)).toEqual(['Directory Tester 07', 'Directory Tester 05']);
      expect((await api('GET', `${LIST}?page=9&page_size=2`)).body.data).toEqual([]);
      const text = JSON.stringify(all.body);
      expect(text).not.toMatch(/example\.org|01712345/);
    });

    it('finds by name or by a shown skill; a hidden skills section is neither shown nor searched', async () => {
      expect(names((await api('GET', `${LIST}?search=tester 09`)).body.data)).toEqual([
        'Directory Tester 09',
      ]);
      const welding = await api('GET', `${LIST}?search=${encodeURIComponent('directory welding')}`);
      expect(names(welding.body.data)).toEqual(['Directory Tester 01']);
      expect(welding.body.data[0].skills).toEqual([
        { id: await skillId('Directory Welding'), title: 'ডিরেক্টরি ওয়েল্ডিং', title_en: 'Directory Welding' },
      ]);
      const bySkill = await api('GET', `${LIST}?skill_id=${await skillId('Directory Welding')}`);
      expect(names(bySkill.body.data)).toEqual(['Directory Tester 01']);
      const five = (await api('GET', `${LIST}?search=tester 05`)).body.data[0];
      expect(five.skills).toEqual([]);
      expect((await api('GET', `${LIST}?search=${encodeURIComponent('ওয়েল্ডিং')}`)).body.meta.total).toBe(1);
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
      for (const q of [
        'page=-1',
        'page=abc',
        'page_size=100000',
        'search=%27%3B--',
        'search=%25%25_',
        'skill_id=',
      ]) {
        const r = await api('GET', `${LIST}?${q}`);
        expect(r.code, q).toBe(200);
      }
    });
  });
});
