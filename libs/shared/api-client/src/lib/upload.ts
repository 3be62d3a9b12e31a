import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FILE_VISIBILITY,
  fileEndpoints,
  type FileAccept,
  type FileVisibility,
  type StoredFile,
  storedFilePath,
} from '@platform/contract';
import { ApiError, CLIENT_ERROR_MESSAGES, isApiError, toApiError } from './api-error';
import type { ApiClient } from './create-api-client';
import { useApiClient } from './swr';

export interface UploadOptions {
  /** `public` for images shown on public pages (served at /files/<id> without a token); default private. */
  visibility?: FileVisibility;
  /** `image` makes the gateway refuse anything but PNG, JPEG, GIF and WebP. */
  accept?: FileAccept;
  signal?: AbortSignal;
}

/**
 * Sends files to `POST /protected/files` as multipart/form-data through the client's axios instance (bearer token,
 * api-key, the envelope check of its interceptor). The browser sets the multipart boundary. No upload progress events: axios' fetch adapter
 * reports them only by streaming the request body, which browsers allow over HTTP/2 only (docs/decisions/0042).
 */
export async function uploadFiles(
  client: ApiClient,
  files: readonly File[],
  options: UploadOptions = {},
): Promise<StoredFile[]> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  const query = {
    ...(options.visibility ? { visibility: options.visibility } : {}),
    ...(options.accept ? { accept: options.accept } : {}),
  };
  try {
    const response = await client.axios.request<{ data?: unknown }>({
      method: fileEndpoints.uploadFiles.method,
      url: fileEndpoints.uploadFiles.path,
      data: body,
      params: query,
      signal: options.signal,
      // without a boundary: fetch adds it. Said explicitly, as outside browsers axios would send a form-urlencoded type
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    if (!Array.isArray(response.data.data))
      throw new ApiError({
        kind: 'http',
        status: response.status,
        code: response.status,
        message: CLIENT_ERROR_MESSAGES.unknown,
      });
    return response.data.data as StoredFile[];
  } catch (error) {
    throw toApiError(error);
  }
}

export interface FileUpload {
  /** Uploads one file; resolves with what the gateway stored, rejects with an ApiError (also kept in `error`). */
  upload(file: File, options?: Omit<UploadOptions, 'signal'>): Promise<StoredFile>;
  /** True while a file is on its way. */
  isUploading: boolean;
  /** The last failure, until the next upload or `reset()`. */
  error: ApiError | null;
  /** Cancels an upload in flight and forgets the last error. */
  reset(): void;
}

/**
 * One file at a time, for a form field (resource forms, the youth photo): busy state, the last error, and a new
 * choice cancels the upload still in flight.
 */
export function useFileUpload(): FileUpload {
  const client = useApiClient();
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // a field that goes away (dialog closed, page left) cancels its upload
  useEffect(() => () => inFlight.current?.abort(), []);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setUploading(false);
    setError(null);
  }, []);

  const upload = useCallback(
    async (file: File, options: Omit<UploadOptions, 'signal'> = {}) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setUploading(true);
      setError(null);
      try {
        const [stored] = await uploadFiles(client, [file], { ...options, signal: controller.signal });
        if (!stored)
          throw new ApiError({
            kind: 'http',
            status: 200,
            code: 200,
            message: CLIENT_ERROR_MESSAGES.unknown,
          });
        return stored;
      } catch (raw) {
        const failure = toApiError(raw);
        if (inFlight.current === controller) setError(failure);
        throw failure;
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setUploading(false);
        }
      }
    },
    [client],
  );

  return { upload, isUploading, error, reset };
}

/**
 * What to show on the field of a failed upload: the gateway's first field error (`validation.file_size` with its
 * values, `validation.file_type` …) or else the error's own message id (network, time-out, 401 …).
 */
export function uploadProblem(error: ApiError): string {
  for (const messages of Object.values(error.fieldErrors)) if (messages[0]) return messages[0];
  return error.message;
}

/**
 * The message id a file field shows for a failed upload (`uploadProblem`, or `errors.unknown` for anything that is
 * not an ApiError), or null when a newer choice cancelled it: that choice reports for itself.
 */
export function uploadFailure(error: unknown): string | null {
  if (isApiError(error) && error.kind === 'canceled') return null;
  return isApiError(error) ? uploadProblem(error) : 'errors.unknown';
}

export interface UploadField {
  /** Uploads one file; resolves with what the gateway stored, or null when it failed (see `problem`) or was cancelled. */
  choose(file: File, options?: Omit<UploadOptions, 'signal'>): Promise<StoredFile | null>;
  isUploading: boolean;
  /** What the field shows under it: the last upload's failure, or whatever the caller set (its own checks). */
  problem: unknown;
  setProblem(problem: unknown): void;
}

/**
 * A file field's upload step (the profile photo, the course cover, the resource form's file fields): `useFileUpload`
 * plus the message the field shows when it fails.
 */
export function useUploadField(): UploadField {
  const { upload, isUploading } = useFileUpload();
  const [problem, setProblem] = useState<unknown>(null);
  const choose = useCallback(
    async (file: File, options: Omit<UploadOptions, 'signal'> = {}) => {
      setProblem(null);
      try {
        return await upload(file, options);
      } catch (error) {
        const failure = uploadFailure(error);
        if (failure) setProblem(failure);
        return null;
      }
    },
    [upload],
  );
  return { choose, isUploading, problem, setProblem };
}

/** The address of a public file (an image uploaded with `visibility: 'public'`) by its id, on this app's gateway. */
export function usePublicFileUrl(): (fileId: string) => string {
  const gateway = useApiClient().baseURL;
  return useCallback(
    (fileId: string) => `${gateway}${storedFilePath(fileId, FILE_VISIBILITY.PUBLIC)}`,
    [gateway],
  );
}
