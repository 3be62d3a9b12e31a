import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { USER_TYPE } from '@platform/contract';
import type { ResourceRecord } from '@platform/resources';
import { useTranslate } from '@platform/ui';
import { type TenantKind, useTenant, useTenantOptions } from '@platform/admin-data-access-users';
import { useLocalName } from './local-name';

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

type Option = Partial<ResourceRecord> & { id: number };

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * The organisation or institute of a user, bound to the form field `organization_id` / `institute_id`: a searchable
 * list (server search, one short page per search, loaded only while open) that names the chosen one in the current
 * language. Typing filters; arrows and Enter choose; the clear button (or Escape) empties it.
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
  const t = useTranslate();
  const localName = useLocalName();
  const { field, fieldState } = useController({ name: TENANT_FIELD[kind] });
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const list = useTenantOptions(kind, search, open);
  const id = typeof field.value === 'number' ? field.value : null;
  const chosen = useTenant(kind, id);
  const options: Option[] = list.data?.data ?? [];
  const value: Option | null =
    id === null ? null : (options.find((o) => o.id === id) ?? chosen.data ?? { id });
  const label = (o: Option) =>
    localName(
      typeof o.title === 'string' ? o.title : null,
      typeof o.title_en === 'string' ? o.title_en : null,
    ) ?? '';
  const error = fieldState.error?.message ? t(fieldState.error.message) : null;

  return (
    <Autocomplete<Option, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, next) => field.onChange(next ? next.id : null)}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onBlur={field.onBlur}
      filterOptions={(o) => o}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={open && list.isLoading}
      loadingText={t('users.picker.loading')}
      noOptionsText={t('users.picker.no_options')}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t(labelId)}
          placeholder={t('users.picker.search_hint')}
          error={Boolean(error)}
          helperText={error ?? (helperId ? t(helperId) : undefined)}
          margin="normal"
        />
      )}
    />
  );
}
