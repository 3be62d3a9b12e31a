import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  type JobLookup,
  type LookupRecord,
  useJobLookupOptions,
  useJobLookupRecord,
} from '@platform/recruiter-data-access-jobs';
import { useStableValue, useTranslate } from '@platform/ui';
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
export function LookupPicker({
  name,
  label,
  lookup,
  required,
  multiple = false,
  parent,
  known = [],
}: LookupPickerProps) {
  const t = useTranslate();
  const title = useLocalTitle();
  const { setValue } = useFormContext();
  const { field, fieldState } = useController({ name });
  const parentValue = useWatch({ name: parent?.field ?? name, disabled: !parent }) as unknown;
  const lastParent = useRef(parentValue);
  useEffect(() => {
    if (parent && lastParent.current !== parentValue)
      setValue(name, multiple ? [] : null, { shouldDirty: true });
    lastParent.current = parentValue;
  }, [parent, parentValue, name, multiple, setValue]);

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useRestingText();
  const waiting =
    Boolean(parent) && (parentValue === null || parentValue === undefined || parentValue === '');
  const list = useJobLookupOptions(
    lookup,
    open && !waiting ? { search, filters: parent ? { [parent.filter]: String(parentValue) } : {} } : null,
  );
  const options: Option[] = list.data?.data ?? [];
  const [picked, setPicked] = useState<Option[]>([]);
  const names = new Map<number, Option>([...known, ...picked, ...options].map((o) => [o.id, o]));
  const ids: number[] = multiple
    ? ((field.value as number[] | null) ?? [])
    : field.value
      ? [Number(field.value)]
      : [];
  const unnamed = ids.find((id) => !names.has(id)) ?? null;
  const read = useJobLookupRecord(lookup, unnamed);
  if (read.data) names.set(read.data.id, read.data);
  const named = ids.map((id) => names.get(id) ?? { id });
  // Autocomplete clears the typed text whenever `value` is another object, so the chosen records keep their identity
  // while they stay the same (a new array each render emptied a multiple picker's search as it was typed)
  const chosenKey = named.map((o) => `${o.id}:${title(o)}`).join('|');
  const chosen = useStableValue(named, chosenKey);
  const errorText = fieldState.error ? t(fieldState.error.message ?? 'errors.value_not_provided') : undefined;

  // one Autocomplete for both shapes: the form holds an id (or ids), the picker the named records
  const choose = (next: Option | Option[] | null) => {
    const list = next === null ? [] : Array.isArray(next) ? next : [next];
    setPicked((before) => [...before, ...list]);
    field.onChange(multiple ? list.map((o) => o.id) : (list[0]?.id ?? null));
  };
  return (
    <Autocomplete<Option, boolean>
      multiple={multiple}
      value={multiple ? chosen : (chosen[0] ?? null)}
      onChange={(_event, next) => choose(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={open && list.isLoading}
      disabled={waiting}
      // the gateway filters; the picker shows its page as it is
      filterOptions={(page) => page}
      getOptionLabel={(o) => title(o) || '…'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => setSearch(reason === 'input' ? text : '')}
      loadingText={t('common.loading')}
      noOptionsText={t(waiting ? 'resources.picker.choose_first' : 'resources.picker.no_options')}
      onBlur={field.onBlur}
      fullWidth
      renderInput={(params) => (
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
      )}
    />
  );
}
