import {
  FILE_VISIBILITY,
  type FileVisibility,
  PHOTO_ERROR_MESSAGES,
  type StoredFile,
  storedFilePath,
} from '@platform/contract';
import type { Db } from '../../db/client';

/** A row of `files` as the routes need it (the storage key never leaves the gateway). */
export interface FileRecord {
  id: string;
  owner_id: number;
  original_name: string;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  visibility: FileVisibility;
  created_at: Date | string;
  deleted_at: Date | string | null;
}

export type NewFile = Omit<FileRecord, 'created_at' | 'deleted_at'>;

const COLUMNS =
  'id, owner_id, original_name, storage_key, mime_type, size_bytes, sha256, visibility, created_at, deleted_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's view of a row. */
export function toStoredFile(r: FileRecord): StoredFile {
  return {
    id: r.id,
    path: storedFilePath(r.id, r.visibility),
    original_name: r.original_name,
    mime_type: r.mime_type,
    size: r.size_bytes,
    sha256: r.sha256,
    visibility: r.visibility,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export async function insertFiles(db: Db, files: readonly NewFile[]): Promise<FileRecord[]> {
  const out: FileRecord[] = [];
  for (const f of files) {
    const r = await db.query<FileRecord>(
      `insert into files (id, owner_id, original_name, storage_key, mime_type, size_bytes, sha256, visibility)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
      [f.id, f.owner_id, f.original_name, f.storage_key, f.mime_type, f.size_bytes, f.sha256, f.visibility],
    );
    if (r.rows[0]) out.push(r.rows[0]);
  }
  return out;
}

/** A live (not deleted) file; null for a malformed id, an unknown one and a deleted one alike. */
export async function findLiveFile(db: Db, id: string): Promise<FileRecord | null> {
  if (!UUID.test(id)) return null;
  const r = await db.query<FileRecord>(`select ${COLUMNS} from files where id = $1 and deleted_at is null`, [
    id,
  ]);
  return r.rows[0] ?? null;
}

/** Marks one of the owner's files deleted; another user's id is indistinguishable from a missing one. */
export async function markFileDeleted(db: Db, ownerId: number, id: string): Promise<FileRecord | null> {
  if (!UUID.test(id)) return null;
  const r = await db.query<FileRecord>(
    `update files set deleted_at = now() where id = $1 and owner_id = $2 and deleted_at is null returning ${COLUMNS}`,
    [id, ownerId],
  );
  return r.rows[0] ?? null;
}

/** Whether `fileId` is an upload of this user that still exists (files of 006_files.sql). */
export async function ownsLiveFile(db: Db, userId: number, fileId: string): Promise<boolean> {
  if (!UUID.test(fileId)) return false;
  const r = await db.query('select 1 from files where id = $1 and owner_id = $2 and deleted_at is null', [
    fileId,
    userId,
  ]);
  return r.rows.length > 0;
}

/**
 * Why a file cannot be a profile photo (a field message id), or null when it can: a profile photo (the youth's and a staff user's): a live PNG or JPEG the user uploaded as a public file. Another
 * user's file is as unknown as a missing one.
 */
export async function photoProblem(db: Db, userId: number, fileId: string): Promise<string | null> {
  const file = await findLiveFile(db, fileId);
  if (!file || file.owner_id !== userId) return 'profile.errors.file_not_yours';
  if (file.mime_type !== 'image/png' && file.mime_type !== 'image/jpeg')
    return PHOTO_ERROR_MESSAGES.notAnImage;
  if (file.visibility !== FILE_VISIBILITY.PUBLIC) return PHOTO_ERROR_MESSAGES.notPublic;
  return null;
}
