import { endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { institutes, resourceEndpoints } from '@platform/resources';

const instituteEndpoints = resourceEndpoints(institutes);

/** One institute (`view_single_institute`, from the resource engine); `null`: wait. */
export function useInstitute(id: number | null) {
  return useEndpoint(instituteEndpoints.read, id === null ? null : { params: { id } });
}

/** The most an institute's users may hold, and whether it limits them yet (ADR 0120); `null`: do not load. */
export function useInstitutePermissions(id: number | null) {
  return useEndpoint(endpoints.institutePermissions, id === null ? null : { params: { id } });
}

/** PUT /private/institutes/:id/permissions: replaces the institute's grant (platform administrators only). */
export function useUpdateInstitutePermissions() {
  return useEndpointMutation(endpoints.updateInstitutePermissions);
}
