import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { type ReactNode, createElement } from 'react';
import { MemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { useListParams } from '@platform/api-client';
import { catalogue } from '@platform/i18n/catalogue';
import { RESOURCE_GROUPS, RESOURCE_INDEX, RESOURCES, resourcePermissions } from '@platform/resources';
import { ALL_DEFS } from '../test/fixtures';
import { fieldLabelId, groupLabelId, resourceTitleId } from './labels';
import { listQuery, resourceListParams } from './list-query';
import { resourceMenu } from './resource-menu';
import { resourceRoutes } from './resource-routes';

const locales = ['en-US', 'bn-BD'] as const;

describe('labels of every resource', () => {
  it.each(locales)('resolve in %s: names, groups, every field and every enum option', (locale) => {
    const messages = catalogue[locale];
    const missing: string[] = [];
    const need = (id: string) => {
      if (!messages[id]?.trim()) missing.push(id);
    };
    for (const def of ALL_DEFS) {
      need(resourceTitleId(def));
      need(groupLabelId(def.menuGroup));
      for (const field of def.fields) {
        // the fallback is chosen from the English catalogue, as the page does from whichever locale is loaded
        need(fieldLabelId(def, field.name, (id) => id in catalogue['en-US']));
        if (field.kind === 'enum') for (const o of field.options) need(o.labelId);
      }
    }
    for (const g of RESOURCE_GROUPS) need(groupLabelId(g));
    expect(missing).toEqual([]);
  });

  it('prefers a resource’s own label and falls back to the shared one', () => {
    const has = (id: string) => id in catalogue['en-US'];
    expect(fieldLabelId(RESOURCES.permissions, 'key', has)).toBe('resources.permissions.fields.key');
    expect(fieldLabelId(RESOURCES.permission_groups, 'key', has)).toBe('resources.common.fields.key');
    expect(catalogue['en-US'][fieldLabelId(RESOURCES.skills, 'title', has)]).toBe('Title (Bangla)');
    expect(catalogue['bn-BD'][fieldLabelId(RESOURCES.skills, 'title', has)]).toBe('শিরোনাম (বাংলা)');
  });
});

describe('resourceRoutes', () => {
  const routes = resourceRoutes(RESOURCE_INDEX);
  const tree: RouteObject[] = [{ path: '/', children: routes }];
  const leaf = (path: string) => matchRoutes(tree, path)?.at(-1)?.route;

  it('gives every resource a lazy list, create, show and edit page guarded by its permission key', () => {
    expect(routes).toHaveLength(ALL_DEFS.length * 4);
    for (const def of ALL_DEFS) {
      const keys = resourcePermissions(def);
      const expected: [string, string][] = [
        [`/${def.segment}`, keys.viewAny],
        [`/${def.segment}/create`, keys.create],
        [`/${def.segment}/7`, keys.viewSingle],
        [`/${def.segment}/7/edit`, keys.update],
      ];
      for (const [path, permission] of expected) {
        const route = leaf(path);
        expect(route?.handle, path).toEqual({ titleId: `resources.${def.name}.title`, permission });
        expect(route?.lazy, path).toBeTypeOf('function');
        expect(route?.element ?? route?.Component, path).toBeUndefined();
      }
    }
  });
});

describe('resourceMenu', () => {
  it('lists every resource once, by group order, each behind its view_any key', () => {
    const menu = resourceMenu(RESOURCE_INDEX);
    expect(menu).toHaveLength(ALL_DEFS.length);
    const groups = menu.map((item) => item.group);
    const order = RESOURCE_GROUPS.map(groupLabelId).filter((g) => groups.includes(g));
    expect([...new Set(groups)]).toEqual(order);
    expect(menu.find((item) => item.to === '/districts')).toEqual({
      labelId: 'resources.districts.title',
      to: '/districts',
      permission: 'view_any_district',
      group: 'resources.groups.locations',
    });
    // within a group, the order of RESOURCES
    expect(menu.filter((i) => i.group === 'resources.groups.locations').map((i) => i.to)).toEqual([
      '/countries',
      '/divisions',
      '/districts',
      '/upazilas',
    ]);
  });
});

describe('list state in the address', () => {
  const def = RESOURCES.skills;
  function stateAt(address: string) {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [address] }, children);
    return renderHook(() => useListParams(resourceListParams(def)), { wrapper }).result.current;
  }

  it('reads paging, search, sort, trash and filters, and sends them as the list query', () => {
    const list = stateAt(
      '/skills?page=3&page_size=25&search=ban&order_by=title_en&order=desc&trashed=only&skill_type=2&row_status=1&nope=1',
    );
    expect(listQuery(list.state)).toEqual({
      page: 3,
      page_size: 25,
      search: 'ban',
      order_by: 'title_en',
      order: 'desc',
      trashed: 'only',
      skill_type: '2',
      row_status: '1',
    });
    expect(listQuery(list.state, { page: 1, page_size: 100 })).toMatchObject({ page: 1, page_size: 100 });
  });

  it('drops unknown filters and values, unsortable fields and odd page sizes', () => {
    const list = stateAt('/skills?page=0&page_size=7&order_by=description&order=up&skill_type=9&trashed=yes');
    expect(listQuery(list.state)).toEqual({ page: 1, page_size: 10 });
    expect(listQuery(stateAt('/skills?order_by=title_en').state)).toMatchObject({ order: 'asc' });
    expect(resourceListParams(def)).toBe(resourceListParams(def));
  });
});
