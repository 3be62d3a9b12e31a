import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceDef, ResourceRecord } from '@platform/resources';
import { RecordLoader, type RecordLoaderProps, useTranslate } from '@platform/ui';
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

/**
 * A record page's body: skeleton rows while the record loads; "not found" or "forbidden" (final: asking again does not
 * bring it back) or the load error with a retry; then the page with its record.
 */
export function RecordPage({
  result,
  valid,
  children,
}: Pick<RecordLoaderProps<ResourceRecord>, 'result' | 'valid' | 'children'>) {
  return (
    <RecordLoader
      result={result}
      valid={valid}
      loadErrorId="resources.messages.load_error"
      notFoundId="resources.messages.not_found"
      forbiddenId="errors.forbidden"
      retryId="resources.actions.retry"
      loading={<RecordLoading />}
    >
      {children}
    </RecordLoader>
  );
}

function RecordLoading() {
  const t = useTranslate();
  return (
    <Box role="status" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}
