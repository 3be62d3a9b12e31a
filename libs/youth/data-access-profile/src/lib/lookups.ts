import { useEndpoint, useEndpointList } from '@platform/api-client';
import { type LookupRecord, RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';

/** The public lookups the profile forms choose from. */
export type ProfileLookup = Extract<
  ResourceName,
  | 'education_levels'
  | 'exam_degrees'
  | 'education_boards'
  | 'education_groups'
  | 'education_results'
  | 'skills'
  | 'countries'
  | 'divisions'
  | 'districts'
  | 'upazilas'
  | 'area_of_interests'
  | 'area_of_aspirations'
>;

export type { LookupRecord };

/** Options per search: a short page, narrowed by typing (server search). */
export const LOOKUP_PAGE_SIZE = 20;

function lookupEndpoints(name: ProfileLookup) {
  const all = resourceEndpoints(RESOURCES[name]);
  if (!all.lookupList || !all.lookupRead) throw new Error(`${name} has no public lookup`);
  return { list: all.lookupList, read: all.lookupRead };
}

/**
 * One page of a public lookup (`/public/<segment>?search=&<filter>=`); `null` waits (a closed picker, or a parent
 * not chosen yet).
 */
export function useLookupOptions(name: ProfileLookup, query: { search?: string; filters?: Record<string, string | number> } | null) {
  const args = query
    ? { query: { page: 1, page_size: LOOKUP_PAGE_SIZE, ...(query.search ? { search: query.search } : {}), ...query.filters } }
    : null;
  return useEndpointList(lookupEndpoints(name).list, args);
}

/** One lookup record by id (to name a chosen value that is not among the options); `null` waits. */
export function useLookupRecord(name: ProfileLookup, id: number | null) {
  return useEndpoint(lookupEndpoints(name).read, id ? { params: { id } } : null);
}
