import { parseArgs } from 'node:util';
import { TRAINEE_ENROLMENT_LIMITS } from '@platform/contract';
import type { Db } from '../../db/client';
import { API_KEY, startBenchGateway } from '../../scale/bench-support';

/*
 * The bulk enrolment's budget (issue 15 performance; ADR 0088): a sheet of 5,000 rows — registered youth by e-mail or
 * mobile, half of them naming a batch — enrolled through the running gateway in chunks of 250 rows, one after another
 * as the portal sends them, with every invitation written to the outbox and handed to pg-boss, in < 10 s. Not a
 * timed test: run it with
 *   source tmp/system.env && BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx apps/gateway/src/domains/course-trainees/bench-enrol.ts
 * It builds the gateway as main.ts does on a new database of that PostgreSQL server (dropped afterwards), signs requests
 * as `Bearer bench:provider`, prints the figure and exits 1 when a row is not enrolled or the budget is missed.
 */

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    chunk: { type: 'string', default: String(TRAINEE_ENROLMENT_LIMITS.chunkRows) },
    'limit-ms': { type: 'string', default: '10000' },
  },
});
const ROWS = Number(values.rows);
const AUTH = {
  'api-key': API_KEY,
  authorization: 'Bearer bench:provider',
  'content-type': 'application/json',
};

/** A published course of the provider's institute with two running batches, and ROWS registered youth. */
async function prepare(db: Db) {
  const course = await db.query<{ id: number }>(
    `insert into courses (institute_id, course_type, title, title_en, duration_hours, language_medium, level,
       publication_status)
     select institute_id, 1, 'বেঞ্চ ভর্তি', 'Bench enrolment', 40, 1, 1, 'published' from users where username = 'provider'
     returning id`,
  );
  const courseId = Number(course.rows[0]?.id);
  const batches = await db.query<{ id: number }>(
    `insert into course_batches (course_id, title, title_en, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     select $1, 'ব্যাচ ' || n, 'Batch ' || n, $2, $2, '2020-01-01', '2099-01-01', ('2099-02-0' || n)::date, '2099-06-30'
       from generate_series(1, 2) n returning id`,
    [courseId, ROWS],
  );
  await db.query(
    `insert into users (username, password_hash, full_name, full_name_en, email, mobile, user_type_code)
     select 'bench_youth_' || n, 'x', 'যুব ' || n, 'Youth ' || n, 'bench' || n || '@example.com',
            '019' || lpad(n::text, 8, '0'), 3
       from generate_series(1, $1) n`,
    [ROWS],
  );
  return { courseId, batchIds: batches.rows.map((b) => Number(b.id)) };
}

async function main() {
  const gw = await startBenchGateway('bench_enrol', prepare, {}, { queue: true });
  const { db, url, data } = gw;
  let failed: boolean;
  try {
    // the sheet as the portal reads it: row 2 onwards, by e-mail or by mobile, every other row naming batch 2
    const sheet = Array.from({ length: ROWS }, (_, i) => {
      const n = i + 1;
      return {
        row: i + 2,
        ...(n % 2 ? { email: `BENCH${n}@example.com` } : { mobile: `+88019${String(n).padStart(8, '0')}` }),
        ...(n % 2 ? {} : { batch_id: data.batchIds[1] }),
      };
    });
    const chunk = Number(values.chunk);
    let enrolled = 0;
    let refused = 0;
    let slowest = 0;
    const t0 = performance.now();
    for (let i = 0; i < sheet.length; i += chunk) {
      const start = performance.now();
      const res = await fetch(`${url}/private/courses/${data.courseId}/trainees/bulk`, {
        method: 'POST',
        headers: AUTH,
        body: JSON.stringify({ rows: sheet.slice(i, i + chunk) }),
      });
      slowest = Math.max(slowest, performance.now() - start);
      if (res.status !== 200) throw new Error(`chunk at row ${i + 2}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { data: { enrolled: unknown[]; errors: Record<string, string[]> } };
      enrolled += body.data.enrolled.length;
      refused += Object.keys(body.data.errors).length;
    }
    const ms = performance.now() - t0;
    const counts = await db.query<{ enrolments: number; invitations: number; jobs: number }>(
      `select (select count(*)::int from course_enrolments where course_id = $1) as enrolments,
         (select count(*)::int from notification_logs where event = 'bulk_course_invitation') as invitations,
         (select count(*)::int from notification_logs where event = 'bulk_course_invitation' and state = 'IN_QUEUE')
           as jobs`,
      [data.courseId],
    );
    const c = counts.rows[0];
    const limit = Number(values['limit-ms']);
    console.log(
      `bulk enrolment of ${ROWS} rows in chunks of ${chunk} on ${db.kind}: ${Math.round(ms)} ms ` +
        `(slowest chunk ${Math.round(slowest)} ms; budget < ${limit} ms)`,
    );
    console.log(
      `  ${enrolled} enrolled, ${refused} refused; ${c?.enrolments} enrolments, ${c?.invitations} invitation rows ` +
        `(in-app + e-mail), ${c?.jobs} handed to the queue`,
    );
    failed = ms >= limit || enrolled !== ROWS || refused > 0 || c?.jobs !== 2 * ROWS;
  } finally {
    await gw.close();
  }
  process.exit(failed ? 1 : 0);
}

void main();
