import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from '@platform/ui';
import { type LookupRecord, useCvBankLookup, useCvBankLookupRecord } from './cv-bank-data';
import { type Named, useLocalTitle } from './local-title';

type Option = Pick<LookupRecord, 'id'> & Named;

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

export interface SkillsPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
}

/**
 * Chooses skills from the public skills lookup, searched on the server while open. Skills chosen before (from the
 * address) are named by reading them one at a time.
 */
export function SkillsPicker({ value, onChange }: SkillsPickerProps) {
  const t = useTranslate();
  const title = useLocalTitle();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useRestingText();
  const list = useCvBankLookup('skills', open ? { search } : null);
  const options: Option[] = list.data?.data ?? [];
  const [known, setKnown] = useState<Option[]>([]);
  const names = new Map<number, Option>([...known, ...options].map((o) => [o.id, o]));
  const unnamed = value.find((id) => !names.has(id)) ?? null;
  const read = useCvBankLookupRecord('skills', unnamed);
  if (read.data) names.set(read.data.id, read.data);
  const chosen = value.map((id) => names.get(id) ?? { id, title: null, title_en: null });
  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={chosen}
      loading={open && list.isLoading}
      filterOptions={(o) => o}
      getOptionLabel={(o) => title(o) || '…'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => setSearch(reason === 'input' ? text : '')}
      onChange={(_event, next) => {
        setKnown((before) => [...before, ...next]);
        onChange(next.map((o) => o.id));
      }}
      loadingText={t('common.loading')}
      noOptionsText={t('resources.picker.no_options')}
      renderInput={(params) => <TextField {...params} size="small" label={t('cv_bank.filters.skills')} />}
    />
  );
}
