import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Db } from '../../db/client';
import { API_KEY, startBenchGateway } from '../../scale/bench-support';

/*
 * The player's write path under load (issue 16 performance): 1,000 enrolled learners each saving their video position
 * every 10 s — 100 writes/s, FIXED rate — hold p99 ≤ 50 ms. Run it (not a timed test) with
 *   source tmp/system.env && BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx apps/gateway/src/domains/course-learning/bench-watching.ts
 * It builds the gateway as main.ts does on a new database of that PostgreSQL server (dropped afterwards), signs each
 * request as one of the learners (`Bearer bench:learnerN`, the user and keys loaded per request as the token verifier
 * does), prints the figures and exits 1 when the budget is missed or a write is lost.
 */

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    learners: { type: 'string', default: '1000' },
    every: { type: 'string', default: '10' },
    'p99-limit': { type: 'string', default: '50' },
  },
});

/** A published course of the provider's institute with one video, and `learners` youth enrolled in it. */
async function seedLearners(db: Db, learners: number): Promise<{ course: number; content: number }> {
  const course = await db.query<{ id: number }>(
    `insert into courses (institute_id, course_type, title, title_en, duration_hours, language_medium, level)
     select institute_id, 1, 'বেঞ্চ', 'Bench course', 4, 1, 1 from users where username = 'provider' returning id`,
  );
  const id = Number(course.rows[0]?.id);
  const module = await db.query<{ id: number }>(
    `insert into course_modules (course_id, kind, title, position) values ($1, 1, 'মডিউল', 1) returning id`,
    [id],
  );
  const lesson = await db.query<{ id: number }>(
    `insert into course_lessons (module_id, course_id, kind, title, position) values ($1, $2, 1, 'পাঠ', 1) returning id`,
    [module.rows[0]?.id, id],
  );
  const content = await db.query<{ id: number }>(
    `insert into course_contents (lesson_id, course_id, content_type, title, position, url)
     values ($1, $2, 1, 'ভিডিও', 1, 'https://video.example.org/v.mp4') returning id`,
    [lesson.rows[0]?.id, id],
  );
  const batch = await db.query<{ id: number }>(
    `insert into course_batches (course_id, title, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values ($1, 'ব্যাচ', $2, 0, current_date - 1, current_date + 5, current_date + 10, current_date + 40)
     returning id`,
    [id, learners],
  );
  await db.query(
    `insert into users (username, password_hash, full_name, user_type_code)
     select 'learner' || n, 'x', 'শিক্ষার্থী ' || n, 3 from generate_series(1, $1) n`,
    [learners],
  );
  await db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, status, enrolled_at)
     select $1, $2, u.id, 'enrolled', now() from users u where u.username like 'learner%'`,
    [id, batch.rows[0]?.id],
  );
  return { course: id, content: Number(content.rows[0]?.id) };
}

async function main() {
  const learners = Number(values.learners);
  const gw = await startBenchGateway('bench_watching', (db) => seedLearners(db, learners));
  let failed: boolean;
  try {
    const { course, content } = gw.data;
    const rate = Math.round(learners / Number(values.every));
    const path = `/protected/courses/${course}/contents/${content}/watching`;
    // each request is one learner's save; positions grow so every save is a real change
    const requests = Array.from({ length: learners }, (_, k) => ({
      method: 'PUT' as const,
      path,
      headers: {
        authorization: `Bearer bench:learner${k + 1}`,
        'x-forwarded-for': `198.51.${100 + (k % 50)}.${(k % 200) + 1}`,
      },
      body: JSON.stringify({ position_seconds: (k % 500) + 10, duration_seconds: 600 }),
    }));
    const run = (duration: number) =>
      autocannon({
        url: gw.url,
        connections: 20,
        workers: 1,
        overallRate: rate,
        duration,
        headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
        requests,
      });
    await run(3);
    const r = await run(Number(values.seconds));
    const saved = await gw.db.query<{ n: number }>(
      'select count(*)::int as n from course_content_progress where content_id = $1',
      [content],
    );
    const limit = Number(values['p99-limit']);
    console.log(
      `watching progress: ${learners} learners, one save every ${values.every} s each = ${rate} writes/s fixed ` +
        `for ${values.seconds} s on ${gw.db.kind}:`,
    );
    console.log(
      `  p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, ` +
        `${Math.round(r.requests.average)} req/s, ${r.non2xx} non-2xx, ${r.errors} errors (budget p99 ≤ ${limit} ms); ` +
        `learners with a saved position: ${saved.rows[0]?.n}`,
    );
    failed = r.latency.p99 > limit || r.non2xx + r.errors > 0 || Number(saved.rows[0]?.n) === 0;
  } finally {
    await gw.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
