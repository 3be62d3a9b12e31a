import { organizations, type ResourceDef } from '@platform/resources';
import {
  useOrganization,
  useOrganizationPermissions,
  useUpdateOrganizationPermissions,
} from '@platform/admin-data-access-users';
import { PermissionHolderPage, type PermissionHolder } from './permission-holder-page';
import { USER_PERMISSIONS } from './users-routes';

const ORGANIZATION: PermissionHolder = {
  def: organizations,
  messages: 'users.organization_page',
  detailFields: ['title', 'title_en', 'row_status'],
  assignKey: USER_PERMISSIONS.assignPermissionToOrganization,
  useRecord: useOrganization,
  useGrants: useOrganizationPermissions,
  useSave: useUpdateOrganizationPermissions,
};

/**
 * `/organizations/{id}`: an organisation and the permissions every user of it holds (spec §6 "assign permissions to
 * organisations"). Mounted as the resource engine's show page of `organizations` (guard `view_single_organization`);
 * the assignment needs `assign_permission_to_organization` and `view_any_permission`, as the gateway's routes do.
 */
export default function OrganizationPage(_props: { def: ResourceDef }) {
  return <PermissionHolderPage holder={ORGANIZATION} />;
}
