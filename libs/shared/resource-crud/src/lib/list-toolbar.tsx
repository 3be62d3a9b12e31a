import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { type ListParams, useDebounced } from '@platform/api-client';
import type { FieldDef, ResourceDef } from '@platform/resources';
import {
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  LookupAutocomplete,
  useTranslate,
} from '@platform/ui';
import { type ResourceListParams, filterFields, isSearchable, stateValue } from './list-query';
import { useReferenceLookup } from './reference-lookup';
import { useFieldLabelId } from './use-labels';

export interface ListToolbarProps {
  def: ResourceDef;
  /** `useListParams(resourceListParams(def))`: every change goes to the address. */
  list: ListParams<ResourceListParams>;
}

/**
 * The list's filter bar, the one pattern of every list (the kit's `ListFilterBar`): the search box (applied as typing
 * rests, at once on Enter or its button), one control per filter field, and the trash switch.
 */
export function ListToolbar({ def, list }: ListToolbarProps) {
  const t = useTranslate();
  const labelId = useFieldLabelId(def);
  const trashed = stateValue(list.state, 'trashed') === 'only';
  return (
    <ListFilterBar legendId="resources.list.filters">
      {isSearchable(def) ? (
        <ListSearchField
          labelId="resources.actions.search"
          submitId="resources.list.search_submit"
          search={list.search}
        />
      ) : null}
      {filterFields(def).map((field) => (
        <FilterControl
          key={field.name}
          field={field}
          labelId={labelId(field.name)}
          value={stateValue(list.state, field.name) ?? ''}
          onChange={(raw) => list.setText(field.name, raw)}
          id={`${def.name}-filter-${field.name}`}
        />
      ))}
      <FormControlLabel
        control={
          <Switch
            checked={trashed}
            onChange={(_event, checked) => list.set({ trashed: checked ? 'only' : undefined })}
          />
        }
        label={t('resources.actions.trash')}
      />
    </ListFilterBar>
  );
}

interface FilterControlProps {
  field: FieldDef;
  labelId: string;
  /** The value as text (`''`: all). */
  value: string;
  onChange: (raw: string) => void;
  id: string;
}

function FilterControl({ field, labelId, value, onChange, id }: FilterControlProps) {
  const t = useTranslate();
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
      <ListSelectFilter
        id={id}
        labelId={labelId}
        allLabelId="resources.list.all"
        value={value}
        onChange={onChange}
        options={options}
        minWidth={180}
      />
    );
  }
  return <TextFilter id={id} label={t(labelId)} value={value} onCommit={onChange} />;
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
  onChange: (raw: string) => void;
}) {
  const { lookup, getLabel } = useReferenceLookup(resource, { value: value === '' ? null : Number(value) });
  return (
    <Box sx={{ minWidth: 220, maxWidth: '100%' }}>
      <LookupAutocomplete
        lookup={lookup}
        getLabel={getLabel}
        labelId={labelId}
        size="small"
        value={value === '' ? null : Number(value)}
        onChange={(next) => onChange(next === null ? '' : String(next))}
      />
    </Box>
  );
}

/** A free-text filter (a permission's module): applied once typing rests; shows the address's value when it changes. */
function TextFilter({
  id,
  label,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const settled = useDebounced(text);
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
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 180 }}
    />
  );
}
