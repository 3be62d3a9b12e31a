import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { RequirePermission } from '@platform/auth';
import { NOTIFICATION_PERMISSIONS as P } from '@platform/contract';
import {
  ContentLoader,
  FactList,
  JobProgress,
  LoadErrorAlert,
  PageTitle,
  progressPercent,
  useTranslate,
} from '@platform/ui';
import { useBulkEmail } from '@platform/admin-data-access-notifications';

export function BulkEmailProgressRoute() {
  return (
    <RequirePermission keys={[P.bulkEmail]}>
      <BulkEmailProgressPage />
    </RequirePermission>
  );
}

/** `/bulk-email/{id}`: a campaign's progress, asked again every two seconds until every message is sent or failed. */
export function BulkEmailProgressPage() {
  const t = useTranslate();
  const intl = useIntl();
  const id = useRouteId();
  const campaign = useBulkEmail(id);
  const c = campaign.data;
  const done = c ? c.sent + c.failed : 0;
  const percent = c ? progressPercent(done, c.total) : 0;
  if (campaign.error)
    return (
      <LoadErrorAlert messageId="notification_admin.bulk.load_error" onRetry={() => void campaign.mutate()} />
    );
  if (!c) return <ContentLoader />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="notification_admin.bulk.progress_title" values={{ subject: c.subject }} />
      <Stack spacing={2}>
        <JobProgress
          done={done}
          total={c.total}
          label={t('notification_admin.bulk.progress_label', { percent })}
          showCount={false}
        />
        <FactList
          keepEmpty
          rows={[
            [t('notification_admin.bulk.total'), intl.formatNumber(c.total)],
            [t('notification_admin.bulk.queued'), intl.formatNumber(c.queued)],
            [t('notification_admin.bulk.sent'), intl.formatNumber(c.sent)],
            [t('notification_admin.bulk.failed'), intl.formatNumber(c.failed)],
          ]}
        />
        {c.finished ? (
          <Alert severity={c.failed ? 'warning' : 'success'} role="status">
            <FormattedMessage id="notification_admin.bulk.finished" />
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`/notifications?event=${c.source === 'users' ? 'bulk_email_to_platform_users' : 'bulk_email_from_excel'}`}
          >
            <FormattedMessage id="notification_admin.bulk.see_log" />
          </Button>
          <Button component={RouterLink} to="/bulk-email/send">
            <FormattedMessage id="notification_admin.bulk.another" />
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
