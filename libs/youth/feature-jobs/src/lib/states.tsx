import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert, PagePager, useTranslate } from '@platform/ui';
import { JobCardList, JobCardSkeletons } from '@platform/youth-ui-jobs';

/** Skeleton cards of a first load: enough to fill a phone's screen, so the pager and footer start below it. */
const SKELETON_CARDS = 6;

/** Server paging with translated, numbered labels (Bengali digits in bn-BD). Nothing for a single page. */
export function Pager(props: { page: number; count: number; onChange: (page: number) => void }) {
  return <PagePager {...props} labelId="youth_jobs.paging.label" />;
}

/** A way on from an empty list: a catalogue label and where it leads. */
export interface EmptyAction {
  labelId: string;
  to: string;
}

/** What an empty job list says, and the ways on from it (the first one the main one). */
export function EmptyJobs({ messageId, actions = [] }: { messageId: string; actions?: EmptyAction[] }) {
  const t = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 3, alignItems: 'flex-start' }}>
      <Typography>{t(messageId)}</Typography>
      {actions.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((a, i) => (
            <Button key={a.to} component={RouterLink} to={a.to} variant={i === 0 ? 'contained' : 'outlined'}>
              {t(a.labelId)}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A paged read of job items, as the youth's job lists get it from SWR. */
export interface JobPageResult<T> {
  data?: { data: readonly T[]; meta: { total_page: number } };
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * THE states of the youth's job lists (/jobs, /my-jobs, /jobs/recommended): the load error with a retry, the spinner
 * of a first load (skeleton cards of the final size), the list's own empty message, or the cards in a grid with the numbered pager.
 */
export function JobListStates<T>({
  result,
  loadErrorId,
  empty,
  label,
  page,
  onPage,
  renderItem,
}: {
  result: JobPageResult<T>;
  loadErrorId: string;
  empty: ReactNode;
  label?: string;
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}) {
  const t = useTranslate();
  const { data, error, isLoading, mutate } = result;
  if (error && !data) return <LoadErrorAlert messageId={loadErrorId} mb={0} onRetry={() => void mutate()} />;
  if (!data)
    return isLoading ? (
      <JobCardSkeletons count={SKELETON_CARDS} columns={2} label={t('common.loading')} />
    ) : null;
  if (data.data.length === 0) return <>{empty}</>;
  return (
    <>
      <JobCardList columns={2} label={label}>
        {data.data.map(renderItem)}
      </JobCardList>
      <Pager page={page} count={data.meta.total_page} onChange={onPage} />
    </>
  );
}
