import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from './message';

/**
 * The filters of a list, side by side and wrapping on a phone: a fieldset named by its legend when it has one (a group
 * without a name is only noise to a screen reader, so without a legend it is a plain box).
 */
export function ListFilterBar({ legendId, children }: { legendId?: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Box
      component={legendId ? 'fieldset' : 'div'}
      sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {legendId ? (
        <Box component="legend" sx={{ mb: 1, typography: 'subtitle2', float: 'left', width: '100%' }}>
          {t(legendId)}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}

export interface ListSearchFieldProps {
  /** Catalogue ids of the search box's label and of its button. */
  labelId: string;
  submitId: string;
  /** `useListParams(…).search`: the typed text, applied once it rests or on submit. */
  search: { value: string; onChange: (text: string) => void; onSubmit: () => void };
  maxLength?: number;
}

/** The search of a list (one pattern everywhere): applied as typing rests, at once on Enter or the button. */
export function ListSearchField({ labelId, submitId, search, maxLength = 200 }: ListSearchFieldProps) {
  const t = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.onSubmit();
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, flex: '1 1 320px', maxWidth: 560 }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        label={t(labelId)}
        slotProps={{ htmlInput: { maxLength } }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchOutlined />} sx={{ flexShrink: 0 }}>
        {t(submitId)}
      </Button>
    </Box>
  );
}

export interface ListSelectFilterProps {
  /** Catalogue id of the label; also names the control. */
  labelId: string;
  /** The chosen value as text (`''`: all). */
  value: string | number | undefined;
  /** The new value as text (`''`: all); `useListParams(…).setText` reads it. */
  onChange: (raw: string) => void;
  options: readonly { value: string | number; label: string }[];
  /** Catalogue id of the "all" choice. */
  allLabelId: string;
  id?: string;
  minWidth?: number;
}

/** One filter of a list: a native select (fast on a cheap phone) whose first choice is "all". */
export function ListSelectFilter({
  labelId,
  value,
  onChange,
  options,
  allLabelId,
  id,
  minWidth = 200,
}: ListSelectFilterProps) {
  const t = useTranslate();
  return (
    <TextField
      select
      size="small"
      id={id}
      label={t(labelId)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <option value="">{t(allLabelId)}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
