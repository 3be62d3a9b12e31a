import { describe, expect, it } from 'vitest';
import { validateBody } from '@platform/validation';
import { RESOURCES, districts, organizationTypes, permissions, skills } from './definitions';
import { resourceEndpoints, resourcePermissions } from './define';
import { resourceSchema } from './schema';

describe('resource definitions', () => {
  it.each(Object.entries(RESOURCES))(
    '%s: registry key, unique segment, row status, references to listed resources',
    (key, def) => {
      expect(def.name).toBe(key);
      expect(def.fields.some((f) => f.name === 'row_status')).toBe(true);
      const segments = Object.values(RESOURCES).filter((other) => other.segment === def.segment);
      expect(segments).toHaveLength(1);
      for (const f of def.fields)
        if (f.kind === 'reference' || f.kind === 'multiReference')
          expect(RESOURCES).toHaveProperty(f.resource);
    },
  );

  it('derives the five permission keys and the endpoints that check them', () => {
    expect(resourcePermissions(skills)).toEqual({
      viewAny: 'view_any_skill',
      viewSingle: 'view_single_skill',
      create: 'create_skill',
      update: 'update_skill',
      delete: 'delete_skill',
    });
    const e = resourceEndpoints(skills);
    expect([e.list.method, e.list.path, e.list.permission, e.list.list]).toEqual([
      'GET',
      '/private/skills',
      'view_any_skill',
      true,
    ]);
    expect([e.remove.method, e.remove.path, e.remove.permission]).toEqual([
      'DELETE',
      '/private/skills/:id',
      'delete_skill',
    ]);
    expect([e.restore.path, e.restore.permission]).toEqual(['/private/skills/:id/restore', 'update_skill']);
    expect(e.lookupList).toMatchObject({ path: '/public/skills', area: 'public' });
    expect('lookupList' in resourceEndpoints(permissions)).toBe(false);
  });

  it('the shared schema gives the spec messages and normalises input', async () => {
    const bad = await validateBody(resourceSchema(skills), { title: '  ', skill_type: 7 });
    expect(bad).toEqual({
      ok: false,
      errors: { title: ['validation.required'], skill_type: ['validation.one_of'] },
    });
    const good = await validateBody(resourceSchema(districts), {
      title: ' ঢাকা ',
      title_en: '',
      division_id: '৩',
      row_status: '1',
      extra: 'x',
    });
    expect(good).toEqual({ ok: true, value: { title: 'ঢাকা', title_en: null, division_id: 3, row_status: 1 } });
    const long = await validateBody(resourceSchema(skills), { title: 'x'.repeat(301), skill_type: 1 });
    expect(long.ok).toBe(false);
  });

  it('reads booleans from forms and spreadsheet cells, and answers anything else with a message id', async () => {
    const schema = resourceSchema(organizationTypes);
    for (const [given, read] of [
      [true, true],
      ['false', false],
      [null, false],
      ['', false],
      [undefined, false],
    ] as const) {
      expect(await validateBody(schema, { title: 'সরকারি', is_government: given })).toMatchObject({
        ok: true,
        value: { is_government: read },
      });
    }
    expect(await validateBody(schema, { title: 'সরকারি', is_government: 'maybe' })).toEqual({
      ok: false,
      errors: { is_government: ['validation.one_of'] },
    });
  });
});
