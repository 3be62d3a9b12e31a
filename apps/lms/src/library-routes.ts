import type { RouteObject } from 'react-router-dom';

/*
 * `/existing-content` (issue 15 item 3, ADR 0091): the institute's content library, drawn by the resource engine's
 * pages. The engine (@platform/resource-crud with its definitions) loads with the first of these pages, never with
 * the portal's first screen: these route objects name only the paths, titles and keys (ADR 0006 first-visit budget).
 */
const titleId = 'resources.course_library_contents.title';
const key = (verb: string) => `${verb}_course_library_content`;

/** The engine's route `i` (list, create, show, edit — resourceRoutes' order), loaded on first use. */
const page =
  (i: number): RouteObject['lazy'] =>
  async () => {
    const { libraryRoute } = await import('./library-pages');
    const lazy = libraryRoute(i).lazy;
    return typeof lazy === 'function' ? lazy() : {};
  };

export const libraryRoutes: RouteObject[] = [
  { path: 'existing-content', handle: { titleId, permission: key('view_any') }, lazy: page(0) },
  { path: 'existing-content/create', handle: { titleId, permission: key('create') }, lazy: page(1) },
  { path: 'existing-content/:id', handle: { titleId, permission: key('view_single') }, lazy: page(2) },
  { path: 'existing-content/:id/edit', handle: { titleId, permission: key('update') }, lazy: page(3) },
];
