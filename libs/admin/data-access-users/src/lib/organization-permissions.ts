import { endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';
import { organizations, resourceEndpoints } from '@platform/resources';

const organizationEndpoints = resourceEndpoints(organizations);

/** One organisation (`view_single_organization`, from the resource engine); `null`: wait. */
export function useOrganization(id: number | null) {
  return useEndpoint(organizationEndpoints.read, id === null ? null : { params: { id } });
}

/** The permissions every user of an organisation holds (`assign_permission_to_organization`); `null`: do not load. */
export function useOrganizationPermissions(id: number | null) {
  return useEndpoint(endpoints.organizationPermissions, id === null ? null : { params: { id } });
}

/** PUT /private/organizations/:id/permissions: replaces the organisation's grants. */
export function useUpdateOrganizationPermissions() {
  return useEndpointMutation(endpoints.updateOrganizationPermissions);
}
