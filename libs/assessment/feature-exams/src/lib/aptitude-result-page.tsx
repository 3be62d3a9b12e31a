import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAptitudeStatus } from '@platform/exams-data-access';
import { ResultSummary } from '@platform/exams-ui';
import { ContentLoader, LoadErrorAlert, PageTitle, useTranslate } from '@platform/ui';

/**
 * /aptitude-test-result (spec §2): the result by assessment area; a failed test says 'Sorry! You could not pass the
 * verification assessment' (spec §8).
 */
export function AptitudeResultPage() {
  const t = useTranslate();
  const status = useAptitudeStatus();
  const data = status.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId="assessments.aptitude.result_title" />
      {status.error ? (
        <LoadErrorAlert messageId="assessments.aptitude.load_error" onRetry={() => void status.mutate()} />
      ) : !data ? (
        <ContentLoader />
      ) : data.result ? (
        <ResultSummary result={data.result} failMessageId="assessments.failed_verification" />
      ) : (
        <Box>
          <Typography gutterBottom>{t('assessments.aptitude.not_taken')}</Typography>
          <Button component={RouterLink} to="/aptitude-test" variant="contained">
            {t('assessments.aptitude.take')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
