import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { today } from '@platform/validation';
import type { Db } from '../../db/client';
import { startBenchGateway } from '../../scale/bench-support';
import { seedScale } from '../../scale/seed-scale';
import { postgresSearchIndex } from './postgres-index';

/*
 * What a document sync costs the feed search on the server (ADR 0129, ADR 0133), not a timed test:
 * `BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx apps/gateway/src/domains/search/probe-feed.ts`. At 100,000 scale jobs
 * it sends the bench's searches through the engine once (so broad words are learnt, as in the bench's idle phase),
 * keeps the statement each one ends with, and runs those one after another under `explain (analyze, buffers)`:
 * first idle, then while a document sync of the jobs index rebuilds every document (each drifted by one character,
 * then vacuumed, as in bench-feed.ts). It prints per phase the server time and the shared buffers each statement hit,
 * read, dirtied and wrote: the buffers do not depend on what else the shared machine runs, the times do.
 */

const { values } = parseArgs({
  options: { jobs: { type: 'string', default: '100000' }, seconds: { type: 'string', default: '20' } },
});

const SEARCHES: { text: string; page?: number; page_size?: number }[] = [
  { text: 'developer' },
  { text: 'ডেভেলপার' },
  { text: 'operator', page: 5 },
  { text: 'engineer designer' },
  { text: 'welding' },
  { text: 'notice' },
  { text: 'accountant', page_size: 50 },
  { text: 'সুপারভাইজার' },
];

interface Sample {
  execution: number;
  planning: number;
  hit: number;
  read: number;
  dirtied: number;
  written: number;
}

interface ExplainRoot {
  'Planning Time': number;
  'Execution Time': number;
  Plan: Record<string, number>;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

async function main() {
  const gw = await startBenchGateway('probe_feed', async (db: Db) => {
    await seedScale(db, { jobs: Number(values.jobs), log: () => undefined });
    await db.query('vacuum analyze search_documents');
  });
  try {
    const { db } = gw;
    // the statement each search ends with (after learning which of its kinds are broad)
    let last: [string, unknown[]] = ['', []];
    const capture: Db = {
      ...db,
      query: ((sql: string, params: unknown[] = []) => {
        last = [sql, params];
        return db.query(sql, params);
      }) as Db['query'],
    };
    const engine = postgresSearchIndex(capture);
    const statements: [string, unknown[]][] = [];
    for (const s of SEARCHES) {
      await engine.query({
        text: s.text,
        indexes: ['jobs', 'courses', 'notices'],
        page: { page: s.page ?? 1, page_size: s.page_size ?? 20 },
        today: today(),
      });
      statements.push(last);
    }

    const probe = async (until: () => boolean) => {
      const samples: Sample[] = [];
      while (!until()) {
        for (const [sql, params] of statements) {
          const r = await db.query<{ 'QUERY PLAN': ExplainRoot[] }>(
            `explain (analyze, buffers, format json) ${sql}`,
            params,
          );
          const root = r.rows[0]?.['QUERY PLAN'][0];
          if (!root) continue;
          samples.push({
            execution: root['Execution Time'],
            planning: root['Planning Time'],
            hit: root.Plan['Shared Hit Blocks'] ?? 0,
            read: root.Plan['Shared Read Blocks'] ?? 0,
            dirtied: root.Plan['Shared Dirtied Blocks'] ?? 0,
            written: root.Plan['Shared Written Blocks'] ?? 0,
          });
        }
      }
      return samples;
    };
    const line = (name: string, samples: Sample[], load: string) => {
      const ex = samples.map((s) => s.execution);
      const sum = (k: keyof Sample) => samples.reduce((n, s) => n + s[k], 0);
      console.log(
        `${name.padEnd(22)} ${String(samples.length).padStart(5)} statements; execution p50 ${quantile(ex, 0.5).toFixed(1)}` +
          ` / p90 ${quantile(ex, 0.9).toFixed(1)} / p99 ${quantile(ex, 0.99).toFixed(1)} / max ` +
          `${Math.max(...ex).toFixed(1)} ms; planning p50 ${quantile(
            samples.map((s) => s.planning),
            0.5,
          ).toFixed(2)} ms; buffers per statement: hit ${(sum('hit') / samples.length).toFixed(0)}, read ` +
          `${(sum('read') / samples.length).toFixed(1)}; dirtied ${sum('dirtied')}, written ${sum('written')} in all` +
          ` (load ${load})`,
      );
    };
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');

    const idleLoad = load();
    const stop = Date.now() + Number(values.seconds) * 1000;
    const idle = await probe(() => Date.now() > stop);

    await db.query(`update search_documents set snippet = snippet || '~' where index_name = 'jobs'`);
    await db.query('vacuum (freeze, analyze) search_documents');
    const syncLoad = load();
    let ended = false;
    const started = Date.now();
    const rebuild = postgresSearchIndex(db)
      .rebuild('jobs')
      .finally(() => {
        ended = true;
      });
    const during = await probe(() => ended);
    const result = await rebuild;
    console.log(`probe-feed-search: ${statements.length} statements, the bench's searches (${db.kind})`);
    line('idle', idle, idleLoad);
    line('during a sync', during, `${syncLoad} → ${load()}`);
    console.log(
      `the sync: ${Date.now() - started} ms, ${result.written} written, ${result.removed} removed (${gw.db.kind})`,
    );
  } finally {
    await gw.close();
  }
}

void main().catch((e: unknown) => {
  console.error('probe-feed-search: failed', e);
  process.exit(1);
});
