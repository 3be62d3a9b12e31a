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
  deactivated: 'error',
};

/**
 * A job's state as a chip: the words say it, the colour only repeats it. The recruiter's job list and wizard and the
 * admin's platform-wide job list (ADR 0107) draw it.
 */
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
