import { useEndpoint, useEndpointList } from '@platform/api-client';
import { type LookupRecord, RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';

/** The public lookups the job search filters choose from. */
export type JobLookup = Extract<
  ResourceName,
  'job_sectors' | 'occupations' | 'skills' | 'divisions' | 'districts' | 'upazilas'
>;
export type { LookupRecord };

function lookupList(name: JobLookup) {
  const list = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!list) throw new Error(`${name} has no public lookup`);
  return list;
}

/**
 * One page of a public lookup (`/public/<segment>`), up to 100 records: the sectors, divisions and the children of a
 * chosen parent are short lists. `filters` narrows by parent (`division_id`, `job_sector_id`); `null` waits.
 */
export function useJobLookup(
  name: JobLookup,
  query: { search?: string; filters?: Record<string, string | number> } | null,
) {
  const args = query
    ? {
        query: {
          page: 1,
          page_size: 100,
          ...(query.search ? { search: query.search } : {}),
          ...query.filters,
        },
      }
    : null;
  return useEndpointList(lookupList(name), args);
}

/** One lookup record by id (to name a chosen filter value that is not among the loaded options); `null` waits. */
export function useJobLookupRecord(name: JobLookup, id: number | null) {
  const read = resourceEndpoints(RESOURCES[name]).lookupRead;
  if (!read) throw new Error(`${name} has no public lookup`);
  return useEndpoint(read, id ? { params: { id } } : null);
}
