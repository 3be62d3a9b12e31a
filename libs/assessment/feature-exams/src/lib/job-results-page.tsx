import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { YouthJobAssessment } from '@platform/contract';
import { defineListParams, useListParams } from '@platform/api-client';
import { useYouthJobAssessments } from '@platform/exams-data-access';
import { listColumns, PageTitle, ServerList, useFormatters, useLocalName, useTranslate } from '@platform/ui';

const RESULT_LIST = defineListParams({ params: {}, pageSizes: [10, 25] });
const COLUMNS = ['assessment', 'job', 'state', 'marks', 'actions'];

function ResultRow({ item }: { item: YouthJobAssessment }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const r = item.result;
  return (
    <TableRow>
      <TableCell>{local(item.title, item.title_en)}</TableCell>
      <TableCell>{local(item.job_title, item.job_title_en)}</TableCell>
      <TableCell>{t(`assessments.participation.${item.participation}`)}</TableCell>
      <TableCell>
        {r
          ? r.obtained_marks === null
            ? t('assessments.results.pending')
            : t('assessments.result.obtained', {
                obtained: formatNumber(r.obtained_marks),
                total: formatNumber(r.total_marks),
              })
          : '—'}
      </TableCell>
      <TableCell align="right">
        <Button component={RouterLink} to={`/job-assessment/${item.assessment_id}`} size="small">
          {t('assessments.results.open')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** /job-assessment-result (spec §2): the youth's job assessments with their state and marks. */
export function JobResultsPage() {
  const list = useListParams(RESULT_LIST);
  const result = useYouthJobAssessments({ page: list.state.page, page_size: list.state.page_size });
  return (
    <>
      <PageTitle titleId="assessments.results.title" />
      <ServerList
        result={result}
        paging={list.paging}
        labelPrefix="assessments.results"
        rowKey={(row) => row.assessment_id}
        columns={listColumns('assessments.results.col', COLUMNS, ['actions'])}
        renderRow={(item) => <ResultRow item={item} />}
      />
    </>
  );
}
