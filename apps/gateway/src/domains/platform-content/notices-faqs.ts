import type { PublicFaq, PublicNotice } from '@platform/contract';
import type { Db } from '../../db/client';

/** A public file of the files domain (`/files/<uuid>`), as the admin form's public upload stores it. */
const PUBLIC_FILE = /^\/files\/[0-9a-f-]{36}$/i;
const publicFile = (path: string | null): string | null => (path && PUBLIC_FILE.test(path) ? path : null);

const noticeColumns = `id::int as id, notice_type::int as notice_type, title, title_en, details, details_en, attachment,
  published_on::text as published_on`;
// today in Bangladesh (the server's clock is UTC: after 18:00 UTC a notice dated today in Dhaka would wait for the next UTC day)
const published =
  "deleted_at is null and row_status = 1 and published_on <= (now() at time zone 'Asia/Dhaka')::date";

/** Notices and news the public may read: active, published by today, newest first. */
export async function listPublicNotices(db: Db): Promise<PublicNotice[]> {
  const rows = (
    await db.query<PublicNotice>(
      `select ${noticeColumns} from notices where ${published} order by published_on desc, id desc limit 100`,
    )
  ).rows;
  return rows.map((n) => ({ ...n, attachment: publicFile(n.attachment) }));
}

export async function findPublicNotice(db: Db, id: number): Promise<PublicNotice | null> {
  const row = (
    await db.query<PublicNotice>(`select ${noticeColumns} from notices where id = $1 and ${published}`, [id])
  ).rows[0];
  return row ? { ...row, attachment: publicFile(row.attachment) } : null;
}

/** The FAQs: active, in display order. */
export async function listPublicFaqs(db: Db): Promise<PublicFaq[]> {
  return (
    await db.query<PublicFaq>(
      `select id::int as id, title, title_en, answer, answer_en from faqs
        where deleted_at is null and row_status = 1 order by display_order nulls last, id limit 200`,
    )
  ).rows;
}
