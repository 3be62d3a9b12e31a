import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, useListParams, useRouteId } from '@platform/api-client';
import { useAssessmentCandidates, useJobAssessment } from '@platform/recruiter-data-access-assessments';
import { PageHeader, ServerList, useFormatters, useLocalName, useTranslate } from '@platform/ui';

const RESULT_LIST = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

/** /job-assessments/{id}/results (spec §2): marks per candidate, best first; each opens its result and answer sheet. */
export function ResultsPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber, formatDateTime } = useFormatters();
  const id = useRouteId() ?? 0;
  const list = useListParams(RESULT_LIST);
  const assessment = useJobAssessment(id > 0 ? id : null);
  const results = useAssessmentCandidates(id, { ...list.query, submitted: true });
  return (
    <>
      <PageHeader
        titleId="recruiter_assessments.results.title"
        values={{ name: assessment.data ? local(assessment.data.title, assessment.data.title_en) : '' }}
        actions={
          <Button component={RouterLink} to={`/assessments/${id}/candidates`}>
            {t('recruiter_assessments.list.candidates')}
          </Button>
        }
      />
      <ServerList
        result={results}
        paging={list.paging}
        labelId="recruiter_assessments.results.title"
        labelValues={{ name: '' }}
        loadErrorId="recruiter_assessments.candidates.load_error"
        emptyTypeId="recruiter_assessments.results.message_type"
        rowKey={(r) => r.application_id}
        columns={[
          { key: 'name', labelId: 'recruiter_assessments.candidates.col.name' },
          { key: 'set', labelId: 'recruiter_assessments.results.col.set' },
          { key: 'marks', labelId: 'recruiter_assessments.results.col.marks' },
          { key: 'result', labelId: 'recruiter_assessments.results.col.result' },
          { key: 'submitted', labelId: 'recruiter_assessments.results.col.submitted' },
          { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
        ]}
        renderRow={(c) => {
          const a = c.attempt;
          if (!a) return null;
          return (
            <TableRow key={c.application_id}>
              <TableCell>{local(c.full_name, c.full_name_en)}</TableCell>
              <TableCell>{a.set_title ? local(a.set_title, a.set_title_en) : '—'}</TableCell>
              <TableCell>
                {a.obtained_marks === null
                  ? t('assessments.results.pending')
                  : t('assessments.result.obtained', {
                      obtained: formatNumber(a.obtained_marks),
                      total: formatNumber(a.total_marks),
                    })}
              </TableCell>
              <TableCell>
                {a.passed === null
                  ? '—'
                  : t(
                      a.passed
                        ? 'recruiter_assessments.results.passed'
                        : 'recruiter_assessments.results.failed',
                    )}
              </TableCell>
              <TableCell>{a.submitted_at ? formatDateTime(a.submitted_at) : '—'}</TableCell>
              <TableCell align="right">
                <Button size="small" component={RouterLink} to={`/job-assessment-results/${a.id}`}>
                  {t('recruiter_assessments.results.open')}
                </Button>
              </TableCell>
            </TableRow>
          );
        }}
      />
    </>
  );
}
