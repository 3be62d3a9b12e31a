import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  buildPath,
  courseStructureEndpoints as E,
  type CourseScormImport,
  FILE_VISIBILITY,
  fileEndpoints,
  type StoredFile,
} from '@platform/contract';
import {
  ApiError,
  CLIENT_ERROR_MESSAGES,
  keyMatchesPrefix,
  toApiError,
  useApiClient,
} from '@platform/api-client';

/** Where a content's file goes: a video or audio to POST /private/course-media, any other file to /protected/files. */
export type ContentUploadTarget = 'media' | 'file';

export interface ContentUpload {
  /** Uploads one file; resolves with what the gateway stored, rejects with an ApiError. */
  upload(file: File, target: ContentUploadTarget): Promise<StoredFile>;
  /** 0…100 while a file is on its way, null otherwise. */
  progress: number | null;
}

const unknownAnswer = (status: number) =>
  new ApiError({ kind: 'http', status, code: status, message: CLIENT_ERROR_MESSAGES.unknown });

/**
 * One file at a time as multipart `file`, with its progress: through the client's axios (token, api-key, the envelope
 * check) but on the XHR adapter, whose upload events give the progress bar (the default fetch adapter reports none).
 * A new file cancels the one in flight, as does leaving the page or dialog. Resolves with the envelope's data.
 */
function useProgressUpload() {
  const client = useApiClient();
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    async (url: string, file: File, params?: Record<string, string>) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setProgress(0);
      const body = new FormData();
      body.append('file', file, file.name);
      try {
        const response = await client.axios.request<{ data?: unknown }>({
          method: 'POST',
          url,
          params,
          data: body,
          signal: controller.signal,
          adapter: 'xhr',
          // a 20 MB video or a 50 MB package on a slow line takes minutes
          timeout: 10 * 60_000,
          headers: { 'Content-Type': 'multipart/form-data' },
          onUploadProgress: (event) => {
            if (event.total) setProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
          },
        });
        return { data: response.data.data, status: response.status };
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
  return { send, progress };
}

/** One file of a content at a time, with its progress (issue 15 item 2; docs/decisions/0073). */
export function useContentUpload(): ContentUpload {
  const { send, progress } = useProgressUpload();
  const upload = useCallback(
    async (file: File, target: ContentUploadTarget) => {
      const { data, status } = await send(
        target === 'media' ? E.uploadCourseMedia.path : fileEndpoints.uploadFiles.path,
        file,
        target === 'media' ? undefined : { visibility: FILE_VISIBILITY.PRIVATE },
      );
      const stored = (Array.isArray(data) ? data[0] : data) as StoredFile | undefined;
      if (!stored?.id) throw unknownAnswer(status);
      return stored;
    },
    [send],
  );
  return { upload, progress };
}

export interface ScormImport {
  /** Imports a package into a module; resolves with the new lesson and its package, rejects with an ApiError. */
  importPackage(moduleId: number, file: File): Promise<CourseScormImport>;
  progress: number | null;
}

/**
 * POST /private/modules/:id/scorm (issue 15 item 3, ADR 0078) with the upload's progress; the course tree and the
 * structure's reads are revalidated after it.
 */
export function useScormImport(): ScormImport {
  const { send, progress } = useProgressUpload();
  const { mutate } = useSWRConfig();
  const importPackage = useCallback(
    async (moduleId: number, file: File) => {
      const { data, status } = await send(buildPath(E.importScorm.path, { id: moduleId }), file);
      const imported = data as CourseScormImport | undefined;
      if (!imported?.lesson?.id) throw unknownAnswer(status);
      await mutate((key) =>
        ['/private/courses', '/private/modules', '/private/lessons'].some((p) => keyMatchesPrefix(key, p)),
      );
      return imported;
    },
    [send, mutate],
  );
  return { importPackage, progress };
}
