import type { PublicLogoDock, PublicPartner } from '@platform/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { publicImages } from './public-images';

/** An http(s) address a logo may lead to (a partner's site), else null: no portal paths, no other schemes. */
const WEB_ADDRESS = /^https?:\/\/[^\s/]+[^\s]*$/i;
const webLink = (link: string | null): string | null =>
  link && WEB_ADDRESS.test(link.trim()) ? link.trim() : null;

interface Row {
  id: number;
  title: string;
  title_en: string | null;
  logo: string;
  link: string | null;
}

/** Rows with a live public logo (its size read from the file) and a safe link; the others are left out. */
async function withLogos<R extends Row>(
  db: Db,
  storage: FileStorage,
  rows: R[],
): Promise<(Omit<R, 'logo'> & Pick<PublicPartner, 'logo'>)[]> {
  const images = await publicImages(
    db,
    storage,
    rows.map((r) => r.logo),
  );
  return rows.flatMap((row) => {
    const logo = images.get(row.logo);
    return logo ? [{ ...row, logo, link: webLink(row.link) }] : [];
  });
}

/** The partners: active, in display order. */
export async function listPublicPartners(db: Db, storage: FileStorage): Promise<PublicPartner[]> {
  const rows = (
    await db.query<Row>(
      `select id::int as id, title, title_en, logo, link from partners
        where deleted_at is null and row_status = 1 order by display_order nulls last, id limit 100`,
    )
  ).rows;
  return withLogos(db, storage, rows);
}

/** The logo docks: active, the header's first, each place in display order. */
export async function listPublicLogoDocks(db: Db, storage: FileStorage): Promise<PublicLogoDock[]> {
  const rows = (
    await db.query<Row & Pick<PublicLogoDock, 'appears_in'>>(
      `select id::int as id, title, title_en, logo, link, appears_in::int as appears_in from logo_docks
        where deleted_at is null and row_status = 1 order by appears_in, display_order nulls last, id limit 100`,
    )
  ).rows;
  return withLogos(db, storage, rows);
}
