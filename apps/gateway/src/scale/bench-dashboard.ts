import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  COURSE_STATISTICS_FAMILIES,
  PLATFORM_STATISTICS_FAMILIES,
  type StatisticsFamily,
} from '@platform/contract';
import { addDays, today } from '@platform/validation';
import type { Db } from '../db/client';
import { countByPeriod } from '../domains/dashboards/statistics-repository';
import type { TenantScope } from '../platform/tenant-scope';
import { API_KEY, startBenchGateway } from './bench-support';
import { seedScale } from './seed-scale';

/*
 * `npm run bench:dashboard` (tools/bench-dashboard; issue 17 performance, ADR 0125), not a timed test: at the seed-scale
 * data (100,000 jobs, 10,000 applicants, 10,000 courses, and 20,000 enrolments of those applicants over two years, a
 * third completed with a certificate) it times every dashboard-statistics family (ADR 0087) over three ranges — the
 * default 30 days and 92 days by the day, five years by the month — for the platform and for one institute, then the
 * endpoints the admin, lms and recruiter homes call. Each is called one after another (`--calls`, after 3 warm-up
 * calls): p50 / p95 / p99 of the calls, in ms. With `--explain` it also prints each family query's server time from
 * `explain (analyze, buffers)` (warm), which the machine's other work disturbs far less than the wall clock. Exits 1 when
 * a p99 is over `--limit` (default 200 ms: the issue's budget) or a call fails. The load average is printed beside the
 * figures: the machine may be shared.
 */

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    applicants: { type: 'string', default: '10000' },
    courses: { type: 'string', default: '10000' },
    enrolments: { type: 'string', default: '20000' },
    calls: { type: 'string', default: '30' },
    limit: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const CALLS = Number(values.calls);
const LIMIT = Number(values.limit);

interface Timing {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  /** Server time of the family's query (explain analyze), when asked for. */
  server?: number;
  failed?: string;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(name: string, call: () => Promise<void>): Promise<Timing> {
  for (let i = 0; i < 3; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { name, p50: pct(ms, 50), p95: pct(ms, 95), p99: pct(ms, 99) };
}

/** The database, with the text and values of the last statement it ran kept (to explain it). */
function recording(db: Db): { db: Db; last: () => { sql: string; params: unknown[] } } {
  let last = { sql: '', params: [] as unknown[] };
  const query = ((sql: string, params?: unknown[], options?: unknown) => {
    last = { sql, params: params ?? [] };
    return (db.query as (s: string, p?: unknown[], o?: unknown) => unknown)(sql, params, options);
  }) as Db['query'];
  return { db: Object.assign(Object.create(db) as Db, { query }), last: () => last };
}

async function serverMs(db: Db, sql: string, params: unknown[]): Promise<number> {
  const r = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
  const line = r.rows.map((row) => row['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
  return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const gw = await startBenchGateway('bench_dashboard', (db) =>
    seedScale(db, {
      jobs: Number(values.jobs),
      applicants: Number(values.applicants),
      courses: Number(values.courses),
      enrolments: Number(values.enrolments),
      log: (l) => console.log(l),
    }),
  );
  const { url, data } = gw;
  const timings: Timing[] = [];
  try {
    const institute = Number(
      (
        await gw.db.query<{ id: number }>(
          `select c.institute_id as id from course_enrolments e join courses c on c.id = e.course_id
            group by 1 order by count(*) desc limit 1`,
        )
      ).rows[0]?.id,
    );
    console.log(
      `bench-dashboard: ${gw.db.kind}, ${data.jobs} jobs, ${data.applicants} applicants, ${data.courses} courses, ` +
        `${data.enrolments} enrolments; ${CALLS} calls each after 3 warm-up, one at a time; load average ${load()}`,
    );
    const to = today();
    const ranges = [
      { name: '30 days', from: addDays(to, -29), interval: 'day' as const },
      { name: '92 days', from: addDays(to, -91), interval: 'day' as const },
      { name: '5 years', from: addDays(to, -1829), interval: 'month' as const },
    ];
    const families: [StatisticsFamily, TenantScope][] = [
      ...PLATFORM_STATISTICS_FAMILIES.map((f): [StatisticsFamily, TenantScope] => [f, { kind: 'all' }]),
      ...COURSE_STATISTICS_FAMILIES.filter((f) => !PLATFORM_STATISTICS_FAMILIES.includes(f)).map(
        (f): [StatisticsFamily, TenantScope] => [f, { kind: 'all' }],
      ),
      ...COURSE_STATISTICS_FAMILIES.map((f): [StatisticsFamily, TenantScope] => [
        f,
        { kind: 'institute', id: institute },
      ]),
    ];
    const rec = recording(gw.db);
    for (const range of ranges)
      for (const [family, scope] of families) {
        const name = `${family}${scope.kind === 'institute' ? ' (institute)' : ''}, ${range.name}`;
        const t = await timed(name, async () => {
          await countByPeriod(rec.db, family, range.from, to, range.interval, scope);
        });
        if (values.explain) {
          const { sql, params } = rec.last();
          t.server = await serverMs(gw.db, sql, params);
        }
        timings.push(t);
      }

    const call = (path: string, user: string) => async () => {
      const res = await fetch(`${url}${path}`, {
        headers: { authorization: `Bearer bench:${user}`, 'api-key': API_KEY },
      });
      if (res.status !== 200) throw new Error(`${path} as ${user}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    for (const [name, path, user] of [
      ['GET dashboard-statistics (30 days)', '/private/dashboard-statistics', 'admin'],
      [
        'GET dashboard-statistics (5 years)',
        `/private/dashboard-statistics?from=${addDays(to, -1829)}&to=${to}`,
        'admin',
      ],
      ['GET course-statistics, platform', '/private/course-statistics', 'admin'],
      ['GET course-statistics, an institute', '/private/course-statistics', 'provider'],
      ['GET dashboard/admin', '/private/dashboard/admin', 'admin'],
      ['GET dashboard/recruiter', '/private/dashboard/recruiter', 'recruiter'],
    ] as const) {
      try {
        timings.push(await timed(name, call(path, user)));
      } catch (e) {
        timings.push({ name, p50: 0, p95: 0, p99: 0, failed: (e as Error).message });
      }
    }
  } finally {
    await gw.close();
  }

  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log('');
  console.log(
    `${'family / call'.padEnd(46)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}${values.explain ? ' server' : ''}  (ms)`,
  );
  for (const t of timings)
    console.log(
      `${t.name.padEnd(46)} ${f(t.p50)} ${f(t.p95)} ${f(t.p99)}${t.server === undefined ? '' : ` ${f(t.server)}`}  ${t.failed ?? (t.p99 > LIMIT ? 'SLOW' : 'ok')}`,
    );
  console.log(`p99 limit ${LIMIT} ms; load average ${load()}`);
  const failures = timings
    .filter((t) => t.failed || t.p99 > LIMIT)
    .map((t) => t.failed ?? `${t.name} p99 ${t.p99.toFixed(1)} ms`);
  if (failures.length) {
    console.log(`bench-dashboard FAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('bench-dashboard OK');
}

void main().catch((e: unknown) => {
  console.error('bench-dashboard: failed', e);
  process.exit(1);
});
