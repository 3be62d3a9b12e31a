import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import {
  type AdminUser,
  NOTIFICATION_CHANNEL,
  type NotificationChannel,
  type UserRoleBody,
} from '@platform/contract';
import {
  FormDialog,
  type FormDialogProps,
  FormSelect,
  ReasonDialog,
  type SelectOption,
  useLocalName,
  useTranslate,
} from '@platform/ui';
import { messageChannelsSchema, userRoleSchema, vendorRejectSchema } from '@platform/validation';
import { useRoleOptions } from '@platform/admin-data-access-users';

/*
 * The dialogs about one user of the list (edit, role, channels, reject a vendor): open while the row's menu asked
 * for them, the username in the title, and an `onSubmit` that performs the call and rejects with the ApiError.
 */

/** What a dialog about one user receives: the user (none: closed), and the call that saves its one value. */
export interface UserDialogProps<V> {
  user: AdminUser | null;
  onClose: () => void;
  onSubmit: (value: V) => Promise<unknown>;
}

/** A form dialog about one user: open while there is one, its username in the title, asks before losing changes. */
export function UserFormDialog<T extends FieldValues>({
  user,
  ...props
}: { user: AdminUser | null } & Omit<FormDialogProps<T>, 'open' | 'titleValues' | 'confirmLeave'>) {
  return (
    <FormDialog<T>
      open={user !== null}
      confirmLeave
      titleValues={{ username: user?.username ?? '' }}
      {...props}
    />
  );
}

/** The role of a user, from the roles the admin may read. */
export function RoleSelect({ allowEmpty }: { allowEmpty?: boolean }) {
  const name = useLocalName();
  const { data } = useRoleOptions();
  const options: SelectOption[] = (data?.data ?? []).map((role) => ({
    value: role.id,
    label: name(role.title, role.title_en) || String(role.id),
  }));
  return (
    <FormSelect
      name="role_id"
      labelId="users.fields.role"
      options={options}
      allowEmpty={allowEmpty}
      required={!allowEmpty}
    />
  );
}

export function RoleDialog({ user, onClose, onSubmit }: UserDialogProps<number>) {
  return (
    <UserFormDialog<UserRoleBody>
      user={user}
      titleId="users.role.title"
      submitLabelId="users.role.submit"
      onClose={onClose}
      schema={userRoleSchema}
      defaultValues={{ role_id: user?.role_id ?? undefined }}
      onSubmit={(v) => onSubmit(v.role_id)}
    >
      <RoleSelect />
    </UserFormDialog>
  );
}

function ChannelCheckboxes() {
  const t = useTranslate();
  const { field, fieldState } = useController<{ channels: NotificationChannel[] }, 'channels'>({
    name: 'channels',
  });
  const value: NotificationChannel[] = field.value ?? [];
  const helperId = useId();
  const error = fieldState.error
    ? t(fieldState.error.message ?? fieldState.error.root?.message ?? 'validation.channel_required')
    : null;
  return (
    <FormControl component="fieldset" error={Boolean(error)} margin="normal">
      <FormLabel component="legend">{t('users.channels.legend')}</FormLabel>
      <FormGroup aria-describedby={error ? helperId : undefined}>
        {Object.values(NOTIFICATION_CHANNEL).map((channel) => (
          <FormControlLabel
            key={channel}
            control={
              <Checkbox
                name={field.name}
                checked={value.includes(channel)}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked ? [...value, channel] : value.filter((c) => c !== channel),
                  )
                }
              />
            }
            label={t(`enums.notification_channel.${channel}`)}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export function ChannelsDialog({ user, onClose, onSubmit }: UserDialogProps<NotificationChannel[]>) {
  return (
    <UserFormDialog
      user={user}
      titleId="users.channels.title"
      introId="users.channels.description"
      submitLabelId="users.channels.submit"
      onClose={onClose}
      schema={messageChannelsSchema}
      defaultValues={{ channels: [...(user?.message_channels ?? [])] }}
      onSubmit={(v) => onSubmit(v.channels)}
    >
      <ChannelCheckboxes />
    </UserFormDialog>
  );
}

export function RejectVendorDialog({ user, onClose, onSubmit }: UserDialogProps<string>) {
  return (
    <ReasonDialog
      open={user !== null}
      confirmLeave
      titleId="users.reject.title"
      titleValues={{ username: user?.username ?? '' }}
      introId="users.reject.description"
      submitLabelId="users.reject.submit"
      destructive
      onClose={onClose}
      schema={vendorRejectSchema}
      reasonLabelId="users.fields.rejection_reason"
      onSubmit={(v) => onSubmit(v.reason)}
    />
  );
}
