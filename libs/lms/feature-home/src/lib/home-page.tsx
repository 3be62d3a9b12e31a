import { lazy, Suspense } from 'react';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS } from '@platform/contract';
import Box from '@mui/material/Box';
import { ContentLoader, PortalHome, useNearScreen } from '@platform/ui';
import { CourseCounts } from './course-counts';

const CourseActivity = lazy(() => import('./course-activity'));

/**
 * The signed-in home of the lms portal: who is signed in, the institute's courses by status and its course activity
 * over the last twelve months (for those who may read courses; the activity is a lazy chunk), and what the portal is
 * for.
 */
export function HomePage() {
  const { user, hasPermission } = useAuth();
  const readsCourses = hasPermission(COURSE_PERMISSIONS.viewCourse);
  return (
    <PortalHome
      user={user}
      purposeTextId="portals.lms.home.purpose"
      queues={readsCourses ? <CourseCounts /> : undefined}
    >
      {readsCourses ? <ActivityWhenSeen /> : null}
    </PortalHome>
  );
}

/**
 * The activity section loads (its chunk, the chart library, the call) only once it scrolls into view: on a phone it is
 * below the first screen, which then stays within its first-visit budget (e2e/00-first-visit.spec.ts).
 */
function ActivityWhenSeen() {
  const [ref, seen] = useNearScreen<HTMLDivElement>('0px');
  return (
    <Box ref={ref} sx={{ mt: 3, minHeight: seen ? undefined : 240 }}>
      {seen ? (
        <Suspense fallback={<ContentLoader />}>
          <CourseActivity />
        </Suspense>
      ) : null}
    </Box>
  );
}
