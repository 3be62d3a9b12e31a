import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RequireAuth } from '@platform/auth';
import { Link as RouterLink } from 'react-router-dom';
import {
  APPLICATION_STATUS as S,
  jobEndpoints,
  type MyJobItem,
  type YouthJobAssessment,
} from '@platform/contract';
import { defineListParams, useAddressList } from '@platform/api-client';
import { useYouthJobAssessments } from '@platform/exams-data-access';
import { PageTitle, ServerList, useFormatters, useLocalName, useTranslate } from '@platform/ui';

const APPLICATIONS = defineListParams({ params: {}, pageSizes: [10, 25, 50] });
const INTERVIEW: number[] = [S.INTERVIEW_INVITATION_SENT, S.INTERVIEW_INVITATION_CONFIRMED];

function Row({ item, assessment }: { item: MyJobItem; assessment: YouthJobAssessment | undefined }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const a = item.application;
  if (!a) return null;
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={`/jobs/${item.job.id}`}>
          {local(item.job.job_title, item.job.job_title_en)}
        </Link>
      </TableCell>
      <TableCell>{formatDate(a.applied_at)}</TableCell>
      <TableCell>
        <Typography variant="body2">{t(`jobs.application_status.${a.status}`)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`jobs.stage.${a.stage}`)}
        </Typography>
      </TableCell>
      <TableCell>
        {assessment ? (
          <Button size="small" href={assessment.url}>
            {t('youth_assessments.application.assessment', {
              state: t(`assessments.participation.${assessment.participation}`),
            })}
          </Button>
        ) : INTERVIEW.includes(a.status) ? (
          <Button size="small" component={RouterLink} to="/my-jobs">
            {t('youth_assessments.application.interview')}
          </Button>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * /job-application (spec §2 youth portal): the youth's applications with their status and stage and the next step —
 * the assessment (on the assessment portal) or the interview (answered on /my-jobs).
 */
function JobApplicationPageContent() {
  // no tab: all the youth's applications
  const { list, result: applications } = useAddressList(APPLICATIONS, jobEndpoints.appliedJobs);
  const assessments = useYouthJobAssessments({ page_size: 100 });
  const byApplication = new Map((assessments.data?.data ?? []).map((x) => [x.application_id, x]));
  return (
    <>
      <PageTitle titleId="youth_assessments.application.title" />
      <ServerList
        result={applications}
        paging={list.paging}
        labelPrefix="youth_assessments.application"
        rowKey={(item) => item.job.id}
        columns={[
          { key: 'job', labelId: 'youth_assessments.application.col.job' },
          { key: 'applied', labelId: 'youth_assessments.application.col.applied' },
          { key: 'status', labelId: 'youth_assessments.application.col.status' },
          { key: 'next', labelId: 'youth_assessments.application.col.next' },
        ]}
        renderRow={(item) => (
          <Row
            item={item}
            assessment={item.application ? byApplication.get(item.application.id) : undefined}
          />
        )}
      />
    </>
  );
}

/** Signed in only: a visitor is sent to sign in first. */
export function JobApplicationPage() {
  return (
    <RequireAuth>
      <JobApplicationPageContent />
    </RequireAuth>
  );
}
