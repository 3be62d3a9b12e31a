import { type LookupRecord, RESOURCES, type ResourceRecord, resourceEndpoints } from '@platform/resources';

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

/** An active record with a Bengali and an English title as the resource engine answers it (an organisation, an institute). */
export function makeTitledRecord(
  id: number,
  title: string,
  title_en: string,
  over: Partial<ResourceRecord> = {},
): ResourceRecord {
  return {
    id,
    title,
    title_en,
    row_status: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    deleted_at: null,
    ...over,
  };
}
