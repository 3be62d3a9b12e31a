import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import type { InAppNotification } from '@platform/contract';
import {
  bareList,
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useFormatters,
  useTranslate,
} from '@platform/ui';
import { useMarkNotificationRead, useMyNotifications } from '@platform/youth-data-access-jobs';
import { roomLinkOf } from './interview-facts';
import { Pager } from './states';

const PAGE_SIZE = 10;
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * `/notifications` (signed in): the youth's in-app notifications — the job pipeline's (shortlisted, selected for
 * interview, interview invitation, offer) and the job alerts' — newest first, server-paged (`?page=`). Unread ones are
 * marked and can be marked read; the http(s) addresses in a text (the invitation links) are links.
 */
export function NotificationsPage() {
  return (
    <RequireAuth>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageTitle titleId="youth_links.notifications.title" />
        <Notifications />
      </Container>
    </RequireAuth>
  );
}

function Notifications() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, mutate } = useMyNotifications(page, PAGE_SIZE);
  const go = (next: number) =>
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  if (error && !data)
    return <LoadErrorAlert messageId="youth_links.notifications.load_failed" onRetry={() => void mutate()} />;
  if (!data) return isLoading ? <ContentLoader /> : null;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('youth_links.notifications.intro')}
      </Typography>
      {data.data.length === 0 ? (
        <Typography sx={{ py: 3 }}>{t('youth_links.notifications.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('youth_links.notifications.list_label')}
          spacing={1.5}
          sx={bareList}
        >
          {data.data.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
      <Pager page={page} count={data.meta.total_page} onChange={go} />
    </>
  );
}

function NotificationItem({ item }: { item: InAppNotification }) {
  const t = useTranslate();
  const { formatDateTime } = useFormatters();
  const mark = useMarkNotificationRead();
  const [refusal, setRefusal] = useState<string | null>(null);
  const unread = item.read_at === null;
  const markRead = async () => {
    setRefusal(null);
    try {
      await mark.trigger({ params: { id: item.id } });
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : 'errors.general');
    }
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderLeft: 4, borderLeftColor: unread ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: unread ? 600 : 400, flex: '1 1 auto' }}
        >
          {item.title}
        </Typography>
        {unread ? <Chip size="small" color="primary" label={t('youth_links.notifications.unread')} /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('youth_links.notifications.received', { time: formatDateTime(item.created_at) })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {withLinks(item.body)}
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(refusal)}
        </Alert>
      ) : null}
      {unread ? (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => void markRead()}
          loading={mark.isMutating}
          aria-label={t('youth_links.notifications.mark_read_label', { title: item.title })}
        >
          {t('youth_links.notifications.mark_read')}
        </Button>
      ) : null}
    </Paper>
  );
}

/** The text with its http(s) addresses as links (nothing else becomes a link). */
function withLinks(body: string): ReactNode[] {
  return body.split(URL_PATTERN).map((part, i) => {
    const href = i % 2 === 1 ? roomLinkOf(part) : null;
    return href ? (
      <Link key={i} href={href}>
        {part}
      </Link>
    ) : (
      part
    );
  });
}
