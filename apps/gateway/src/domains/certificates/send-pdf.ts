import type { FastifyReply } from 'fastify';
import { contentDisposition, FILE_CSP } from '../files/serve';

/** Drawing a PDF costs CPU: a tighter per-address limit than the global one (as the CV's). */
export const PDF_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** A certificate's PDF as a download: never cached, never sniffed, under the files' CSP. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, name: string): FastifyReply {
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
