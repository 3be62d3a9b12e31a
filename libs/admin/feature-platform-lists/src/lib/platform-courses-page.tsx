import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList, useLookup } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, endpoints, type PlatformCourse } from '@platform/contract';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { type StaffAction, StaffActionButton, useStaffAction } from './deactivation-dialog';
import {
  COURSE_PUBLICATIONS,
  instituteLookup,
  PLATFORM_COURSE_LIST,
  ROW_STATUSES,
  COURSE_STAFF_ACTIONS,
} from './platform-courses-data';

export function PlatformCoursesRoute() {
  return (
    <RequirePermission keys={[COURSE_PERMISSIONS.viewPlatformCourses]}>
      <PlatformCoursesPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns(
  'platform_courses.col',
  ['title', 'institute', 'type', 'status', 'published', 'actions'],
  ['actions'],
);

/** Staff deactivate a published course that shows; restore one they deactivated. */
export function courseActionOf(
  course: Pick<PlatformCourse, 'publication_status' | 'deactivated_at'>,
): StaffAction | null {
  if (course.deactivated_at) return 'restore';
  return course.publication_status === 'published' ? 'deactivate' : null;
}

/** The course's states: its institute's active toggle, its publication and a platform deactivation. */
export function CourseStates({
  course,
}: {
  course: Pick<PlatformCourse, 'row_status' | 'publication_status' | 'deactivated_at'>;
}) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" label={t(`courses.publication.${course.publication_status}`)} />
      <Chip size="small" variant="outlined" label={t(`enums.row_status.${course.row_status}`)} />
      {course.deactivated_at ? (
        <Chip size="small" color="error" label={t('platform_courses.deactivated_chip')} />
      ) : null}
    </Box>
  );
}

function CourseRow({
  course,
  canAct,
  onAction,
}: {
  course: PlatformCourse;
  canAct: boolean;
  onAction: (action: StaffAction, course: PlatformCourse) => void;
}) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const title = name(course.title, course.title_en);
  const action = canAct ? courseActionOf(course) : null;
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/platform-courses/${course.id}`} sx={{ fontWeight: 600 }}>
          {title}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {course.code}
        </Typography>
      </TableCell>
      <TableCell>{name(course.institute_title, course.institute_title_en)}</TableCell>
      <TableCell>{t(`courses.type.${course.course_type}`)}</TableCell>
      <TableCell>
        <CourseStates course={course} />
      </TableCell>
      <TableCell>{course.published_at ? formatDate(course.published_at) : '—'}</TableCell>
      <TableCell align="right">
        {action ? (
          <StaffActionButton
            prefix="platform_courses"
            action={action}
            name={title}
            onClick={() => onAction(action, course)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * `/platform-courses`: every institute's courses, server-paged, filtered by text, institute, status, publication and
 * deactivation (all in the address); a title opens the course; deactivate takes a published course out of the public
 * catalogue, restore puts it back (ADR 0107).
 */
export function PlatformCoursesPage() {
  const name = useLocalName();
  const { hasPermission } = useAuth();
  const { list, result: courses } = useAddressList(PLATFORM_COURSE_LIST, endpoints.platformCourses);
  const institutes = useLookup(instituteLookup, { value: list.state.institute_id });
  const staff = useStaffAction<PlatformCourse>(COURSE_STAFF_ACTIONS, (course) =>
    name(course.title, course.title_en),
  );
  return (
    <ServerListPage
      result={courses}
      paging={list.paging}
      labelPrefix="platform_courses"
      loadingId="platform_courses.loading"
      filterBar={{
        list,
        selects: [
          { name: 'row_status', values: ROW_STATUSES, optionPrefix: 'enums.row_status' },
          { name: 'publication_status', values: COURSE_PUBLICATIONS, optionPrefix: 'courses.publication' },
          { name: 'deactivated', values: ROW_STATUSES, optionPrefix: 'platform_courses.deactivated' },
        ],
        lookups: [{ name: 'institute_id', lookup: institutes, labelId: 'platform_courses.filter.institute' }],
      }}
      columns={COLUMNS}
      renderRow={(course) => (
        <CourseRow
          key={course.id}
          course={course}
          canAct={hasPermission(COURSE_PERMISSIONS.deactivateCourse)}
          onAction={staff.ask}
        />
      )}
    >
      {staff.dialog}
    </ServerListPage>
  );
}
