import type { FastifyReply } from 'fastify';
import type { FileRecord } from './repository';

/** A served file may never run: no scripts, no plugins, no forms, a unique origin even if a browser renders it. */
export const FILE_CSP = "default-src 'none'; sandbox";

const IMAGE = /^image\/(png|jpeg|gif|webp)$/;

/** RFC 6266 / 8187: an ASCII fallback name plus the exact UTF-8 name (Bengali names survive). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file with the headers that keep it inert: the type detected at upload (never a guess), nosniff,
 * a sandboxing CSP, `attachment` for everything but the four image types, and its hash as the ETag.
 * `cache` is the Cache-Control of public files; the signed-in areas answer `no-store` anyway (platform/plugins/app).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: FileRecord,
  bytes: Buffer,
  cache: string,
): FastifyReply {
  const image = IMAGE.test(file.mime_type);
  return reply
    .code(200)
    .header('content-type', file.mime_type)
    .header('content-length', String(bytes.length))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', file.original_name))
    .header('cache-control', cache)
    .header('etag', `"${file.sha256}"`)
    .send(bytes);
}

/**
 * A document the gateway drew for the caller (a certificate, a CV, a report) as a PDF download: never cached, never
 * sniffed, under the files' CSP.
 */
export function sendPdf(reply: FastifyReply, bytes: Buffer | Uint8Array, name: string): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-length', String(bytes.length))
    .header('content-disposition', contentDisposition('attachment', name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', 'no-store')
    .send(bytes);
}
