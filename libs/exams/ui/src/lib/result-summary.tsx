import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AttemptResult } from '@platform/contract';
import { useFormatters, useTranslate } from '@platform/ui';

export interface ResultSummaryProps {
  result: AttemptResult;
  /** The aptitude test's fail message (§8 'Sorry! You could not pass the verification assessment'). */
  failMessageId?: string;
}

/** A closed attempt's result: marks, pass or not (or waiting for marking), and the marks by assessment area. */
export function ResultSummary({ result, failMessageId }: ResultSummaryProps) {
  const t = useTranslate();
  const { formatNumber, formatDateTime } = useFormatters();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {result.marking === 'pending' ? (
        <Alert severity="info">{t('assessments.result.pending_marking')}</Alert>
      ) : result.passed ? (
        <Alert severity="success">{t('assessments.result.passed')}</Alert>
      ) : (
        <Alert severity="warning">{t(failMessageId ?? 'assessments.result.failed')}</Alert>
      )}
      <Typography>
        {result.obtained_marks === null
          ? t('assessments.result.total_only', { total: formatNumber(result.total_marks) })
          : t('assessments.result.obtained', {
              obtained: formatNumber(result.obtained_marks),
              total: formatNumber(result.total_marks),
            })}
        {' · '}
        {t('assessments.result.pass_marks', { pass: formatNumber(result.pass_marks) })}
      </Typography>
      <Typography color="text.secondary">
        {t('assessments.result.answered', {
          answered: formatNumber(result.answered),
          questions: formatNumber(result.questions),
        })}
        {' · '}
        {t('assessments.result.submitted_at', { at: formatDateTime(result.submitted_at) })}
      </Typography>
      {result.closed_by === 'deadline' && (
        <Alert severity="info">{t('assessments.result.closed_by_deadline')}</Alert>
      )}
      {result.areas.length > 0 && (
        <Table size="small" aria-label={t('assessments.result.by_area')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('assessments.result.area')}</TableCell>
              <TableCell align="right">{t('assessments.result.marks')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.areas.map((a) => (
              <TableRow key={a.assessment_area}>
                <TableCell>{t(`assessments.area.${a.assessment_area}`)}</TableCell>
                <TableCell align="right">
                  {t('assessments.result.obtained', {
                    obtained: formatNumber(a.obtained_marks),
                    total: formatNumber(a.total_marks),
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
