import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { endpoints } from '@platform/contract';
import { ASSESSMENT_LIST } from '@platform/recruiter-data-access-assessments';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';

/** /assessments (spec §2): the organisation's job assessments with their invitations and submissions. */
export function AssessmentsPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const { list, result } = useAddressList(ASSESSMENT_LIST, endpoints.jobAssessments);
  return (
    <ServerListPage
      labelPrefix="recruiter_assessments.list"
      result={result}
      paging={list.paging}
      actions={
        <Button variant="contained" component={RouterLink} to="/assessments/create">
          {t('recruiter_assessments.list.create')}
        </Button>
      }
      filterBar={{ list }}
      columns={[
        ...listColumns(
          'recruiter_assessments.list.col',
          ['title', 'job', 'marks', 'candidates'],
          ['candidates'],
        ),
        { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
      ]}
      renderRow={(a) => (
        <TableRow key={a.id}>
          <TableCell>{local(a.title, a.title_en)}</TableCell>
          <TableCell>{local(a.job_title, a.job_title_en)}</TableCell>
          <TableCell>
            {t('recruiter_assessments.list.marks', {
              total: formatNumber(a.total_marks),
              pass: formatNumber(a.pass_marks),
              minutes: formatNumber(a.duration_minutes),
            })}
          </TableCell>
          <TableCell align="right">
            {t('recruiter_assessments.list.counts', {
              invited: formatNumber(a.invited),
              submitted: formatNumber(a.submitted),
            })}
          </TableCell>
          <TableCell align="right">
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button size="small" component={RouterLink} to={`/assessments/edit/${a.id}`}>
                {t('recruiter_assessments.list.edit')}
              </Button>
              <Button size="small" component={RouterLink} to={`/assessments/${a.id}/candidates`}>
                {t('recruiter_assessments.list.candidates')}
              </Button>
              <Button size="small" component={RouterLink} to={`/job-assessments/${a.id}/results`}>
                {t('recruiter_assessments.list.results')}
              </Button>
            </Stack>
          </TableCell>
        </TableRow>
      )}
    />
  );
}
