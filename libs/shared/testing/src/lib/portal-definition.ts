import { beforeAll, describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What the checks read of a portal definition (structural, so this lib need not depend on the shell). */
export interface PortalDefinitionLike {
  id: string;
  titleId: string;
  allowedUserTypes: number[];
  publicWhenSignedOut: boolean;
  routes: RouteObject[];
  /** Sections whose tables load on the first visit to one of their segments (the shell's RouteGroup, ADR 0103). */
  routeGroups?: ReadonlyArray<{ segments: readonly string[]; load: () => Promise<RouteObject[]> }>;
  menu: ReadonlyArray<{ to: string; labelId: string }>;
}

export interface DescribePortalDefinitionOptions {
  /** The label catalogue (`catalogue` from `@platform/i18n/catalogue`). */
  catalogue: Record<'en-US' | 'bn-BD', Record<string, string>>;
  /** Expected portal id. */
  id: string;
  /** Expected user type codes. */
  allowedUserTypes: number[];
  /** Expected: pages public when signed out (youth only). */
  publicWhenSignedOut: boolean;
  /** Addresses the portal must serve (not via the `*` catch-all); defaults to `['/']`. */
  pages?: string[];
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

/**
 * The checks every portal definition must pass: right user types, its pages served, every menu item leads to a
 * route, every page lazy and titled, every label in English and Bengali. Call at the top level of an app's test file.
 */
export function describePortalDefinition(
  definition: PortalDefinitionLike,
  options: DescribePortalDefinitionOptions,
) {
  const { catalogue, pages = ['/'] } = options;
  const groups = definition.routeGroups ?? [];
  /** Every route: the portal's own and, once loaded, its groups' (the router adds a group where the shell says). */
  let routes: RouteObject[] = definition.routes;
  const groupTables: RouteObject[][] = [];
  /** The shell mounts the portal's routes under its layout at `/`. */
  const leaf = (path: string): RouteObject | undefined =>
    matchRoutes([{ path: '/', children: routes }], path)?.at(-1)?.route;

  describe(`${definition.id} portal definition`, () => {
    beforeAll(async () => {
      for (const group of groups) groupTables.push(await group.load());
      routes = [...definition.routes, ...groupTables.flat()];
    });

    it('keeps each route group to its own first segments, none claimed twice', () => {
      const claimed = groups.flatMap((group) => group.segments);
      expect(new Set(claimed).size).toBe(claimed.length);
      groups.forEach((group, i) => {
        for (const route of groupTables[i] ?? []) {
          const first = (route.path ?? '').replace(/^\//, '').split('/')[0];
          expect(group.segments, route.path ?? 'index').toContain(first);
        }
      });
    });

    it('lets in the right user type', () => {
      expect(definition.id).toBe(options.id);
      expect(definition.allowedUserTypes).toEqual(options.allowedUserTypes);
      expect(definition.publicWhenSignedOut).toBe(options.publicWhenSignedOut);
    });

    it('serves its pages', () => {
      for (const path of pages) {
        expect(leaf(path), path).toBeDefined();
        expect(leaf(path)?.path, path).not.toBe('*');
      }
    });

    it('leads every menu item to a route of this portal', () => {
      expect(definition.menu.length).toBeGreaterThan(0);
      for (const item of definition.menu) {
        const route = leaf(item.to);
        expect(route, item.to).toBeDefined();
        expect(route?.path, item.to).not.toBe('*');
      }
      expect(new Set(definition.menu.map((item) => item.to)).size).toBe(definition.menu.length);
    });

    it('loads every page lazily, so the initial chunk holds only the shell', () => {
      for (const route of allRoutes(routes)) {
        expect(route.lazy, route.path ?? 'index').toBeTypeOf('function');
        expect(route.element ?? route.Component).toBeUndefined();
      }
    });

    it('gives every page a descriptive title (handle.titleId: the document title until the page names itself)', () => {
      const untitled = allRoutes(routes)
        .filter((route) => route.path !== undefined || route.index)
        .filter((route) => !(route.handle as { titleId?: string } | undefined)?.titleId)
        .map((route) => route.path ?? 'index');
      expect(untitled).toEqual([]);
    });

    it('names the portal, its menu and its pages in English and Bengali', () => {
      const titleIds = allRoutes(routes).map(
        (route) => (route.handle as { titleId?: string } | undefined)?.titleId,
      );
      const ids = [
        definition.titleId,
        ...definition.menu.map((item) => item.labelId),
        ...titleIds.filter((id) => id !== undefined),
      ];
      for (const id of ids) {
        expect(catalogue['en-US'][id], id).toBeTruthy();
        expect(catalogue['bn-BD'][id], id).toBeTruthy();
      }
    });
  });
}
