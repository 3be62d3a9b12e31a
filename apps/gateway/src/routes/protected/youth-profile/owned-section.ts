import { youthItemEndpoints, type YouthItemSection, type YouthItemSections } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../../identity/types';
import { youthOnly } from '../../../platform/callers';
import { registerEndpoint } from '../../../platform/endpoint';
import { notFound } from '../../../platform/errors';
import { refreshCompletion } from './profile';
import {
  deleteItem,
  insertItem,
  listItems,
  OWNED_SECTIONS,
  readItem,
  updateItem,
  validItem,
} from './sections';

/** The caller's user id when the caller is a youth (spec §6: any unknown type code counts as youth); 403 otherwise. */
export function youthOf(ctx: { requireUser(): AuthenticatedUser }): number {
  const user = ctx.requireUser();
  youthOnly(user);
  return user.id;
}

/** A path id: a positive integer, or 404 (an id that cannot exist is as missing as another youth's). */
export function itemId(params: { id: unknown }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/**
 * list / read / create / update / delete of one owned item section, from its contract endpoints and its definition.
 * Ownership is in the SQL (youth_id = caller): another youth's id answers 404 and nothing changes. Every change
 * recomputes the profile completion in the same transaction.
 */
export function registerOwnedSection<S extends YouthItemSection>(app: FastifyInstance, section: S): void {
  const { db } = app.services;
  const def = OWNED_SECTIONS[section];
  const ep = youthItemEndpoints[section];
  type Item = YouthItemSections[S]['item'];
  const found = async (youth: number, id: number) => {
    const item = await readItem<Item>(db, def, youth, id);
    if (!item) throw notFound();
    return item;
  };

  registerEndpoint(app, ep.list, async (ctx) => listItems<Item>(db, def, youthOf(ctx)));
  registerEndpoint(app, ep.read, async (ctx) => found(youthOf(ctx), itemId(ctx.params)));
  // the section's schema needs a context read from the database: validItem applies it (documented here)
  registerEndpoint(
    app,
    ep.create,
    async (ctx) => {
      const youth = youthOf(ctx);
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
      const youth = youthOf(ctx);
      const id = itemId(ctx.params);
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
    const youth = youthOf(ctx);
    const id = itemId(ctx.params);
    const deleted = await db.transaction(async (tx) => {
      const ok = await deleteItem(tx, def, youth, id);
      if (ok) await refreshCompletion(tx, youth);
      return ok;
    });
    if (!deleted) throw notFound();
    return null;
  });
}
