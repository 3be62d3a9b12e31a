import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { type JobLookup, type LookupRecord, useJobLookupOptions, useJobLookupRecord } from '@platform/recruiter-data-access-jobs';
import { useTranslate } from '@platform/ui';
import { type Named, useLocalTitle } from './local-title';

type Option = Pick<LookupRecord, 'id'> & Named;

export interface LookupPickerProps {
  name: string;
  label: string;
  lookup: JobLookup;
  required?: boolean;
  multiple?: boolean;
  /** Options depend on another field (occupation → sector, district → division): none until it is chosen. */
  parent?: { field: string; filter: string };
  /** Records the job already names (its sector, occupation, skills, locations), so they are not read again. */
  known?: Option[];
}

/** The typed text once it has rested for 300 ms: one server search per pause. */
function useRestingText(): [string, (value: string) => void] {
  const [typed, setTyped] = useState('');
  const [resting, setResting] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setResting(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  return [resting, setTyped];
}

/**
 * Chooses one record (or several) of a public lookup, bound to the surrounding Form. It asks the gateway for one
 * short page per search while open; a child is emptied when its parent changes (the gateway refuses a district of
 * another division).
 */
export function LookupPicker({ name, label, lookup, required, multiple = false, parent, known = [] }: LookupPickerProps) {
  const t = useTranslate();
  const title = useLocalTitle();
  const { setValue } = useFormContext();
  const { field, fieldState } = useController({ name });
  const parentValue = useWatch({ name: parent?.field ?? name, disabled: !parent }) as unknown;
  const lastParent = useRef(parentValue);
  useEffect(() => {
    if (parent && lastParent.current !== parentValue) setValue(name, multiple ? [] : null, { shouldDirty: true });
    lastParent.current = parentValue;
  }, [parent, parentValue, name, multiple, setValue]);

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useRestingText();
  const waiting = Boolean(parent) && (parentValue === null || parentValue === undefined || parentValue === '');
  const list = useJobLookupOptions(
    lookup,
    open && !waiting ? { search, filters: parent ? { [parent.filter]: String(parentValue) } : {} } : null,
  );
  const options: Option[] = list.data?.data ?? [];
  const [picked, setPicked] = useState<Option[]>([]);
  const names = new Map<number, Option>([...known, ...picked, ...options].map((o) => [o.id, o]));
  const ids: number[] = multiple ? ((field.value as number[] | null) ?? []) : field.value ? [Number(field.value)] : [];
  const unnamed = ids.find((id) => !names.has(id)) ?? null;
  const read = useJobLookupRecord(lookup, unnamed);
  if (read.data) names.set(read.data.id, read.data);
  const chosen = ids.map((id) => names.get(id) ?? { id });
  const errorText = fieldState.error ? t(fieldState.error.message ?? 'errors.value_not_provided') : undefined;

  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options,
    loading: open && list.isLoading,
    disabled: waiting,
    filterOptions: (o: Option[]) => o,
    getOptionLabel: (o: Option) => title(o) || '…',
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    onInputChange: (_event: unknown, value: string, reason: string) => setSearch(reason === 'input' ? value : ''),
    loadingText: t('common.loading'),
    noOptionsText: t(waiting ? 'resources.picker.choose_first' : 'resources.picker.no_options'),
    onBlur: field.onBlur,
    fullWidth: true,
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={field.name}
        label={label}
        required={required}
        error={Boolean(errorText)}
        helperText={errorText}
        margin="normal"
        inputRef={field.ref}
      />
    ),
  };
  if (multiple) {
    return (
      <Autocomplete<Option, true>
        {...common}
        multiple
        value={chosen}
        onChange={(_e, next) => {
          setPicked((before) => [...before, ...next]);
          field.onChange(next.map((o) => o.id));
        }}
      />
    );
  }
  return (
    <Autocomplete<Option, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_e, next) => {
        if (next) setPicked((before) => [...before, next]);
        field.onChange(next ? next.id : null);
      }}
    />
  );
}
