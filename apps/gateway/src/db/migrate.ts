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

/** Applies the numbered SQL files of db/migrations in order, each once, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
  );
  const files = migrationFiles();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
