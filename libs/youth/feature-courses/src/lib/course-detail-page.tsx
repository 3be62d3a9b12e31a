import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { COURSE_TEXT_FIELDS, type CatalogueCourseDetail } from '@platform/contract';
import { ContentLoader, FactList, PageTitle, RecordLoader, useFormatters } from '@platform/ui';
import { useCatalogueCourse } from '@platform/youth-data-access-courses';
import { CourseInstructors } from './course-instructors';
import { useCourseText } from './course-text';
import { TrainingCenters } from './training-centers';
import { VisitorEnrolPanel } from './visitor-enrol-panel';

// the enrol, favourite and rating parts load only for a signed-in youth: a visitor's course page does not carry them
const YouthEnrolPanel = lazy(() =>
  import('./youth-enrol-panel').then((m) => ({ default: m.YouthEnrolPanel })),
);

/** /courses/{id} (spec §2): a catalogue course — its facts, texts, outline, open batches — and the way to enrol. */
export function CourseDetailPage() {
  const { id } = useParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const result = useCatalogueCourse(valid ? courseId : null);
  const { t } = useCourseText();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link component={RouterLink} to="/courses" sx={{ display: 'inline-block', mb: 2 }}>
        {t('learning.detail.back')}
      </Link>
      <RecordLoader
        result={result}
        valid={valid}
        notFoundId="learning.detail.not_found"
        notFoundTitleId="learning.detail.title"
        loadErrorId="learning.detail.load_failed"
        loading={
          <Box sx={{ minHeight: '100vh' }}>
            <ContentLoader />
          </Box>
        }
      >
        {(course) => <CourseDetail course={course} />}
      </RecordLoader>
    </Container>
  );
}

function CourseDetail({ course }: { course: CatalogueCourseDetail }) {
  const text = useCourseText();
  const { t, local } = text;
  const { formatDate, formatNumber } = useFormatters();
  const { user, flags } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  const title = local(course.title, course.title_en);
  const dates =
    course.start_date && course.end_date
      ? `${formatDate(course.start_date)} – ${formatDate(course.end_date)}`
      : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Box>
          <PageTitle titleId="learning.detail.heading" values={{ title }} />
          <Typography color="text.secondary">
            {local(course.institute_title, course.institute_title_en)}
          </Typography>
        </Box>
        <Paper variant="outlined" component="section" aria-label={t('learning.detail.facts')} sx={{ p: 2 }}>
          <FactList
            rows={[
              [t('learning.detail.code'), course.code],
              [t('learning.detail.institute'), local(course.institute_title, course.institute_title_en)],
              [t('learning.detail.type'), text.type(course.course_type)],
              [t('learning.detail.level'), text.level(course.level)],
              [t('learning.detail.language'), text.language(course.language_medium)],
              [t('learning.detail.duration'), t('learning.card.duration', { hours: course.duration_hours })],
              [t('learning.detail.fee'), text.fee(course.fee)],
              [t('learning.detail.dates'), dates],
              [
                t('learning.detail.rating'),
                course.rating.average === null
                  ? t('learning.detail.no_rating')
                  : t('learning.detail.rating_value', {
                      average: formatNumber(course.rating.average),
                      count: course.rating.count,
                    }),
              ],
            ]}
          />
        </Paper>
        {course.skills.length ? (
          <Box component="section">
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('learning.detail.skills')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {course.skills.map((s) => (
                <Chip key={s.id} label={local(s.title, s.title_en)} />
              ))}
            </Stack>
          </Box>
        ) : null}
        <CourseInstructors courseId={course.id} instructors={course.instructors} />
        {COURSE_TEXT_FIELDS.map((field) => {
          const value = local(course[field], course[`${field}_en`]);
          if (!value) return null;
          return (
            <Box component="section" key={field}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t(`learning.section.${field}`)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</Typography>
            </Box>
          );
        })}
        <Outline course={course} />
        <TrainingCenters course={course} />
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {youth ? (
          <Suspense fallback={<ContentLoader />}>
            <YouthEnrolPanel course={course} title={title} />
          </Suspense>
        ) : (
          <VisitorEnrolPanel course={course} signedIn={Boolean(user)} />
        )}
      </Stack>
    </Box>
  );
}

function Outline({ course }: { course: CatalogueCourseDetail }) {
  const { t, local } = useCourseText();
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('learning.outline.title')}
      </Typography>
      {course.outline.length === 0 ? (
        <Typography color="text.secondary">{t('learning.outline.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {course.outline.map((module) => (
            <Box component="li" key={module.id} sx={{ mb: 1.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {local(module.title, module.title_en)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('learning.outline.lessons', { count: module.lessons.length })}
              </Typography>
              {module.lessons.length ? (
                <Box component="ol" sx={{ pl: 3, m: 0 }}>
                  {module.lessons.map((lesson) => (
                    <li key={lesson.id}>
                      <Typography variant="body2">{local(lesson.title, lesson.title_en)}</Typography>
                    </li>
                  ))}
                </Box>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
