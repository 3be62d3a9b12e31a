import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import type { FieldDef, ResourceDef } from '@platform/resources';
import { useDebounced } from '@platform/api-client';
import { LookupAutocomplete, useTranslate } from '@platform/ui';
import { filterFields, isSearchable, type ListState } from './list-query';
import { useReferenceLookup } from './reference-lookup';
import { useFieldLabelId } from './use-labels';

/** Typing in the search box (and text filters) asks the gateway once the user pauses this long. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface ListToolbarProps {
  def: ResourceDef;
  state: ListState;
  onChange: (next: Partial<ListState>) => void;
}

/** Search box, one control per filter field, and the trash switch; every change goes to the address. */
export function ListToolbar({ def, state, onChange }: ListToolbarProps) {
  const t = useTranslate();
  const labelId = useFieldLabelId(def);
  const filters = filterFields(def);
  const setFilter = (name: string, value: string) =>
    onChange({ filters: { ...state.filters, [name]: value } });

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Box component="legend" sx={{ mb: 1, typography: 'subtitle2', float: 'left', width: '100%' }}>
        {t('resources.list.filters')}
      </Box>
      {isSearchable(def) ? (
        <DebouncedTextField
          id={`${def.name}-search`}
          type="search"
          label={t('resources.actions.search')}
          value={state.search}
          onCommit={(search) => onChange({ search })}
          minWidth={240}
        />
      ) : null}
      {filters.map((field) => (
        <FilterControl
          key={field.name}
          field={field}
          labelId={labelId(field.name)}
          value={state.filters[field.name] ?? ''}
          onChange={(v) => setFilter(field.name, v)}
          idPrefix={def.name}
        />
      ))}
      <FormControlLabel
        control={
          <Switch checked={state.trashed} onChange={(_e, checked) => onChange({ trashed: checked })} />
        }
        label={t('resources.actions.trash')}
      />
    </Box>
  );
}

interface FilterControlProps {
  field: FieldDef;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  idPrefix: string;
}

function FilterControl({ field, labelId, value, onChange, idPrefix }: FilterControlProps) {
  const t = useTranslate();
  const label = t(labelId);
  const id = `${idPrefix}-filter-${field.name}`;
  if (field.kind === 'reference' || field.kind === 'multiReference')
    return <ReferenceFilter resource={field.resource} labelId={labelId} value={value} onChange={onChange} />;
  if (field.kind === 'enum' || field.kind === 'boolean') {
    const options =
      field.kind === 'enum'
        ? field.options.map((o) => ({ value: String(o.value), label: t(o.labelId) }))
        : [
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ];
    return (
      <TextField
        select
        size="small"
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        <option value="">{t('resources.list.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    );
  }
  return <DebouncedTextField id={id} label={label} value={value} onCommit={onChange} minWidth={180} />;
}

/** A filter by one referenced record (a district's division), chosen in a lookup. */
function ReferenceFilter({
  resource,
  labelId,
  value,
  onChange,
}: {
  resource: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { lookup, getLabel } = useReferenceLookup(resource, { value });
  return (
    <Box sx={{ minWidth: 220 }}>
      <LookupAutocomplete
        lookup={lookup}
        getLabel={getLabel}
        labelId={labelId}
        size="small"
        value={value}
        onChange={(next) => onChange(next === null ? '' : String(next))}
      />
    </Box>
  );
}

interface DebouncedTextFieldProps {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'search' | 'text';
  minWidth: number;
}

/** A text box that reports its value once typing pauses; shows the address's value when that changes elsewhere. */
function DebouncedTextField({
  id,
  label,
  value,
  onCommit,
  type = 'text',
  minWidth,
}: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  // the address changed elsewhere (back button, a cleared filter): show its value
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const report = useEffectEvent((next: string) => {
    if (next !== value) onCommit(next);
  });
  useEffect(() => report(settled.trim()), [settled]);

  return (
    <TextField
      id={id}
      type={type}
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth }}
    />
  );
}
