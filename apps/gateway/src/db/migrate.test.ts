import { describe, expect, it } from 'vitest';
import { freshDb } from '../test/harness';
import { openDb } from './client';
import { migrate, migrationFiles } from './migrate';

describe('migration files', () => {
  it('apply in number order, each number once', () => {
    const files = migrationFiles();
    expect(files[0]).toBe('001_core.sql');
    expect(files.map((f) => Number(f.slice(0, 3)))).toEqual(files.map((_, i) => i + 1));
  });

  it('refuse two files of the same number', () => {
    expect(() => migrationFiles(['001_a.sql', '002_b.sql', '002_c.sql'])).toThrow(
      'migrations 002_b.sql and 002_c.sql share the number 002',
    );
    expect(migrationFiles(['002_b.sql', 'README.md', '001_a.sql'])).toEqual(['001_a.sql', '002_b.sql']);
  });
});

describe('migrate', () => {
  it('lets replicas that start together take turns: every file applied once, the schema complete', async () => {
    const { db, drop, databaseUrl } = await freshDb();
    // on PostgreSQL a second pool, as a second process has; PGlite has one connection
    const other = databaseUrl ? await openDb({ databaseUrl, poolSize: 2 }) : db;
    try {
      const [first, second] = await Promise.all([migrate(db), migrate(other)]);
      expect([...first, ...second].sort()).toEqual(migrationFiles());
      const rows = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows.rows[0]?.n).toBe(migrationFiles().length);
      expect(await migrate(db)).toEqual([]);
    } finally {
      if (other !== db) await other.close();
      await drop();
    }
  });
});
