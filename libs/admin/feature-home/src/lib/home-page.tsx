import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { DASHBOARD_PERMISSIONS, type AdminDashboard } from '@platform/contract';
import { PortalHome, type QueueItem, QueueSummary } from '@platform/ui';
import { useAdminDashboard } from '@platform/admin-data-access-dashboard';

/** Each queue of the admin home: where its count comes from and the list that holds it. */
const QUEUES = [
  { key: 'pending_job_approvals', to: '/job-approvals', id: 'pending_jobs' },
  { key: 'pending_vendors', to: '/users?vendor_status=pending', id: 'pending_vendors' },
  { key: 'users', to: '/users', id: 'users' },
] as const satisfies readonly { key: keyof AdminDashboard; to: string; id: string }[];

/**
 * The signed-in home of the admin portal (issue 12 defect 9): what waits for the admin — job posts and organisations
 * awaiting approval, the users they manage — each counted inside their tenant with a link to its list; a queue the
 * admin may not open is left out. The menu is beside the page.
 */
export function HomePage() {
  const { user, hasPermission } = useAuth();
  const allowed = hasPermission(DASHBOARD_PERMISSIONS.viewAdminDashboard);
  const dashboard = useAdminDashboard(allowed);
  const data = dashboard.data;
  const items: QueueItem[] = QUEUES.flatMap((queue) => {
    const count = data?.[queue.key];
    return count === null || count === undefined
      ? []
      : [
          {
            key: queue.key,
            labelId: `portals.admin.home.${queue.id}`,
            count,
            to: queue.to,
            linkLabelId: `portals.admin.home.${queue.id}_link`,
          },
        ];
  });
  return (
    <PortalHome
      user={user}
      purposeTextId="portals.admin.home.purpose"
      queues={
        allowed ? (
          <>
            <QueueSummary
              titleId="portals.admin.home.queues"
              items={items}
              loading={dashboard.isLoading}
              errorId={dashboard.error ? 'portals.home.queues_error' : null}
              onRetry={() => void dashboard.mutate()}
              emptyId="portals.admin.home.nothing_waiting"
              link={RouterLink}
            />
            {hasPermission(DASHBOARD_PERMISSIONS.viewStatistics) ? (
              <Link component={RouterLink} to="/statistics" sx={{ display: 'inline-block', mt: 2 }}>
                <FormattedMessage id="statistics.home_link" />
              </Link>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
