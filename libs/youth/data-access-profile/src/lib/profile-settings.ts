import { useEndpointMutation } from '@platform/api-client';
import { endpoints } from '@platform/contract';
import { YOUTH_PROFILE_PATH } from './youth-profile';

const revalidate = { revalidate: [YOUTH_PROFILE_PATH] };

/** PUT …/personal-info: names, gender, date of birth, religion, identity, disability, ethnic group, bio. */
export function useUpdatePersonalInfo() {
  return useEndpointMutation(endpoints.updateYouthPersonalInfo, revalidate);
}

/** PUT …/job-preferences: job level, job types, workplaces, expected salary. */
export function useUpdateJobPreferences() {
  return useEndpointMutation(endpoints.updateYouthJobPreferences, revalidate);
}

/** PUT …/area-of-interest: replaces the set (at least one). */
export function useUpdateAreaOfInterest() {
  return useEndpointMutation(endpoints.updateYouthAreaOfInterest, revalidate);
}

/** PUT …/area-of-aspirations: replaces the set (at least one). */
export function useUpdateAreaOfAspirations() {
  return useEndpointMutation(endpoints.updateYouthAreaOfAspirations, revalidate);
}

/** PUT …/show-or-hide-youth-data: shows or hides parts on the public profile and CV. */
export function useUpdateDataVisibility() {
  return useEndpointMutation(endpoints.updateYouthDataVisibility, revalidate);
}

/** PUT …/add-to-cv: puts one item on the CV or takes it off. */
export function useAddToCv() {
  return useEndpointMutation(endpoints.youthAddToCv, revalidate);
}

/** PUT …/photo: the profile photo from a public PNG or JPEG the youth uploaded (null removes it). */
export function useUpdatePhoto() {
  return useEndpointMutation(endpoints.updateYouthPhoto, revalidate);
}
