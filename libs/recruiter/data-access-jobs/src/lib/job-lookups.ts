import { useEndpoint, useEndpointList } from '@platform/api-client';
import { type LookupRecord, RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';

/** The public lookups the job post chooses from (no private permission needed). */
export type JobLookup = Extract<
  ResourceName,
  'job_sectors' | 'occupations' | 'skills' | 'divisions' | 'districts' | 'upazilas'
>;
export type { LookupRecord };

/** Options per search: one short page, narrowed by typing (server search). */
export const JOB_LOOKUP_PAGE_SIZE = 20;

function lookupEndpoints(name: JobLookup) {
  const all = resourceEndpoints(RESOURCES[name]);
  if (!all.lookupList || !all.lookupRead) throw new Error(`${name} has no public lookup`);
  return { list: all.lookupList, read: all.lookupRead };
}

const cache = new Map<JobLookup, ReturnType<typeof lookupEndpoints>>();
function endpointsOf(name: JobLookup) {
  let found = cache.get(name);
  if (!found) {
    found = lookupEndpoints(name);
    cache.set(name, found);
  }
  return found;
}

/** One page of a public lookup (`/public/<segment>?search=&<parent>=`); `null` waits (closed picker, parent unset). */
export function useJobLookupOptions(
  name: JobLookup,
  query: { search?: string; filters?: Record<string, string | number> } | null,
) {
  const args = query
    ? {
        query: {
          page: 1,
          page_size: JOB_LOOKUP_PAGE_SIZE,
          ...(query.search ? { search: query.search } : {}),
          ...query.filters,
        },
      }
    : null;
  return useEndpointList(endpointsOf(name).list, args, { keepPreviousData: true });
}

/** One lookup record by id, to name a chosen value the current page does not hold; `null` waits. */
export function useJobLookupRecord(name: JobLookup, id: number | null) {
  return useEndpoint(endpointsOf(name).read, id ? { params: { id } } : null);
}
