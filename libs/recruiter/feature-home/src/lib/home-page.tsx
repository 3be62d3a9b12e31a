import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import {
  APPLICATION_STATUS,
  type DashboardJobCount,
  JOB_PERMISSIONS,
  PIPELINE_STAGE,
  type RecruiterDashboard,
} from '@platform/contract';
import { PortalHome, type QueueItem, QueueSummary, useLocalName, useTranslate } from '@platform/ui';
import { useRecruiterDashboard } from '@platform/recruiter-data-access-jobs';

/** The job posts' queues, by the status they wait at, each leading to the job list filtered to it. */
const JOB_QUEUES = [
  { key: 'drafts', to: '/jobs?status=draft' },
  { key: 'awaiting_approval', to: '/jobs?status=pending_approval' },
  { key: 'awaiting_payment', to: '/jobs?status=approved' },
] as const satisfies readonly { key: keyof RecruiterDashboard; to: string }[];

const id = (key: string) => `portals.recruiter.home.${key}`;

/** The jobs with most new applicants, each a link to its applicants. */
function NewApplicantJobs({ jobs }: { jobs: readonly DashboardJobCount[] }) {
  const t = useTranslate();
  const name = useLocalName();
  if (jobs.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            component={RouterLink}
            to={`/jobs/${job.id}/management?stage=${PIPELINE_STAGE.NEW_APPLICATION}`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t(id('job_applicants'), { title: name(job.job_title, job.job_title_en), count: job.count })}
          </Link>
        </li>
      ))}
    </Box>
  );
}

function queueItems(data: RecruiterDashboard | undefined): QueueItem[] {
  if (!data) return [];
  const items: QueueItem[] = [];
  if (data.new_applicants)
    items.push({
      key: 'new_applicants',
      labelId: id('new_applicants'),
      count: data.new_applicants.total,
      to: '/jobs',
      linkLabelId: id('new_applicants_link'),
      details: <NewApplicantJobs jobs={data.new_applicants.jobs} />,
    });
  if (data.open_offers !== null)
    items.push({
      key: 'open_offers',
      labelId: id('open_offers'),
      count: data.open_offers,
      to: `/job-offers?status=${APPLICATION_STATUS.OFFER_LETTER_SENT}`,
      linkLabelId: id('open_offers_link'),
    });
  for (const queue of JOB_QUEUES)
    items.push({
      key: queue.key,
      labelId: id(queue.key),
      count: data[queue.key],
      to: queue.to,
      linkLabelId: id(`${queue.key}_link`),
    });
  return items;
}

/**
 * The signed-in home of the recruiter portal (issue 12 defect 9): what waits for the recruiter — new applicants (and
 * the jobs that have most), offers waiting for an answer, drafts, job posts awaiting approval or payment — each a
 * count of their own organisation with a link to its list, and Post a job.
 */
export function HomePage() {
  const t = useTranslate();
  const { user, hasPermission } = useAuth();
  const dashboard = useRecruiterDashboard();
  return (
    <PortalHome
      user={user}
      purposeTextId="portals.recruiter.home.purpose"
      queues={
        <>
          {hasPermission(JOB_PERMISSIONS.createJob) ? (
            <Button
              component={RouterLink}
              to="/jobs/create"
              variant="contained"
              startIcon={<AddOutlined />}
              sx={{ mb: 3 }}
            >
              {t(id('post_job'))}
            </Button>
          ) : null}
          <QueueSummary
            titleId={id('queues')}
            items={queueItems(dashboard.data)}
            loading={dashboard.isLoading}
            errorId={dashboard.error ? 'portals.home.queues_error' : null}
            onRetry={() => void dashboard.mutate()}
            emptyId={id('nothing_waiting')}
            link={RouterLink}
          />
        </>
      }
    />
  );
}
