import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  type LookupRecord,
  type ProfileLookup,
  useLookupOptions,
  useLookupRecord,
} from '@platform/youth-data-access-profile';
import { useTranslate } from '@platform/ui';
import { useLocalTitle } from './formatters';

/** A lookup whose options depend on another field of the form (district → division, degree → level). */
export interface LookupParent {
  /** The form field holding the parent's id. */
  field: string;
  /** The lookup's filter naming the parent (`division_id`, `education_level_id`). */
  filter: string;
}

export interface LookupFieldProps {
  name: string;
  labelId: string;
  lookup: ProfileLookup;
  required?: boolean;
  parent?: LookupParent;
  /** Fixed filters of the lookup (e.g. `skill_type`). */
  filters?: Record<string, string | number>;
  multiple?: boolean;
  /** Records the form already knows by name (a set being edited), so they need not be read one by one. */
  known?: Option[];
}

type Option = Pick<LookupRecord, 'id'> & { title?: unknown; title_en?: unknown };

/** The text typed into the picker, once it has rested for 300 ms: one search per pause, not one per key. */
function useSettledSearch(): [string, (value: string) => void] {
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  return [settled, setTyped];
}

/** Clears the field when its parent changes (a district of another division would be refused by the gateway). */
function useClearOnParentChange(name: string, parentValue: unknown, multiple: boolean) {
  const { setValue } = useFormContext();
  const previous = useRef(parentValue);
  useEffect(() => {
    if (previous.current !== parentValue) setValue(name, multiple ? [] : null, { shouldDirty: true });
    previous.current = parentValue;
  }, [name, parentValue, multiple, setValue]);
}

/**
 * Chooses one record (or several) of a public lookup, bound to the surrounding Form: an Autocomplete that asks the
 * gateway for one short page per search while it is open, and names chosen records in the reader's language.
 */
export function LookupField({
  name,
  labelId,
  lookup,
  required,
  parent,
  filters,
  multiple = false,
  known: given = [],
}: LookupFieldProps) {
  const t = useTranslate();
  const title = useLocalTitle();
  const { field, fieldState } = useController({ name });
  const parentValue = useWatch({ name: parent?.field ?? name, disabled: !parent }) as unknown;
  useClearOnParentChange(name, parent ? parentValue : null, multiple);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useSettledSearch();
  const waiting =
    Boolean(parent) && (parentValue === null || parentValue === undefined || parentValue === '');

  const list = useLookupOptions(
    lookup,
    open && !waiting
      ? { search, filters: { ...filters, ...(parent ? { [parent.filter]: String(parentValue) } : {}) } }
      : null,
  );
  const options: Option[] = list.data?.data ?? [];
  // records chosen in this form keep their names after the picker closes (and its page is gone)
  const [picked, setPicked] = useState<Option[]>([]);
  const ids: number[] = multiple
    ? ((field.value as number[] | null) ?? [])
    : field.value
      ? [Number(field.value)]
      : [];
  const known = new Map<number, Option>([...given, ...picked, ...options].map((o) => [o.id, o]));
  // a chosen value that is not on the current page (an item being edited) is read once by id
  const missing = ids.find((id) => !known.has(id)) ?? null;
  const single = useLookupRecord(lookup, missing);
  if (single.data) known.set(single.data.id, single.data);
  const chosen: Option[] = ids.map((id) => known.get(id) ?? { id });
  const errorText = fieldState.error ? t(fieldState.error.message ?? 'errors.value_not_provided') : undefined;

  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options,
    loading: open && list.isLoading,
    disabled: waiting,
    filterOptions: (o: Option[]) => o,
    getOptionLabel: (o: Option) => title(o) || (known.get(o.id) ? String(o.id) : '…'),
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    onInputChange: (_event: unknown, value: string, reason: string) =>
      setSearch(reason === 'input' ? value : ''),
    loadingText: t('common.loading'),
    noOptionsText: t(waiting ? 'resources.picker.choose_first' : 'resources.picker.no_options'),
    onBlur: field.onBlur,
    fullWidth: true,
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={field.name}
        label={t(labelId)}
        required={required}
        error={Boolean(errorText)}
        helperText={errorText}
        margin="normal"
        inputRef={field.ref}
      />
    ),
  };
  if (multiple) {
    const change = (next: Option[]) => {
      setPicked((before) => [...before, ...next]);
      field.onChange(next.map((o) => o.id));
    };
    return (
      <Autocomplete<Option, true> {...common} multiple value={chosen} onChange={(_e, next) => change(next)} />
    );
  }
  const change = (next: Option | null) => {
    if (next) setPicked((before) => [...before, next]);
    field.onChange(next ? next.id : null);
  };
  return (
    <Autocomplete<Option, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_e, next) => change(next)}
    />
  );
}
