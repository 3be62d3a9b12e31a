import type { Db } from '../../db/client';
import { scopeCondition, type TenantScope } from '../../platform/tenant-scope';

/** What the import reads of a library content (definitions/course-library.ts). */
export interface LibraryContent {
  id: number;
  title: string;
  title_en: string | null;
  content_type: number;
  url: string | null;
  body: string | null;
  attachment: string | null;
}

/** A live library content of the caller's institute (another institute's, a deleted one or none: null → 404). */
export async function libraryContentInScope(
  db: Db,
  id: number,
  scope: TenantScope,
): Promise<LibraryContent | null> {
  const params: unknown[] = [id];
  const r = await db.query<LibraryContent>(
    `select l.id, l.title, l.title_en, l.content_type, l.url, l.body, l.attachment
     from course_library_contents l
     where l.id = $1 and l.deleted_at is null and ${scopeCondition(scope, 'l', params)}`,
    params,
  );
  return r.rows[0] ?? null;
}
