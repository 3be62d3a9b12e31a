import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { findUserById, loadUserPermissions, toAuthProfile } from '../../db/repositories/users';
import { notFound, unauthorized } from '../../lib/errors';
import { type RouteDeps, registerEndpoint, registerListEndpoint } from '../../lib/endpoint';

interface NotificationRow {
  id: number;
  event: string;
  title: string;
  body: string;
  read_at: string | null;
  created_at: string;
}
const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

export function registerProtectedRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = app.services;

  registerEndpoint(app, deps, endpoints.authProfile, async ({ user }) => {
    const row = await findUserById(db, user!.id);
    if (!row) throw unauthorized();
    return toAuthProfile(row, await loadUserPermissions(db, row));
  });

  registerListEndpoint(app, deps, endpoints.myNotifications, async ({ user, page }) => {
    const total = (await db.query<{ n: number }>('select count(*)::int as n from in_app_notifications where user_id = $1', [user!.id])).rows[0]!.n;
    const rows = await db.query<NotificationRow>(
      'select id, event, title, body, read_at, created_at from in_app_notifications where user_id = $1 order by id desc limit $2 offset $3',
      [user!.id, page.page_size, (page.page - 1) * page.page_size],
    );
    return {
      data: rows.rows.map((r) => ({ ...r, event: r.event as never, read_at: iso(r.read_at), created_at: iso(r.created_at)! })),
      total,
    };
  });

  registerEndpoint(app, deps, endpoints.markNotificationRead, async ({ user, params }) => {
    // Scoped to the owner: another user's id is indistinguishable from a missing one.
    const r = await db.query<NotificationRow>(
      'update in_app_notifications set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2 returning id, event, title, body, read_at, created_at',
      [Number(params.id) || 0, user!.id],
    );
    const row = r.rows[0];
    if (!row) throw notFound();
    return { ...row, event: row.event as never, read_at: iso(row.read_at), created_at: iso(row.created_at)! };
  }, { successCode: 200 });
}
