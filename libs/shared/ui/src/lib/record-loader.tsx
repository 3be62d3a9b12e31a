import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ContentLoader, LoadErrorAlert } from './load-states';
import { useTranslate } from './message';
import { PageTitle } from './page-title';

/** What a read of one record gives (an SWR response, duck-typed: ui does no I/O). */
export interface RecordResult<T> {
  data?: T;
  /** An `ApiError`; its `status` tells a missing (404) or forbidden (403) record from a failure worth retrying. */
  error?: unknown;
  /** The first read (or a retry after a failure) is under way: the spinner, not the old failure. */
  isLoading?: boolean;
  mutate: () => unknown;
}

export interface RecordLoaderProps<T> {
  result: RecordResult<T>;
  /** Catalogue id of what failed ("The head could not be loaded."). */
  loadErrorId: string;
  /** Catalogue id of a missing record (a 404, or an address without a valid id); without it, the load error. */
  notFoundId?: string;
  /**
   * With `notFoundId`, on a public page: a missing record is said as a page of its own — this h1 and the message as
   * a note (an old link, a job taken down), not as an error.
   */
  notFoundTitleId?: string;
  /** After the not-found note: what the reader can do instead (a link to the course's page). */
  notFoundAction?: ReactNode;
  /**
   * A page of its own without its record: this h1 over a failure too (the load error, a forbidden record), and over a
   * missing one when `notFoundTitleId` names none.
   */
  titleId?: string;
  /** Catalogue id of a record the caller may not see (a 403); without it, the load error. */
  forbiddenId?: string;
  /** `false`: the address holds no valid id, so nothing was asked for. */
  valid?: boolean;
  /** Offer "try again" after a failure (default); a page whose every failure is final says no. */
  retry?: boolean;
  /** Catalogue id of the retry button. */
  retryId?: string;
  /** What shows while it loads (default: a centred spinner). */
  loading?: ReactNode;
  /** The page with its record (an edit form, a detail view). */
  children: (record: T) => ReactNode;
}

function MissingRecord({
  titleId,
  messageId,
  action,
}: {
  titleId: string;
  messageId: string;
  action?: ReactNode;
}) {
  const t = useTranslate();
  return (
    <>
      <PageTitle titleId={titleId} />
      <Alert severity="info">
        {t(messageId)}
        {action ? <> {action}</> : null}
      </Alert>
    </>
  );
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * THE wrapper of a page that loads one record before it shows it (`/{id}/edit`, `/{id}`, `/{id}/config`, a public
 * `/jobs/{id}`): the spinner while it loads; when it fails, "not found" / "forbidden" (final: asking again does not
 * bring it back) or the load error with a retry; then the page with its record. A record once read stays on the page
 * when a later read of it fails (a form being filled is not taken away).
 */
export function RecordLoader<T>({
  result,
  loadErrorId,
  notFoundId,
  titleId,
  notFoundTitleId = titleId,
  notFoundAction,
  forbiddenId,
  valid = true,
  retry = true,
  retryId,
  loading,
  children,
}: RecordLoaderProps<T>) {
  if (valid && result.data !== undefined) return <>{children(result.data)}</>;
  if (!valid || (result.error && !result.isLoading)) {
    const status = valid ? statusOf(result.error) : 404;
    const finalId = status === 404 ? notFoundId : status === 403 ? forbiddenId : undefined;
    const canRetry = retry && valid && finalId === undefined;
    if (status === 404 && notFoundId && notFoundTitleId) {
      return <MissingRecord titleId={notFoundTitleId} messageId={notFoundId} action={notFoundAction} />;
    }
    return (
      <>
        {titleId ? <PageTitle titleId={titleId} /> : null}
        <LoadErrorAlert
          messageId={finalId ?? loadErrorId}
          retryId={retryId}
          onRetry={canRetry ? () => void result.mutate() : undefined}
          mb={0}
        />
      </>
    );
  }
  return <>{loading ?? <ContentLoader />}</>;
}

export interface RecordRouteProps<T> extends Omit<RecordLoaderProps<T>, 'result' | 'valid' | 'children'> {
  /** The record's id as the address holds it (`useRouteId()`): null when it holds none — nothing is read. */
  id: number | null;
  /** The page's read of one record (its SWR hook; null reads nothing). Pass the same hook on every render. */
  useRecord: (id: number | null) => RecordResult<T>;
  /** The page with its record, and a reload for after an action changed it. */
  children: (record: T, reload: () => void) => ReactNode;
}

/**
 * THE route of one record (`/{id}/edit`, `/{id}`, `/{id}/config`): reads it by the address's id and shows it through
 * `RecordLoader`; an address without a valid id shows the load error (or `notFoundId`) at once. The permission gate
 * stays with the route (ui knows no identity): `<RequirePermission keys={…}><RecordRoute … /></RequirePermission>`.
 */
export function RecordRoute<T>({ id, useRecord, children, ...loader }: RecordRouteProps<T>) {
  const result = useRecord(id);
  return (
    <RecordLoader {...loader} result={result} valid={id !== null}>
      {(record) => children(record, () => void result.mutate())}
    </RecordLoader>
  );
}
