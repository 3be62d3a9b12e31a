import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * The one database handle the gateway uses: PGlite (embedded Postgres, default) or a PostgreSQL server.
 * Both run the same SQL. Repositories take a `Db`; inside `transaction` they get one bound to the transaction.
 */
export interface Db {
  kind: 'pglite' | 'postgres';
  /**
   * `prepare`: a statement of a hot path, run as a named prepared statement on PostgreSQL (parsed and planned once per
   * connection instead of on every call; a generic plan once the server finds it as good). For texts of a bounded set
   * only (fixed SQL, or SQL built from a fixed set of clauses): each distinct text stays prepared on every connection.
   * PGlite plans every call (one in-process engine, no network round trip to save).
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface QueryOptions {
  prepare?: boolean;
}

/** Most distinct texts prepared per pool; past it a text runs unnamed (a guard against an unbounded set of texts). */
export const MAX_PREPARED_TEXTS = 500;

export interface OpenDbOptions {
  databaseUrl?: string;
  /** PGlite data directory, or 'memory'. */
  dataDir?: string;
  /** Most connections to the PostgreSQL server (config DATABASE_POOL_SIZE; default 10). */
  poolSize?: number;
  /** An in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster (the test harness). */
  snapshot?: Blob;
}

// bigint (int8) and numeric come back as numbers on both engines; ids stay well below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory', options.snapshot);
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Db> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
    ...(snapshot && dataDir === 'memory' ? { loadDataDir: snapshot } : {}),
  });
  // PGlite has one connection: transactions are serialised through this chain.
  let tail: Promise<unknown> = Promise.resolve();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Omit<Db, 'transaction' | 'close' | 'kind'> => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const db: Db = {
    kind: 'pglite',
    pglite: lite,
    ...wrap(lite),
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const run = tail.then(() =>
        lite.transaction(async (t) => {
          const tx: Db = { ...db, ...wrap(t), transaction: (inner) => inner(tx) };
          return fn(tx);
        }),
      );
      tail = run.catch(() => undefined);
      return run;
    },
    async close() {
      await lite.close();
    },
  };
  return db;
}

async function openPostgres(url: string, poolSize: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED_TEXTS) {
      name = `p_${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return name;
  };
  const wrap = (c: pg.Pool | pg.PoolClient) => ({
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const name = options?.prepare ? nameOf(sql) : undefined;
      const r = name ? await c.query({ name, text: sql, values: params }) : await c.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const db: Db = {
    kind: 'postgres',
    pool,
    ...wrap(pool),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Db = { ...db, ...wrap(client), transaction: (inner) => inner(tx) };
        const out = await fn(tx);
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
  return db;
}

/** The first row of a result that must have one (an insert … returning, a seeded singleton). */
export function firstRow<T>(result: QueryResult<T>, what: string): T {
  const row = result.rows[0];
  if (row === undefined) throw new Error(`expected a row: ${what}`);
  return row;
}

/** A round trip to the database (the health check): throws when it cannot be reached. */
export async function ping(db: Db): Promise<void> {
  await db.query('select 1');
}
