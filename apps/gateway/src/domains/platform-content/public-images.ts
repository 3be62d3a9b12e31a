import type { PublicImage } from '@platform/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { type ImageSize, imageSize } from './image-size';

/** A public file's path as the admin form's upload stores it: `/files/<uuid>`. */
const PUBLIC_FILE = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The file ids of the `/files/<uuid>` paths among `paths` (lower case), each with its path. */
function fileIds(paths: readonly (string | null)[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const path of paths) {
    const id = path ? PUBLIC_FILE.exec(path)?.[1]?.toLowerCase() : undefined;
    if (path && id) ids.set(id, path);
  }
  return ids;
}

/** The paths among `paths` that name a live public file of this MIME type (a publication's PDF). */
export async function livePublicFiles(
  db: Db,
  paths: readonly (string | null)[],
  mime: string,
): Promise<Set<string>> {
  const ids = fileIds(paths);
  if (!ids.size) return new Set();
  const rows = (
    await db.query<{ id: string }>(
      `select id::text as id from files
        where id = any($1::uuid[]) and deleted_at is null and visibility = 'public' and mime_type = $2`,
      [[...ids.keys()], mime],
    )
  ).rows;
  return new Set(rows.flatMap((r) => ids.get(r.id) ?? []));
}

/** Sizes already read (a file's bytes never change under its id); bounded, the oldest entry leaves first. */
const sizes = new Map<string, ImageSize | null>();
const SIZES_MAX = 5_000;

/**
 * The public images among `paths`, each with its size read from its bytes: a path that is not `/files/<uuid>`, a file
 * that is missing, deleted, private or no image, or whose size cannot be read, is left out (null).
 */
export async function publicImages(
  db: Db,
  storage: FileStorage,
  paths: readonly (string | null)[],
): Promise<Map<string, PublicImage>> {
  const ids = fileIds(paths);
  const out = new Map<string, PublicImage>();
  if (!ids.size) return out;
  const rows = (
    await db.query<{ id: string; storage_key: string }>(
      `select id::text as id, storage_key from files
        where id = any($1::uuid[]) and deleted_at is null and visibility = 'public' and mime_type like 'image/%'`,
      [[...ids.keys()]],
    )
  ).rows;
  for (const row of rows) {
    if (!sizes.has(row.id)) {
      const bytes = await storage.get(row.storage_key);
      if (sizes.size >= SIZES_MAX) sizes.delete(sizes.keys().next().value as string);
      sizes.set(row.id, bytes ? imageSize(bytes) : null);
    }
    const size = sizes.get(row.id);
    const path = ids.get(row.id);
    if (size && path) out.set(path, { src: path, ...size });
  }
  return out;
}
