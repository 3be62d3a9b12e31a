import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import type { PublicJobDetail } from '@platform/contract';
import { useJobText } from '@platform/jobs-ui-job-detail';
import { ApplyFrame } from './apply-frame';

// What only a signed-in youth needs (the application's status, the eligibility check, the expected salary, the apply
// dialog) is its own chunk: the public job page a visitor opens does not load it (issue 13).
const loadYouthApply = () => import('./youth-apply-panel');
const YouthApplyPanel = lazy(() => loadYouthApply().then((m) => ({ default: m.YouthApplyPanel })));

/** Starts loading a signed-in youth's Apply panel beside the job's own request (the job page calls it). */
export function preloadYouthApply(): void {
  void loadYouthApply();
}

/**
 * Apply, the application's status, or why not (signed out, not a youth, deadline passed, a mandatory criterion the
 * profile misses — checked when the page opens, issue 12 defect 4). On a phone the same action stays at hand in a
 * sticky bar once the panel scrolls away.
 */
export function ApplyPanel({ job, title }: { job: PublicJobDetail; title: string }) {
  const { t } = useJobText();
  const location = useLocation();
  const { user, flags, signIn } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  const open = job.status !== 'expired';
  const mandatory = job.mandatory_criteria.map((c) => t(`jobs.criterion.${c}`));
  const note = mandatory.length ? t('youth_jobs.detail.mandatory', { criteria: mandatory.join(', ') }) : null;
  if (youth) {
    // while its chunk arrives (started with the page: preloadYouthApply) the Apply button's place is kept
    const place = open ? <Box aria-hidden sx={{ minHeight: 36.5 }} /> : null;
    return (
      <Suspense fallback={<ApplyFrame title={title} body={place} action={null} sticky={false} note={note} />}>
        <YouthApplyPanel job={job} title={title} />
      </Suspense>
    );
  }
  let body: ReactNode;
  let action: ReactNode = null;
  if (!open) {
    body = <Alert severity="info">{t('youth_jobs.apply.closed')}</Alert>;
  } else if (!user) {
    action = (
      <Button variant="contained" onClick={() => void signIn(location.pathname)}>
        {t('youth_jobs.apply.sign_in')}
      </Button>
    );
    body = action;
  } else {
    body = <Alert severity="info">{t('youth_jobs.apply.youth_only')}</Alert>;
  }
  return <ApplyFrame title={title} body={body} action={action} sticky={!user} note={note} />;
}
