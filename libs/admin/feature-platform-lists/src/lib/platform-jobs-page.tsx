import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { publicLookup, useAddressList, useLookup } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { endpoints, JOB_PERMISSIONS, JOB_POST_STATUS, type JobPost } from '@platform/contract';
import { JobStatusChip } from '@platform/jobs-ui-job-detail';
import { listColumns, ServerListPage, useFormatters, useLocalName } from '@platform/ui';
import { type StaffAction, StaffActionButton, useStaffAction } from './deactivation-dialog';
import {
  organizationLookup,
  PLATFORM_JOB_LIST,
  PLATFORM_JOB_STATUSES,
  JOB_STAFF_ACTIONS,
} from './platform-jobs-data';

export function PlatformJobsRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformJobs]}>
      <PlatformJobsPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns(
  'platform_jobs.col',
  ['title', 'organization', 'sector', 'status', 'published', 'deadline', 'actions'],
  ['actions'],
);

/** What staff may do with a job of this status: deactivate what the public sees or is about to, restore the rest. */
export function staffActionOf(job: Pick<JobPost, 'status'>): StaffAction | null {
  if (job.status === JOB_POST_STATUS.DEACTIVATED) return 'restore';
  const live: string[] = [JOB_POST_STATUS.LIVE, JOB_POST_STATUS.EXPIRED, JOB_POST_STATUS.APPROVED];
  return live.includes(job.status) ? 'deactivate' : null;
}

function JobRow({
  job,
  canAct,
  onAction,
}: {
  job: JobPost;
  canAct: boolean;
  onAction: (action: StaffAction, job: JobPost) => void;
}) {
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const title = name(job.job_title, job.job_title_en);
  const action = canAct ? staffActionOf(job) : null;
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/platform-jobs/${job.id}`} sx={{ fontWeight: 600 }}>
          {title}
        </Link>
      </TableCell>
      <TableCell>{name(job.organization_title, job.organization_title_en)}</TableCell>
      <TableCell>{job.job_sector ? name(job.job_sector.title, job.job_sector.title_en) : '—'}</TableCell>
      <TableCell>
        <JobStatusChip status={job.status} />
      </TableCell>
      <TableCell>{job.published_at ? formatDate(job.published_at) : '—'}</TableCell>
      <TableCell>{job.application_deadline ? formatDate(job.application_deadline) : '—'}</TableCell>
      <TableCell align="right">
        {action ? (
          <StaffActionButton
            prefix="platform_jobs"
            action={action}
            name={title}
            onClick={() => onAction(action, job)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * `/platform-jobs`: every organisation's job posts, server-paged, filtered by text, status, organisation, sector and
 * published range (all in the address); a title opens the post; deactivate takes it off the public board, restore
 * puts it back (ADR 0107).
 */
export function PlatformJobsPage() {
  const name = useLocalName();
  const { hasPermission } = useAuth();
  const { list, result: jobs } = useAddressList(PLATFORM_JOB_LIST, endpoints.platformJobs);
  const organizations = useLookup(organizationLookup, { value: list.state.organization_id });
  const sectors = useLookup(publicLookup('job_sectors'), { value: list.state.job_sector_id });
  const staff = useStaffAction<JobPost>(JOB_STAFF_ACTIONS, (job) => name(job.job_title, job.job_title_en));
  return (
    <ServerListPage
      result={jobs}
      paging={list.paging}
      labelPrefix="platform_jobs"
      loadingId="platform_jobs.loading"
      filterBar={{
        list,
        selects: [
          { name: 'status', values: PLATFORM_JOB_STATUSES, optionPrefix: 'jobs.status', minWidth: 200 },
        ],
        lookups: [
          { name: 'organization_id', lookup: organizations, labelId: 'platform_jobs.filter.organization' },
          { name: 'job_sector_id', lookup: sectors, labelId: 'platform_jobs.filter.sector' },
        ],
        dateRange: { from: 'published_from', to: 'published_to' },
      }}
      columns={COLUMNS}
      renderRow={(job) => (
        <JobRow
          key={job.id}
          job={job}
          canAct={hasPermission(JOB_PERMISSIONS.deactivateJob)}
          onAction={staff.ask}
        />
      )}
    >
      {staff.dialog}
    </ServerListPage>
  );
}
