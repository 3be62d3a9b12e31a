import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CvBankEntry, CvBankQuery } from '@platform/contract';
import { publicLookup, useLookup, useLookupList } from '@platform/api-client';
import {
  NamedChipList,
  BusyBar,
  LoadErrorAlert,
  PagePager,
  LookupAutocomplete,
  PageTitle,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { useCvBank } from './cv-bank-data';
import { cvBankQueryFromParams, paramsFromCvBankQuery, skillIdsOf } from './cv-bank-query';

/** What the form edits before "Search": the query without paging. */
type Draft = Omit<CvBankQuery, 'page' | 'page_size'>;

/** A native select of a small public lookup (education levels, divisions, districts); "Any" is no filter. */
function LookupSelect({
  label,
  lookup,
  value,
  onChange,
  filters,
  disabled,
}: {
  label: string;
  lookup: 'education_levels' | 'divisions' | 'districts';
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  filters?: Record<string, number>;
  disabled?: boolean;
}) {
  const t = useTranslate();
  const title = useLocalTitle();
  const list = useLookupList(publicLookup(lookup), disabled ? null : (filters ?? {}));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('cv_bank.filters.any')}</option>
      {(list.data?.data ?? []).map((record) => (
        <option key={record.id} value={record.id}>
          {title(record)}
        </option>
      ))}
    </TextField>
  );
}

function Filters({ query, onSearch }: { query: CvBankQuery; onSearch: (draft: Draft) => void }) {
  const t = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => {
    const { page: _page, page_size: _size, ...rest } = query;
    return rest;
  });
  const set = (patch: Draft) => setDraft((before) => ({ ...before, ...patch }));
  const skills = useLookup(publicLookup('skills'), { value: skillIdsOf(draft) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, search: draft.search?.trim() || undefined });
  };
  const clear = () => {
    setDraft({});
    onSearch({});
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('cv_bank.filters.label')}
      variant="outlined"
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        <TextField
          type="search"
          size="small"
          label={t('cv_bank.filters.search')}
          value={draft.search ?? ''}
          onChange={(event) => set({ search: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <LookupAutocomplete
          lookup={skills}
          labelId="cv_bank.filters.skills"
          multiple
          size="small"
          value={skillIdsOf(draft)}
          onChange={(ids) => set({ skill_ids: ids.length ? ids.join(',') : undefined })}
        />
        <LookupSelect
          label={t('cv_bank.filters.education_level')}
          lookup="education_levels"
          value={draft.education_level_id}
          onChange={(education_level_id) => set({ education_level_id })}
        />
        <TextField
          type="number"
          size="small"
          label={t('cv_bank.filters.min_experience')}
          value={draft.min_experience_years ?? ''}
          onChange={(event) =>
            set({
              min_experience_years:
                event.target.value === '' ? undefined : Math.max(0, Math.floor(Number(event.target.value))),
            })
          }
          slotProps={{ htmlInput: { min: 0, max: 60, step: 1 }, inputLabel: { shrink: true } }}
        />
        <LookupSelect
          label={t('cv_bank.filters.division')}
          lookup="divisions"
          value={draft.loc_division_id}
          onChange={(loc_division_id) => set({ loc_division_id, loc_district_id: undefined })}
        />
        <LookupSelect
          label={t('cv_bank.filters.district')}
          lookup="districts"
          value={draft.loc_district_id}
          onChange={(loc_district_id) => set({ loc_district_id })}
          filters={draft.loc_division_id ? { division_id: draft.loc_division_id } : undefined}
          disabled={!draft.loc_division_id}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="button" onClick={clear}>
          {t('cv_bank.filters.clear')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SearchOutlined />}>
          {t('cv_bank.filters.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Result({ entry, search }: { entry: CvBankEntry; search: string }) {
  const t = useTranslate();
  const name = useLocalName();
  const title = useLocalTitle();
  const fullName = name(entry.full_name, entry.full_name_en);
  const place = entry.location
    ? [title(entry.location.district), title(entry.location.division)].filter(Boolean).join(', ')
    : '';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            <Link
              component={RouterLink}
              to={`/cv-bank/${entry.public_id}`}
              state={{ search }}
              aria-label={t('cv_bank.results.open', { name: fullName })}
            >
              {fullName}
            </Link>
          </Typography>
          <Typography color={entry.headline ? 'text.primary' : 'text.secondary'}>
            {entry.headline ?? t('cv_bank.results.no_headline')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[t('cv_bank.results.experience', { years: entry.experience_years }), place]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {t('cv_bank.results.completion', { percent: entry.profile_completion })}
        </Typography>
      </Stack>
      <NamedChipList items={entry.skills} variant="outlined" sx={{ mt: 1 }} />
    </Paper>
  );
}

/** `/cv-bank` (spec §2 recruiter portal): search the CVs youths show, server-paged, the search kept in the address. */
export function CvBankPage() {
  const t = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = cvBankQueryFromParams(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useCvBank(query);
  const rows = data?.data ?? [];
  const total = data?.meta.total ?? 0;
  const search = searchParams.toString();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="cv_bank.page.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('cv_bank.page.intro')}
      </Typography>
      <Filters
        key={paramsFromCvBankQuery({ ...query, page: 1 }).toString()}
        query={query}
        onSearch={(draft) => setSearchParams(paramsFromCvBankQuery({ ...draft, page: 1 }))}
      />
      {error ? (
        <LoadErrorAlert
          messageId="cv_bank.results.load_error"
          retryId="cv_bank.results.retry"
          onRetry={() => void mutate()}
        />
      ) : null}
      <BusyBar busy={isLoading || isValidating} labelId="cv_bank.results.loading" mb={1} />
      {data ? (
        <Typography role="status" sx={{ mb: 1 }}>
          {total === 0 ? t('cv_bank.results.empty') : t('cv_bank.results.count', { count: total })}
        </Typography>
      ) : null}
      <Stack
        component="ul"
        aria-label={t('cv_bank.results.label')}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {rows.map((entry) => (
          <Result key={entry.public_id} entry={entry} search={search} />
        ))}
      </Stack>
      <PagePager
        page={query.page ?? 1}
        count={data?.meta.total_page ?? 0}
        onChange={(page) => setSearchParams(paramsFromCvBankQuery({ ...query, page }))}
        labelId="cv_bank.results.pages"
      />
    </Container>
  );
}
