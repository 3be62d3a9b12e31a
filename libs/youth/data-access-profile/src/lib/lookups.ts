import { useMemo } from 'react';
import { useEndpoint, useEndpointList } from '@platform/api-client';
import { type LookupRecord, RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';
import type { EducationResultRule } from '@platform/validation';

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
export function useLookupOptions(
  name: ProfileLookup,
  query: { search?: string; filters?: Record<string, string | number> } | null,
) {
  const args = query
    ? {
        query: {
          page: 1,
          page_size: LOOKUP_PAGE_SIZE,
          ...(query.search ? { search: query.search } : {}),
          ...query.filters,
        },
      }
    : null;
  return useEndpointList(lookupEndpoints(name).list, args);
}

/** One lookup record by id (to name a chosen value that is not among the options); `null` waits. */
export function useLookupRecord(name: ProfileLookup, id: number | null) {
  return useEndpoint(lookupEndpoints(name).read, id ? { params: { id } } : null);
}

/**
 * Which education result asks for marks or a CGPA (`education_results`), as the education schema's `results`
 * context; nothing is fetched while `enabled` is false. There are a handful of results, so one page holds them.
 */
export function useEducationResultRules(enabled: boolean): Record<number, EducationResultRule> | undefined {
  const { data } = useEndpointList(
    lookupEndpoints('education_results').list,
    enabled ? { query: { page: 1, page_size: 100 } } : null,
  );
  return useMemo(
    () =>
      data
        ? Object.fromEntries(
            data.data.map((r) => [
              r.id,
              {
                is_marks_required: r.is_marks_required === true,
                is_cgpa_required: r.is_cgpa_required === true,
              },
            ]),
          )
        : undefined,
    [data],
  );
}
