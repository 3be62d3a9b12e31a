import { defineEndpoint } from './endpoint';
import type { ValueOf } from './enums';

/*
 * Uploaded files (spec §5 and §9: at most 1 MB per file, at most 50 MB per upload; §8: invalid file type, maximum
 * file size, no file provided). The gateway checks every file by its content (magic bytes) and keeps it behind the
 * storage port; docs/decisions/0042-file-storage.md says who may read what.
 */

/** `private`: the owner and staff holding `view_any_file`. `public`: anyone who has the link (images on public pages). */
export const FILE_VISIBILITY = { PRIVATE: 'private', PUBLIC: 'public' } as const;
export type FileVisibility = ValueOf<typeof FILE_VISIBILITY>;

/** Which types an upload accepts: `image` (PNG, JPEG, GIF, WebP) or `any` (also PDF, XLSX, DOCX). */
export const FILE_ACCEPT = { IMAGE: 'image', ANY: 'any' } as const;
export type FileAccept = ValueOf<typeof FILE_ACCEPT>;

export const FILE_PERMISSIONS = {
  /** Staff (admin-type users) read any private file with it, e.g. to check a youth's uploaded certificate. */
  viewAnyFile: 'view_any_file',
} as const;

/** `status.message` of a refused upload (spec §8 "Files and lists"); the field errors carry the validation ids. */
export const FILE_ERROR_MESSAGES = {
  invalidFileType: 'errors.invalid_file_type',
  maxFileSize: 'errors.max_file_size',
  noFileProvided: 'errors.no_file_provided',
} as const;

/** One stored file as the API describes it (never where or how the bytes are kept). */
export interface StoredFile {
  /** Random UUID. */
  id: string;
  /**
   * Where the bytes are read, relative to the gateway origin: `/files/<id>` for a public file (usable in `<img src>`),
   * `/protected/files/<id>` for a private one (a signed-in call with the api-key). This is what a form field keeps.
   */
  path: string;
  original_name: string;
  /** Detected from the content. */
  mime_type: string;
  size: number;
  sha256: string;
  visibility: FileVisibility;
  created_at: string;
}

/** Query of an upload; the body is `multipart/form-data` with one or more file parts (any field name). */
export interface FileUploadQuery {
  visibility?: FileVisibility;
  accept?: FileAccept;
}

type IdParams = { id: string };

/** The bytes of a file (not enveloped): served with its detected type and safe headers. */
export type FileBytes = ArrayBuffer;

/** Path of a file's bytes, as `StoredFile.path` gives it. */
export function storedFilePath(id: string, visibility: FileVisibility): string {
  return visibility === FILE_VISIBILITY.PUBLIC ? `/files/${id}` : `/protected/files/${id}`;
}

/** The file endpoints; spread into the contract's `endpoints`. */
export const fileEndpoints = {
  uploadFiles: defineEndpoint<StoredFile[], FormData, FileUploadQuery>({
    method: 'POST',
    path: '/protected/files',
    area: 'protected',
    summary:
      'Upload files (multipart/form-data): each at most 1 MB, together at most 50 MB, PNG/JPEG/GIF/WebP/PDF/XLSX/DOCX by content; query visibility and accept',
  }),
  ownFile: defineEndpoint<FileBytes, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/files/:id',
    area: 'protected',
    summary:
      'The bytes of a file the caller uploaded (or of a public file): detected type, nosniff, sandbox CSP',
  }),
  deleteFile: defineEndpoint<StoredFile, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/protected/files/:id',
    area: 'protected',
    summary: 'Delete a file the caller uploaded (its bytes are removed; the record is kept)',
  }),
  anyFile: defineEndpoint<FileBytes, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/files/:id',
    area: 'private',
    permission: FILE_PERMISSIONS.viewAnyFile,
    summary: 'The bytes of any file, private ones included (staff)',
  }),
  publicFile: defineEndpoint<FileBytes, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/files/:id',
    area: 'system',
    summary:
      'The bytes of a public file, for <img src> and links (no api-key, no token); private ids answer 404',
  }),
} as const;
