import { SUCCESS_MESSAGES } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { latestDevOutbox } from './repository';

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The outbox page's own stylesheet (the page policy allows no inline style): long addresses and message bodies wrap
 * instead of widening the page on a 360 px phone (issue 12 defect 14).
 */
export const OUTBOX_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}ol{padding-left:1.25rem}h2{font-size:1.1rem;margin:1rem 0 .25rem}
p,h1,h2,li{overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:.5rem}`;

/**
 * Demo mode only (never registered in production): the local e-mail/SMS outbox, so verification codes and
 * messages can be read without SMTP or an SMS provider. A developer page, in English like the logs.
 */
export function registerDevOutboxRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  app.get('/dev/outbox.json', async () => ({
    data: await latestDevOutbox(db),
    status: { success: true, code: 200, message: SUCCESS_MESSAGES.ok },
  }));
  app.get('/dev/outbox.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(OUTBOX_CSS),
  );
  app.get('/dev/outbox', async (_req, reply) => {
    const rows = await latestDevOutbox(db);
    const items = rows
      .map(
        (r) =>
          `<li><article aria-labelledby="m${r.id}"><h2 id="m${r.id}">${esc(r.subject ?? r.channel)}</h2><p><strong>${esc(r.channel)}</strong> to ${esc(r.recipient)}, <time datetime="${esc(r.created_at)}">${esc(r.created_at)}</time></p><pre>${esc(r.body)}</pre></article></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local outbox</title><link rel="stylesheet" href="/dev/outbox.css"></head><body><main><h1>Local outbox (demo mode)</h1><p>E-mail and SMS sent by the platform, newest first.</p>${rows.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main></body></html>`;
  });
}
