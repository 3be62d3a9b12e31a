import type { FeedSearchResult, SearchIndexInfo } from '@platform/contract';
import { today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { postgresSearchIndex } from './postgres-index';
import { readSourceDocuments } from './sources';

let gw: TestGateway;
const api = apiCaller(() => gw);
const LIST = '/private/search-index';
const sync = (index: string) => `/private/search-index/${index}/document-sync`;
const feed = (q: string, more = '') => `/public/feed-search-result?q=${encodeURIComponent(q)}${more}`;
const titles = (rows: FeedSearchResult[]) => rows.map((r) => r.title_en ?? r.title);

const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);

/** A job of the recruiter's organisation in the given state, open from yesterday for a month. */
async function addJob(titleBn: string, titleEn: string, status = 'live', deleted = false): Promise<number> {
  return one(
    `insert into jobs (organization_id, status, job_title, job_title_en, job_responsibilities, published_at,
       application_deadline, deleted_at)
     values ((select organization_id from users where username = 'recruiter'), $1, $2, $3,
       '<p>Weld <b>steel</b> frames</p>', $4::date - 1, $4::date + 30, $5) returning id`,
    [status, titleBn, titleEn, today(), deleted ? new Date() : null],
  );
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw.close());

describe('the search index: admin list and document sync', () => {
  it('lists every index with its count; only a holder of manage_search_index may see or sync', async () => {
    const r = await api('GET', LIST, 'admin');
    expect(r.code).toBe(200);
    const rows = r.body.data as SearchIndexInfo[];
    expect(rows.map((i) => i.index_name)).toEqual(['jobs', 'courses', 'notices', 'youth_cvs']);
    const live = await one(
      `select count(*)::int as id from jobs where status = 'live' and deleted_at is null`,
    );
    expect(rows.find((i) => i.index_name === 'jobs')?.document_count).toBe(live);
    for (const who of ['youth', 'recruiter', 'provider']) {
      expect((await api('GET', LIST, who)).code, who).toBe(403);
      expect((await api('POST', sync('jobs'), who)).code, who).toBe(403);
    }
    expect((await api('GET', LIST)).code).toBe(401);
  });

  it('document sync rebuilds one index and records when, how many and how long', async () => {
    // a document that has drifted from its source: the sync puts it right
    await gw.db.query(`update search_documents set title = 'stale' where index_name = 'courses'`);
    const r = await api('POST', sync('courses'), 'admin');
    expect(r.code).toBe(200);
    const info = r.body.data as SearchIndexInfo;
    const published = await one(
      `select count(*)::int as id from courses where publication_status = 'published' and row_status = 1`,
    );
    expect(info).toMatchObject({
      index_name: 'courses',
      document_count: published,
      last_sync_count: published,
    });
    expect(Date.now() - Date.parse(info.last_synced_at ?? '')).toBeLessThan(60_000);
    expect(info.last_sync_ms).toBeGreaterThanOrEqual(0);
    expect(await one(`select count(*)::int as id from search_documents where title = 'stale'`)).toBe(0);
    const list = (await api('GET', LIST, 'admin')).body.data as SearchIndexInfo[];
    expect(list.find((i) => i.index_name === 'courses')?.last_synced_at).toBe(info.last_synced_at);
    expect(list.find((i) => i.index_name === 'jobs')?.last_synced_at).toBeNull();
  });

  it('an index that does not exist is 404, never a 5xx', async () => {
    for (const name of ['secrets', 'jobs%27--', 'x'.repeat(90), 'JOBS'])
      expect((await api('POST', sync(name), 'admin')).code, name).toBe(404);
  });
});

