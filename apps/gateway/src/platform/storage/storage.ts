import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { GatewayConfig } from '../../config';
import { s3Storage } from './s3-storage';

/**
 * The storage port of uploaded files (docs/decisions/0042-file-storage.md): bytes by key, nothing else. What a file
 * is (owner, name, detected type, size, hash, who may read it) lives in the `files` table; an adapter only keeps
 * bytes. Keys are made by the gateway (`newStorageKey`), never taken from a request.
 */
export interface FileStorage {
  /** Which adapter this is (start-up log, health of the configuration). */
  readonly kind: 'local' | 'memory' | 's3';
  /** Stores the bytes under `key`, replacing nothing: keys are unique. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key: `<2 hex>/<uuid>`, so no directory of the local adapter grows past a few thousand entries. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** The key itself, or an error for anything the gateway did not make (no path traversal into an adapter). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Bytes on the local disk under `root` (default `./data/files`): one file per key, written atomically. */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = join(base, ...checkedKey(key).split('/'));
    // the key pattern already excludes it; kept as a second line of defence against path traversal
    if (!path.startsWith(base + sep)) throw new Error(`storage key leaves the root: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // a reader never sees half a file: write beside it, then rename (atomic on one file system)
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Bytes in memory: the gateway test suites (DATA_DIR=memory) and nothing else. */
export function memoryStorage(): FileStorage {
  const blobs = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      blobs.set(checkedKey(key), Buffer.from(bytes));
    },
    async get(key) {
      const bytes = blobs.get(checkedKey(key));
      return bytes ? Buffer.from(bytes) : null;
    },
    async delete(key) {
      blobs.delete(checkedKey(key));
    },
  };
}

/** The adapter the configuration names: an object store, memory, or a directory of the local disk. */
export function createFileStorage(config: Pick<GatewayConfig, 'filesDir' | 's3'>): FileStorage {
  if (config.s3) return s3Storage(config.s3);
  return config.filesDir === 'memory' ? memoryStorage() : localDiskStorage(config.filesDir);
}
