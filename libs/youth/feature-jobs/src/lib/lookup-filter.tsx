import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import {
  type JobLookup,
  type LookupRecord,
  useJobLookup,
  useJobLookupRecord,
} from '@platform/youth-data-access-jobs';
import { useStableValue, useTranslate } from '@platform/ui';
import { useJobText } from '@platform/youth-ui-jobs';

type Option = Pick<LookupRecord, 'id'> & { title?: unknown; title_en?: unknown };

export interface LookupFilterProps {
  lookup: JobLookup;
  labelId: string;
  /** The chosen ids (one at most unless `multiple`). */
  value: number[];
  onChange: (ids: number[]) => void;
  multiple?: boolean;
  /** Parent filter of the lookup (`division_id`); `null` disables the picker until the parent is chosen. */
  parent?: { filter: string; value: number | null; labelId: string };
  /** Ask the gateway per typed word (long lists such as skills) instead of filtering the loaded page. */
  serverSearch?: boolean;
}

/** The text typed into the picker once it has rested for 300 ms: one request per pause, not per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 300);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A filter that picks records of a public lookup. Nothing is read until the picker opens (slow networks); chosen
 * records that came from a link are read by id so they show their names.
 */
export function LookupFilter({
  lookup,
  labelId,
  value,
  onChange,
  multiple = false,
  parent,
  serverSearch = false,
}: LookupFilterProps) {
  const t = useTranslate();
  const text = useJobText();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useSettled(typed);
  const waiting = parent !== undefined && parent.value === null;
  const list = useJobLookup(
    lookup,
    open && !waiting
      ? {
          ...(serverSearch && search ? { search } : {}),
          ...(parent?.value ? { filters: { [parent.filter]: parent.value } } : {}),
        }
      : null,
  );
  const [picked, setPicked] = useState<Option[]>([]);
  const options: Option[] = list.data?.data ?? [];
  const known = new Map<number, Option>([...picked, ...options].map((o) => [o.id, o]));
  const missing = value.find((id) => !known.has(id)) ?? null;
  const single = useJobLookupRecord(lookup, missing);
  if (single.data) known.set(single.data.id, single.data);
  const label = (o: Option) =>
    text.name({
      title: typeof o.title === 'string' ? o.title : null,
      title_en: typeof o.title_en === 'string' ? o.title_en : null,
    }) || '…';
  const named = value.map((id) => known.get(id) ?? { id });
  // Autocomplete clears the typed text whenever `value` is another object, so the chosen records keep their identity
  // while they stay the same (a new array each render emptied a multiple filter's search as it was typed)
  const chosenKey = named.map((o) => `${o.id}:${label(o)}`).join('|');
  const chosen = useStableValue(named, chosenKey);

  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options,
    loading: open && list.isLoading,
    disabled: waiting,
    getOptionLabel: label,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    onInputChange: (_e: unknown, v: string, reason: string) => setTyped(reason === 'input' ? v : ''),
    ...(serverSearch ? { filterOptions: (o: Option[]) => o } : {}),
    loadingText: t('common.loading'),
    noOptionsText: t('youth_jobs.filter.no_options'),
    size: 'small' as const,
    fullWidth: true,
    renderInput: (params: object) => (
      <TextField
        {...params}
        label={t(labelId)}
        helperText={
          waiting && parent ? t('youth_jobs.filter.choose_first', { parent: t(parent.labelId) }) : undefined
        }
        // the hint says how to open the waiting filter, so it keeps a readable colour (MUI greys a disabled field's
        // helper text below the 4.5:1 contrast WCAG asks for)
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
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
          onChange(next.map((o) => o.id));
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
        onChange(next ? [next.id] : []);
      }}
    />
  );
}
