import type { COURSE_MEDIA_TYPES } from '@platform/contract';

/*
 * What an uploaded course video or audio is, read from its bytes (magic numbers), never from its name or the browser's
 * claim (docs/decisions/0073). Only these are stored; a file whose name's extension does not match its bytes is
 * refused like every other upload (apps/gateway/src/domains/files/detect.ts).
 */

export interface MediaType {
  mime: (typeof COURSE_MEDIA_TYPES)['video'][number] | (typeof COURSE_MEDIA_TYPES)['audio'][number];
  extensions: readonly string[];
  kind: 'video' | 'audio';
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** ISO base media (`ftyp` at byte 4): an audio-only brand is M4A, everything else an MP4 video. */
function isoMedia(bytes: Buffer): MediaType | null {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return null;
  const brand = bytes.subarray(8, 12).toString('latin1');
  return brand === 'M4A ' || brand === 'M4B '
    ? { mime: 'audio/mp4', extensions: ['.m4a'], kind: 'audio' }
    : { mime: 'video/mp4', extensions: ['.mp4', '.m4v'], kind: 'video' };
}

/** The media type of `bytes`, or null when it is none of COURSE_MEDIA_TYPES. */
export function detectMedia(bytes: Buffer): MediaType | null {
  const iso = isoMedia(bytes);
  if (iso) return iso;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return { mime: 'video/webm', extensions: ['.webm'], kind: 'video' };
  if (startsWith(bytes, ascii('OggS')))
    return { mime: 'audio/ogg', extensions: ['.ogg', '.oga'], kind: 'audio' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8))
    return { mime: 'audio/wav', extensions: ['.wav'], kind: 'audio' };
  // MP3: an ID3 tag, or straight away an MPEG audio frame (11 sync bits, layer III)
  const frame = bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2;
  if (startsWith(bytes, ascii('ID3')) || frame)
    return { mime: 'audio/mpeg', extensions: ['.mp3'], kind: 'audio' };
  return null;
}

/** Whether the name ends with an extension of the detected type (an MP4 named notes.mp3 is refused). */
export const mediaNameMatches = (name: string, type: MediaType) =>
  type.extensions.some((ext) => name.toLowerCase().endsWith(ext));
