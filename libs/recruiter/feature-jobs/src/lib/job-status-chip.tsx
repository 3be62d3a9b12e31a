import Chip from '@mui/material/Chip';
import type { JobPostStatus } from '@platform/contract';
import { useTranslate } from '@platform/ui';

const COLOURS: Record<JobPostStatus, 'default' | 'info' | 'error' | 'success' | 'warning'> = {
  draft: 'default',
  pending_approval: 'warning',
  rejected: 'error',
  approved: 'info',
  live: 'success',
  expired: 'default',
};

/** A job's state as a chip: the words say it, the colour only repeats it. */
export function JobStatusChip({ status }: { status: JobPostStatus }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'draft' ? 'outlined' : 'filled'}
      color={COLOURS[status]}
      label={t(`jobs.status.${status}`)}
    />
  );
}

/** The states in which the recruiter may still change (and delete) a job; the gateway refuses the others. */
export const EDITABLE_STATUSES: readonly JobPostStatus[] = ['draft', 'rejected'];
