import type { InstitutePermissionAssignment } from '@platform/contract';
import { institutes, type ResourceDef } from '@platform/resources';
import {
  useInstitute,
  useInstitutePermissions,
  useUpdateInstitutePermissions,
} from '@platform/admin-data-access-users';
import { PermissionHolderPage, type PermissionHolder } from './permission-holder-page';
import { USER_PERMISSIONS } from './users-routes';

const INSTITUTE: PermissionHolder = {
  def: institutes,
  messages: 'users.institute_page',
  detailFields: ['title', 'title_en', 'row_status'],
  assignKey: USER_PERMISSIONS.assignPermissionToInstitute,
  useRecord: useInstitute,
  useGrants: useInstitutePermissions,
  useSave: useUpdateInstitutePermissions,
  noticeOf: (grants) =>
    (grants as Partial<InstitutePermissionAssignment>).limited === false
      ? 'users.institute_page.unlimited'
      : null,
};

/**
 * `/institutes/{id}`: an institute and the permissions granted to it as a whole — the most its users may hold
 * (spec §6 "assigned to … institutes", issue 18 item 1; ADR 0120). Mounted as the resource engine's show page of
 * `institutes` (guard `view_single_institute`); the assignment needs `assign_permission_to_institute` and
 * `view_any_permission`, as the gateway's routes do (and the gateway lets only platform administrators save).
 */
export default function InstitutePage(_props: { def: ResourceDef }) {
  return <PermissionHolderPage holder={INSTITUTE} />;
}
