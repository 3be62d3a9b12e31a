import type { ReactNode } from 'react';
import { ContentLoader, LoadErrorAlert } from './load-states';

/** What a read of one record gives (an SWR response, duck-typed: ui does no I/O). */
export interface RecordResult<T> {
  data?: T;
  /** An `ApiError`; its `status` tells a missing (404) or forbidden (403) record from a failure worth retrying. */
  error?: unknown;
  mutate: () => unknown;
}

export interface RecordLoaderProps<T> {
  result: RecordResult<T>;
  /** Catalogue id of what failed ("The head could not be loaded."). */
  loadErrorId: string;
  /** Catalogue id of a missing record (a 404, or an address without a valid id); without it, the load error. */
  notFoundId?: string;
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

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * THE wrapper of a page that loads one record before it shows it (`/{id}/edit`, `/{id}`, `/{id}/config`): the
 * spinner while it loads; when it fails, "not found" / "forbidden" (final: asking again does not bring it back) or
 * the load error with a retry; then the page with its record.
 */
export function RecordLoader<T>({
  result,
  loadErrorId,
  notFoundId,
  forbiddenId,
  valid = true,
  retry = true,
  retryId,
  loading,
  children,
}: RecordLoaderProps<T>) {
  if (!valid || result.error) {
    const status = valid ? statusOf(result.error) : 404;
    const finalId = status === 404 ? notFoundId : status === 403 ? forbiddenId : undefined;
    const canRetry = retry && valid && finalId === undefined;
    return (
      <LoadErrorAlert
        messageId={finalId ?? loadErrorId}
        retryId={retryId}
        onRetry={canRetry ? () => void result.mutate() : undefined}
        mb={0}
      />
    );
  }
  if (result.data === undefined) return <>{loading ?? <ContentLoader />}</>;
  return <>{children(result.data)}</>;
}
