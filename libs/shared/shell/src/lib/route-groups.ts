import { type RouteObject, matchRoutes } from 'react-router-dom';
import type { PatchRoutesOnNavigation } from './navigation';
import { guardByPermission, PORTAL_PAGES_ROUTE_ID } from './routes';
import type { PortalDefinition, RouteGroup } from './types';

/** The first segment of a path: '/my-learning-path/3?x=1' → 'my-learning-path'. */
function firstSegment(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
}

export interface RouteGroupDiscovery {
  /** Starts loading the table of the group a path belongs to (the first screen's download, before the router). */
  preload(path: string): Promise<RouteObject[]> | undefined;
  /**
   * For the portal's router: adds a group's routes under the portal's pages the first time an address of it is
   * visited (a promise while its table loads; nothing when the address is of no group or its group joined already).
   */
  patchRoutesOnNavigation: PatchRoutesOnNavigation;
}

/**
 * Route groups (ADR 0103): a section's route table stays out of the portal's entry and joins the router the first
 * time an address starting with one of its segments is visited (the portal router's patchRoutesOnNavigation). Each
 * group's table is loaded once and guarded by permission like the portal's own routes.
 */
export function discoverRouteGroups(groups: readonly RouteGroup[]): RouteGroupDiscovery {
  const tables = new Map<RouteGroup, Promise<RouteObject[]>>();
  const patched = new Set<RouteGroup>();
  const groupOf = (path: string) => {
    const segment = firstSegment(path);
    return groups.find((group) => group.segments.includes(segment));
  };
  const load = (group: RouteGroup) => {
    let table = tables.get(group);
    if (!table) {
      table = group.load().then(guardByPermission);
      // a failed download may be retried by the next visit
      table.catch(() => tables.delete(group));
      tables.set(group, table);
    }
    return table;
  };
  return {
    preload(path) {
      const group = groupOf(path);
      return group ? load(group) : undefined;
    },
    patchRoutesOnNavigation({ path, patch }) {
      const group = groupOf(path);
      if (!group || patched.has(group)) return undefined;
      return load(group).then((routes) => {
        if (patched.has(group)) return;
        patched.add(group);
        patch(PORTAL_PAGES_ROUTE_ID, routes);
      });
    },
  };
}

/** The lazy chunks of the routes a location matches inside a group's table (started, not awaited). */
export function startGroupDownloads(routes: RouteObject[], location: Pick<Location, 'pathname'>): void {
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function')
      void Promise.resolve()
        .then(lazy)
        .catch(() => undefined);
  }
}

/** What a portal's router needs besides its routes: the discovery of its route groups (none: nothing). */
export function portalRouterOptions(portal: Pick<PortalDefinition, 'routeGroups'>): {
  patchRoutesOnNavigation?: PatchRoutesOnNavigation;
  discovery?: RouteGroupDiscovery;
} {
  if (!portal.routeGroups?.length) return {};
  const discovery = discoverRouteGroups(portal.routeGroups);
  return { patchRoutesOnNavigation: discovery.patchRoutesOnNavigation, discovery };
}
