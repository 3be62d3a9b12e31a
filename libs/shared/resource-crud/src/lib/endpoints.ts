import {
  resourceByName,
  resourceEndpoints,
  type ResourceDef,
  type ResourceEndpoints,
} from '@platform/resources';

const cache = new WeakMap<ResourceDef, ResourceEndpoints>();

/** The contract endpoints of a resource, made once per definition (stable identities for hooks and SWR keys). */
export function endpointsOf(def: ResourceDef): ResourceEndpoints {
  let endpoints = cache.get(def);
  if (!endpoints) {
    endpoints = resourceEndpoints(def);
    cache.set(def, endpoints);
  }
  return endpoints;
}

/** The definition a reference field points to; a definition naming an unknown resource is a programming error. */
export function referencedDef(resource: string): ResourceDef {
  const def = resourceByName(resource);
  if (!def) throw new Error(`unknown resource "${resource}" in a reference field`);
  return def;
}
