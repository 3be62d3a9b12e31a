import type { RouteObject } from 'react-router-dom';
import { resourceRoutes } from '@platform/resource-crud';
import { courseLibraryContents, resourceEntry } from '@platform/resources';

/** The resource engine's four routes of the content library (list, create, show, edit): see library-routes.ts. */
const routes = resourceRoutes([resourceEntry(courseLibraryContents)]);

export function libraryRoute(i: number): RouteObject {
  const route = routes[i];
  if (!route) throw new Error(`no content library route ${i}`);
  return route;
}
