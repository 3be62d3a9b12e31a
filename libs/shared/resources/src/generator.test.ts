import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../../..');
const copies = [
  'libs/shared/resources/src/lib/definitions',
  'libs/shared/resources/src/lib/resource-index.ts',
  'apps/gateway/src/db/migrations',
  'libs/shared/i18n/src/catalogue/resources.ts',
];

describe('tools/generate-resource.mjs', () => {
  const root = mkdtempSync(join(tmpdir(), 'generate-resource-'));
  for (const path of copies) cpSync(join(repo, path), join(root, path), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join(repo, 'tools/generate-resource.mjs'), ...args, '--root', root], {
      encoding: 'utf8',
      stdio: 'pipe',
    });

  it('scaffolds a definition listed in RESOURCES, a numbered migration and en/bn labels', () => {
    run(
      'blood_groups',
      '--title-en',
      'Blood groups',
      '--title-bn',
      'রক্তের গ্রুপ',
      '--group',
      'skills',
      '--field',
      'code:text:required:unique@Code|কোড',
      '--field',
      'district_id:reference=districts@District|জেলা',
      '--lookup',
    );
    const definition = readFileSync(
      join(root, 'libs/shared/resources/src/lib/definitions/blood-groups.ts'),
      'utf8',
    );
    expect(definition).toContain("permissionKey: 'blood_group'");
    expect(definition).toContain(
      "{ name: 'district_id', kind: 'reference', resource: 'districts', list: true, filter: true }",
    );
    expect(definition).toContain("lookup: { segment: 'blood-groups' }");
    expect(definition.split('\n').length).toBeLessThanOrEqual(60);
    const index = readFileSync(join(root, 'libs/shared/resources/src/lib/definitions/index.ts'), 'utf8');
    expect(index).toContain("import { bloodGroups } from './blood-groups';");
    expect(index).toMatch(/ {2}blood_groups: bloodGroups,\n\} as const satisfies/);
    const resourceIndex = readFileSync(join(root, 'libs/shared/resources/src/lib/resource-index.ts'), 'utf8');
    expect(resourceIndex).toMatch(
      /entry\('blood_groups', 'blood-groups', 'blood_group', 'skills', 'resources\.blood_groups\.title', 'resources\.groups\.skills'\),\n\];/,
    );
    const migrations = readFileSync(
      join(root, 'apps/gateway/src/db/migrations', latestMigration(root)),
      'utf8',
    );
    expect(migrations).toContain('create table blood_groups (');
    expect(migrations).toContain('district_id bigint references districts(id)');
    expect(migrations).toContain(
      'create unique index blood_groups_code_unique on blood_groups (lower(code)) where deleted_at is null;',
    );
    const catalogue = readFileSync(join(root, 'libs/shared/i18n/src/catalogue/resources.ts'), 'utf8');
    expect(catalogue).toContain("'resources.blood_groups.title': 'Blood groups'");
    expect(catalogue).toContain("'resources.blood_groups.title': 'রক্তের গ্রুপ'");
    expect(catalogue).toContain("'resources.blood_groups.fields.district_id': 'জেলা'");
  });

  it('refuses a field without its Bengali label, and an existing resource', () => {
    expect(() =>
      run('hobbies', '--title-en', 'Hobbies', '--title-bn', 'শখ', '--field', 'code:text@Code'),
    ).toThrow(/English and Bengali label/);
    expect(() => run('blood_groups', '--title-en', 'Blood groups', '--title-bn', 'রক্তের গ্রুপ')).toThrow(
      /exists already/,
    );
  });
});

function latestMigration(root: string): string {
  const out = execFileSync('ls', [join(root, 'apps/gateway/src/db/migrations')], { encoding: 'utf8' })
    .trim()
    .split('\n');
  return out.filter((f) => f.endsWith('_blood_groups.sql'))[0] ?? '';
}