describe('the public feed search', () => {
  let liveJob = 0;
  beforeAll(async () => {
    liveJob = await addJob('ওয়েল্ডিং কারিগর নিয়োগ', 'Welding Craftsman Wanted');
    await addJob('ওয়েল্ডিং খসড়া', 'Welding Draft Post', 'draft');
    await addJob('ওয়েল্ডিং অপেক্ষমাণ', 'Welding Pending Post', 'pending_approval');
    await addJob('ওয়েল্ডিং মুছে ফেলা', 'Welding Deleted Post', 'live', true);
    await gw.db.query(
      `insert into notices (notice_type, title, title_en, details, details_en, published_on)
       values (1, 'ওয়েল্ডিং প্রশিক্ষণের নোটিশ', 'Welding training notice', '<p>শুরু</p>', '<p>Starts soon</p>', $1::date),
              (1, 'ভবিষ্যতের ওয়েল্ডিং নোটিশ', 'Welding future notice', 'x', 'x', $1::date + 5)`,
      [today()],
    );
  });

  it('finds a Bengali title by a Bengali word and an English one by English, typed, with a link and plain snippet', async () => {
    const bn = await api('GET', feed('ওয়েল্ডিং'));
    expect(bn.code).toBe(200);
    expect(titles(bn.body.data)).toEqual(
      expect.arrayContaining(['Welding Craftsman Wanted', 'Welding training notice']),
    );
    const job = (bn.body.data as FeedSearchResult[]).find((r) => r.id === liveJob && r.kind === 'jobs');
    expect(job).toMatchObject({
      kind: 'jobs',
      title: 'ওয়েল্ডিং কারিগর নিয়োগ',
      link: `/jobs/${liveJob}`,
      snippet: 'Weld steel frames',
    });
    const en = await api('GET', feed('welding craftsman'));
    expect(titles(en.body.data)).toEqual(['Welding Craftsman Wanted']);
    // a prefix finds the word; Bengali in the middle of a title too
    expect(titles((await api('GET', feed('craft'))).body.data)).toContain('Welding Craftsman Wanted');
    expect(titles((await api('GET', feed('কারিগর'))).body.data)).toEqual(['Welding Craftsman Wanted']);
    const notice = (bn.body.data as FeedSearchResult[]).find((r) => r.kind === 'notices');
    expect(notice?.link).toMatch(/^\/notices\/\d+$/);
    expect(notice?.snippet).toBe('শুরু');
  });

  it('never returns an unpublished, pending, deleted or future document, nor a CV', async () => {
    const all = titles((await api('GET', feed('welding', '&page_size=100'))).body.data);
    expect(all).toContain('Welding Craftsman Wanted');
    for (const hidden of [
      'Welding Draft Post',
      'Welding Pending Post',
      'Welding Deleted Post',
      'Welding future notice',
    ])
      expect(all).not.toContain(hidden);
    // a youth's CV is in its index, never in the public search
    await gw.db.query(
      `update youth_profiles set in_cv_bank = true where user_id = (select id from users where username = 'youth')`,
    );
    const name = (
      await gw.db.query<{ full_name_en: string }>(`select full_name_en from users where username = 'youth'`)
    ).rows[0]?.full_name_en;
    const r = await api('GET', feed(name ?? 'youth', '&page_size=100'));
    expect(
      (r.body.data as FeedSearchResult[]).filter(
        (x) => x.kind !== 'jobs' && x.kind !== 'courses' && x.kind !== 'notices',
      ),
    ).toEqual([]);
  });

  it('unpublishing a job takes it out at once; a stale index still never shows it', async () => {
    await gw.db.query(`update jobs set status = 'approved' where id = $1`, [liveJob]);
    expect(titles((await api('GET', feed('craftsman'))).body.data)).toEqual([]);
    expect(
      await one(
        `select count(*)::int as id from search_documents where index_name = 'jobs' and source_id = $1`,
        [liveJob],
      ),
    ).toBe(0);
    // a document left behind (an engine that missed the change) is still refused by the visibility check
    const search = postgresSearchIndex(gw.db);
    await search.upsert('jobs', [
      { sourceId: liveJob, title: 'Craftsman', titleEn: 'Craftsman', snippet: '', snippetEn: null, body: '' },
    ]);
    expect(titles((await api('GET', feed('craftsman'))).body.data)).toEqual([]);
    await gw.db.query(`update jobs set status = 'live' where id = $1`, [liveJob]);
    expect(titles((await api('GET', feed('craftsman'))).body.data)).toEqual(['Welding Craftsman Wanted']);
  });

  it('follows a course through the domain: unpublished by its provider, it leaves the results', async () => {
    const course = await one(
      `select id from courses where publication_status = 'published' and row_status = 1
        and institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
    const title = (await gw.db.query<{ title: string }>('select title from courses where id = $1', [course]))
      .rows[0]?.title;
    const word = (title ?? '').split(/\s+/)[0] ?? '';
    const found = async () =>
      ((await api('GET', feed(word, '&page_size=100'))).body.data as FeedSearchResult[]).some(
        (r) => r.kind === 'courses' && r.id === course,
      );
    expect(await found()).toBe(true);
    expect((await api('POST', `/private/courses/${course}/unpublish`, 'provider')).code).toBe(200);
    expect(await found()).toBe(false);
    expect((await api('POST', `/private/courses/${course}/publish`, 'provider')).code).toBe(200);
    expect(await found()).toBe(true);
  });

  it('hidden CVs stay out of the CV index: only youth in the CV bank, only sections they show', async () => {
    const youth = await one(`select id from users where username = 'youth'`);
    await gw.db.query(
      'update users set mobile_verified_at = coalesce(mobile_verified_at, now()) where id = $1',
      [youth],
    );
    await gw.db.query('update youth_profiles set in_cv_bank = true where user_id = $1', [youth]);
    expect((await readSourceDocuments(gw.db, 'youth_cvs', [youth])).length).toBe(1);
    const inIndex = () =>
      one(
        `select count(*)::int as id from search_documents where index_name = 'youth_cvs' and source_id = $1`,
        [youth],
      );
    expect(await inIndex()).toBe(1);
    await gw.db.query('update youth_profiles set in_cv_bank = false where user_id = $1', [youth]);
    expect(await inIndex()).toBe(0);
    expect((await api('POST', sync('youth_cvs'), 'admin')).body.data.document_count).toBe(
      await one(`select count(*)::int as id from search_source_youth_cvs`),
    );
    expect(await inIndex()).toBe(0);
  });

  it('pages on the server and answers bad input with the 422 envelope', async () => {
    const first = await api('GET', feed('welding', '&page_size=1'));
    expect(first.body.meta).toMatchObject({ current_page: 1, page_size: 1, total: 2, total_page: 2 });
    const second = await api('GET', feed('welding', '&page=2&page_size=1'));
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].title_en).not.toBe(first.body.data[0].title_en);
    for (const q of ['', '?q=', `?q=${'x'.repeat(101)}`]) {
      const r = await api('GET', `/public/feed-search-result${q}`);
      expect(r.code, q).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422 });
      expect(r.body.errors.q).toBeDefined();
    }
    // words that are no words find nothing, and change no query
    for (const q of ["'; drop table jobs; --", '&|!:*()', '%_']) {
      const r = await api('GET', feed(q));
      expect(r.code, q).toBe(200);
      expect(r.body.data).toEqual([]);
    }
  });
});
