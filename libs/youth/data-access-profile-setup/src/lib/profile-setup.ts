import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { PAGE_SIZE_MAX, youthProfileEndpoints as endpoints, youthItemEndpoints } from '@platform/contract';
import { type LookupRecord, RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';

/** Every profile call lives under this path; each write below revalidates every cached profile read. */
const PROFILE_PATH = endpoints.youthProfile.path;
const revalidate = { revalidate: [PROFILE_PATH] };

/** GET /protected/youth-profile: what the setup steps prefill from (and resume at). */
export function useSetupProfile() {
  return useEndpoint(endpoints.youthProfile, {});
}

/** The public lookups the setup steps choose from. */
export type SetupLookup = Extract<
  ResourceName,
  | 'education_levels'
  | 'exam_degrees'
  | 'education_results'
  | 'skills'
  | 'area_of_interests'
  | 'area_of_aspirations'
>;
export type { LookupRecord };

/**
 * A whole public lookup (`/public/<segment>`, up to PAGE_SIZE_MAX records: these lists are short), optionally
 * narrowed by a filter (`education_level_id`, `skill_type`); `null` waits (a parent not chosen yet).
 */
export function useSetupLookup(name: SetupLookup, filters: Record<string, string | number> | null = {}) {
  const list = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!list) throw new Error(`${name} has no public lookup`);
  return useEndpointList(list, filters ? { query: { page: 1, page_size: PAGE_SIZE_MAX, ...filters } } : null);
}

/** POST / DELETE /protected/youth-profile/educations[/:id]. */
export function useEducationMutations() {
  return {
    create: useEndpointMutation(youthItemEndpoints.educations.create, revalidate),
    remove: useEndpointMutation(youthItemEndpoints.educations.remove, revalidate),
  };
}

/** PUT …/area-of-interest: replaces the set (at least one, checked by the gateway too). */
export function useSaveAreaOfInterest() {
  return useEndpointMutation(endpoints.updateYouthAreaOfInterest, revalidate);
}

/** PUT …/area-of-aspirations: replaces the set (at least one). */
export function useSaveAreaOfAspirations() {
  return useEndpointMutation(endpoints.updateYouthAreaOfAspirations, revalidate);
}

/** PUT …/basic-skills and …/specialized-skills: each replaces its set (at least one of each). */
export function useSaveSkillSets() {
  return {
    basic: useEndpointMutation(endpoints.updateYouthBasicSkills, revalidate),
    specialized: useEndpointMutation(endpoints.updateYouthSpecializedSkills, revalidate),
  };
}
