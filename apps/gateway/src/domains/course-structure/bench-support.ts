import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/client';
import { findUserByUsername, loadUserAccess } from '../../identity/users';
import type { Identity } from '../../identity/types';
import { unauthorized } from '../../platform/errors';

/* What the course structure's benchmarks (bench-tree.ts, bench-scorm.ts) share: the api-key, a signed-in caller by
 * `Bearer bench:<username>`, and a database of its own on the PostgreSQL server of BENCH_DATABASE_URL. */

export const API_KEY = 'bench-api-key-0123456789';

/** Requests signed as `Bearer bench:<username>`: the user and keys loaded per request, as the token verifier does. */
export function benchIdentity(db: Db): Identity {
  const ids = new Map<string, number | null>();
  return {
    register: () => Promise.resolve(),
    close: () => Promise.resolve(),
    async authenticate(request) {
      const username = /^Bearer bench:(\w+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (username && !ids.has(username))
        ids.set(username, (await findUserByUsername(db, username))?.id ?? null);
      const id = username ? ids.get(username) : null;
      const user = id ? await loadUserAccess(db, id) : null;
      if (!user) throw unauthorized();
      return user;
    },
  };
}

/** A new database named `<prefix>_…` on the BENCH_DATABASE_URL server, and how to drop it afterwards. */
export async function benchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server)
    throw new Error('BENCH_DATABASE_URL is not set (source tmp/system.env; use $TEST_DATABASE_URL)');
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
