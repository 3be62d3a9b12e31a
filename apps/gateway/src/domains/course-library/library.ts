import { COURSE_CONTENT_TYPE } from '@platform/contract';
import type { Db } from '../../db/client';
import { findLiveFile } from '../files/repository';
import { sanitizeRichText } from '../platform-content/rich-text';
import { allowedFileTypes } from '../course-structure/structure';
import type { LibraryContent } from './repository';

/** `/files/<uuid>` or `/protected/files/<uuid>`: the stored path of an upload → its id. */
const FILE_PATH = /^\/(?:protected\/)?files\/([0-9a-f-]{36})$/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A library text (plain) as a lesson's markup: paragraphs at blank lines, line breaks kept, nothing else. */
export function plainTextToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  return sanitizeRichText(paragraphs.join(''));
}

/**
 * The lesson content's columns copied from a library content, or null when the content lacks what its type needs —
 * a video or audio its https address, a text its text, a file a live document of an allowed type.
 */
export async function contentColumnsFrom(
  db: Db,
  item: LibraryContent,
): Promise<Record<string, unknown> | null> {
  const base = { content_type: item.content_type, title: item.title, title_en: item.title_en };
  switch (item.content_type) {
    case COURSE_CONTENT_TYPE.VIDEO:
    case COURSE_CONTENT_TYPE.AUDIO:
      return item.url?.startsWith('https://') ? { ...base, body: null, url: item.url, file_id: null } : null;
    case COURSE_CONTENT_TYPE.TEXT: {
      const html = plainTextToHtml(item.body ?? '');
      return html ? { ...base, body: html, url: null, file_id: null } : null;
    }
    case COURSE_CONTENT_TYPE.FILE: {
      const id = item.attachment ? FILE_PATH.exec(item.attachment)?.[1] : undefined;
      const file = id ? await findLiveFile(db, id) : null;
      if (!file || !allowedFileTypes(COURSE_CONTENT_TYPE.FILE).includes(file.mime_type)) return null;
      return { ...base, body: null, url: null, file_id: file.id };
    }
    default:
      return null;
  }
}
