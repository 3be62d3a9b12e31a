import { describe, expect, it } from 'vitest';
import { migrationFiles } from './migrate';

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
