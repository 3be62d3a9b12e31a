import { createHash } from 'node:crypto';
import { NOTIFICATION_EVENT, STATIC_PAGE_TYPE, type StaticPageType, endpoints } from '@platform/contract';
import { contactSchema } from '@platform/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addContactMessage, addVisitor, countVisitors, findStaticContent, listStaticContents } from '../../db/repositories/content';
import { getSettings } from '../../db/repositories/settings';
import { notFound } from '../../lib/errors';
import { type RouteDeps, registerEndpoint } from '../../lib/endpoint';
import { notify } from '../../notifications/outbox';
import { validated } from '../validate';

/** Visitors and senders are recorded by a salted hash of their address, never the address itself. */
const ipHash = (req: FastifyRequest) => createHash('sha256').update(`platform:${req.ip}`).digest('hex').slice(0, 32);
const PAGE_TYPES = new Set<string>(Object.values(STATIC_PAGE_TYPE));

export function registerPublicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, config } = app.services;

  registerEndpoint(app, deps, endpoints.maintenanceModeStatus, async ({ query }) => {
    const s = await getSettings(db);
    const bypass = !!query.maintenance_hash && !!s.maintenance_hash && query.maintenance_hash === s.maintenance_hash;
    return { maintenance_mode_status: s.maintenance_mode_status && !bypass };
  });

  registerEndpoint(app, deps, endpoints.visitorCounter, async () => ({ total_visitors: await countVisitors(db) }));
  registerEndpoint(app, deps, endpoints.visitorCounterPost, async ({ request }) => ({
    // The body's ip (spec: from a lookup service) is not trusted; the request address is used instead.
    total_visitors: await addVisitor(db, ipHash(request)),
  }));

  registerEndpoint(app, deps, endpoints.staticContents, async () => listStaticContents(db));
  registerEndpoint(app, deps, endpoints.staticContent, async ({ params }) => {
    if (!PAGE_TYPES.has(params.type)) throw notFound();
    const page = await findStaticContent(db, params.type as StaticPageType);
    if (!page) throw notFound();
    return page;
  });

  registerEndpoint(app, deps, endpoints.contact, async ({ body, request }) => {
    const msg = await validated(contactSchema, body);
    const id = await db.transaction(async (tx) => {
      const newId = await addContactMessage(tx, { ...msg, ipHash: ipHash(request) });
      await notify(tx, {
        event: NOTIFICATION_EVENT.CONTACT_MESSAGE,
        channels: ['email'],
        recipients: [{ email: config.contactEmail }],
        variables: { name: msg.name, email: msg.email, mobile: msg.mobile ?? '', subject: msg.subject, message: msg.message },
      });
      return newId;
    });
    return { id };
  });
}
