import { type Db as BossDb, PgBoss, fromPglite } from 'pg-boss';
import type { Db } from '../db/client';
import type { QueueJob } from '@platform/contract';
import { MAX_ATTEMPTS, type OutboxQueue } from '../domains/notifications/outbox';

export const NOTIFICATION_QUEUE = 'notification';

/** The slice of a logger the queue needs (Fastify's logger fits). */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}

export interface JobQueue {
  boss: PgBoss;
  /** The outbox's queue port: one pg-boss job per log row, created with the caller's executor. */
  outbox: OutboxQueue;
  stop(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JOB_COLUMNS = `id::text, data, state::text, retry_count, retry_limit, output, created_on, started_on, completed_on`;

interface JobRow {
  id: string;
  data: { log_id?: number } | null;
  state: QueueJob['state'];
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

/** A pg-boss job as the queue view shows it; the last error is the message pg-boss kept as the output. */
function toQueueJob(r: JobRow): QueueJob {
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  const output = r.output as { message?: unknown } | string | null;
  const error =
    typeof output === 'string' ? output : typeof output?.message === 'string' ? output.message : null;
  return {
    id: r.id,
    log_id: typeof r.data?.log_id === 'number' ? r.data.log_id : null,
    state: r.state,
    retry_count: r.retry_count,
    retry_limit: r.retry_limit,
    last_error: r.state === 'completed' ? null : (error?.slice(0, 500) ?? null),
    created_at: iso(r.created_on) ?? '',
    started_at: iso(r.started_on),
    completed_at: iso(r.completed_on),
  };
}

/** pg-boss's executor over one of our `Db` handles (a transaction, typically): same connection, same commit. */
export function executorOf(db: Db): BossDb {
  return { executeSql: (text: string, values?: unknown[]) => db.query(text, values ?? []) };
}

/**
 * Starts pg-boss on the gateway's database: PGlite through `fromPglite` on the same instance (single
 * connection: every call made while the app holds a transaction must pass that transaction, which
 * `outbox.enqueue` does), or a PostgreSQL server by URL with LISTEN/NOTIFY wake-ups. pg-boss keeps its tables
 * in its own schema `pgboss` and migrates it itself.
 */
export async function startJobQueue(opts: {
  db: Db;
  databaseUrl?: string;
  log: ErrorLog;
  maintenance?: boolean;
}): Promise<JobQueue> {
  const { db, log } = opts;
  const common = { supervise: opts.maintenance ?? true, schedule: false, useListenNotify: true } as const;
  let boss: PgBoss;
  if (db.kind === 'pglite') {
    if (!db.pglite) throw new Error('PGlite handle missing');
    boss = new PgBoss({ ...common, db: fromPglite(db.pglite), backend: 'pglite' });
  } else {
    if (!opts.databaseUrl) throw new Error('pg-boss on PostgreSQL needs the database URL');
    boss = new PgBoss({ ...common, connectionString: opts.databaseUrl, max: 4 });
  }
  boss.on('error', (e) => log.error({ err: e }, 'job queue error'));
  await boss.start();
  await boss.createQueue(NOTIFICATION_QUEUE, {
    notify: true,
    // the log row counts attempts and decides FAILED; pg-boss only re-runs the job after a back-off
    retryLimit: MAX_ATTEMPTS,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 300,
  });
  return {
    boss,
    outbox: {
      async enqueue(executor, ids, options) {
        await boss.insert(
          NOTIFICATION_QUEUE,
          ids.map((id) => ({
            data: { log_id: id },
            ...(options?.priority ? { priority: options.priority } : {}),
          })),
          { db: executorOf(executor) },
        );
      },
      jobs: {
        async list(q) {
          const where = `where name = $1 and ($2::text is null or state::text = $2)`;
          const params = [NOTIFICATION_QUEUE, q.state ?? null];
          const total =
            (await db.query<{ n: number }>(`select count(*)::int as n from pgboss.job ${where}`, params))
              .rows[0]?.n ?? 0;
          const rows = await db.query<JobRow>(
            `select ${JOB_COLUMNS} from pgboss.job ${where} order by created_on desc, id limit $3 offset $4`,
            [...params, q.page_size, (q.page - 1) * q.page_size],
          );
          return { data: rows.rows.map(toQueueJob), total };
        },
        async find(id) {
          if (!UUID.test(id)) return null;
          const r = await db.query<JobRow>(
            `select ${JOB_COLUMNS} from pgboss.job where name = $1 and id = $2`,
            [NOTIFICATION_QUEUE, id],
          );
          return r.rows[0] ? toQueueJob(r.rows[0]) : null;
        },
        async retry(executor, id) {
          await boss.retry(NOTIFICATION_QUEUE, id, { db: executorOf(executor) });
        },
      },
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
