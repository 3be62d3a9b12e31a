import { type LookupRecord, RESOURCES, resourceEndpoints } from '@platform/resources';

/** A lookup record as the pickers receive it: active, its Bengali title the English one with " (bn)". */
export function makeLookup(id: number, title_en: string, extra: Record<string, unknown> = {}): LookupRecord {
  return { id, row_status: 1, title: `${title_en} (bn)`, title_en, ...extra } as LookupRecord;
}

/** A resource's public lookup endpoints, `lookupEndpoints('skills').list` / `.read`, for the MSW handlers. */
export function lookupEndpoints(name: keyof typeof RESOURCES) {
  const { lookupList, lookupRead } = resourceEndpoints(RESOURCES[name]);
  if (!lookupList || !lookupRead) throw new Error(`${name} has no lookup`);
  return { list: lookupList, read: lookupRead };
}
