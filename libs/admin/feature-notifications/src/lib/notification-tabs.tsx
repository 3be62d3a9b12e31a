import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '@platform/ui';

/** The two views of `/notifications`: the messages (the log) and the queue (rmq-logs), as links that keep the address. */
export function NotificationTabs({ current }: { current: 'logs' | 'queue' }) {
  const t = useTranslate();
  return (
    <Tabs
      value={current}
      aria-label={t('notification_admin.tabs.label')}
      sx={{ mb: 2 }}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab
        value="logs"
        label={t('notification_admin.tabs.logs')}
        component={RouterLink}
        to="/notifications"
      />
      <Tab
        value="queue"
        label={t('notification_admin.tabs.queue')}
        component={RouterLink}
        to="/notifications/queue"
      />
    </Tabs>
  );
}
