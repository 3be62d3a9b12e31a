import { crc32, inflateRawSync } from 'node:zlib';

/*
 * A small, strict reader of .zip archives for uploaded SCORM packages (ADR 0078). It trusts nothing in the archive:
 * it reads the central directory, refuses what it does not support (encryption, zip64, methods other than stored and
 * deflate, multi-disk), refuses unsafe names (absolute, drive letters, `..` segments, backslashes, control
 * characters) and too many entries or bytes before inflating anything, and inflates each entry into at most its
 * declared size — an entry that inflates past it (a zip bomb lying about its size) or whose CRC differs is refused.
 */

export interface ZipLimits {
  /** Entries of the archive (directories included). */
  entries: number;
  /** Declared uncompressed bytes of all entries together, and of one entry (what one read holds in memory). */
  totalBytes: number;
  entryBytes: number;
  /** Declared uncompressed ÷ compressed bytes of one entry (more is a bomb whatever it claims). */
  ratio: number;
}

/** Why an archive is refused; the caller turns it into its message. */
export type ZipProblem =
  | 'not_zip'
  | 'unsupported'
  | 'unsafe_path'
  | 'too_many_entries'
  | 'too_large'
  | 'corrupt';

export class ZipRefused extends Error {
  constructor(
    readonly problem: ZipProblem,
    readonly detail = '',
  ) {
    super(`${problem}${detail ? `: ${detail}` : ''}`);
    this.name = 'ZipRefused';
  }
}

export interface ZipEntry {
  /** The entry's path inside the archive, `/`-separated, never absolute, never with `..`. */
  path: string;
  directory: boolean;
  size: number;
  /** The entry's bytes, inflated (checked against its size and CRC); valid until the source's next read. */
  read(): Promise<Buffer>;
}

/**
 * Where an archive's bytes are: a buffer, or a file on disk read at offsets (an upload streamed there), so that only
 * the central directory and one entry at a time are ever in memory. What `read` answers may be a view of a buffer the
 * source reuses: it is valid until the next read (a stored entry's bytes included — copy them to keep them).
 */
export interface ZipSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export const bufferSource = (bytes: Buffer): ZipSource => ({
  size: bytes.length,
  read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
});

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Whether a name can be stored and served as a relative path of the package. */
export function safeEntryPath(name: string): boolean {
  if (!name || name.length > 500) return false;
  // control characters and backslashes (a Windows separator that would smuggle `..\` past the segment check)
  for (const ch of name) if (ch.charCodeAt(0) < 0x20 || ch === '\\') return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name
    .replace(/\/$/, '')
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The entries of an archive, checked against `limits`; throws ZipRefused for anything else. */
export async function readZip(source: ZipSource, limits: ZipLimits): Promise<ZipEntry[]> {
  // the end-of-central-directory record: the last 22 bytes plus a comment of up to 65535
  const tailStart = Math.max(0, source.size - 22 - 0xffff);
  const tail = await source.read(tailStart, source.size - tailStart);
  let found = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1)
    if (tail.readUInt32LE(i) === EOCD) {
      found = i;
      break;
    }
  if (found < 0) throw new ZipRefused('not_zip');
  const eocd = tailStart + found;
  const disk = tail.readUInt16LE(found + 4);
  const count = tail.readUInt16LE(found + 10);
  const size = tail.readUInt32LE(found + 12);
  const offset = tail.readUInt32LE(found + 16);
  if (disk !== 0 || count === 0xffff || offset === 0xffffffff) throw new ZipRefused('unsupported', 'zip64');
  if (count > limits.entries) throw new ZipRefused('too_many_entries', String(count));
  if (offset + size > eocd) throw new ZipRefused('corrupt', 'central directory');
  const zip = await source.read(offset, size);

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let at = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('corrupt', 'entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (at + 46 + nameLength > zip.length) throw new ZipRefused('corrupt', 'entry');
    const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw new ZipRefused('unsupported', 'encrypted');
    if (method !== 0 && method !== 8) throw new ZipRefused('unsupported', `method ${method}`);
    if (packed === 0xffffffff || unpacked === 0xffffffff || local === 0xffffffff)
      throw new ZipRefused('unsupported', 'zip64');
    if (!safeEntryPath(name)) throw new ZipRefused('unsafe_path', name);
    const path = name.replace(/\/$/, '');
    // the same path twice (or differing only in case) would overwrite each other when served
    if (seen.has(path.toLowerCase())) throw new ZipRefused('unsafe_path', name);
    seen.add(path.toLowerCase());
    const directory = name.endsWith('/');
    if (unpacked > limits.entryBytes) throw new ZipRefused('too_large', name);
    if (method === 8 && unpacked > Math.max(packed, 1) * limits.ratio)
      throw new ZipRefused('too_large', name);
    if (method === 0 && packed !== unpacked) throw new ZipRefused('corrupt', name);
    total += unpacked;
    if (total > limits.totalBytes) throw new ZipRefused('too_large', 'total');

    entries.push({
      path,
      directory,
      size: unpacked,
      read: async () => {
        const header = await source.read(local, 30);
        if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw new ZipRefused('corrupt', name);
        const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
        if (start + packed > eocd) throw new ZipRefused('corrupt', name);
        const data = await source.read(start, packed);
        let bytes: Buffer;
        try {
          // never more than it declared: a bomb stops here, whatever its headers say
          bytes = method === 0 ? data : inflateRawSync(data, { maxOutputLength: unpacked + 1 });
        } catch (error) {
          const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
          throw new ZipRefused(tooLarge ? 'too_large' : 'corrupt', name);
        }
        if (bytes.length !== unpacked || crc32(bytes) !== crc) throw new ZipRefused('corrupt', name);
        return bytes;
      },
    });
  }
  return entries;
}
