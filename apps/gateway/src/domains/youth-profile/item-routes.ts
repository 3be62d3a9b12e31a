import {
  YOUTH_ITEM_SECTIONS,
  youthItemEndpoints,
  type YouthItemSection,
  type YouthItemSections,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { refreshCompletion } from './profile';
import { deleteItem, insertItem, listItems, readItem, updateItem, validItem } from './items';
import { OWNED_SECTIONS } from './sections';

/**
 * list / read / create / update / delete of one owned item section, from its contract endpoints and its definition.
 * Ownership is in the SQL (youth_id = caller): another youth's id answers 404 and nothing changes. Every change
 * recomputes the profile completion in the same transaction.
 */
function registerOwnedSection<S extends YouthItemSection>(app: FastifyInstance, section: S): void {
  const { db } = app.services;
  const def = OWNED_SECTIONS[section];
  const ep = youthItemEndpoints[section];
  type Item = YouthItemSections[S]['item'];
  const found = async (youth: number, id: number) => {
    const item = await readItem<Item>(db, def, youth, id);
    if (!item) throw notFound();
    return item;
  };

  registerEndpoint(app, ep.list, async (ctx) => listItems<Item>(db, def, ctx.youthId()));
  registerEndpoint(app, ep.read, async (ctx) => found(ctx.youthId(), ctx.id()));
  // the section's schema needs a context read from the database: validItem applies it (documented here)
  registerEndpoint(
    app,
    ep.create,
    async (ctx) => {
      const youth = ctx.youthId();
      const value = await validItem(db, def, youth, ctx.body);
      const id = await db.transaction(async (tx) => {
        const created = await insertItem(tx, def, youth, value);
        await refreshCompletion(tx, youth);
        return created;
      });
      return found(youth, id);
    },
    { caller: youthOnly, documented: { body: def.schema } },
  );
  registerEndpoint(
    app,
    ep.update,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      const value = await validItem(db, def, youth, ctx.body);
      const changed = await db.transaction(async (tx) => {
        const ok = await updateItem(tx, def, youth, id, value);
        if (ok) await refreshCompletion(tx, youth);
        return ok;
      });
      if (!changed) throw notFound();
      return found(youth, id);
    },
    { caller: youthOnly, documented: { body: def.schema } },
  );
  registerEndpoint(app, ep.remove, async (ctx) => {
    const youth = ctx.youthId();
    const id = ctx.id();
    const deleted = await db.transaction(async (tx) => {
      const ok = await deleteItem(tx, def, youth, id);
      if (ok) await refreshCompletion(tx, youth);
      return ok;
    });
    if (!deleted) throw notFound();
    return null;
  });
}

/** The thirteen owned item sections of the youth profile (spec §7 "Youth profile CRUD"). */
export function registerYouthItemRoutes(app: FastifyInstance): void {
  for (const section of YOUTH_ITEM_SECTIONS) registerOwnedSection(app, section);
}
