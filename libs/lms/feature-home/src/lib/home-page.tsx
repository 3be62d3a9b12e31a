import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS } from '@platform/contract';
import { PortalHome } from '@platform/ui';
import { CourseCounts } from './course-counts';

/**
 * The signed-in home of the lms portal: who is signed in, the institute's courses by status (for those who may read
 * them), and what the portal is for.
 */
export function HomePage() {
  const { user, hasPermission } = useAuth();
  return (
    <PortalHome
      user={user}
      purposeTextId="portals.lms.home.purpose"
      queues={hasPermission(COURSE_PERMISSIONS.viewCourse) ? <CourseCounts /> : undefined}
    />
  );
}
