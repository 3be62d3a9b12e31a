import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDb } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite (from `snapshot` when given), or — when TEST_DATABASE_URL is
 * set — a new database `<prefix>_<time>_<random>` on that PostgreSQL server (a copy of `template` when given),
 * dropped by `drop()`.
 *
 * `drop()` closes the pool, then waits (up to 5 s) until the server shows no session on the database before dropping
 * it: a forced drop while a closing client is still being shut down terminates it (57P01), and that client's error
 * arrives with no listener left and fails the whole run as an unhandled error.
 */
export async function freshTestDatabase(
  prefix: string,
  snapshot?: Blob,
  template?: string,
): Promise<{ db: Db; databaseUrl?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await openDb({ dataDir: 'memory', snapshot });
    return { db, drop: async () => db.close() };
  }
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withClient(server, (c) => createDatabase(c, name, template));
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

/** SQLSTATE 55006: the template had a session at that moment (an autovacuum worker, another file's copy starting). */
const TEMPLATE_BUSY = '55006';

/** `CREATE DATABASE name [TEMPLATE template]`, trying again for a moment while the template is busy. */
async function createDatabase(c: pg.Client, name: string, template?: string): Promise<void> {
  const sql = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await c.query(sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Once per run on PostgreSQL (test/global-setup.ts): a database `gw_template_<time>_<random>` prepared by `prepare`
 * (migrations and the demo seed), then closed to connections and marked a template, so files copy it. `drop()`
 * removes it at the end of the run.
 */
export async function createDemoTemplate(
  server: string,
  prepare: (db: Db) => Promise<void>,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `gw_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withClient(server, (c) => c.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  await withClient(server, (c) =>
    c.query(`alter database ${name} with is_template true allow_connections false`),
  );
  return {
    name,
    async drop() {
      await withClient(server, async (c) => {
        await c.query(`alter database ${name} with is_template false`);
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
