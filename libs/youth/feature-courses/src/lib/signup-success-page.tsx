import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { ContentLoader, LoadErrorAlert, PageTitle, useFormatters } from '@platform/ui';
import { useCourseEnrolment } from '@platform/youth-data-access-courses';
import { useCourseText } from './course-text';

const idOf = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** /course-signup-success?enrollment=<id> (spec §2): the youth is enrolled — the course, the batch and its start. */
export function CourseSignupSuccessPage() {
  return (
    <RequireAuth>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageTitle titleId="learning.signup.title" />
        <Success />
      </Container>
    </RequireAuth>
  );
}

function Success() {
  const { t, local } = useCourseText();
  const { formatDate } = useFormatters();
  const [params] = useSearchParams();
  const id = idOf(params.get('enrollment'));
  const { data, error, mutate } = useCourseEnrolment(id);
  if (id === null) return <Alert severity="error">{t('learning.payment.missing_enrollment')}</Alert>;
  if (error) return <LoadErrorAlert messageId="learning.signup.load_failed" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader />;
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {t('learning.signup.body', {
          title: local(data.course_title, data.course_title_en),
          batch: local(data.batch_title, data.batch_title_en),
          date: formatDate(data.batch_start_date),
        })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/my-courses" variant="contained">
          {t('learning.enrol.to_my_courses')}
        </Button>
        <Button component={RouterLink} to={`/courses/${data.course_id}`} variant="outlined">
          {t('learning.payment.to_course')}
        </Button>
      </Stack>
    </Stack>
  );
}
