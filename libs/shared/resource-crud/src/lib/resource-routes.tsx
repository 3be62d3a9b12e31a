import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { type ResourceDef, type ResourceEntry, resourcePermissions } from '@platform/resources';
import { useCallerDef } from './caller-def';

/** What every resource page (the engine's own or an override) receives. */
export interface ResourcePageProps {
  def: ResourceDef;
}

/** A lazily loaded page module: `() => import('./my-skills-list')` (its default export is the page). */
export type ResourcePageLoader = () => Promise<{ default: ComponentType<ResourcePageProps> }>;

/**
 * The escape hatch: a resource may bring its own list, form (create and edit) or show page; it still gets the
 * definition and uses the same hooks (`useResourceList`, `useResourceRecord`, `useResourceMutations`) and form
 * fields (`ResourceForm`, `ResourceFormFields`).
 */
export interface ResourcePageOverrides {
  list?: ResourcePageLoader;
  form?: ResourcePageLoader;
  show?: ResourcePageLoader;
}

const defaultPages: Required<ResourcePageOverrides> = {
  list: () => import('./resource-list-page'),
  form: () => import('./resource-form-page'),
  show: () => import('./resource-show-page'),
};

function lazyPage(load: ResourcePageLoader, entry: ResourceEntry): RouteObject['lazy'] {
  return async () => {
    // the page's chunk and the definition load together
    const [{ default: Page }, def] = await Promise.all([load(), entry.load()]);
    // a tenant's user gets the definition without the tenant field (ADR 0083)
    return { Component: () => <Page def={useCallerDef(def)} /> };
  };
}

/**
 * Route objects of each resource, relative to the portal root: `<segment>` (list), `<segment>/create`,
 * `<segment>/:id` (show) and `<segment>/:id/edit`, every page a lazy chunk, each guarded by its permission key
 * (the shell shows Unauthorized Access without it) and titled `resources.<name>.title`. `defs` are index entries
 * (`RESOURCE_INDEX`, `resourceEntry(def)`): each page loads its definition beside its chunk, so the route table of a
 * portal's start chunk carries no field definitions (ADR 0006 r7).
 */
export function resourceRoutes(
  defs: readonly ResourceEntry[],
  overrides: Readonly<Partial<Record<string, ResourcePageOverrides>>> = {},
): RouteObject[] {
  return defs.flatMap((def) => {
    const keys = resourcePermissions(def);
    const pages = { ...defaultPages, ...overrides[def.name] };
    const { titleId } = def;
    return [
      { path: def.segment, handle: { titleId, permission: keys.viewAny }, lazy: lazyPage(pages.list, def) },
      {
        path: `${def.segment}/create`,
        handle: { titleId, permission: keys.create },
        lazy: lazyPage(pages.form, def),
      },
      {
        path: `${def.segment}/:id`,
        handle: { titleId, permission: keys.viewSingle },
        lazy: lazyPage(pages.show, def),
      },
      {
        path: `${def.segment}/:id/edit`,
        handle: { titleId, permission: keys.update },
        lazy: lazyPage(pages.form, def),
      },
    ];
  });
}
