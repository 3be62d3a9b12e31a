import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { USER_TYPE, type UserCreateBody, type UserUpdateBody } from '@platform/contract';
import { useAuth } from '@platform/auth';
import { institutes, organizations, resourcePermissions, roles } from '@platform/resources';
import { FormDialog, FormSelect, FormTextField, type SelectOption } from '@platform/ui';
import { userCreateSchema, userUpdateSchema } from '@platform/validation';
import type { TenantKind } from '@platform/admin-data-access-users';
import { TENANT_FIELD, TENANT_USER_TYPES, TenantPicker } from './tenant-picker';
import { RoleSelect, type UserDialogProps, UserFormDialog } from './user-row-dialogs';

/*
 * Create and edit a user of the list (role, channels and a vendor's rejection: user-row-dialogs.tsx). Each receives
 * an `onSubmit` that performs the call and rejects with the ApiError: the shared Form puts the gateway's field
 * errors on their fields and anything else above.
 */

export const USER_TYPE_OPTIONS: SelectOption[] = Object.values(USER_TYPE).map((code) => ({
  value: code,
  labelId: `users.user_type.${code}`,
}));

const TENANT_KINDS: readonly TenantKind[] = ['organizations', 'institutes'];
const TENANT_VIEW_KEYS: Record<TenantKind, string> = {
  organizations: resourcePermissions(organizations).viewAny,
  institutes: resourcePermissions(institutes).viewAny,
};

/**
 * The tenants the signed-in admin may choose: only someone who can list organisations (institutes) picks one; the
 * gateway takes the tenant from platform administrators only and puts everyone else's users in their own tenant.
 */
function useTenantChoice(): Record<TenantKind, boolean> {
  const { hasPermission } = useAuth();
  return {
    organizations: hasPermission(TENANT_VIEW_KEYS.organizations),
    institutes: hasPermission(TENANT_VIEW_KEYS.institutes),
  };
}

/** A field of the dialog's two-column grid (one column on a phone). */
function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

type TenantValues = { user_type_code: number; organization_id?: number | null; institute_id?: number | null };

/**
 * The body to send: a tenant the admin may choose is sent for the user types that have one and cleared (null) for
 * the others; a tenant the admin may not choose is left out (the gateway decides it).
 */
export function withTenant<T extends TenantValues>(values: T, choice: Record<TenantKind, boolean>): T {
  const body: T = { ...values };
  for (const kind of TENANT_KINDS) {
    const name = TENANT_FIELD[kind];
    if (!choice[kind]) delete body[name];
    else if (!TENANT_USER_TYPES[kind].includes(Number(values.user_type_code))) body[name] = null;
    else body[name] = values[name] ?? null;
  }
  return body;
}

const TENANT_TEXTS: Record<TenantKind, { labelId: string; helperId: string }> = {
  organizations: { labelId: 'users.fields.organization', helperId: 'users.form.organization_hint' },
  institutes: { labelId: 'users.fields.institute', helperId: 'users.form.institute_hint' },
};

/** Organisation and institute pickers for the user types that belong to one (after the type is chosen). */
function TenantFields({ choice }: { choice: Record<TenantKind, boolean> }) {
  const userType = Number(useWatch<TenantValues, 'user_type_code'>({ name: 'user_type_code' }));
  return TENANT_KINDS.filter((kind) => choice[kind] && TENANT_USER_TYPES[kind].includes(userType)).map(
    (kind) => (
      <Half key={kind}>
        <TenantPicker kind={kind} {...TENANT_TEXTS[kind]} />
      </Half>
    ),
  );
}

function ContactFields() {
  return (
    <>
      <Half>
        <FormTextField name="full_name" labelId="users.fields.full_name" required />
      </Half>
      <Half>
        <FormTextField name="full_name_en" labelId="users.fields.full_name_en" />
      </Half>
      <Half>
        <FormTextField name="email" type="email" labelId="users.fields.email" autoComplete="off" required />
      </Half>
      <Half>
        <FormTextField
          name="mobile"
          type="tel"
          inputMode="tel"
          labelId="users.fields.mobile"
          autoComplete="off"
          required
        />
      </Half>
      <Half>
        <FormTextField name="designation" labelId="users.fields.designation" />
      </Half>
      <Half>
        <FormSelect
          name="user_type_code"
          labelId="users.fields.user_type"
          options={USER_TYPE_OPTIONS}
          required
        />
      </Half>
    </>
  );
}

export function CreateUserDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (values: UserCreateBody) => Promise<unknown>;
}) {
  const choice = useTenantChoice();
  const { hasPermission } = useAuth();
  return (
    <FormDialog
      open={open}
      confirmLeave
      titleId="users.create.title"
      submitLabelId="users.create.submit"
      onClose={onClose}
      schema={userCreateSchema}
      defaultValues={{
        username: '',
        password: '',
        full_name: '',
        full_name_en: '',
        designation: '',
        email: '',
        mobile: '',
        user_type_code: USER_TYPE.SYSTEM,
        role_id: null,
        organization_id: null,
        institute_id: null,
      }}
      onSubmit={(values) => onSubmit(withTenant(values, choice))}
    >
      <Grid container columnSpacing={2}>
        <Half>
          <FormTextField name="username" labelId="users.fields.username" autoComplete="off" required />
        </Half>
        <Half>
          <FormTextField
            name="password"
            type="password"
            labelId="users.fields.password"
            helperId="users.form.password_hint"
            autoComplete="new-password"
            required
          />
        </Half>
        <ContactFields />
        <TenantFields choice={choice} />
        {/* the role list is the resource engine's (`view_any_role`); without it the user is created without a role */}
        {hasPermission(resourcePermissions(roles).viewAny) && (
          <Grid size={12}>
            <RoleSelect allowEmpty />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}

export function EditUserDialog({ user, onClose, onSubmit }: UserDialogProps<UserUpdateBody>) {
  const choice = useTenantChoice();
  return (
    <UserFormDialog
      user={user}
      titleId="users.edit.title"
      submitLabelId="users.edit.submit"
      onClose={onClose}
      schema={userUpdateSchema}
      defaultValues={{
        full_name: user?.full_name ?? '',
        full_name_en: user?.full_name_en ?? '',
        designation: user?.designation ?? '',
        email: user?.email ?? '',
        mobile: user?.mobile ?? '',
        user_type_code: user?.user_type_code,
        organization_id: user?.organization_id ?? null,
        institute_id: user?.institute_id ?? null,
      }}
      onSubmit={(values) => onSubmit(withTenant(values, choice))}
    >
      <Grid container columnSpacing={2}>
        <ContactFields />
        <TenantFields choice={choice} />
      </Grid>
    </UserFormDialog>
  );
}
