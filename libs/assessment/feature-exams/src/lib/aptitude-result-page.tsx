import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAptitudeStatus } from '@platform/exams-data-access';
import { ResultSummary } from '@platform/exams-ui';
import { RecordLoader, useTranslate } from '@platform/ui';
import { ResultPage } from './attempt-result-page';

/**
 * /aptitude-test-result (spec §2): the result by assessment area; a failed test says 'Sorry! You could not pass the
 * verification assessment' (spec §8).
 */
export function AptitudeResultPage() {
  const t = useTranslate();
  const status = useAptitudeStatus();
  return (
    <ResultPage titleId="assessments.aptitude.result_title">
      <RecordLoader result={status} loadErrorId="assessments.aptitude.load_error">
        {(data) =>
          data.result ? (
            <ResultSummary result={data.result} failMessageId="assessments.failed_verification" />
          ) : (
            <Box>
              <Typography gutterBottom>{t('assessments.aptitude.not_taken')}</Typography>
              <Button component={RouterLink} to="/aptitude-test" variant="contained">
                {t('assessments.aptitude.take')}
              </Button>
            </Box>
          )
        }
      </RecordLoader>
    </ResultPage>
  );
}
