import type { FastifyInstance } from 'fastify';

interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Demo mode only: the local e-mail/SMS outbox, so verification codes and messages can be read without SMTP. */
export function registerDevRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const latest = async () =>
    (await db.query<OutboxRow>('select id, channel, recipient, subject, body, created_at from dev_outbox order by id desc limit 200')).rows;

  app.get('/dev/outbox.json', async () => ({ data: await latest(), status: { success: true, code: 200, message: 'common.ok' } }));
  app.get('/dev/outbox', async (_req, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (r) => `<li><article><h2>${esc(r.subject ?? r.channel)}</h2><p><strong>${esc(r.channel)}</strong> → ${esc(r.recipient)} · <time>${esc(new Date(r.created_at).toISOString())}</time></p><pre>${esc(r.body)}</pre></article></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local outbox</title></head><body><main><h1>Local outbox (demo mode)</h1><p>E-mail and SMS sent by the platform, newest first.</p>${rows.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main></body></html>`;
  });
}
