import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { catalogue } from '@platform/i18n/catalogue';
import { portal } from './portal';

/** The shell mounts the portal's routes under its layout at `/`. */
const tree: RouteObject[] = [{ path: '/', children: portal.routes }];

function leaf(path: string): RouteObject | undefined {
  return matchRoutes(tree, path)?.at(-1)?.route;
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('admin portal definition', () => {
  it('lets in the right user type', () => {
    expect(portal.id).toBe('admin');
    expect(portal.allowedUserTypes).toEqual([1]);
    expect(portal.publicWhenSignedOut).toBe(false);
  });

  it('serves its pages', () => {
    for (const path of ['/', '/settings', '/notifications']) {
      expect(leaf(path), path).toBeDefined();
      expect(leaf(path)?.path, path).not.toBe('*');
    }
  });

  it('leads every menu item to a route of this portal', () => {
    expect(portal.menu.length).toBeGreaterThan(0);
    for (const item of portal.menu) {
      const route = leaf(item.to);
      expect(route, item.to).toBeDefined();
      expect(route?.path, item.to).not.toBe('*');
    }
    expect(new Set(portal.menu.map((item) => item.to)).size).toBe(portal.menu.length);
  });

  it('loads every page lazily, so the initial chunk holds only the shell', () => {
    for (const route of allRoutes(portal.routes)) {
      expect(route.lazy, route.path ?? 'index').toBeTypeOf('function');
      expect(route.element ?? route.Component).toBeUndefined();
    }
  });

  it('names the portal, its menu and its pages in English and Bengali', () => {
    const titleIds = allRoutes(portal.routes).map((route) => (route.handle as { titleId?: string } | undefined)?.titleId);
    const ids = [portal.titleId, ...portal.menu.map((item) => item.labelId), ...titleIds.filter((id) => id !== undefined)];
    for (const id of ids) {
      expect(catalogue['en-US'][id], id).toBeTruthy();
      expect(catalogue['bn-BD'][id], id).toBeTruthy();
    }
  });
});
