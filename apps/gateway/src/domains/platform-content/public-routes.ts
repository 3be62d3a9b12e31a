import { NOTIFICATION_EVENT, endpoints } from '@platform/contract';
import { contactSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import {
  addContactMessage,
  addVisitor,
  countVisitors,
  findStaticContent,
  isPageType,
  listStaticContents,
} from './content';
import { hashMatches } from './bypass';
import { findPublicAlbum, listPublicAlbums } from './gallery';
import { findPublicNotice, listPublicFaqs, listPublicNotices } from './notices-faqs';
import { listPublicLogoDocks, listPublicPartners } from './partners';
import { listPublicPublications } from './publications';
import { listPublicSliders } from './sliders';
import { visitorSchema } from './schemas';
import { getSettings } from './settings';
import { notFound } from '../../platform/errors';
import { registerEndpoint } from '../../platform/endpoint';
import { PUBLIC_CACHE } from '../../platform/public-cache';
import { clientHash } from '../../platform/client-hash';

/**
 * What every portal reads before anyone signs in (spec §7 public): the maintenance status (with the bypass hash), the
 * visitor counter, the static pages, and the contact form (the message and its e-mail to CONTACT_EMAIL).
 */
export function registerPublicContentRoutes(app: FastifyInstance): void {
  const { db, config, notifier, storage } = app.services;

  registerEndpoint(app, endpoints.maintenanceModeStatus, async ({ query }) => {
    const s = await getSettings(db);
    const given = typeof query.maintenance_hash === 'string' ? query.maintenance_hash : undefined;
    return { maintenance_mode_status: s.maintenance_mode_status && !hashMatches(given, s.maintenance_hash) };
  });

  registerEndpoint(app, endpoints.visitorCounter, async () => ({ total_visitors: await countVisitors(db) }));
  registerEndpoint(
    app,
    endpoints.visitorCounterPost,
    // The body's ip comes from a third-party lookup in the browser: its type is checked (the declared schema), its
    // value is not trusted. The visitor is recorded by a salted hash of the request address.
    async ({ request }) => ({ total_visitors: await addVisitor(db, clientHash(request)) }),
    { rateLimit: { max: 30, timeWindow: 60_000 }, body: visitorSchema },
  );

  registerEndpoint(app, endpoints.staticContents, async () => listStaticContents(db), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(
    app,
    endpoints.staticContent,
    async ({ params }) => {
      if (!isPageType(params.type)) throw notFound();
      const page = await findStaticContent(db, params.type);
      if (!page) throw notFound();
      return page;
    },
    { cache: PUBLIC_CACHE.content },
  );

  registerEndpoint(app, endpoints.publicSliders, async () => listPublicSliders(db), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(app, endpoints.publicNotices, async () => listPublicNotices(db), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(
    app,
    endpoints.publicNotice,
    async (ctx) => {
      const notice = await findPublicNotice(db, ctx.id());
      if (!notice) throw notFound();
      return notice;
    },
    { cache: PUBLIC_CACHE.content },
  );
  registerEndpoint(app, endpoints.publicFaqs, async () => listPublicFaqs(db), {
    cache: PUBLIC_CACHE.content,
  });

  registerEndpoint(app, endpoints.publicGalleryAlbums, async () => listPublicAlbums(db, storage), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(
    app,
    endpoints.publicGalleryAlbum,
    async (ctx) => {
      const album = await findPublicAlbum(db, storage, ctx.id());
      if (!album) throw notFound();
      return album;
    },
    { cache: PUBLIC_CACHE.content },
  );

  registerEndpoint(app, endpoints.publicPublications, async () => listPublicPublications(db), {
    cache: PUBLIC_CACHE.content,
  });

  registerEndpoint(app, endpoints.publicPartners, async () => listPublicPartners(db, storage), {
    cache: PUBLIC_CACHE.content,
  });
  registerEndpoint(app, endpoints.publicLogoDocks, async () => listPublicLogoDocks(db, storage), {
    cache: PUBLIC_CACHE.content,
  });

  registerEndpoint(
    app,
    endpoints.contact,
    async ({ body: msg, request }) => {
      // the message and its notification commit together
      const id = await db.transaction(async (tx) => {
        const newId = await addContactMessage(tx, { ...msg, ipHash: clientHash(request) });
        await notifier.notify(
          {
            event: NOTIFICATION_EVENT.CONTACT_MESSAGE,
            channels: ['email'],
            recipients: [{ email: config.contactEmail }],
            variables: {
              name: msg.name,
              email: msg.email,
              mobile: msg.mobile ?? '',
              subject: msg.subject,
              message: msg.message,
            },
          },
          tx,
        );
        return newId;
      });
      return { id };
    },
    { rateLimit: { max: 10, timeWindow: 60_000 }, body: contactSchema },
  );
}
