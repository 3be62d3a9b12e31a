import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ZipSource } from './zip';

/**
 * A SCORM upload on its way to the import (ADR 0078): streamed to a private temporary file as it arrives, so a large
 * package never sits in the gateway's memory, and read back at offsets (`ZipSource`). `truncated` says the stream hit
 * the multipart size limit. `close()` removes the file; call it whatever happens.
 */
export interface SpooledUpload {
  source: ZipSource;
  truncated: boolean;
  close(): Promise<void>;
}

export async function spoolUpload(file: Readable & { truncated?: boolean }): Promise<SpooledUpload> {
  const path = join(tmpdir(), `scorm-${randomUUID()}.zip`);
  let handle: FileHandle | null = null;
  const close = async () => {
    await handle?.close().catch(() => undefined);
    await rm(path, { force: true });
  };
  try {
    await pipeline(file, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    const opened = handle;
    // one buffer for every read, grown to the largest asked for: a package's files would otherwise each leave their
    // size behind as garbage (ZipSource: a read is valid until the next one)
    let scratch = Buffer.alloc(0);
    return {
      truncated: file.truncated === true,
      close,
      source: {
        size,
        read: async (offset, length) => {
          const want = Math.max(0, Math.min(length, size - offset));
          if (scratch.length < want) scratch = Buffer.allocUnsafe(want);
          const { bytesRead } = await opened.read(scratch, 0, want, offset);
          return scratch.subarray(0, bytesRead);
        },
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
