import { useCallback, useEffect, useRef, useState } from 'react';
import {
  courseStructureEndpoints as E,
  FILE_VISIBILITY,
  fileEndpoints,
  type StoredFile,
} from '@platform/contract';
import { ApiError, CLIENT_ERROR_MESSAGES, toApiError, useApiClient } from '@platform/api-client';

/** Where a content's file goes: a video or audio to POST /private/course-media, any other file to /protected/files. */
export type ContentUploadTarget = 'media' | 'file';

export interface ContentUpload {
  /** Uploads one file; resolves with what the gateway stored, rejects with an ApiError. */
  upload(file: File, target: ContentUploadTarget): Promise<StoredFile>;
  /** 0…100 while a file is on its way, null otherwise. */
  progress: number | null;
}

/**
 * One file of a content at a time, with its progress (issue 15 item 2; docs/decisions/0073): through the client's
 * axios (token, api-key, the envelope check) but on the XHR adapter, whose upload events give the progress bar (the
 * default fetch adapter reports none). A new choice cancels the upload in flight, as does leaving the dialog.
 */
export function useContentUpload(): ContentUpload {
  const client = useApiClient();
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const upload = useCallback(
    async (file: File, target: ContentUploadTarget) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setProgress(0);
      const body = new FormData();
      body.append('file', file, file.name);
      try {
        const response = await client.axios.request<{ data?: unknown }>({
          method: 'POST',
          url: target === 'media' ? E.uploadCourseMedia.path : fileEndpoints.uploadFiles.path,
          params: target === 'media' ? undefined : { visibility: FILE_VISIBILITY.PRIVATE },
          data: body,
          signal: controller.signal,
          adapter: 'xhr',
          // a 20 MB video on a slow line takes minutes
          timeout: 10 * 60_000,
          headers: { 'Content-Type': 'multipart/form-data' },
          onUploadProgress: (event) => {
            if (event.total) setProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
          },
        });
        const data = response.data.data;
        const stored = (Array.isArray(data) ? data[0] : data) as StoredFile | undefined;
        if (!stored?.id)
          throw new ApiError({
            kind: 'http',
            status: response.status,
            code: response.status,
            message: CLIENT_ERROR_MESSAGES.unknown,
          });
        return stored;
      } catch (error) {
        throw toApiError(error);
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setProgress(null);
        }
      }
    },
    [client],
  );
  return { upload, progress };
}
