import { useCallback } from 'react';
import { toApiError } from './api-error';
import type { ApiClient } from './create-api-client';
import { useApiClient } from './swr';

/** A file the gateway served, with the name it gave it. */
export interface FetchedFile {
  blob: Blob;
  /** The gateway's ASCII file name (`Content-Disposition: attachment; filename="…"`), else the fallback. */
  fileName: string;
}

export interface FileFetchOptions {
  /** The query (`lang`, `template`, a range). */
  params?: object;
  /** The `Accept` header (`application/pdf`, `text/calendar`); none: any. */
  accept?: string;
  /** The name when the gateway gives none. */
  fallbackName?: string;
}

/** The file name of an `attachment; filename="…"` header, or `fallback`. */
export function fileNameOf(disposition: string | undefined | null, fallback = 'download'): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Reads a file the gateway serves (a PDF it draws, a private upload) as bytes through the client's axios instance, which
 * adds the api-key and the token a plain link could not; a failure is an ApiError.
 */
export async function fetchFile(
  client: ApiClient,
  path: string,
  { params, accept, fallbackName }: FileFetchOptions = {},
): Promise<FetchedFile> {
  try {
    const response = await client.axios.get<Blob>(path, {
      ...(params ? { params } : {}),
      responseType: 'blob',
      ...(accept ? { headers: { Accept: accept } } : {}),
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    return { blob: response.data, fileName: fileNameOf(disposition, fallbackName) };
  } catch (error) {
    throw toApiError(error);
  }
}

/** `fetchFile` with the app's api client: the one way data-access hooks read a file. */
export function useFileFetch(): (path: string, options?: FileFetchOptions) => Promise<FetchedFile> {
  const client = useApiClient();
  return useCallback(
    (path: string, options?: FileFetchOptions) => fetchFile(client, path, options),
    [client],
  );
}
