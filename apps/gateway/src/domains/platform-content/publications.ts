import type { PublicPublication } from '@platform/contract';
import type { Db } from '../../db/client';
import { livePublicFiles } from './public-images';

type Row = PublicPublication;

/**
 * Publications the public may read: active, newest first (undated last), each with its PDF — a live public PDF of the
 * files domain; a record whose file is anything else is left out.
 */
export async function listPublicPublications(db: Db): Promise<PublicPublication[]> {
  const rows = (
    await db.query<Row>(
      `select id::int as id, title, title_en, author, author_en, description, description_en, file_path,
              published_on::text as published_on
         from publications where deleted_at is null and row_status = 1
        order by published_on desc nulls last, id desc limit 200`,
    )
  ).rows;
  const pdfs = await livePublicFiles(
    db,
    rows.map((r) => r.file_path),
    'application/pdf',
  );
  return rows.filter((r) => pdfs.has(r.file_path));
}
