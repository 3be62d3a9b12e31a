import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type S3Config, s3Storage, signV4 } from './s3-storage';
import { createFileStorage, newStorageKey } from './storage';

describe('signV4', () => {
  it('matches the published S3 example (GET /test.txt with a Range header, 24 May 2013)', () => {
    const authorization = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A tiny S3 stand-in on loopback: checks every request's signature and keeps objects in memory. */
const objects = new Map<string, Buffer>();
const seen: string[] = [];
let server: Server;
let config: S3Config;

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const bytes = await body(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const signed = signV4({
      method: req.method ?? 'GET',
      url,
      headers: {
        host: String(req.headers.host),
        'x-amz-date': String(req.headers['x-amz-date']),
        'x-amz-content-sha256': String(req.headers['x-amz-content-sha256']),
      },
      ...config,
    });
    seen.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== signed) return res.writeHead(403).end('SignatureDoesNotMatch');
    if (req.method === 'PUT') {
      objects.set(url.pathname, bytes);
      return res.writeHead(200).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      return res.writeHead(204).end();
    }
    const found = objects.get(url.pathname);
    return found ? res.writeHead(200).end(found) : res.writeHead(404).end('NoSuchKey');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'ap-south-1',
    bucket: 'platform-files',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret/test+key',
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('s3Storage (against a signature-checking stand-in)', () => {
  it('puts, gets and deletes objects path-style under the bucket', async () => {
    const storage = s3Storage(config);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('%PDF-1.7'));
    expect((await storage.get(key))?.toString()).toBe('%PDF-1.7');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(seen.slice(-5)).toEqual([
      `PUT /platform-files/${key}`,
      `GET /platform-files/${key}`,
      `DELETE /platform-files/${key}`,
      `GET /platform-files/${key}`,
      `DELETE /platform-files/${key}`,
    ]);
  });

  it('fails loudly when the store refuses (a wrong secret), never returning bytes', async () => {
    const storage = s3Storage({ ...config, secretAccessKey: 'wrong' });
    await expect(storage.put(newStorageKey(), Buffer.from('x'))).rejects.toThrow(/HTTP 403/);
    await expect(storage.get(newStorageKey())).rejects.toThrow(/HTTP 403/);
  });

  it('refuses keys the gateway did not make', async () => {
    await expect(s3Storage(config).get('../other-bucket/x')).rejects.toThrow(/not a storage key/);
  });

  it('is chosen by FILE_STORAGE=s3 with its settings', async () => {
    const env = {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    };
    const storage = createFileStorage(loadConfig(env));
    expect(storage.kind).toBe('s3');
    const key = newStorageKey();
    await storage.put(key, Buffer.from('ok'));
    expect((await storage.get(key))?.toString()).toBe('ok');
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_ENDPOINT: config.endpoint })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
