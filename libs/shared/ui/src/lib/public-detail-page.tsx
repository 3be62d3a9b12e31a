import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLoader, LoadErrorAlert } from './load-states';
import { useTranslate } from './message';
import { PageTitle } from './page-title';

/** What a read of one public record gives (an SWR response, duck-typed: ui does no I/O). */
export interface PublicDetailResult<T> {
  data?: T;
  /** An `ApiError`; a 404 says the record is not there (final), anything else is worth a retry. */
  error?: { status?: number } | null;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface PublicDetailPageProps<T> {
  /** The link back to the list above the page, and its label. */
  backTo: string;
  backId: string;
  result: PublicDetailResult<T>;
  /** `false`: the address holds no valid id, so nothing was asked for (not found). */
  valid: boolean;
  /** The h1 and the info line of a record that is not there (or no longer shown). */
  titleId: string;
  notFoundId: string;
  /** The load error and its retry button. */
  loadErrorId: string;
  retryId: string;
  /** The page with its record. */
  children: (record: T) => ReactNode;
}

/**
 * THE page of one public record of the youth portal (`/courses/{id}`, `/jobs/{id}`): the link back to its list, then
 * the record; "not found" under the page's title for a missing one; the load error with a retry; and while it loads a
 * spinner in a screen-tall box, so the footer waits below the fold instead of jumping when the record arrives
 * (Lighthouse CLS 0.086 -> 0, issue 13).
 */
export function PublicDetailPage<T>({
  backTo,
  backId,
  result,
  valid,
  titleId,
  notFoundId,
  loadErrorId,
  retryId,
  children,
}: PublicDetailPageProps<T>) {
  const t = useTranslate();
  const { data, error, isLoading } = result;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link component={RouterLink} to={backTo} sx={{ display: 'inline-block', mb: 2 }}>
        {t(backId)}
      </Link>
      {data !== undefined ? (
        children(data)
      ) : !valid || error?.status === 404 ? (
        <>
          <PageTitle titleId={titleId} />
          <Alert severity="info">{t(notFoundId)}</Alert>
        </>
      ) : error && !isLoading ? (
        <LoadErrorAlert
          messageId={loadErrorId}
          retryId={retryId}
          mb={0}
          onRetry={() => void result.mutate()}
        />
      ) : (
        <Box sx={{ minHeight: '100vh' }}>
          <ContentLoader />
        </Box>
      )}
    </Container>
  );
}
