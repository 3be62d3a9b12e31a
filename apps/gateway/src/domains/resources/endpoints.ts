import type { EndpointDef } from '@platform/contract';
import { RESOURCES, type ResourceDef, resourceEndpoints, resourceEngineEndpoints } from '@platform/resources';

/**
 * The endpoints the gateway registers for a resource: every one of `resourceEndpoints(def)`, except bulk delete and
 * import where the definition does not allow them (the public lookups exist only with `lookup`).
 */
export function resourceRoutes(def: ResourceDef) {
  const all = resourceEndpoints(def);
  return {
    list: all.list,
    read: all.read,
    create: all.create,
    update: all.update,
    remove: all.remove,
    restore: all.restore,
    bulkDelete: def.bulkDelete ? all.bulkDelete : undefined,
    import: def.importable ? all.import : undefined,
    lookupList: all.lookupList,
    lookupRead: all.lookupRead,
  };
}

/**
 * Every endpoint of the resource engine by operation id (`<resource>.<action>`, `resources.<action>`): what the
 * OpenAPI document lists and whose permission keys the permission catalogue declares.
 */
export function resourceEngineRoutes(
  defs: readonly ResourceDef[] = Object.values(RESOURCES),
): [string, EndpointDef][] {
  const out: [string, EndpointDef][] = [];
  for (const def of defs) {
    for (const [action, endpoint] of Object.entries(resourceRoutes(def)))
      if (endpoint) out.push([`${def.name}.${action}`, endpoint]);
  }
  for (const [action, endpoint] of Object.entries(resourceEngineEndpoints))
    out.push([`resources.${action}`, endpoint]);
  return out;
}
