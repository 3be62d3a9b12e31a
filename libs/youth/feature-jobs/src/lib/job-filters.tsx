import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { EMPLOYMENT_TYPE, JOB_LEVEL, JOB_WORKPLACE, POSTED_WITHIN_DAYS } from '@platform/contract';
import { normalizeDigits } from '@platform/i18n';
import { publicLookup, useLookup, usePlaceFilter } from '@platform/api-client';
import { LookupAutocomplete, useTranslate } from '@platform/ui';
import type { JobSearch } from './search-params';

export interface JobFiltersProps {
  value: JobSearch;
  /** A changed filter (the page goes back to 1). */
  onChange: (patch: Partial<JobSearch>) => void;
  onClear: () => void;
}

/** Every filter of the public job search (spec §2 /jobs). Each change applies at once and lands in the address. */
export function JobFilters({ value, onChange, onClear }: JobFiltersProps) {
  const t = useTranslate();
  return (
    <Stack spacing={2}>
      <LookupFilters value={value} onChange={onChange} />
      <MultiSelect
        labelId="youth_jobs.filter.job_level"
        value={value.job_levels}
        options={Object.values(JOB_LEVEL).map((v) => ({ value: v, label: t(`profile_enum.job_level.${v}`) }))}
        onChange={(v) => onChange({ job_levels: v.map(Number) })}
      />
      <MultiSelect
        labelId="youth_jobs.filter.employment_type"
        value={value.employment_types}
        options={Object.values(EMPLOYMENT_TYPE).map((v) => ({
          value: v,
          label: t(`profile_enum.employment_type.${v}`),
        }))}
        onChange={(v) => onChange({ employment_types: v as JobSearch['employment_types'] })}
      />
      <MultiSelect
        labelId="youth_jobs.filter.workplace"
        value={value.workplaces}
        options={Object.values(JOB_WORKPLACE).map((v) => ({
          value: v,
          label: t(`profile_enum.workplace.${v}`),
        }))}
        onChange={(v) => onChange({ workplaces: v.map(Number) })}
      />
      <SalaryRange
        key={`${value.salary_min}-${value.salary_max}`}
        min={value.salary_min}
        max={value.salary_max}
        onChange={(salary_min, salary_max) => onChange({ salary_min, salary_max })}
      />
      <SingleSelect
        labelId="youth_jobs.filter.posted_within"
        value={value.posted_within ?? ''}
        options={[
          { value: '', label: t('youth_jobs.filter.any_time') },
          ...POSTED_WITHIN_DAYS.map((days) => ({
            value: days,
            label: t('youth_jobs.filter.posted_days', { days }),
          })),
        ]}
        onChange={(v) =>
          onChange({ posted_within: v === '' ? null : (Number(v) as JobSearch['posted_within']) })
        }
      />
      <Button variant="text" onClick={onClear} sx={{ alignSelf: 'flex-start' }}>
        {t('youth_jobs.search.clear')}
      </Button>
    </Stack>
  );
}

/**
 * The lookups of the search: sectors, their occupations (of the one sector chosen), skills, and a place narrowed from
 * division to district to upazila (choosing a parent clears its children).
 */
function LookupFilters({ value, onChange }: Pick<JobFiltersProps, 'value' | 'onChange'>) {
  const sector = value.job_sector_ids.length === 1 ? value.job_sector_ids[0] : undefined;
  const { division, district: districts } = usePlaceFilter(value, 'youth_jobs.filter');
  const district = { filter: 'district_id', value: value.loc_district_id };
  const several = [
    {
      labelId: 'youth_jobs.filter.sector',
      lookup: useLookup(publicLookup('job_sectors'), { value: value.job_sector_ids }),
      value: value.job_sector_ids,
      onChange: (ids: number[]) => onChange({ job_sector_ids: ids, occupation_ids: [] }),
    },
    {
      labelId: 'youth_jobs.filter.occupation',
      lookup: useLookup(publicLookup('occupations'), {
        value: value.occupation_ids,
        ...(sector ? { filters: { job_sector_id: sector } } : {}),
      }),
      value: value.occupation_ids,
      onChange: (ids: number[]) => onChange({ occupation_ids: ids }),
    },
    {
      labelId: 'youth_jobs.filter.skills',
      lookup: useLookup(publicLookup('skills'), { value: value.skill_ids }),
      value: value.skill_ids,
      onChange: (ids: number[]) => onChange({ skill_ids: ids }),
    },
  ];
  const place = [
    {
      labelId: 'youth_jobs.filter.division',
      lookup: division,
      value: value.loc_division_id,
      onChange: (id: number | null) =>
        onChange({ loc_division_id: id, loc_district_id: null, loc_upazila_id: null }),
    },
    {
      labelId: 'youth_jobs.filter.district',
      parentLabelId: 'youth_jobs.filter.division',
      lookup: districts,
      value: value.loc_district_id,
      onChange: (id: number | null) => onChange({ loc_district_id: id, loc_upazila_id: null }),
    },
    {
      labelId: 'youth_jobs.filter.upazila',
      parentLabelId: 'youth_jobs.filter.district',
      lookup: useLookup(publicLookup('upazilas'), { value: value.loc_upazila_id, parent: district }),
      value: value.loc_upazila_id,
      onChange: (id: number | null) => onChange({ loc_upazila_id: id }),
    },
  ];
  return (
    <>
      {several.map((filter) => (
        <LookupAutocomplete key={filter.labelId} size="small" multiple {...filter} />
      ))}
      {place.map((filter) => (
        <LookupAutocomplete key={filter.labelId} size="small" {...filter} />
      ))}
    </>
  );
}

