import { ALBUM_TYPE, GALLERY_CONTENT_TYPE } from '@platform/contract';
import { bilingualTitle, defineResource, enumOptions, rowStatusField } from '../define';

/** Hosts a gallery video may live on (https only; subdomains such as www. and m. included). */
export const YOUTUBE_HOSTS = ['youtube.com', 'youtu.be'] as const;
export const FACEBOOK_HOSTS = ['facebook.com', 'fb.watch'] as const;

/**
 * Gallery albums (spec §4 album type image or video): a bilingual title, a public cover image and the order the youth
 * portal's `/gallery` lists them in.
 */
export const galleryAlbums = defineResource({
  name: 'gallery_albums',
  permissionKey: 'gallery_album',
  segment: 'gallery-albums',
  table: 'gallery_albums',
  menuGroup: 'cms',
  fields: [
    {
      name: 'album_type',
      kind: 'enum',
      options: enumOptions('album_type', ALBUM_TYPE),
      required: true,
      list: true,
      filter: true,
    },
    ...bilingualTitle({ unique: false }),
    { name: 'cover_image', kind: 'image' },
    { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});

/**
 * An album's items (spec §4 content type): an image item needs its image, a Facebook video its https address on
 * Facebook, a YouTube video or link its https address on YouTube.
 */
export const galleryContents = defineResource({
  name: 'gallery_contents',
  permissionKey: 'gallery_content',
  segment: 'gallery-contents',
  table: 'gallery_contents',
  menuGroup: 'cms',
  fields: [
    {
      name: 'gallery_album_id',
      kind: 'reference',
      resource: 'gallery_albums',
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'content_type',
      kind: 'enum',
      options: enumOptions('gallery_content_type', GALLERY_CONTENT_TYPE),
      required: true,
      list: true,
      filter: true,
    },
    ...bilingualTitle({ unique: false }),
    {
      name: 'image',
      kind: 'image',
      requiredWhen: { field: 'content_type', values: [GALLERY_CONTENT_TYPE.IMAGE] },
    },
    {
      name: 'facebook_url',
      kind: 'text',
      max: 2048,
      hosts: FACEBOOK_HOSTS,
      requiredWhen: { field: 'content_type', values: [GALLERY_CONTENT_TYPE.FACEBOOK_VIDEO] },
    },
    {
      name: 'youtube_url',
      kind: 'text',
      max: 2048,
      hosts: YOUTUBE_HOSTS,
      requiredWhen: {
        field: 'content_type',
        values: [GALLERY_CONTENT_TYPE.YOUTUBE_VIDEO, GALLERY_CONTENT_TYPE.YOUTUBE_LINK],
      },
    },
    { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});

/**
 * Publications (reports, studies): bilingual title and author, a description, the public PDF the youth portal's
 * `/publications` links to, and an optional publication date.
 */
export const publications = defineResource({
  name: 'publications',
  permissionKey: 'publication',
  segment: 'publications',
  table: 'publications',
  menuGroup: 'cms',
  fields: [
    ...bilingualTitle({ unique: false }),
    { name: 'author', kind: 'text', max: 300, required: true, list: true, search: true },
    { name: 'author_en', kind: 'text', max: 300, search: true },
    { name: 'description', kind: 'multiline', max: 5000 },
    { name: 'description_en', kind: 'multiline', max: 5000 },
    { name: 'file_path', kind: 'file', public: true, types: ['application/pdf'], required: true },
    { name: 'published_on', kind: 'date', list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'published_on', direction: 'desc' },
});
