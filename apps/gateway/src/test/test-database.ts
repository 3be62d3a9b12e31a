import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDb } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite (from `snapshot` when given), or — when TEST_DATABASE_URL is
 * set — a new database `<prefix>_<time>_<random>` on that PostgreSQL server, dropped by `drop()`.
 *
 * `drop()` closes the pool, then waits (up to 5 s) until the server shows no session on the database before dropping
 * it: a forced drop while a closing client is still being shut down terminates it (57P01), and that client's error
 * arrives with no listener left and fails the whole run as an unhandled error.
 */
export async function freshTestDatabase(
  prefix: string,
  snapshot?: Blob,
): Promise<{ db: Db; databaseUrl?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await openDb({ dataDir: 'memory', snapshot });
    return { db, drop: async () => db.close() };
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withClient(server, (c) => c.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    databaseUrl: url.toString(),
    async drop() {
      await db.close();
      await withClient(server, async (c) => {
        for (let i = 0; i < 50; i++) {
          const open = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (open.rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function withClient<T>(connectionString: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString });
  // a session the server ends (a forced drop elsewhere) must not become an unhandled error of the run
  c.on('error', () => undefined);
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}
