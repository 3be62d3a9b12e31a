import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './client';

const dir = join(import.meta.dirname, 'migrations');

/**
 * The migration files in the order they apply. Each number is used once, so the order never depends on how two
 * names of the same number happen to sort (two slices of work numbering their tables alike is caught here).
 */
export function migrationFiles(names: readonly string[] = readdirSync(dir)): string[] {
  const files = names.filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const seen = new Map<string, string>();
  for (const file of files) {
    const number = file.slice(0, 3);
    const other = seen.get(number);
    if (other) throw new Error(`migrations ${other} and ${file} share the number ${number}`);
    seen.set(number, file);
  }
  return files;
}

/**
 * Applies the numbered SQL files of db/migrations in order, each once, each in its own transaction. Replicas starting
 * together take turns: every step holds a transaction-level advisory lock and re-reads what is done under it, so two
 * processes never apply the same file (docs/SCALING.md).
 */
export async function migrate(db: Db): Promise<string[]> {
  const LOCK = `select pg_advisory_xact_lock(hashtext('platform.migrate'))`;
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.exec(
      `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
  });
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    const sql = readFileSync(join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
