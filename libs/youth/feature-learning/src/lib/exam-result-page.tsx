import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequireAuth } from '@platform/auth';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';
import { useExamLessonResult } from '@platform/youth-data-access-learning';

/**
 * /exam-lesson-result/{id} (spec §2; ADR 0119: the youth portal's, beside the player): a marked attempt of the
 * signed-in youth — marks and the pass mark as the gateway computed them, passed or not, a late submit, the attempt's
 * number, whether a retake is open, and what the exam did to the course (its share, the certificate).
 */
export function ExamResultPage() {
  return (
    <RequireAuth>
      <ExamResult />
    </RequireAuth>
  );
}

function ExamResult() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const id = useRouteId();
  const { data: result, error, mutate } = useExamLessonResult(id);
  if (!id || error?.status === 404)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageTitle titleId="exam_lesson.result.title" />
        <Alert severity="info">{t('exam_lesson.result.load_failed')}</Alert>
      </Container>
    );
  if (error && !result)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageTitle titleId="exam_lesson.result.title" />
        <LoadErrorAlert messageId="exam_lesson.result.load_failed" onRetry={() => void mutate()} />
      </Container>
    );
  if (!result) return <ContentLoader />;
  const back = `/courses/${result.course_id}/course-layout?exam=${result.lesson_id}`;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageTitle
        titleId="exam_lesson.result.heading"
        values={{ title: local(result.title, result.title_en) }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={1.5}>
          <Typography>
            {t('exam_lesson.result.course', { course: local(result.course_title, result.course_title_en) })}
          </Typography>
          <Alert severity={result.passed ? 'success' : 'warning'} role="status">
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {t(result.passed ? 'exam_lesson.result.passed' : 'exam_lesson.result.failed')}
            </Typography>
            <Typography component="p">
              {t('exam_lesson.result.marks', {
                obtained: formatNumber(result.obtained),
                total: formatNumber(result.total),
                pass: formatNumber(result.pass_marks),
              })}
            </Typography>
          </Alert>
          <Typography>
            {t('exam_lesson.result.attempt', {
              attempt: formatNumber(result.attempt),
              allowed: formatNumber(result.attempts_allowed),
            })}
          </Typography>
          {result.late ? <Typography>{t('exam_lesson.result.late')}</Typography> : null}
          {result.lesson_completed ? (
            <Typography>
              {t('exam_lesson.result.lesson_completed', { percent: formatNumber(result.progress_percent) })}
            </Typography>
          ) : (
            <Typography>
              {t(result.can_retake ? 'exam_lesson.result.can_retake' : 'exam_lesson.result.no_retake')}
            </Typography>
          )}
          {result.certificate_id ? (
            <Link component={RouterLink} to={`/certificates/${result.certificate_id}`}>
              {t('course_learning.see_certificate')}
            </Link>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={back} variant={result.can_retake ? 'outlined' : 'contained'}>
              {t('exam_lesson.result.back')}
            </Button>
            {result.can_retake ? (
              <Button component={RouterLink} to={back} variant="contained">
                {t('exam_lesson.result.retake')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
