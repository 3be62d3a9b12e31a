import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { defineListParams, useAddressList } from '@platform/api-client';
import { type CatalogueCourse, ENROLMENT_STATUS, learningEndpoints, type MyCourse } from '@platform/contract';
import { PageTitle, ServerList, useFormatters } from '@platform/ui';
import { useFavouriteCourses } from '@platform/youth-data-access-courses';
import { CourseCard } from './course-card';
import { useCourseText } from './course-text';

const PAGE_SIZE = 10;

/** /my-courses (spec §2 youth menu "my courses"): the youth's enrolments with their state and progress; favourites. */
export function MyCoursesPage() {
  return (
    <RequireAuth>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle titleId="learning.my_courses.title" />
        <MyCourses />
        <Favourites />
      </Container>
    </RequireAuth>
  );
}

/** The enrolments' paging in the address (`?page=2`). */
const MINE = defineListParams({ params: {}, pageSizes: [PAGE_SIZE], defaultPageSize: PAGE_SIZE });

function MyCourses() {
  const { t } = useCourseText();
  const { list, result } = useAddressList(MINE, learningEndpoints.myCourses);
  return (
    <>
      <ServerList<MyCourse>
        variant="cards"
        result={result}
        paging={list.paging}
        labelPrefix="learning.my_courses"
        emptyHintId="learning.my_courses.empty"
        renderCard={(enrolment) => <EnrolmentCard enrolment={enrolment} />}
      />
      <Button component={RouterLink} to="/courses" variant="outlined" sx={{ mt: 2 }}>
        {t('learning.my_courses.find')}
      </Button>
      <Button component={RouterLink} to="/my-learning-path" variant="outlined" sx={{ mt: 2, ml: 1 }}>
        {t('learning_paths.my_courses_link')}
      </Button>
    </>
  );
}

function EnrolmentCard({ enrolment }: { enrolment: MyCourse }) {
  const { t, local, type } = useCourseText();
  const { formatDate } = useFormatters();
  const progressId = useId();
  const enrolled = enrolment.status === ENROLMENT_STATUS.ENROLLED;
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/courses/${enrolment.course_id}`}>
            {local(enrolment.course_title, enrolment.course_title_en)}
          </Link>
        </Typography>
        <Typography color="text.secondary">
          {local(enrolment.institute_title, enrolment.institute_title_en)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={type(enrolment.course_type)} />
          <Chip
            size="small"
            color={enrolled ? 'success' : 'warning'}
            label={t(`learning.status.${enrolment.status}`)}
          />
        </Stack>
        <Typography variant="body2">
          {t('learning.my_courses.batch')}: {local(enrolment.batch_title, enrolment.batch_title_en)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('learning.my_courses.starts', { date: formatDate(enrolment.batch_start_date) })}
        </Typography>
        <Typography id={progressId} variant="body2" sx={{ mt: 1 }}>
          {t('learning.my_courses.progress')}:{' '}
          {t('learning.my_courses.progress_value', { percent: enrolment.progress_percent })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={enrolment.progress_percent}
          aria-labelledby={progressId}
        />
        {enrolled ? (
          <Button
            component={RouterLink}
            to={`/courses/${enrolment.course_id}/course-layout`}
            variant="outlined"
            size="small"
            sx={{ mt: 2 }}
            aria-label={t('course_learning.continue_course', {
              course: local(enrolment.course_title, enrolment.course_title_en),
            })}
          >
            {t('course_learning.continue')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Favourites() {
  const { t } = useCourseText();
  const titleId = useId();
  const result = useFavouriteCourses({ page: 1, page_size: 20 });
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2} sx={{ mt: 4 }}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('learning.my_courses.favourites')}
      </Typography>
      <ServerList<CatalogueCourse>
        variant="cards"
        result={result}
        labelId="learning.my_courses.favourites"
        loadErrorId="learning.my_courses.load_error"
        emptyTypeId="learning.my_courses.favourites_type"
        renderCard={(course) => <CourseCard course={course} headingLevel={3} />}
      />
    </Stack>
  );
}
