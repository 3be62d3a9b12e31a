import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { createDemoTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, demo-seeded PGlite cluster, or '' on PostgreSQL (see test/harness.ts). */
    pgliteDemoSnapshot: string;
    /** On PostgreSQL: the migrated, demo-seeded template database each file's database is created from, else ''. */
    pgDemoTemplate: string;
  }
}

/**
 * Once per run: migrate and seed one in-memory PGlite cluster and dump it, so that every test file starts from a
 * copy (≈0.8 s) instead of creating, migrating and seeding its own (≈3–4 s). Each file still gets its own database.
 * On PostgreSQL the same idea is a template database: each file's database is `CREATE DATABASE … TEMPLATE` of it
 * (a file copy on the server) instead of 45+ migrations and the demo seed's password hashes per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDemoSnapshot', '');
    const template = await createDemoTemplate(process.env.TEST_DATABASE_URL, async (db) => {
      await migrate(db);
      await seed(db, { mode: 'demo' });
    });
    project.provide('pgDemoTemplate', template.name);
    return template.drop;
  }
  project.provide('pgDemoTemplate', '');
  const db = await openDb({ dataDir: 'memory' });
  await migrate(db);
  await seed(db, { mode: 'demo' });
  const dump = await db.pglite?.dumpDataDir('none');
  await db.close();
  const file = join(tmpdir(), `gateway-test-snapshot-${process.pid}.tar`);
  if (dump) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDemoSnapshot', dump ? file : '');
  return async () => rmSync(file, { force: true });
}
