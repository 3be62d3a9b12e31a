import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  type FileStorage,
  createFileStorage,
  localDiskStorage,
  memoryStorage,
  newStorageKey,
} from './storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-storage-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe.each([
  ['local disk', () => localDiskStorage(root)],
  ['memory', () => memoryStorage()],
] as const)('the storage port: %s adapter', (_name, make: () => FileStorage) => {
  it('puts, gets and deletes bytes by key', async () => {
    const storage = make();
    const key = newStorageKey();
    await storage.put(key, Buffer.from('hello'));
    expect((await storage.get(key))?.toString()).toBe('hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // deleting again is not an error
    await storage.delete(key);
  });

  it('refuses keys it did not make (no path traversal)', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', '/etc/passwd', 'ab/../../x', 'ab\\cd', '', 'ab/not-a-uuid']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('local disk adapter', () => {
  it('writes under <root>/<2 hex>/<uuid>, readable by the owner only, with no temporary file left', async () => {
    const storage = localDiskStorage(root);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('bytes'));
    const [dir, name] = key.split('/') as [string, string];
    expect(await readdir(join(root, dir))).toEqual([name]);
    expect((await stat(join(root, dir, name))).mode & 0o777).toBe(0o600);
  });
});

describe('configuration', () => {
  it('keeps files under ./data/files by default, in memory beside an in-memory database, or in FILES_DIR', () => {
    expect(loadConfig({}).filesDir).toMatch(/data\/files$/);
    expect(loadConfig({ DATA_DIR: 'memory' }).filesDir).toBe('memory');
    expect(loadConfig({ FILES_DIR: '/srv/platform/files' }).filesDir).toBe('/srv/platform/files');
    expect(createFileStorage({ filesDir: 'memory' }).kind).toBe('memory');
    expect(createFileStorage({ filesDir: root }).kind).toBe('local');
  });
  it('names the storage port ADR for an adapter it does not know', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(/0042-file-storage/);
    expect(loadConfig({ FILE_STORAGE: 'local' }).s3).toBeUndefined();
  });
});