interface Choice {
  value: string | number;
  label: string;
}

/** The menu items of a filter's choices. */
function choiceItems(options: Choice[]) {
  return options.map((o) => (
    <MenuItem key={o.value} value={o.value}>
      {o.label}
    </MenuItem>
  ));
}

function MultiSelect({
  labelId,
  value,
  options,
  onChange,
}: {
  labelId: string;
  value: readonly (string | number)[];
  options: Choice[];
  onChange: (v: (string | number)[]) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const label = t(labelId);
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select<(string | number)[]>
        labelId={id}
        label={label}
        multiple
        value={[...value]}
        onChange={(event) =>
          onChange(
            typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value,
          )
        }
        renderValue={(selected) =>
          options
            .filter((o) => selected.includes(o.value))
            .map((o) => o.label)
            .join(', ')
        }
      >
        {choiceItems(options)}
      </Select>
    </FormControl>
  );
}

export function SingleSelect({
  labelId,
  value,
  options,
  onChange,
}: {
  labelId: string;
  value: string | number;
  options: Choice[];
  onChange: (v: string | number) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const label = t(labelId);
  // an empty value still shows its choice ("Any time"): the label sits above it, never over it (issue 12 defect 14)
  const shownEmpty = options.some((o) => o.value === '');
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={id} shrink={shownEmpty || value !== '' ? true : undefined}>
        {label}
      </InputLabel>
      <Select<string | number>
        labelId={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        displayEmpty
        notched={shownEmpty || value !== '' ? true : undefined}
      >
        {choiceItems(options)}
      </Select>
    </FormControl>
  );
}

/**
 * Taka a month, from and up to; applied when a field is left or Enter is pressed (not per key). Bengali digits accepted.
 * Keyed by the applied values, so a change of the address (back button, clear) starts it afresh. One above the other,
 * each the panel's width: side by side in the 280 px filter column the labels were cut ("Salary fro…").
 */
function SalaryRange({
  min,
  max,
  onChange,
}: {
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const t = useTranslate();
  const [from, setFrom] = useState(min === null ? '' : String(min));
  const [to, setTo] = useState(max === null ? '' : String(max));
  const read = (raw: string) => {
    const digits = normalizeDigits(raw).replace(/[,\s]/g, '');
    if (digits === '') return null;
    const n = Number(digits);
    return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
  };
  const lo = read(from);
  const hi = read(to);
  const invalid = lo !== null && hi !== null && hi < lo;
  const commit = () => {
    if (!invalid && (lo !== min || hi !== max)) onChange(lo, hi);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  // both ends of the range: a number keypad, and the range is applied when focus leaves or Enter is pressed
  const amountInput = {
    size: 'small',
    fullWidth: true,
    onBlur: commit,
    onKeyDown,
    slotProps: { htmlInput: { inputMode: 'numeric' } },
  } as const;
  return (
    <Stack spacing={2}>
      <TextField
        {...amountInput}
        label={t('youth_jobs.filter.salary_min')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        {...amountInput}
        label={t('youth_jobs.filter.salary_max')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={invalid}
        helperText={invalid ? t('youth_jobs.filter.salary_invalid') : undefined}
      />
    </Stack>
  );
}
