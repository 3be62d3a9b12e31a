import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '@platform/api-client';
import type { ResourceDef } from '@platform/resources';
import { LoadErrorAlert, useTranslate } from '@platform/ui';
import { resourceTitleId } from './labels';

/** A record id from the address (`/:id`), or null when it is not one. */
export function recordId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Link back to the resource's list. */
export function BackToList({ def }: { def: ResourceDef }) {
  const t = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={`/${def.segment}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBackOutlined fontSize="small" aria-hidden />
      {t('resources.actions.back_to_list', { resource: t(resourceTitleId(def)) })}
    </Link>
  );
}

/** A record that could not be loaded: not found, forbidden, or a failure worth retrying. */
export function RecordError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const message =
    error.status === 404
      ? 'resources.messages.not_found'
      : error.status === 403
        ? 'errors.forbidden'
        : 'resources.messages.load_error';
  // a missing or forbidden record does not come back by asking again
  const final = error.status === 404 || error.status === 403;
  return (
    <LoadErrorAlert
      messageId={message}
      retryId="resources.actions.retry"
      onRetry={final ? undefined : onRetry}
      mb={0}
    />
  );
}

export function NotARecord() {
  const t = useTranslate();
  return <Alert severity="error">{t('resources.messages.not_found')}</Alert>;
}

export function RecordLoading() {
  const t = useTranslate();
  return (
    <Box role="status" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}
