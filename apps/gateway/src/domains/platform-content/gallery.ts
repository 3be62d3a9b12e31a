import {
  GALLERY_CONTENT_TYPE,
  type PublicGalleryAlbum,
  type PublicGalleryAlbumDetail,
  type PublicGalleryContent,
} from '@platform/contract';
import { FACEBOOK_HOSTS, YOUTUBE_HOSTS, onHosts } from '@platform/resources';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { publicImages } from './public-images';

const live = 'deleted_at is null and row_status = 1';

interface AlbumRow extends Omit<PublicGalleryAlbum, 'cover'> {
  cover_image: string | null;
}
interface ContentRow extends Omit<PublicGalleryContent, 'image' | 'video_url'> {
  image: string | null;
  facebook_url: string | null;
  youtube_url: string | null;
}

const albumColumns = `a.id::int as id, a.album_type::int as album_type, a.title, a.title_en, a.cover_image,
  (select count(*)::int from gallery_contents c where c.gallery_album_id = a.id and c.${live}) as content_count`;

/** Active albums that show at least one active item, in display order. */
export async function listPublicAlbums(db: Db, storage: FileStorage): Promise<PublicGalleryAlbum[]> {
  const rows = (
    await db.query<AlbumRow>(
      `select * from (select ${albumColumns} from gallery_albums a where a.${live}
          order by a.display_order nulls last, a.id limit 200) x where content_count > 0`,
    )
  ).rows;
  const images = await publicImages(
    db,
    storage,
    rows.map((r) => r.cover_image),
  );
  return rows.map(({ cover_image, ...album }) => ({
    ...album,
    cover: (cover_image && images.get(cover_image)) || null,
  }));
}

/** The address a video item shows: https on its provider's hosts (the schema checked it; checked again here). */
function videoUrl(row: ContentRow): string | null {
  if (row.content_type === GALLERY_CONTENT_TYPE.FACEBOOK_VIDEO)
    return row.facebook_url && onHosts(row.facebook_url, FACEBOOK_HOSTS) ? row.facebook_url : null;
  if (row.content_type === GALLERY_CONTENT_TYPE.IMAGE) return null;
  return row.youtube_url && onHosts(row.youtube_url, YOUTUBE_HOSTS) ? row.youtube_url : null;
}

/** One active album with its active items in order; an item without a showable image or address is left out. */
export async function findPublicAlbum(
  db: Db,
  storage: FileStorage,
  id: number,
): Promise<PublicGalleryAlbumDetail | null> {
  const album = (
    await db.query<AlbumRow>(`select ${albumColumns} from gallery_albums a where a.id = $1 and a.${live}`, [
      id,
    ])
  ).rows[0];
  if (!album) return null;
  const rows = (
    await db.query<ContentRow>(
      `select id::int as id, content_type::int as content_type, title, title_en, image, facebook_url, youtube_url
         from gallery_contents where gallery_album_id = $1 and ${live}
        order by display_order nulls last, id limit 500`,
      [id],
    )
  ).rows;
  const images = await publicImages(db, storage, [album.cover_image, ...rows.map((r) => r.image)]);
  const contents: PublicGalleryContent[] = [];
  for (const row of rows) {
    const { image, facebook_url: _facebook, youtube_url: _youtube, ...item } = row;
    if (row.content_type === GALLERY_CONTENT_TYPE.IMAGE) {
      const shown = image ? images.get(image) : undefined;
      if (shown) contents.push({ ...item, image: shown, video_url: null });
      continue;
    }
    const url = videoUrl(row);
    if (url) contents.push({ ...item, image: null, video_url: url });
  }
  const { cover_image, ...rest } = album;
  return {
    ...rest,
    content_count: contents.length,
    cover: (cover_image && images.get(cover_image)) || null,
    contents,
  };
}
