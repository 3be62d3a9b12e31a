import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAptitudeStatus } from '@platform/exams-data-access';
import { ResultSummary } from '@platform/exams-ui';
import { useTranslate } from '@platform/ui';
import { VisibilitySwitch } from './section-card';

/**
 * The aptitude test on the youth's profile (issue 14, ADR 0070): its result by area once taken ('Sorry! You could not
 * pass the verification assessment' when failed), else the way to the assessment portal. Nothing while it loads or
 * when the test is not offered. Once taken, its switch shows or hides the result on the public profile and CV (the
 * `aptitude_test` part).
 */
export function AptitudeSection({ shown }: { shown?: boolean }) {
  const t = useTranslate();
  const { data } = useAptitudeStatus();
  if (!data || (!data.result && !data.info.configured)) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-aptitude">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography id="profile-aptitude" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('assessments.aptitude.result_title')}
          </Typography>
          {data.result && shown !== undefined ? (
            <VisibilitySwitch section="aptitude_test" shown={shown} />
          ) : null}
        </Stack>
        {data.result ? (
          <ResultSummary result={data.result} failMessageId="assessments.failed_verification" />
        ) : (
          <>
            <Typography gutterBottom>{t('assessments.aptitude.not_taken')}</Typography>
            <Button variant="outlined" href={data.url}>
              {t('assessments.aptitude.take')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
