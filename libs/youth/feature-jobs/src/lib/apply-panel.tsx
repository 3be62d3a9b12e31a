import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import type { JobEligibility, PublicJobDetail } from '@platform/contract';
import { useJobText } from '@platform/jobs-ui-job-detail';
import { useToast } from '@platform/ui';
import { useApplicationStatus, useExpectedSalary, useJobEligibility } from '@platform/youth-data-access-jobs';

// The apply form (dialog, fields, the yup rules, react-hook-form) loads when the youth opens it: a job's public page
// is read far more often than it is applied to (issue 13).
const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(() => loadApplyDialog().then((m) => ({ default: m.ApplyDialog })));

/** Height of the phone's sticky Apply bar: the page keeps this much room below its last line and its focus. */
const BAR_HEIGHT = 72;

/** Whether the element is out of the viewport (false until known, and where IntersectionObserver is missing). */
function useOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setOut(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}

/**
 * On a phone, once the Apply panel under the title has scrolled away (issue 12 defect 6): the job's title and the
 * same action, fixed at the bottom. The page keeps room for it (`scroll-padding-bottom`, bottom padding), so it
 * never covers the last line or a focused element (WCAG 2.4.11).
 */
function StickyApplyBar({ title, action, shown }: { title: string; action: ReactNode; shown: boolean }) {
  const { t } = useJobText();
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: {
            html: { scrollPaddingBottom: BAR_HEIGHT + 16 },
            body: { paddingBottom: BAR_HEIGHT },
          },
        })}
      />
      {shown ? (
        <Paper
          elevation={8}
          square
          role="region"
          aria-label={t('youth_jobs.apply.bar_label', { title })}
          sx={{
            display: { xs: 'flex', md: 'none' },
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: (theme) => theme.zIndex.appBar - 1,
            minHeight: BAR_HEIGHT,
            px: 2,
            py: 1.5,
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Typography sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
            {title}
          </Typography>
          <Box sx={{ flexShrink: 0 }}>{action}</Box>
        </Paper>
      ) : null}
    </>
  );
}

/** Why the youth cannot apply, said beside the disabled Apply: each mandatory criterion missed, and what to do. */
function NotEligible({ eligibility, id }: { eligibility: JobEligibility; id: string }) {
  const { t } = useJobText();
  return (
    <Alert
      severity="warning"
      id={id}
      action={
        <Button component={RouterLink} to="/profile-edit" color="inherit" size="small">
          {t('youth_jobs.apply.edit_profile')}
        </Button>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, flexWrap: 'wrap' }}
    >
      <AlertTitle>{t('youth_jobs.apply.not_eligible_title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {eligibility.unmet.map((u) => (
          <li key={u.criterion}>
            <strong>{t(`jobs.criterion.${u.criterion}`)}:</strong> {t(u.message)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Apply, the application's status, or why not (signed out, not a youth, deadline passed, a mandatory criterion the
 * profile misses — checked when the page opens, issue 12 defect 4). On a phone the same action stays at hand in a
 * sticky bar once the panel scrolls away.
 */
export function ApplyPanel({ job, title }: { job: PublicJobDetail; title: string }) {
  const text = useJobText();
  const { t } = text;
  const toast = useToast();
  const location = useLocation();
  const reasonId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const away = useOutOfView(panel);
  const { user, flags, signIn } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  const open = job.status !== 'expired';
  const status = useApplicationStatus(youth ? job.id : null);
  const eligibility = useJobEligibility(youth && open ? job.id : null);
  const application = status.data ?? null;
  const checking = status.isLoading || eligibility.isLoading;
  // a failed check leaves Apply on: the gateway checks again when the application is sent
  const blocked = eligibility.data ? !eligibility.data.can_apply : false;
  const canApply = youth && open && !application && !checking && !blocked;
  const expectedSalary = useExpectedSalary(canApply);
  const [dialogOpen, setDialogOpen] = useState(false);
  const mandatory = job.mandatory_criteria.map((c) => t(`jobs.criterion.${c}`));

  let body: ReactNode;
  let action: ReactNode = null;
  if (application) {
    body = (
      <Alert severity="success" role="status">
        {t('youth_jobs.apply.applied_on', { date: text.formatDate(application.applied_at) })}{' '}
        {t('youth_jobs.apply.status', { status: t(`jobs.application_status.${application.status}`) })}
      </Alert>
    );
  } else if (!open) {
    body = <Alert severity="info">{t('youth_jobs.apply.closed')}</Alert>;
  } else if (!user) {
    action = (
      <Button variant="contained" onClick={() => void signIn(location.pathname)}>
        {t('youth_jobs.apply.sign_in')}
      </Button>
    );
    body = action;
  } else if (!youth) {
    body = <Alert severity="info">{t('youth_jobs.apply.youth_only')}</Alert>;
  } else {
    const notEligible = eligibility.data && eligibility.data.blocked_by === 'criteria_not_met';
    action = (
      <Button
        variant="contained"
        onClick={() => setDialogOpen(true)}
        onPointerEnter={() => void loadApplyDialog()}
        onFocus={() => void loadApplyDialog()}
        disabled={!canApply}
        loading={checking}
        aria-describedby={notEligible ? reasonId : undefined}
      >
        {t('youth_jobs.apply.button')}
      </Button>
    );
    body = (
      <>
        {action}
        {notEligible ? <NotEligible eligibility={eligibility.data as JobEligibility} id={reasonId} /> : null}
      </>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} ref={panel}>
      <Stack spacing={1.5} sx={{ '& > .MuiButton-root': { width: '100%' } }}>
        {body}
        {mandatory.length && !application ? (
          <Typography variant="body2" color="text.secondary">
            {eligibility.data?.can_apply
              ? t('youth_jobs.apply.meets_mandatory', { criteria: mandatory.join(', ') })
              : t('youth_jobs.detail.mandatory', { criteria: mandatory.join(', ') })}
          </Typography>
        ) : null}
      </Stack>
      {action && (canApply || !user) ? <StickyApplyBar title={title} action={action} shown={away} /> : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ApplyDialog
            jobId={job.id}
            title={title}
            company={text.company(job)}
            expectedSalary={expectedSalary}
            eligibility={eligibility.data ?? null}
            onClose={() => setDialogOpen(false)}
            onApplied={(applied) => {
              setDialogOpen(false);
              void status.mutate(applied, { revalidate: false });
              toast.success('jobs.success.applied');
            }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
