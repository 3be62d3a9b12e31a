import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type Course } from '@platform/contract';
import { FactList, PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { StaffActionButton, useStaffAction } from './deactivation-dialog';
import { CourseStates, courseActionOf } from './platform-courses-page';
import { COURSE_STAFF_ACTIONS, usePlatformCourse } from './platform-courses-data';

export function PlatformCourseRoute() {
  return (
    <RequirePermission keys={[COURSE_PERMISSIONS.viewPlatformCourses, COURSE_PERMISSIONS.viewCourse]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={usePlatformCourse}
        loadErrorId="platform_courses.detail.load_error"
        notFoundId="platform_courses.detail.not_found"
      >
        {(course) => <PlatformCoursePage course={course} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/** `/platform-courses/:id` (ADR 0107): the course's institute, states, facts and overview; deactivate or restore. */
export function PlatformCoursePage({ course }: { course: Course }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate, formatNumber, formatBDT } = useFormatters();
  const { hasPermission } = useAuth();
  const title = name(course.title, course.title_en);
  const staff = useStaffAction<Course>(COURSE_STAFF_ACTIONS, () => title);
  const deactivatedAt = course.deactivated_at ?? null;
  const action = hasPermission(COURSE_PERMISSIONS.deactivateCourse)
    ? courseActionOf({ ...course, deactivated_at: deactivatedAt })
    : null;
  const day = (value: string | null | undefined) => (value ? formatDate(value) : '—');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-courses">
        {t('platform_courses.detail.back')}
      </Link>
      <PageTitle titleId="platform_courses.detail.title" values={{ title }} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <CourseStates course={{ ...course, deactivated_at: deactivatedAt }} />
        {action ? (
          <StaffActionButton
            prefix="platform_courses"
            action={action}
            name={title}
            onClick={() => staff.ask(action, course)}
          />
        ) : null}
      </Stack>
      <FactList
        keepEmpty
        rows={[
          [t('platform_courses.detail.code'), course.code],
          [t('platform_courses.col.institute'), name(course.institute_title, course.institute_title_en)],
          [t('platform_courses.col.type'), t(`courses.type.${course.course_type}`)],
          [
            t('platform_courses.detail.duration'),
            t('platform_courses.detail.hours', { hours: formatNumber(course.duration_hours) }),
          ],
          [t('platform_courses.detail.fee'), formatBDT(course.fee)],
          [t('platform_courses.col.published'), day(course.published_at)],
          [t('platform_courses.detail.dates'), `${day(course.start_date)} – ${day(course.end_date)}`],
          [t('platform_courses.detail.deactivated'), day(deactivatedAt)],
          [t('platform_courses.detail.deactivated_by'), course.deactivated_by_name ?? '—'],
          [t('platform_courses.detail.reason'), course.deactivation_reason ?? '—'],
          [t('platform_courses.detail.overview'), name(course.overview ?? '', course.overview_en) || '—'],
        ]}
      />
      {staff.dialog}
    </Container>
  );
}
