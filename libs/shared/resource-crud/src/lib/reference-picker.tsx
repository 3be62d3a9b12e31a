import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type Ref } from 'react';
import type { ResourceListQuery, ResourceRecord } from '@platform/resources';
import { useTranslate } from '@platform/ui';
import { referencedDef } from './endpoints';
import { useReferenceRecords, useResourceList } from './hooks';
import { isSearchable } from './list-query';
import { referenceIds } from './records';
import { useDebounced } from './use-debounced';
import { useRecordTitle } from './use-labels';

/** Options shown per search: the picker asks for a short page and narrows it by typing (server search). */
export const PICKER_PAGE_SIZE = 20;

type Option = Partial<ResourceRecord> & { id: number };

interface PickerBase {
  /** Name of the referenced resource. */
  resource: string;
  /** Visible, translated label. */
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'normal';
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  /** Options are limited to records whose `field` equals `value` (district → division); none until it is set. */
  dependsOn?: { field: string; value: unknown };
}

export interface ReferencePickerProps extends PickerBase {
  multiple?: false;
  value: number | null;
  onChange: (value: number | null) => void;
}

export interface MultiReferencePickerProps extends PickerBase {
  multiple: true;
  value: number[];
  onChange: (value: number[]) => void;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Choose records of another resource: an Autocomplete that searches the referenced resource's list on the server
 * (debounced, one short page per search, only while open) and shows the chosen records' titles in the current
 * language.
 */
export function ReferencePicker(props: ReferencePickerProps | MultiReferencePickerProps) {
  const {
    resource,
    label,
    name,
    required,
    disabled,
    error,
    helperText,
    size,
    margin = 'normal',
    inputRef,
    onBlur,
    dependsOn,
  } = props;
  const t = useTranslate();
  const def = referencedDef(resource);
  const title = useRecordTitle(def);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebounced(input, 300);
  const waiting = dependsOn !== undefined && isEmpty(dependsOn.value);

  const query: ResourceListQuery | null =
    open && !waiting
      ? {
          page: 1,
          page_size: PICKER_PAGE_SIZE,
          ...(search && isSearchable(def) ? { search } : {}),
          ...(dependsOn ? { [dependsOn.field]: String(dependsOn.value) } : {}),
        }
      : null;
  const list = useResourceList(def, query);
  const ids = useMemo(() => referenceIds(props.value), [props.value]);
  const { records } = useReferenceRecords(def, ids);
  const chosen: Option[] = ids.map((id) => records.get(id) ?? { id });
  const options: Option[] = list.data?.data ?? [];

  const common = {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options,
    loading: open && list.isLoading,
    disabled: disabled || waiting,
    filterOptions: (o: Option[]) => o,
    getOptionLabel: (o: Option) => title(o),
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    onInputChange: (_event: unknown, value: string, reason: string) =>
      setInput(reason === 'input' ? value : ''),
    loadingText: t('common.loading'),
    noOptionsText: t(waiting ? 'resources.picker.choose_first' : 'resources.picker.no_options'),
    onBlur,
    size,
    fullWidth: true,
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={name}
        label={label}
        required={required}
        error={error}
        helperText={helperText}
        margin={margin}
        inputRef={inputRef}
      />
    ),
  };

  if (props.multiple) {
    const onChange = props.onChange;
    return (
      <Autocomplete<Option, true>
        {...common}
        multiple
        value={chosen}
        onChange={(_e, next) => onChange(next.map((o) => o.id))}
      />
    );
  }
  const onChange = props.onChange;
  return (
    <Autocomplete<Option, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_e, next) => onChange(next ? next.id : null)}
    />
  );
}
