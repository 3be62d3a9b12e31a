import { type LookupSource, lookupSource, useLookup } from '@platform/api-client';
import type { ResourceDef, ResourceRecord } from '@platform/resources';
import { endpointsOf, referencedDef } from './endpoints';
import { isSearchable } from './list-query';
import { useRecordTitle } from './use-labels';

const sources = new WeakMap<ResourceDef, LookupSource<ResourceRecord>>();

/** The records a reference field chooses from: the referenced resource's list (searched when it has search fields). */
export function referenceSource(def: ResourceDef): LookupSource<ResourceRecord> {
  let source = sources.get(def);
  if (!source) {
    const endpoints = endpointsOf(def);
    source = lookupSource(endpoints.list, endpoints.read, { serverSearch: isSearchable(def) });
    sources.set(def, source);
  }
  return source;
}

/**
 * A reference picker's lookup (`useLookup` over the referenced resource) and how its records are named (the
 * definition's title field in the current language); `dependsOn` narrows by the parent's value (district → division).
 */
export function useReferenceLookup(
  resource: string,
  options: { value: unknown; parent?: { filter: string; value: unknown } },
) {
  const def = referencedDef(resource);
  return { lookup: useLookup(referenceSource(def), options), getLabel: useRecordTitle(def) };
}
