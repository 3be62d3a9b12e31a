import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Db } from '../../db/client';
import { API_KEY, startBenchGateway } from '../../scale/bench-support';

/*
 * The course structure's performance budget (issue 15): a course tree of 20 modules × 30 lessons (one content each)
 * read in one request under a FIXED 200 requests/s — p99 ≤ 50 ms — and swaps fired concurrently from 20 connections
 * leave every order 1…n. Run it (not a timed test) with
 *   source tmp/system.env && BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx apps/gateway/src/domains/course-structure/bench-tree.ts
 * It builds the gateway as main.ts does on a new database of that PostgreSQL server (dropped afterwards), signs
 * requests as `Bearer bench:provider` (the user and keys loaded per request, as the token verifier does), prints the
 * figures (with a baseline: the same load on a small signed-in read) and exits 1 when a budget is missed.
 */

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    modules: { type: 'string', default: '20' },
    lessons: { type: 'string', default: '30' },
    swaps: { type: 'string', default: '400' },
    'p99-limit': { type: 'string', default: '50' },
  },
});
const AUTH = { 'api-key': API_KEY, authorization: 'Bearer bench:provider' };

/** A course of the provider's institute with `modules` × `lessons`, one text content per lesson. */
async function seedTree(db: Db, modules: number, lessons: number): Promise<number> {
  const course = await db.query<{ id: number }>(
    `insert into courses (institute_id, course_type, title, title_en, duration_hours, language_medium, level)
     select institute_id, 1, 'বেঞ্চ কোর্স', 'Bench course', 40, 1, 1 from users where username = 'provider'
     returning id`,
  );
  const id = Number(course.rows[0]?.id);
  await db.query(
    `insert into course_modules (course_id, kind, title, title_en, position)
     select $1, 1, 'মডিউল ' || n, 'Module ' || n, n from generate_series(1, $2) n`,
    [id, modules],
  );
  await db.query(
    `insert into course_lessons (module_id, course_id, kind, title, title_en, position)
     select m.id, $1, 1, 'পাঠ ' || n, 'Lesson ' || n, n from course_modules m, generate_series(1, $2) n
      where m.course_id = $1`,
    [id, lessons],
  );
  await db.query(
    `insert into course_contents (lesson_id, course_id, content_type, title, title_en, position, body)
     select l.id, $1, 5, 'লেখা', 'Reading', 1, '<p>A paragraph of the lesson, <strong>with emphasis</strong>.</p>'
       from course_lessons l where l.course_id = $1`,
    [id],
  );
  return id;
}

async function main() {
  const gw = await startBenchGateway('bench_tree', (db) =>
    seedTree(db, Number(values.modules), Number(values.lessons)),
  );
  const { db, url, data: courseId } = gw;
  let failed: boolean;
  try {
    const tree = `/private/courses/${courseId}/structure`;
    const size = (await (await fetch(`${url}${tree}`, { headers: AUTH })).text()).length;

    const read = (duration: number, path = tree) =>
      autocannon({
        url,
        connections: 10,
        workers: 1,
        overallRate: Number(values.rate),
        duration,
        headers: AUTH,
        // 40 addresses through the trusted local proxy, so the per-address limit is not what is measured
        requests: Array.from({ length: 40 }, (_, k) => ({
          method: 'GET' as const,
          path,
          headers: { 'x-forwarded-for': `198.51.100.${k + 1}` },
        })),
      });
    await read(3);
    const r = await read(Number(values.seconds));
    // the same load on one course's fields (a small answer) says what the machine gives any signed-in read now
    const baseline = await read(Number(values.seconds), `/private/courses/${courseId}`);

    // concurrent swaps: modules and the lessons of three modules, up and down, from 20 connections at once
    const modules = await db.query<{ id: number }>('select id from course_modules where course_id = $1', [
      courseId,
    ]);
    const lessons = await db.query<{ id: number }>(
      `select l.id from course_lessons l join course_modules m on m.id = l.module_id
        where m.course_id = $1 and m.position <= 3`,
      [courseId],
    );
    const targets = [
      ...modules.rows.map((row) => `/private/modules/${row.id}/swap`),
      ...lessons.rows.map((row) => `/private/lessons/${row.id}/swap`),
    ];
    const swaps = await autocannon({
      url,
      connections: 20,
      workers: 1,
      amount: Number(values.swaps),
      headers: { ...AUTH, 'content-type': 'application/json' },
      requests: Array.from({ length: 120 }, (_, k) => ({
        method: 'POST' as const,
        path: targets[(k * 7) % targets.length] ?? tree,
        body: JSON.stringify({ direction: k % 2 ? 1 : 2 }),
        headers: { 'x-forwarded-for': `198.51.101.${(k % 60) + 1}` },
      })),
    });
    const gaps = await db.query<{ parent: string; n: number }>(
      `select 'module' as parent, count(*)::int as n from (
         select position, row_number() over (order by position) as want from course_modules where course_id = $1) x
        where position <> want
       union all
       select 'lesson', count(*)::int from (
         select position, row_number() over (partition by module_id order by position) as want
           from course_lessons where course_id = $1) y
        where position <> want`,
      [courseId],
    );
    const misplaced = gaps.rows.reduce((sum, row) => sum + Number(row.n), 0);

    const limit = Number(values['p99-limit']);
    console.log(
      `course tree ${values.modules} modules × ${values.lessons} lessons (${(size / 1024).toFixed(0)} KB), ` +
        `${values.rate} req/s fixed for ${values.seconds} s on ${db.kind}:`,
    );
    console.log(
      `  read  p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, ` +
        `${Math.round(r.requests.average)} req/s, ${r.non2xx} non-2xx, ${r.errors} errors (budget p99 ≤ ${limit} ms)`,
    );
    console.log(
      `  baseline GET /private/courses/:id at the same rate: p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms, ` +
        `${Math.round(baseline.requests.average)} req/s`,
    );
    console.log(
      `  swaps ${swaps.requests.total} from 20 connections: p50 ${swaps.latency.p50} ms, p99 ${swaps.latency.p99} ms; ` +
        `${swaps['2xx']} moved, ${swaps.non2xx} refused (an end: 409); rows out of their place after: ${misplaced}`,
    );
    failed = r.latency.p99 > limit || r.non2xx + r.errors > 0 || misplaced > 0 || swaps.errors > 0;
  } finally {
    await gw.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
