import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/client';
import { API_KEY, startBenchGateway } from '../../scale/bench-support';

/*
 * The player's write path under load (issue 16 performance): 1,000 enrolled learners each saving their video position
 * once every 10 s — 100 writes/s — hold p99 ≤ 50 ms. Run it (not a timed test, not in npm test) with
 *   npm run bench:watching            (tools/bench-watching: --learners, --every, --seconds, --warm-up, --p99-limit)
 * It builds the gateway as main.ts does on a new database of the local PostgreSQL server (BENCH_DATABASE_URL, dropped
 * afterwards), signs each request as one of the learners (`Bearer bench:learnerN`, the user and keys loaded per
 * request as the token verifier does), and drives the saves from a worker thread as an open model: every learner once
 * per period, all of them spread evenly over it (bench-watching-load.mjs; ADR 0115 — the fixed-rate autocannon run it
 * replaces walked one list from every connection, so 20 connections saved the same ~100 learners at the same moment).
 * It prints p50 / p95 / p99 and exits 1 past the p99 limit, on any failed save, or when a learner's save is missing.
 */

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    'warm-up': { type: 'string', default: '10' },
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

interface LoadFigures {
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  maxOpen: number;
}

/** The open-model load (bench-watching-load.mjs) in a worker thread: its figures once it is done. */
function load(data: Record<string, unknown>): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bench-watching-load.mjs', import.meta.url), { workerData: data });
    worker.once('message', (figures: LoadFigures) => resolve(figures));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker stopped with ${code}`));
    });
  });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const learners = Number(values.learners);
  const every = Number(values.every);
  const seconds = Number(values.seconds);
  const limit = Number(values['p99-limit']);
  const gw = await startBenchGateway('bench_watching', (db) => seedLearners(db, learners));
  let failed: boolean;
  try {
    const { course, content } = gw.data;
    const rate = learners / every;
    // the gateway's own thread: a long delay here is the process starved (the machine, a GC), not the database
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const f = await load({
      url: gw.url,
      apiKey: API_KEY,
      path: `/protected/courses/${course}/contents/${content}/watching`,
      learners,
      every,
      warmUp: Number(values['warm-up']),
      seconds,
    });
    loop.disable();
    const saved = await gw.db.query<{ n: number }>(
      'select count(*)::int as n from course_content_progress where content_id = $1',
      [content],
    );
    const savedLearners = Number(saved.rows[0]?.n);
    console.log(
      `watching progress: ${learners} learners, each saving once every ${every} s, spread evenly = ${rate} writes/s ` +
        `(open model, latency from the moment a save was due) for ${seconds} s on ${gw.db.kind}:`,
    );
    console.log(
      `  ${f.count} saves, ${f.rps.toFixed(1)} writes/s; p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, ` +
        `max ${ms(f.max)}; at most ${f.maxOpen} saves in flight at once; ${f.non2xx} non-2xx, ${f.errors} errors ` +
        `(budget p99 ≤ ${limit} ms); learners with a saved position: ${savedLearners} of ${learners}`,
    );
    console.log(
      `  the gateway's event loop (warm-up included): delay p99 ${ms(loop.percentile(99) / 1e6)}, ` +
        `max ${ms(loop.max / 1e6)}`,
    );
    failed = f.p99 > limit || f.non2xx + f.errors > 0 || savedLearners < learners;
  } finally {
    await gw.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
