import { type Db as BossDb, PgBoss, fromPglite } from 'pg-boss';
import type { Db } from '../db/client';
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
      async enqueue(executor, ids) {
        await boss.insert(
          NOTIFICATION_QUEUE,
          ids.map((id) => ({ data: { log_id: id } })),
          { db: executorOf(executor) },
        );
      },
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
