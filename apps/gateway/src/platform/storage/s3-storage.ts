import { createHash, createHmac } from 'node:crypto';
import { type FileStorage, checkedKey } from './storage';

/** Where an S3-compatible object store is (AWS S3, MinIO, Ceph, Wasabi…) and the key pair the gateway uses. */
export interface S3Config {
  /** Origin of the service, e.g. https://s3.ap-south-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as signature V4 wants it (S3 does not encode twice). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Every header to sign, `host` and `x-amz-date` and `x-amz-content-sha256` included. */
  headers: Record<string, string>;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

/** The `Authorization` value of AWS signature version 4 (header-based, signed payload hash). */
export function signV4(input: SignInput): string {
  const service = input.service ?? 's3';
  const stamp = input.headers['x-amz-date'];
  const payload = input.headers['x-amz-content-sha256'];
  if (!stamp || !payload) throw new Error('x-amz-date and x-amz-content-sha256 are signed headers');
  const day = stamp.slice(0, 8);
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names
    .map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const path = input.url.pathname
    .split('/')
    .map((s) => encodeSegment(decodeURIComponent(s)))
    .join('/');
  const canonicalRequest = [input.method, path, query, canonicalHeaders, signedHeaders, payload].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The storage port on an S3-compatible object store (docs/decisions/0042-file-storage.md): PutObject, GetObject and
 * DeleteObject with path-style addresses (`<endpoint>/<bucket>/<key>`, which MinIO and every S3 clone accept) and
 * signature V4. The bucket stays private; the gateway serves the bytes.
 */
export function s3Storage(
  config: S3Config,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): FileStorage {
  const base = config.endpoint.replace(/\/$/, '');
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const url = new URL(
      `${base}/${encodeSegment(config.bucket)}/${checkedKey(key).split('/').map(encodeSegment).join('/')}`,
    );
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDate(now()),
      'x-amz-content-sha256': sha256(body ?? ''),
    };
    const authorization = signV4({ method, url, headers, ...config });
    const { host: _host, ...sent } = headers;
    return fetchImpl(url, {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
    });
  }
  const fail = async (what: string, r: Response) => {
    throw new Error(`object store ${what} failed: HTTP ${r.status} ${(await r.text()).slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, bytes) {
      const r = await send('PUT', key, bytes);
      if (!r.ok) await fail('put', r);
    },
    async get(key) {
      const r = await send('GET', key);
      if (r.status === 404) return null;
      if (!r.ok) await fail('get', r);
      return Buffer.from(await r.arrayBuffer());
    },
    async delete(key) {
      const r = await send('DELETE', key);
      if (!r.ok && r.status !== 404) await fail('delete', r);
    },
  };
}
