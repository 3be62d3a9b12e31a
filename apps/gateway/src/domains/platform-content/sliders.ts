import type { PublicSlider } from '@platform/contract';
import type { Db } from '../../db/client';

/** A public image of the files domain: `/files/<uuid>` (what the admin form's upload stores). */
const PUBLIC_IMAGE = /^\/files\/[0-9a-f-]{36}$/i;
/** Where a slider may lead: an http(s) address or a path of the portal (not `//host`, not `javascript:`). */
const SAFE_LINK = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/** A stored link the public may follow, else null. */
export const safeLink = (link: string | null): string | null =>
  link && SAFE_LINK.test(link.trim()) ? link.trim() : null;

/** The youth home's sliders: live, active, within their dates (both included), in display order. */
export async function listPublicSliders(db: Db): Promise<PublicSlider[]> {
  const rows = (
    await db.query<PublicSlider>(
      `select id::int as id, title, title_en, image, link from sliders
        where deleted_at is null and row_status = 1
          and (starts_on is null or starts_on <= (now() at time zone 'Asia/Dhaka')::date) and (ends_on is null or ends_on >= (now() at time zone 'Asia/Dhaka')::date)
        order by display_order nulls last, id
        limit 20`,
    )
  ).rows;
  return rows
    .filter((row) => PUBLIC_IMAGE.test(row.image))
    .map((row) => ({ ...row, link: safeLink(row.link) }));
}
