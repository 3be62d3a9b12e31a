import type { FeedSearchResult, SearchIndexInfo, SearchIndexSync } from '@platform/contract';
import { today } from '@platform/validation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';
import { postgresSearchIndex, SEARCH_BROAD_MEMORY_MS, SEARCH_MAX_TOTAL } from './postgres-index';
import { SWAP_LOCK_TIMEOUT_MS } from './rebuild';
import { readSourceDocuments } from './sources';
import { SYNC_STALE_MINUTES, SYNC_STOPPED } from './syncs';

let gw: TestGateway;
const api = apiCaller(() => gw);
const LIST = '/private/search-index';
const sync = (index: string) => `/private/search-index/${index}/document-sync`;
const HISTORY = '/private/search-index/syncs';
const feed = (q: string, more = '') => `/public/feed-search-result?q=${encodeURIComponent(q)}${more}`;
const titles = (rows: FeedSearchResult[]) => rows.map((r) => r.title_en ?? r.title);

const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);

/** A sync once its background job has recorded how it ended (asked every 20 ms, for at most 10 s). */
async function syncEnded(id: number): Promise<SearchIndexSync> {
  for (let i = 0; i < 500; i++) {
    const history = (await api('GET', `${HISTORY}?page_size=100`, 'admin')).body.data as SearchIndexSync[];
    const found = history.find((s) => s.id === id);
    if (found && found.state !== 'running') return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`sync ${id} did not end`);
}

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
  it('lists every index with its count; only a holder of manage_search_index may see, sync or read the history', async () => {
    const r = await api('GET', LIST, 'admin');
    expect(r.code).toBe(200);
    const rows = r.body.data as SearchIndexInfo[];
    expect(rows.map((i) => i.index_name)).toEqual(['jobs', 'courses', 'notices', 'youth_cvs']);
    const live = await one(
      `select count(*)::int as id from jobs where status = 'live' and deleted_at is null`,
    );
    expect(rows.find((i) => i.index_name === 'jobs')?.document_count).toBe(live);
    expect(rows.every((i) => i.latest_sync === null)).toBe(true);
    for (const who of ['youth', 'recruiter', 'provider']) {
      expect((await api('GET', LIST, who)).code, who).toBe(403);
      expect((await api('POST', sync('jobs'), who)).code, who).toBe(403);
      expect((await api('GET', HISTORY, who)).code, who).toBe(403);
    }
    expect((await api('GET', LIST)).code).toBe(401);
    expect((await api('GET', HISTORY)).code).toBe(401);
    expect(await one('select count(*)::int as id from search_index_sync_runs')).toBe(0);
  });

  it('document sync answers 202 with the running sync at once; the job rebuilds the index and records its figures', async () => {
    // a document that has drifted from its source, and one whose source is gone: the sync puts both right
    await gw.db.query(`update search_documents set title = 'stale' where index_name = 'courses'`);
    await gw.db.query(
      `insert into search_documents (index_name, source_id, title) values ('courses', 987654321, 'gone')`,
    );
    const published = await one(
      `select count(*)::int as id from courses where publication_status = 'published' and row_status = 1`,
    );
    const r = await api('POST', sync('courses'), 'admin');
    expect(r.code).toBe(202);
    expect(r.body.status.message).toBe('search_index.sync_started');
    const started = r.body.data as SearchIndexSync;
    expect(started).toMatchObject({
      index_name: 'courses',
      state: 'running',
      done: 0,
      total: published,
      error: null,
      finished_at: null,
      started_by: expect.any(String),
    });
    const finished = await syncEnded(started.id);
    expect(finished).toMatchObject({
      state: 'done',
      done: published,
      total: published,
      removed: 1,
      error: null,
    });
    expect(finished.duration_ms).toBeGreaterThanOrEqual(0);
    expect(
      await one(`select count(*)::int as id from search_documents where title in ('stale', 'gone')`),
    ).toBe(0);
    const list = (await api('GET', LIST, 'admin')).body.data as SearchIndexInfo[];
    const courses = list.find((i) => i.index_name === 'courses');
    expect(courses).toMatchObject({
      document_count: published,
      last_sync_count: published,
      last_sync_ms: finished.duration_ms,
      latest_sync: finished,
    });
    expect(Date.now() - Date.parse(courses?.last_synced_at ?? '')).toBeLessThan(60_000);
    expect(list.find((i) => i.index_name === 'jobs')?.last_synced_at).toBeNull();
    const history = await api('GET', `${HISTORY}?index_name=courses`, 'admin');
    expect(history.code).toBe(200);
    expect(history.body.data[0]).toEqual(finished);
    expect(history.body.meta.total).toBe(1);
  });

  it('a second sync of an index while one runs is 409 with its message id; the list shows the running one’s progress', async () => {
    const admin = await one(`select id from users where username = 'admin'`);
    const running = await one(
      `insert into search_index_sync_runs (index_name, done, total, started_by) values ('notices', 500, 2000, $1)
       returning id`,
      [admin],
    );
    const r = await api('POST', sync('notices'), 'admin');
    expect(r.code).toBe(409);
    expect(r.body.status).toMatchObject({
      success: false,
      code: 409,
      message: 'search_index.errors.already_running',
    });
    const notices = ((await api('GET', LIST, 'admin')).body.data as SearchIndexInfo[]).find(
      (i) => i.index_name === 'notices',
    );
    expect(notices?.latest_sync).toMatchObject({ id: running, state: 'running', done: 500, total: 2000 });
    // other indexes are not held up by it
    const jobs = await api('POST', sync('jobs'), 'admin');
    expect(jobs.code).toBe(202);
    expect((await syncEnded(jobs.body.data.id)).state).toBe('done');
    // a run with no progress for longer than SYNC_STALE_MINUTES: its process stopped; a new sync fails it and starts
    await gw.db.query(
      `update search_index_sync_runs set progressed_at = now() - interval '${SYNC_STALE_MINUTES + 1} minutes' where id = $1`,
      [running],
    );
    const again = await api('POST', sync('notices'), 'admin');
    expect(again.code).toBe(202);
    expect((await syncEnded(again.body.data.id)).state).toBe('done');
    const history = (await api('GET', `${HISTORY}?index_name=notices`, 'admin')).body
      .data as SearchIndexSync[];
    expect(history.map((s) => [s.id, s.state])).toEqual([
      [again.body.data.id, 'done'],
      [running, 'failed'],
    ]);
    expect(history[1]?.error).toBe(SYNC_STOPPED);
  });

  it('a sync that fails is recorded with its message; the live index keeps serving, untouched', async () => {
    const jobs = `select count(*)::int as id from search_documents where index_name = 'jobs'`;
    const before = await one(jobs);
    expect(before).toBeGreaterThan(1);
    // a drifted document: a sync that finished would put it right, a failed one leaves it as it is
    const drifted = await one(
      `select source_id as id from search_documents where index_name = 'jobs' order by source_id desc limit 1`,
    );
    await gw.db.query(
      `update search_documents set title = 'drifted' where index_name = 'jobs' and source_id = $1`,
      [drifted],
    );
    // the database refuses to read one source document while the new copy is built
    const victim = await one(`select min(source_id) as id from search_source_jobs`);
    const title = (
      await gw.db.query<{ t: string }>('select job_title as t from jobs where id = $1', [victim])
    ).rows[0]?.t;
    await gw.db.query(`update jobs set job_title = 'boom' where id = $1`, [victim]);
    const view = (
      await gw.db.query<{ def: string }>(`select pg_get_viewdef('search_source_jobs') as def`)
    ).rows[0]?.def.replace(/;\s*$/, '');
    await gw.db.query(`create function search_test_boom(t text) returns text language plpgsql immutable as $$
      begin
        if t = 'boom' then raise exception 'the disk is full (test)'; end if;
        return t;
      end $$`);
    await gw.db.query(`create or replace view search_source_jobs as
      select source_id, search_test_boom(title) as title, title_en, snippet, snippet_en, body from (${view}) v`);
    try {
      const answer = (await api('GET', feed('e', '&page_size=100'))).body;
      const r = await api('POST', sync('jobs'), 'admin');
      expect(r.code).toBe(202);
      const failed = await syncEnded(r.body.data.id);
      expect(failed).toMatchObject({ state: 'failed', error: 'the disk is full (test)', removed: null });
      expect(failed.finished_at).not.toBeNull();
      expect(await one(jobs)).toBe(before);
      expect(await one(`select count(*)::int as id from search_documents where title = 'drifted'`)).toBe(1);
      // nothing of the failed build is left: no new table, no mark, no recorded change
      expect(
        (await gw.db.query(`select to_regclass('search_documents_jobs_next') as t`)).rows[0]?.t ?? null,
      ).toBeNull();
      expect(
        await one(
          `select (select count(*) from search_rebuilds) + (select count(*) from search_rebuild_changes) as id`,
        ),
      ).toBe(0);
      // the public search answers from the live index as it did before
      expect((await api('GET', feed('e', '&page_size=100'))).body).toEqual(answer);
      const info = ((await api('GET', LIST, 'admin')).body.data as SearchIndexInfo[]).find(
        (i) => i.index_name === 'jobs',
      );
      expect(info?.latest_sync).toMatchObject({ id: failed.id, state: 'failed' });
      // the last successful sync stays the index's last sync
      expect(info?.last_sync_count).toBe(before);
    } finally {
      await gw.db.query(`create or replace view search_source_jobs as ${view}`);
      await gw.db.query('drop function search_test_boom(text)');
      await gw.db.query('update jobs set job_title = $2 where id = $1', [victim, title]);
    }
    const retry = await api('POST', sync('jobs'), 'admin');
    expect((await syncEnded(retry.body.data.id)).state).toBe('done');
    expect(await one(`select count(*)::int as id from search_documents where title = 'drifted'`)).toBe(0);
  });

  it('the engine builds in batches and tells its progress after each; a failing batch leaves the index as it was', async () => {
    const search = postgresSearchIndex(gw.db);
    const total = await one('select count(*)::int as id from search_source_jobs');
    const seen: [number, number][] = [];
    const result = await search.rebuild('jobs', {
      batch: 2,
      progress: async (done, of) => {
        seen.push([done, of]);
      },
    });
    expect(result).toEqual({ written: 0, removed: 0 });
    const expected: [number, number][] = [[0, total]];
    for (let done = 2; done < total; done += 2) expected.push([done, total]);
    expected.push([total, total]);
    expect(seen).toEqual(expected);
    // a failure in the third batch: the live index is as it was, drift included
    const before = await one(`select count(*)::int as id from search_documents where index_name = 'jobs'`);
    await gw.db.query(`update search_documents set title = 'drifted' where index_name = 'jobs'`);
    let calls = 0;
    await expect(
      search.rebuild('jobs', {
        batch: 1,
        progress: async () => {
          calls += 1;
          if (calls === 3) throw new Error('stopped');
        },
      }),
    ).rejects.toThrow('stopped');
    expect(await one(`select count(*)::int as id from search_documents where title = 'drifted'`)).toBe(
      before,
    );
    expect((await search.rebuild('jobs')).written).toBe(before);
    expect(await one(`select count(*)::int as id from search_documents where title = 'drifted'`)).toBe(0);
  });

  it('keeps a change made while a rebuild runs: an edit, a new job and an unpublished one', async () => {
    const search = postgresSearchIndex(gw.db);
    const ids = (
      await gw.db.query<{ id: number }>('select source_id as id from search_source_jobs order by source_id')
    ).rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(3);
    const [edited = 0, unpublished = 0] = ids;
    let added = 0;
    await search.rebuild('jobs', {
      batch: 2,
      progress: async (done) => {
        // the first two jobs are in the new copy already; they change, and a job is added, before the swap
        if (done !== 2) return;
        await gw.db.query(`update jobs set job_title_en = 'Quokka Keeper' where id = $1`, [edited]);
        await gw.db.query(`update jobs set status = 'approved' where id = $1`, [unpublished]);
        added = await addJob('কোক্কা রক্ষক', 'Quokka Warden');
      },
    });
    expect(titles((await api('GET', feed('quokka'))).body.data)).toContain('Quokka Warden');
    expect(
      await one(
        `select count(*)::int as id from search_documents where index_name = 'jobs' and source_id = $1
            and title_en = 'Quokka Keeper'`,
        [edited],
      ),
    ).toBe(1);
    const indexed = await gw.db.query<{ id: number }>(
      `select source_id as id from search_documents where index_name = 'jobs' and source_id = any($1::bigint[])`,
      [[edited, unpublished, added]],
    );
    expect(indexed.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [edited, added].sort((a, b) => a - b),
    );
    // the index equals its source, nothing recorded is left over
    expect(
      await one(
        `select count(*)::int as id from (select source_id, title, title_en, snippet, snippet_en, body
           from search_documents where index_name = 'jobs'
         except select source_id, title, title_en, snippet, snippet_en, body from search_source_jobs) x`,
      ),
    ).toBe(0);
    expect(await one(`select count(*)::int as id from search_documents where index_name = 'jobs'`)).toBe(
      await one('select count(*)::int as id from search_source_jobs'),
    );
    expect(await one('select count(*)::int as id from search_rebuild_changes')).toBe(0);
    await gw.db.query(`update jobs set status = 'live' where id = $1`, [unpublished]);
    await gw.db.query(`update jobs set status = 'approved' where id = $1`, [added]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps a change in flight when the rebuild starts, and swaps once a long search has finished (PostgreSQL)',
    async () => {
      const search = postgresSearchIndex(gw.db);
      const id = await one('select min(source_id) as id from search_source_jobs');
      const other = await gw.db.pool?.connect();
      if (!other) throw new Error('no pool');
      try {
        // a transaction that refreshed a document before the rebuild marked itself: it recorded nothing, so the
        // rebuild waits for it to commit before reading its first batch
        await other.query('begin');
        await other.query(`update jobs set job_title_en = 'Okapi Tender' where id = $1`, [id]);
        const rebuilding = search.rebuild('jobs', { batch: 2 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await one(`select count(*)::int as id from search_rebuilds where index_name = 'jobs'`)).toBe(
          1,
        );
        await other.query('commit');
        await rebuilding;
        expect(
          await one(
            `select count(*)::int as id from search_documents where index_name = 'jobs' and source_id = $1
                and title_en = 'Okapi Tender'`,
            [id],
          ),
        ).toBe(1);
        // a search that holds the table longer than one wait of the swap: the swap gives up, tries again, succeeds
        await other.query('begin');
        await other.query(`select count(*) from search_documents where index_name = 'notices'`);
        const swapped = search.rebuild('notices');
        await new Promise((resolve) => setTimeout(resolve, SWAP_LOCK_TIMEOUT_MS * 2));
        await other.query('commit');
        expect(await swapped).toEqual({ written: 0, removed: 0 });
      } finally {
        await other.query('rollback');
        other.release();
      }
    },
  );

  it('an index that does not exist is 404 and a bad history query 422, never a 5xx', async () => {
    for (const name of ['secrets', 'jobs%27--', 'x'.repeat(90), 'JOBS', 'syncs'])
      expect((await api('POST', sync(name), 'admin')).code, name).toBe(404);
    for (const q of ['?index_name=secrets', '?page=0', '?page_size=abc', "?index_name=jobs'--"]) {
      const r = await api('GET', `${HISTORY}${q}`, 'admin');
      expect(r.code, q).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422 });
    }
    expect((await api('GET', `${HISTORY}?page=99`, 'admin')).body.data).toEqual([]);
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
    const cvs = await api('POST', sync('youth_cvs'), 'admin');
    expect((await syncEnded(cvs.body.data.id)).done).toBe(
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

describe('the feed search order (ADR 0125): title matches first, then the rest, each newest first', () => {
  const expected = ['Zephyr season notice', 'Zephyr Rigger', 'Crane Operator'];
  beforeAll(async () => {
    const rigger = await addJob('জেফির রিগার', 'Zephyr Rigger');
    const crane = await addJob('ক্রেন অপারেটর', 'Crane Operator');
    await gw.db.query(
      `update jobs set job_responsibilities_en = 'Lift loads beside the zephyr crew' where id = $1`,
      [crane],
    );
    // live, but its deadline has passed: in the index until the next sync, never in a result
    const expired = await addJob('জেফির মেয়াদোত্তীর্ণ', 'Zephyr Expired');
    await gw.db.query(`update jobs set application_deadline = $2::date - 1 where id = $1`, [
      expired,
      today(),
    ]);
    const notice = await one(
      `insert into notices (notice_type, title, title_en, details, details_en, published_on)
       values (1, 'জেফির মৌসুমের নোটিশ', 'Zephyr season notice', 'x', 'x', $1::date) returning id`,
      [today()],
    );
    // when each document was (re)written: the body match is the newest of the visible ones, the expired job newer still
    const at = async (index: string, id: number, ago: string) =>
      gw.db.query(
        `update search_documents set indexed_at = now() - $3::interval where index_name = $1 and source_id = $2`,
        [index, id, ago],
      );
    await at('jobs', rigger, '3 days');
    await at('notices', notice, '1 day');
    await at('jobs', crane, '1 hour');
    await at('jobs', expired, '1 minute');
  });

  it('shows every title match before a match elsewhere, the newest first, and pages in that order', async () => {
    const r = await api('GET', feed('zephyr'));
    expect(titles(r.body.data)).toEqual(expected);
    expect(r.body.meta.total).toBe(3);
    // the Bengali title's word finds the same title matches
    expect(titles((await api('GET', feed('জেফির'))).body.data)).toEqual(expected.slice(0, 2));
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...titles((await api('GET', feed('zephyr', `&page=${page}&page_size=1`))).body.data));
    expect(pages).toEqual(expected);
  });

  it('reads a broad word’s kinds in order from the index and keeps the same order, visibility and paging', async () => {
    // every kind with a match counts as broad here: the first search learns it and reads each kind in order instead
    const search = postgresSearchIndex(gw.db, { broadAt: 1 });
    const ask = (page: number, page_size: number) =>
      search.query({
        text: 'zephyr',
        indexes: ['jobs', 'courses', 'notices'],
        page: { page, page_size },
        today: today(),
      });
    for (let i = 0; i < 2; i++) {
      const all = await ask(1, 10);
      expect(all.hits.map((h) => h.titleEn)).toEqual(expected);
      // a page that shows where the matches end gives the exact total
      expect(all.total).toBe(3);
    }
    // a full page of a broad word cannot see the end: the total is the cap, as for any broad search
    const first = await ask(1, 1);
    expect(first.hits.map((h) => h.titleEn)).toEqual(['Zephyr season notice']);
    expect(first.total).toBe(SEARCH_MAX_TOTAL);
    expect((await ask(2, 1)).hits.map((h) => h.titleEn)).toEqual(['Zephyr Rigger']);
    expect((await ask(3, 1)).hits.map((h) => h.titleEn)).toEqual(['Crane Operator']);
    expect(await ask(4, 1)).toEqual({ hits: [], total: 3 });
  });

  it('a rebuild swaps in a copy that answers every search as before: same order, same times of indexing', async () => {
    const search = postgresSearchIndex(gw.db);
    const documents = async () =>
      (
        await gw.db.query(
          `select index_name, source_id, title, title_en, snippet, snippet_en, body, indexed_at::text as at
             from search_documents order by index_name, source_id`,
        )
      ).rows;
    const indexes = async () =>
      (
        await gw.db.query(
          `select tablename, indexname, indexdef from pg_indexes where tablename like 'search_documents%'
            order by indexname`,
        )
      ).rows;
    const searches = ['zephyr', 'জেফির', 'zephyr&page=2&page_size=1', 'welding', 'e&page_size=100'];
    const answers = async () =>
      Promise.all(searches.map(async (q) => (await api('GET', `/public/feed-search-result?q=${q}`)).body));
    const [rows, defs, before] = [await documents(), await indexes(), await answers()];
    expect(before[0].data.map((r: FeedSearchResult) => r.title_en)).toEqual(expected);
    for (const index of ['jobs', 'courses', 'notices'] as const)
      expect(await search.rebuild(index, { batch: 3 }), index).toEqual({ written: 0, removed: 0 });
    expect(await documents()).toEqual(rows);
    // the partitions carry the same indexes under the same names; nothing of the builds is left
    expect(await indexes()).toEqual(defs);
    expect(await answers()).toEqual(before);
  });

  it('remembers a broad word for minutes, not one: a search of it is one statement until the memory lapses', async () => {
    // learning again is a gather of SEARCH_BROAD_AT matches, 100–370 ms while a sync rewrites the index (ADR 0129)
    let statements = 0;
    const counted = {
      ...gw.db,
      query: ((...args) => {
        statements++;
        return gw.db.query(...args);
      }) as typeof gw.db.query,
    };
    const search = postgresSearchIndex(counted, { broadAt: 1 });
    const ask = async () => {
      statements = 0;
      const r = await search.query({
        text: 'zephyr',
        indexes: ['jobs'],
        page: { page: 1, page_size: 10 },
        today: today(),
      });
      expect(r.hits.map((h) => h.titleEn)).toEqual(['Zephyr Rigger', 'Crane Operator']);
      return statements;
    };
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(start);
      expect(await ask()).toBeGreaterThan(1);
      clock.mockReturnValue(start + 5 * 60_000);
      expect(SEARCH_BROAD_MEMORY_MS).toBeGreaterThan(5 * 60_000);
      expect(await ask()).toBe(1);
      clock.mockReturnValue(start + SEARCH_BROAD_MEMORY_MS + 1);
      expect(await ask()).toBeGreaterThan(1);
    } finally {
      clock.mockRestore();
    }
  });
});
