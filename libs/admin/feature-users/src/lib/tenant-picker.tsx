import { formLookup } from '@platform/api-client';
import { USER_TYPE } from '@platform/contract';
import { FormLookupField } from '@platform/ui';
import { TENANT_SOURCES, type TenantKind } from '@platform/admin-data-access-users';

/** The user types that belong to each kind of tenant (spec §1: organisations and institutes manage their own users). */
export const TENANT_USER_TYPES: Record<TenantKind, readonly number[]> = {
  // recruiters work for an organisation; a system user of one administers its users
  organizations: [USER_TYPE.SYSTEM, USER_TYPE.RECRUITER],
  // content providers (with their trainers and assessors) belong to an institute
  institutes: [USER_TYPE.SYSTEM, USER_TYPE.CONTENT_PROVIDER],
};

export const TENANT_FIELD: Record<TenantKind, 'organization_id' | 'institute_id'> = {
  organizations: 'organization_id',
  institutes: 'institute_id',
};

/**
 * The organisation or institute of a user, bound to the form field `organization_id` / `institute_id`: searched on
 * the gateway (one short page per search, only while open) and named in the current language.
 */
export function TenantPicker({
  kind,
  labelId,
  helperId,
}: {
  kind: TenantKind;
  labelId: string;
  helperId?: string;
}) {
  const name = TENANT_FIELD[kind];
  return (
    <FormLookupField
      name={name}
      useLookup={formLookup(TENANT_SOURCES[kind])}
      labelId={labelId}
      helperId={helperId}
      placeholderId="users.picker.search_hint"
    />
  );
}
