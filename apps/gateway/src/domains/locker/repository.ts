import type { LockerCategory, LockerDocument, LockerShare } from '@platform/contract';
import { storedFilePath } from '@platform/contract';
import type { Db } from '../../db/client';
import type { FileRecord } from '../files/repository';

/*
 * SQL of my locker (migration 039, ADR 0085). Every statement on a document or a share carries `youth_id = caller`
 * (directly or through the document), so another youth's id finds nothing and answers 404.
 */

interface DocumentRow {
  id: number | string;
  title: string;
  category: LockerCategory;
  file_id: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  visibility: 'private' | 'public';
  shares: { id: number; expires_at: string; created_at: string }[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const DOCUMENT_SELECT = `
  select d.id, d.title, d.category, d.file_id, f.original_name, f.mime_type, f.size_bytes, f.visibility,
    d.created_at, d.updated_at,
    (select json_agg(json_build_object('id', s.id, 'expires_at', s.expires_at, 'created_at', s.created_at)
                     order by s.id desc)
       from locker_shares s where s.document_id = d.id and s.revoked_at is null and s.expires_at > now()) as shares
  from locker_documents d join files f on f.id = d.file_id`;

const toShare = (s: {
  id: number | string;
  expires_at: Date | string;
  created_at: Date | string;
}): LockerShare => ({
  id: Number(s.id),
  expires_at: iso(s.expires_at),
  created_at: iso(s.created_at),
});

const toDocument = (r: DocumentRow): LockerDocument => ({
  id: Number(r.id),
  title: r.title,
  category: r.category,
  file: {
    id: r.file_id,
    original_name: r.original_name,
    mime_type: r.mime_type,
    size: r.size_bytes,
    path: storedFilePath(r.file_id, r.visibility),
  },
  shares: (r.shares ?? []).map(toShare),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listDocuments(db: Db, youthId: number, limit: number): Promise<LockerDocument[]> {
  const r = await db.query<DocumentRow>(
    `${DOCUMENT_SELECT} where d.youth_id = $1 order by d.id desc limit $2`,
    [youthId, limit],
  );
  return r.rows.map(toDocument);
}

export async function readDocument(db: Db, youthId: number, id: number): Promise<LockerDocument | null> {
  const r = await db.query<DocumentRow>(`${DOCUMENT_SELECT} where d.id = $1 and d.youth_id = $2`, [
    id,
    youthId,
  ]);
  return r.rows[0] ? toDocument(r.rows[0]) : null;
}

/** Serialises the caller's locker changes (the per-youth limit holds under concurrent adds). */
export async function lockLockerOwner(tx: Db, youthId: number): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [youthId]);
}

export async function countDocuments(db: Db, youthId: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    'select count(*)::int as n from locker_documents where youth_id = $1',
    [youthId],
  );
  return r.rows[0]?.n ?? 0;
}

export async function fileInLocker(db: Db, fileId: string): Promise<boolean> {
  const r = await db.query('select 1 from locker_documents where file_id = $1', [fileId]);
  return r.rows.length > 0;
}

export async function insertDocument(
  db: Db,
  youthId: number,
  body: { file_id: string; title: string; category: LockerCategory },
): Promise<number> {
  const r = await db.query<{ id: number | string }>(
    `insert into locker_documents (youth_id, file_id, title, category) values ($1, $2, $3, $4) returning id`,
    [youthId, body.file_id, body.title, body.category],
  );
  return Number(r.rows[0]?.id ?? 0);
}

export async function updateDocument(
  db: Db,
  youthId: number,
  id: number,
  body: { title: string; category: LockerCategory },
): Promise<boolean> {
  const r = await db.query(
    `update locker_documents set title = $3, category = $4, updated_at = now()
      where id = $1 and youth_id = $2 returning id`,
    [id, youthId, body.title, body.category],
  );
  return r.rows.length > 0;
}

/** Deletes one of the caller's documents (its shares go with it); the file id, or null for another youth's. */
export async function deleteDocument(db: Db, youthId: number, id: number): Promise<string | null> {
  const r = await db.query<{ file_id: string }>(
    'delete from locker_documents where id = $1 and youth_id = $2 returning file_id',
    [id, youthId],
  );
  return r.rows[0]?.file_id ?? null;
}

/** Locks one of the caller's documents for a new share; false for another youth's. */
export async function lockOwnDocument(tx: Db, youthId: number, id: number): Promise<boolean> {
  const r = await tx.query('select id from locker_documents where id = $1 and youth_id = $2 for update', [
    id,
    youthId,
  ]);
  return r.rows.length > 0;
}

export async function countLiveShares(db: Db, documentId: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    `select count(*)::int as n from locker_shares
      where document_id = $1 and revoked_at is null and expires_at > now()`,
    [documentId],
  );
  return r.rows[0]?.n ?? 0;
}

export async function insertShare(
  db: Db,
  documentId: number,
  tokenHash: string,
  days: number,
  userId: number,
): Promise<LockerShare> {
  const r = await db.query<{ id: number | string; expires_at: Date | string; created_at: Date | string }>(
    `insert into locker_shares (document_id, token_hash, expires_at, created_by)
     values ($1, $2, now() + make_interval(days => $3::int), $4) returning id, expires_at, created_at`,
    [documentId, tokenHash, days, userId],
  );
  const row = r.rows[0];
  if (!row) throw new Error('locker share not inserted');
  return toShare(row);
}

/** Revokes a live share of one of the caller's documents; false for another youth's, a revoked or an expired one. */
export async function revokeShare(db: Db, youthId: number, shareId: number): Promise<boolean> {
  const r = await db.query(
    `update locker_shares s set revoked_at = now() from locker_documents d
      where s.id = $1 and d.id = s.document_id and d.youth_id = $2 and s.revoked_at is null and s.expires_at > now()
      returning s.id`,
    [shareId, youthId],
  );
  return r.rows.length > 0;
}

/** The live file a live share link serves, by the hash of its token; null when unknown, revoked, expired or deleted. */
export async function findSharedFile(db: Db, tokenHash: string): Promise<FileRecord | null> {
  const r = await db.query<FileRecord>(
    `select f.id, f.owner_id, f.original_name, f.storage_key, f.mime_type, f.size_bytes, f.sha256, f.visibility,
            f.created_at, f.deleted_at
       from locker_shares s join locker_documents d on d.id = s.document_id join files f on f.id = d.file_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and f.deleted_at is null`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}
