import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type ChangeEvent, Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { JOB_SORT, PUBLIC_SEARCH_MAX_RESULTS } from '@platform/contract';
import { PageTitle, useTranslate, useFormatters } from '@platform/ui';
import { usePublicJobs } from '@platform/youth-data-access-jobs';
import { JobCard, JobSearchBox, OutlinedField, outlinedControlSx, useJobText } from '@platform/youth-ui-jobs';
import { FavouriteButton } from './favourite-button';
import {
  activeFilterCount,
  parseJobSearch,
  toJobSearchQuery,
  toSearchParams,
  type JobSearch,
} from './search-params';
import { EmptyJobs, JobListStates } from './states';

// The filters (selects with their menus, lookup autocompletes and their lookups) load when shown: at once on a wide
// screen, at "Show filters" on a phone, where they start folded (issue 13).
const JobFilters = lazy(() => import('./job-filters').then((m) => ({ default: m.JobFilters })));

/**
 * The order of the results: the phone's own list (a native select) in the outlined frame of the search box, so the
 * page needs no menu, popover or modal to sort (issue 13) — nor MUI's input modules (ADR 0006 r8).
 */
function SortSelect({
  value,
  onChange,
}: {
  value: JobSearch['sort'];
  onChange: (sort: JobSearch['sort']) => void;
}) {
  const t = useTranslate();
  const id = useId();
  const label = t('youth_jobs.sort.label');
  return (
    <OutlinedField id={id} label={label}>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value as JobSearch['sort'])
        }
        sx={[outlinedControlSx, { appearance: 'none', pr: '32px', cursor: 'pointer' }]}
      >
        {Object.values(JOB_SORT).map((sort) => (
          <option key={sort} value={sort}>
            {t(`youth_jobs.sort.${sort}`)}
          </option>
        ))}
      </Box>
      <ArrowDropDown
        aria-hidden
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - 0.5em)',
          pointerEvents: 'none',
          color: 'action.active',
        }}
      />
    </OutlinedField>
  );
}

/**
 * /jobs (spec §2): text search, the filters, sort and server paging. The address holds the whole search, so a link
 * (or the back button) reproduces it; every change of a filter goes back to page 1.
 */
export function JobsSearchPage() {
  const t = useTranslate();
  const text = useJobText();
  const { formatNumber } = useFormatters();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseJobSearch(params), [params]);
  const query = useMemo(() => toJobSearchQuery(search), [search]);
  const result = usePublicJobs(query);
  const { data } = result;
  // read at once (no SSR here): a wide screen never flashes the phone layout first
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const resultsRef = useRef<HTMLElement | null>(null);

  const go = (next: JobSearch) => setParams(toSearchParams(next));
  const change = (patch: Partial<JobSearch>) => go({ ...search, ...patch, page: 1 });
  const clear = () => go(parseJobSearch(new URLSearchParams(search.search ? { search: search.search } : {})));
  const filterCount = activeFilterCount(search);
  const total = data?.meta.total ?? 0;
  const capped = total >= PUBLIC_SEARCH_MAX_RESULTS;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <PageTitle titleId="youth_jobs.search.title" />
        <Link component={RouterLink} to="/jobs/explore">
          {t('youth_jobs.search.explore')}
        </Link>
      </Stack>

      {/* keyed by the applied text, so the back button or a link refills it */}
      <JobSearchBox
        key={search.search}
        initial={search.search}
        onSearch={(text) => change({ search: text })}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={`${filtersId}-title`}>
          <Typography
            id={`${filtersId}-title`}
            component="h2"
            variant="h6"
            sx={{ display: wide ? 'block' : 'none', mb: 2 }}
          >
            {t('youth_jobs.search.filters')}
          </Typography>
          {wide ? null : (
            <Button
              variant="outlined"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t(filtersOpen ? 'youth_jobs.search.hide_filters' : 'youth_jobs.search.show_filters')}
              {filterCount ? ` (${formatNumber(filterCount)})` : ''}
            </Button>
          )}
          <Paper
            id={filtersId}
            variant="outlined"
            sx={{ p: 2, mt: wide ? 0 : 2, display: wide || filtersOpen ? 'block' : 'none' }}
          >
            {wide || filtersOpen ? (
              <Suspense fallback={null}>
                <JobFilters value={search} onChange={change} onClear={clear} />
              </Suspense>
            ) : null}
          </Paper>
        </Box>

        <Box
          component="section"
          aria-label={t('youth_jobs.search.results_label')}
          ref={resultsRef}
          sx={{ scrollMarginTop: 80 }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            {/* its line is kept while the count loads (nothing below moves when it arrives) */}
            <Typography role="status" aria-live="polite" color="text.secondary" sx={{ minHeight: '1.5em' }}>
              {data
                ? capped
                  ? t('youth_jobs.search.results_capped', { count: formatNumber(PUBLIC_SEARCH_MAX_RESULTS) })
                  : t('youth_jobs.search.results', { count: total })
                : ''}
            </Typography>
            <Box sx={{ minWidth: 220 }}>
              <SortSelect value={search.sort} onChange={(sort) => change({ sort })} />
            </Box>
          </Stack>

          <JobListStates
            result={result}
            loadErrorId="youth_jobs.search.load_failed"
            empty={<EmptyJobs messageId="youth_jobs.search.empty" />}
            page={search.page}
            onPage={(page) => {
              go({ ...search, page });
              // the next page starts at the top of the results, not at the pager
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
            }}
            renderItem={(job) => (
              <JobCard
                key={job.id}
                job={job}
                headingLevel={2}
                action={<FavouriteButton jobId={job.id} title={text.jobTitle(job)} />}
              />
            )}
          />
        </Box>
      </Box>
    </Container>
  );
}
