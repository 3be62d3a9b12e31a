import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { useListParams } from '@platform/api-client';
import { ASSESSMENT_LIST, useJobAssessments } from '@platform/recruiter-data-access-assessments';
import {
  ListFilterBar,
  ListSearchField,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';

/** /assessments (spec §2): the organisation's job assessments with their invitations and submissions. */
export function AssessmentsPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const list = useListParams(ASSESSMENT_LIST);
  const assessments = useJobAssessments(list.query);
  return (
    <>
      <PageHeader
        titleId="recruiter_assessments.list.title"
        actions={
          <Button variant="contained" component={RouterLink} to="/assessments/create">
            {t('recruiter_assessments.list.create')}
          </Button>
        }
      />
      <ServerList
        result={assessments}
        paging={list.paging}
        labelPrefix="recruiter_assessments.list"
        filters={
          <ListFilterBar>
            <ListSearchField
              labelId="recruiter_assessments.list.search"
              submitId="recruiter_assessments.search_submit"
              search={list.search}
            />
          </ListFilterBar>
        }
        columns={[
          { key: 'title', labelId: 'recruiter_assessments.list.col.title' },
          { key: 'job', labelId: 'recruiter_assessments.list.col.job' },
          { key: 'marks', labelId: 'recruiter_assessments.list.col.marks' },
          { key: 'candidates', labelId: 'recruiter_assessments.list.col.candidates', align: 'right' },
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
    </>
  );
}
