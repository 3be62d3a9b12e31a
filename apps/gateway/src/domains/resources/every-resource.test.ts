import { buildPath, type HttpMethod, ROW_STATUS } from '@platform/contract';
import {
  type FieldDef,
  RESOURCES,
  type ResourceDef,
  resourceEndpoints,
  resourcePermissions,
  titleFieldOf,
} from '@platform/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway, uploadedPath } from '../../test/harness';
import { PDF } from '../files/test-files';
import { resourceEngineRoutes, resourceRoutes } from './endpoints';
import { ident } from '../../db/sql';
import { isReference, referencedResource } from './sql';

/**
 * Every definition of RESOURCES through its whole life cycle (a new resource is covered as soon as it is listed):
 * list, create, read, update, delete, trash, restore, lookup; and the OpenAPI document lists what is registered.
 */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const call = (method: HttpMethod, url: string, payload?: unknown, user = 'admin') =>
  gw.app.inject({
    method,
    url,
    headers: headers(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let serial = 0;

/** A valid value of a field: unique text, the smallest allowed number, a live referenced record. */
async function validValue(def: ResourceDef, f: FieldDef, values: Record<string, unknown>): Promise<unknown> {
  serial += 1;
  if (f.name === 'row_status') return ROW_STATUS.ACTIVE;
  if (isReference(f)) {
    const target = referencedResource(f);
    const parent = f.dependsOn ? values[f.dependsOn] : undefined;
    const r = await gw.db.query<{ id: number }>(
      `select id from ${ident(target.table)} where deleted_at is null${parent === undefined ? '' : ` and ${ident(f.dependsOn ?? '')} = $1`} order by id limit 1`,
      parent === undefined ? [] : [parent],
    );
    const id = r.rows[0]?.id;
    if (id === undefined) throw new Error(`${def.name}.${f.name}: no live ${target.name} to point at`);
    return f.kind === 'multiReference' ? [id] : id;
  }
  switch (f.kind) {
    case 'text':
    case 'multiline':
      // an address on given hosts (a gallery video) is an https address on the first of them
      if (f.kind === 'text' && f.hosts) return `https://${f.hosts[0]}/v${serial}`;
      if (f.kind === 'text' && (f.format === 'url' || f.format === 'https'))
        return `https://example.org/${serial}`;
      if (f.kind === 'text' && f.format === 'email') return `z${serial}@example.org`;
      if (f.kind === 'text' && f.format === 'mobile') return '01712345678';
      return `Z${serial}${f.name}`.slice(0, f.max ?? 100);
    case 'number':
      return f.min ?? 1;
    case 'enum':
      return f.options[0]?.value;
    case 'boolean':
      return true;
    case 'date':
      return '2024-05-01';
    case 'file':
    case 'image':
      // a real upload of a type the field takes (ADR 0123)
      return f.types && !f.types.includes('image/png')
        ? uploadedPath(gw, 'admin', { filename: 'file.pdf', content: PDF })
        : uploadedPath(gw, 'admin', {
            query: f.kind === 'image' || f.public ? 'visibility=public' : 'visibility=private',
          });
    default:
      return null;
  }
}

async function validRecord(def: ResourceDef): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const f of def.fields) if (!f.readOnly) values[f.name] = await validValue(def, f, values);
  return values;
}

const cases = Object.entries(RESOURCES) as [string, ResourceDef][];

describe.each(cases)('%s', (_name, def) => {
  const e = resourceEndpoints(def);
  const at = (path: string, id: number) => buildPath(path, { id });

  it('lives through list, create, read, update, delete, trash and restore', async () => {
    const list = await call('GET', `${e.list.path}?page_size=5`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toMatchObject({ current_page: 1, page_size: 5 });

    const values = await validRecord(def);
    const create = await call('POST', e.create.path, values);
    expect(create.statusCode, create.body).toBe(201);
    const record = create.json().data as Record<string, unknown> & { id: number };
    // a read-only field is the server's (a feedback's arrival date), not what was sent
    for (const f of def.fields) if (!f.readOnly) expect(record[f.name], f.name).toEqual(values[f.name]);

    expect((await call('GET', at(e.read.path, record.id))).json().data).toEqual(record);
    const title = titleFieldOf(def);
    const renamed = `Y${record.id}${title}`.slice(0, 30);
    const update = await call('PUT', at(e.update.path, record.id), { [title]: renamed });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data[title]).toBe(renamed);

    // unique values are refused the second time
    const unique = def.fields.find((f) => f.unique);
    if (unique) {
      const again = await call('POST', e.create.path, {
        ...(await validRecord(def)),
        [unique.name]: update.json().data[unique.name],
      });
      expect(again.json().errors?.[unique.name], again.body).toEqual(['validation.already_exists']);
    }

    if (e.lookupList && e.lookupRead) {
      expect((await call('GET', at(e.lookupRead.path, record.id), undefined, '')).json().data).toMatchObject({
        id: record.id,
        [title]: renamed,
      });
    }

    expect((await call('DELETE', at(e.remove.path, record.id))).statusCode).toBe(200);
    expect((await call('GET', at(e.read.path, record.id))).statusCode).toBe(404);
    const trash = await call('GET', `${e.list.path}?trashed=only&page_size=100`);
    expect((trash.json().data as { id: number }[]).map((r) => r.id)).toContain(record.id);
    if (e.lookupRead)
      expect((await call('GET', at(e.lookupRead.path, record.id), undefined, '')).statusCode).toBe(404);

    const restore = await call('PUT', at(e.restore.path, record.id));
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await call('GET', at(e.read.path, record.id))).json().data).toMatchObject({
      id: record.id,
      deleted_at: null,
    });
  });

  it('registers bulk delete and import only where the definition allows them', async () => {
    const bulk = await call('POST', e.bulkDelete.path, { ids: [2_000_000] });
    expect(bulk.statusCode).toBe(404);
    expect(bulk.json().status.message).toBe('errors.not_found');
    const routes = resourceRoutes(def);
    expect(Boolean(routes.bulkDelete)).toBe(Boolean(def.bulkDelete));
    expect(Boolean(routes.import)).toBe(Boolean(def.importable));
    const imported = await call('POST', e.import.path, { rows: [] });
    expect(imported.statusCode).toBe(def.importable ? 422 : 404);
  });

  it('seeds its five permission keys and gives them to the system admin', async () => {
    const keys = Object.values(resourcePermissions(def));
    const r = await gw.db.query<{ key: string }>(
      `select p.key from permissions p join role_permissions rp on rp.permission_id = p.id join roles r on r.id = rp.role_id
        where r.key = 'system_admin' and p.key = any($1::text[])`,
      [keys],
    );
    expect(r.rows.map((x) => x.key).sort()).toEqual([...keys].sort());
  });
});

describe('openapi', () => {
  it('lists every resource endpoint the gateway registered, with its area and permission key', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; 'x-permission': string | null; operationId: string }>
      >;
    };
    const routes = resourceEngineRoutes();
    expect(routes.length).toBeGreaterThan(6 * cases.length);
    for (const [name, ep] of routes) {
      const op = doc.paths[ep.path.replace(/:(\w+)/g, '{$1}')]?.[ep.method.toLowerCase()];
      expect(op, name).toMatchObject({
        operationId: name,
        tags: [ep.area],
        'x-permission': ep.permission ?? null,
      });
    }
    expect(doc.paths['/private/divisions/bulk-delete']).toBeUndefined();
    expect(doc.paths['/private/skills/bulk-delete']?.post?.['x-permission']).toBe('delete_skill');
    expect(doc.paths['/private/permissions/sync']?.post?.['x-permission']).toBe('sync_permissions');
    expect(doc.paths['/public/education-degrees']?.get?.tags).toEqual(['public']);
  });
});
