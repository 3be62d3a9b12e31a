import {
  endpoints,
  type PublicEvent,
  type PublicQuotationSlider,
  type PublicRecentActivity,
  type QuotationSliderOrder,
  REORDER_DIRECTION,
  type ReorderDirection,
} from '@platform/contract';
import { reorderSwapSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { notFound } from '../../platform/errors';
import { registerEndpoint } from '../../platform/endpoint';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { publicImages } from './public-images';
import { quotationStatusSchema } from './schemas';

const live = 'deleted_at is null and row_status = 1';

/** The youth home's quotations: active, in display order. */
export async function listPublicQuotations(db: Db): Promise<PublicQuotationSlider[]> {
  return (
    await db.query<PublicQuotationSlider>(
      `select id::int as id, title, title_en, author, author_en from quotation_sliders
        where ${live} order by display_order nulls last, id limit 50`,
    )
  ).rows;
}

/**
 * Swaps a live quotation with its neighbour above (up) or below (down): the live quotations are first numbered 1…n in
 * their current order (equal or missing orders become distinct), then the two trade places. At the top (or bottom)
 * nothing moves. Answers the new order; null when the quotation is not live.
 */
export async function swapQuotation(
  db: Db,
  id: number,
  direction: ReorderDirection,
): Promise<QuotationSliderOrder[] | null> {
  return db.transaction(async (tx) => {
    const rows = (
      await tx.query<{ id: number }>(
        `select id::int as id from quotation_sliders where deleted_at is null
          order by display_order nulls last, id for update`,
      )
    ).rows;
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) return null;
    const order = rows.map((r) => r.id);
    const other = direction === REORDER_DIRECTION.UP ? at - 1 : at + 1;
    const mine = order[at];
    const theirs = order[other];
    if (mine !== undefined && theirs !== undefined) {
      order[at] = theirs;
      order[other] = mine;
    }
    await tx.query(
      `update quotation_sliders q set display_order = n.position, updated_at = now()
         from unnest($1::bigint[]) with ordinality as n(id, position)
        where q.id = n.id and q.display_order is distinct from n.position`,
      [order],
    );
    return order.map((rowId, i) => ({ id: rowId, display_order: i + 1 }));
  });
}

/** Events that have not ended by today (an event without an end lasts its first day): active, soonest first. */
export async function listPublicEvents(db: Db): Promise<PublicEvent[]> {
  return (
    await db.query<PublicEvent>(
      `select id::int as id, title, title_en, starts_on::text as starts_on, ends_on::text as ends_on, venue, venue_en,
              details, details_en
         from events where ${live} and coalesce(ends_on, starts_on) >= (now() at time zone 'Asia/Dhaka')::date
        order by starts_on, id limit 100`,
    )
  ).rows;
}

/** Recent activities: active, newest first; a picture only when it is a live public image (with its size). */
export async function listPublicRecentActivities(
  db: Db,
  storage: FileStorage,
): Promise<PublicRecentActivity[]> {
  const rows = (
    await db.query<Omit<PublicRecentActivity, 'image'> & { image: string | null }>(
      `select id::int as id, title, title_en, details, details_en, activity_on::text as activity_on, image
         from recent_activities where ${live} order by activity_on desc, id desc limit 50`,
    )
  ).rows;
  const images = await publicImages(
    db,
    storage,
    rows.map((r) => r.image),
  );
  return rows.map((r) => ({ ...r, image: (r.image && images.get(r.image)) || null }));
}

/** Public reads of quotations, events and recent activities; the quotations' swap and status (spec §7). */
export function registerMoreContentRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;
  registerEndpoint(app, endpoints.publicQuotationSliders, async () => listPublicQuotations(db), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(app, endpoints.publicEvents, async () => listPublicEvents(db), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(
    app,
    endpoints.publicRecentActivities,
    async () => listPublicRecentActivities(db, storage),
    {
      cache: PUBLIC_CACHE.content,
    },
  );
  registerEndpoint(
    app,
    endpoints.swapQuotationSlider,
    async (ctx) => {
      const order = await swapQuotation(db, ctx.id(), ctx.body.direction);
      if (!order) throw notFound();
      return order;
    },
    { body: reorderSwapSchema, successCode: 200 },
  );
  registerEndpoint(
    app,
    endpoints.quotationSliderStatus,
    async (ctx) => {
      const row = (
        await db.query<{ id: number; display_order: number; row_status: 0 | 1 }>(
          `update quotation_sliders set row_status = $2, updated_at = now(), updated_by = $3
            where id = $1 and deleted_at is null
            returning id::int as id, coalesce(display_order, 0)::int as display_order, row_status::int as row_status`,
          [ctx.id(), ctx.body.row_status, ctx.requireUser().id],
        )
      ).rows[0];
      if (!row) throw notFound();
      return row;
    },
    { body: quotationStatusSchema },
  );
}
