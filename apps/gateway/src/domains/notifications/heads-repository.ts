import type {
  NotificationChannel,
  NotificationEvent,
  NotificationHead,
  NotificationHeadBody,
  NotificationTemplate,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

/* notification_heads (033): one head per event kind, its channels and its templates (jsonb). */

interface HeadRow extends Omit<NotificationHead, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, code, title, title_en, event, channels, enabled, templates, created_at, updated_at';
const iso = (v: Date | string) => new Date(v).toISOString();
const toHead = (r: HeadRow): NotificationHead => ({
  ...r,
  id: Number(r.id),
  templates: r.templates ?? [],
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listHeads(
  db: Db,
  q: { page: number; page_size: number; search?: string; event?: string },
): Promise<{ data: NotificationHead[]; total: number }> {
  const where = `where ($1::text is null or code ilike $1 or title ilike $1 or coalesce(title_en, '') ilike $1)
                   and ($2::text is null or event = $2)`;
  const params = [q.search ? likeContains(q.search) : null, q.event ?? null];
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from notification_heads ${where}`, params))
      .rows[0]?.n ?? 0;
  const rows = await db.query<HeadRow>(
    `select ${COLUMNS} from notification_heads ${where} order by id desc limit $3 offset $4`,
    [...params, q.page_size, (q.page - 1) * q.page_size],
  );
  return { data: rows.rows.map(toHead), total };
}

export async function findHead(db: Db, id: number): Promise<NotificationHead | null> {
  const r = await db.query<HeadRow>(`select ${COLUMNS} from notification_heads where id = $1`, [id]);
  return r.rows[0] ? toHead(r.rows[0]) : null;
}

/** Another head holding this code (case-insensitive) or this event, if any. */
export async function clashingHead(
  db: Db,
  body: Pick<NotificationHeadBody, 'code' | 'event'>,
  exceptId: number | null,
): Promise<{ code: boolean; event: boolean }> {
  const r = await db.query<{ code: boolean; event: boolean }>(
    `select coalesce(bool_or(lower(code) = lower($1)), false) as code, coalesce(bool_or(event = $2), false) as event
       from notification_heads where ($3::bigint is null or id <> $3)`,
    [body.code, body.event, exceptId],
  );
  return r.rows[0] ?? { code: false, event: false };
}

export async function insertHead(db: Db, b: NotificationHeadBody): Promise<NotificationHead> {
  const r = await db.query<HeadRow>(
    `insert into notification_heads (code, title, title_en, event, channels, enabled)
     values ($1, $2, $3, $4, $5::text[], $6) returning ${COLUMNS}`,
    [b.code, b.title, b.title_en ?? null, b.event, b.channels, b.enabled],
  );
  const row = r.rows[0];
  if (!row) throw new Error('notification_heads insert returned no row');
  return toHead(row);
}

/** Changes a head; templates of channels it no longer sends on are dropped with them. */
export async function updateHead(
  db: Db,
  id: number,
  b: NotificationHeadBody,
): Promise<NotificationHead | null> {
  const r = await db.query<HeadRow>(
    `update notification_heads set code = $2, title = $3, title_en = $4, event = $5, channels = $6::text[],
       enabled = $7, updated_at = now(),
       templates = coalesce((select jsonb_agg(t) from jsonb_array_elements(templates) t
                              where t->>'channel' = any($6::text[])), '[]'::jsonb)
     where id = $1 returning ${COLUMNS}`,
    [id, b.code, b.title, b.title_en ?? null, b.event, b.channels, b.enabled],
  );
  return r.rows[0] ? toHead(r.rows[0]) : null;
}

export async function setHeadTemplates(
  db: Db,
  id: number,
  templates: NotificationTemplate[],
): Promise<NotificationHead | null> {
  const r = await db.query<HeadRow>(
    `update notification_heads set templates = $2::jsonb, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, JSON.stringify(templates)],
  );
  return r.rows[0] ? toHead(r.rows[0]) : null;
}

/** The template an enabled head of the event holds for this channel and language, if any. */
export async function headTemplateFor(
  db: Db,
  event: NotificationEvent,
  channel: NotificationChannel,
  language: string,
): Promise<NotificationTemplate | null> {
  const r = await db.query<{ t: NotificationTemplate }>(
    `select t from notification_heads h, jsonb_array_elements(h.templates) t
      where h.event = $1 and h.enabled and $2 = any(h.channels) and t->>'channel' = $2 and t->>'language' = $3
      limit 1`,
    [event, channel, language],
  );
  return r.rows[0]?.t ?? null;
}
