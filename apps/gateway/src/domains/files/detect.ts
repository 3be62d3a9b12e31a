import { inflateRawSync } from 'node:zlib';

/**
 * What a file is, read from its bytes (magic numbers), never from its name or the browser's claim. Only these types
 * are stored: SVG, HTML, XML, scripts, archives and everything else are refused, so a file the gateway serves cannot
 * run in a browser (docs/decisions/0042-file-storage.md).
 */
export const FILE_TYPES = {
  png: { mime: 'image/png', extensions: ['.png'], image: true },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], image: true },
  gif: { mime: 'image/gif', extensions: ['.gif'], image: true },
  webp: { mime: 'image/webp', extensions: ['.webp'], image: true },
  pdf: { mime: 'application/pdf', extensions: ['.pdf'], image: false },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
    image: false,
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    image: false,
  },
} as const;

export type FileTypeName = keyof typeof FILE_TYPES;
export type DetectedType = (typeof FILE_TYPES)[FileTypeName] & { name: FileTypeName };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const typed = (name: FileTypeName): DetectedType => ({ ...FILE_TYPES[name], name });

/** The type of `bytes`, or null when it is none of FILE_TYPES. */
export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return typed('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return typed('jpeg');
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return typed('gif');
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return typed('webp');
  if (startsWith(bytes, ascii('%PDF-'))) return typed('pdf');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeType(bytes);
  return null;
}

/** Whether the file's name ends with an extension of its detected type (a PNG named cv.pdf is refused). */
export function nameMatchesType(name: string, type: DetectedType): boolean {
  const lower = name.toLowerCase();
  return type.extensions.some((ext) => lower.endsWith(ext));
}

// ----- Office Open XML: a zip whose [Content_Types].xml names the main part -----------------------------------------

const MAIN_PART: Record<'xlsx' | 'docx', string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
};
const CONTENT_TYPES = '[Content_Types].xml';
/** A sane upper bound for the unpacked content-types part (real ones are a few KB): no zip bomb gets inflated. */
const CONTENT_TYPES_MAX = 256 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

/** The entries of a zip's central directory, or null when the archive is not well formed. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // the end-of-central-directory record sits in the last 22 + 65535 (comment) bytes
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localHeader: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readEntry(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeader;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data.length <= CONTENT_TYPES_MAX ? data : null;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: CONTENT_TYPES_MAX });
  } catch {
    return null;
  }
}

function officeType(bytes: Buffer): DetectedType | null {
  const entries = zipEntries(bytes);
  const contentTypes = entries?.find((e) => e.name === CONTENT_TYPES);
  const xml = contentTypes ? readEntry(bytes, contentTypes)?.toString('utf8') : undefined;
  if (!entries || !xml) return null;
  // the main part's content type decides; macro-enabled workbooks and documents (xlsm, docm) have other ones
  for (const name of ['xlsx', 'docx'] as const) {
    const main = name === 'xlsx' ? 'xl/' : 'word/';
    if (xml.includes(`ContentType="${MAIN_PART[name]}"`) && entries.some((e) => e.name.startsWith(main)))
      return typed(name);
  }
  return null;
}
