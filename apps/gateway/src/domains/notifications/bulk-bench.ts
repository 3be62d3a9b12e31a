/*
 * Bench of a bulk e-mail (issue 17 performance, ADR 0077), not a test: `npx tsx
 * apps/gateway/src/domains/notifications/bulk-bench.ts [recipients]` on an in-memory PGlite (or BENCH_DATABASE_URL, an
 * empty database): how fast the POST's part answers, how long until every message is queued, and whether an urgent
 * notification written meanwhile is the first job pg-boss hands out.
 */
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { startJobQueue } from '../../platform/queue';
import { startBulkEmail } from './bulk';
import { notify } from './outbox';

const N = Number(process.argv[2] ?? 50000);
const db = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory' });
await migrate(db);
const queue = await startJobQueue({
  db,
  databaseUrl: process.env.BENCH_DATABASE_URL,
  log: { error: () => undefined },
  maintenance: false,
});
const user = await db.query<{ id: number }>(
  `insert into users (username, password_hash, full_name, user_type_code) values ('bench', 'x', 'Bench', 1) returning id`,
);
const recipients = Array.from({ length: N }, (_, i) => ({
  email: `r${i}@example.com`,
  user_id: null,
  name: `R ${i}`,
}));
const t0 = performance.now();
const { id, written } = await startBulkEmail(db, queue.outbox, {
  source: 'excel',
  subject: 'S',
  message: 'M',
  filter: {},
  createdBy: Number(user.rows[0]?.id),
  recipients,
});
const tAnswer = performance.now();
// an urgent notification written while the batches run
await new Promise((r) => setTimeout(r, 200));
const [urgent] = await db.transaction((tx) =>
  notify(
    tx,
    { event: 'vendor_approved', channels: ['email'], recipients: [{ email: 'urgent@example.com' }] },
    queue.outbox,
  ),
);
const tUrgent = performance.now();
await written;
const tDone = performance.now();
const q = await db.query<{ queued: number; total: number }>(
  'select queued, total from bulk_emails where id = $1',
  [id],
);
// which job does pg-boss hand out first?
const [first] = await queue.boss.fetch<{ log_id: number }>('notification');
console.log(
  JSON.stringify({
    N,
    db: db.kind,
    answer_ms: Math.round(tAnswer - t0),
    urgent_written_ms: Math.round(tUrgent - t0),
    all_queued_ms: Math.round(tDone - t0),
    ...q.rows[0],
    first_fetched_is_urgent: first?.data.log_id === urgent,
  }),
);
await queue.stop();
await db.close();
