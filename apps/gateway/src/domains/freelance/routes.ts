import {
  FREELANCE_ERRORS,
  FREELANCE_LIMITS,
  LOCALE,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  freelanceEndpoints as endpoints,
  type FieldErrors,
  type FreelanceMessageBody,
  type FreelanceOfferBody,
  type NotificationChannel,
} from '@platform/contract';
import {
  VALIDATION_MESSAGES as V,
  freelanceMessageSchema,
  freelanceOfferQuerySchema,
  freelanceOfferSchema,
  freelanceOfferStatusSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { discussionText as plainText } from '../discussion/text';
import {
  deleteOwnOffer,
  existingSkills,
  insertMessage,
  insertOffer,
  listMessagesTo,
  listOwnOffers,
  listPublicOffers,
  messagesSentToday,
  offerRecipient,
  readOwnOffer,
  readPublicOffer,
  senderName,
  setOwnOfferStatus,
  updateOwnOffer,
} from './repository';

/** The offer with its markup removed (plain text, ADR 0099); 422 when nothing is left or a skill does not exist. */
async function cleanOffer(db: Db, body: FreelanceOfferBody): Promise<FreelanceOfferBody> {
  const clean: FreelanceOfferBody = {
    ...body,
    title: plainText(body.title),
    title_en: body.title_en ? plainText(body.title_en) || null : null,
    description: plainText(body.description),
    availability: body.availability ? plainText(body.availability) || null : null,
    skill_ids: [...new Set(body.skill_ids.map(Number))],
  };
  const errors: FieldErrors = {};
  if (!clean.title) errors.title = [V.required];
  if (!clean.description) errors.description = [FREELANCE_ERRORS.emptyText];
  const known = await existingSkills(db, clean.skill_ids);
  if (clean.skill_ids.some((id) => !known.has(id))) errors.skill_ids = [V.referenceMissing];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return clean;
}

/**
 * The freelance corner (spec §2 youth menu; ADR 0099): the public list and page of active offers, a youth's own offers
 * (another youth's are 404), and messages through the platform — the offering youth is told through the outbox and
 * reads the sender's contact in their messages; the sender never sees the youth's.
 */
export function registerFreelanceRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  registerListEndpoint(
    app,
    endpoints.freelanceOffers,
    async (ctx) =>
      listPublicOffers(
        db,
        { search: ctx.query.search?.trim() || null, skillId: ctx.query.skill_id ?? null },
        ctx.page,
      ),
    { query: freelanceOfferQuerySchema },
  );
  registerEndpoint(app, endpoints.freelanceOffer, async (ctx) => {
    const offer = await readPublicOffer(db, ctx.id());
    if (!offer) throw notFound();
    return offer;
  });

  registerListEndpoint(
    app,
    endpoints.myFreelanceOffers,
    async (ctx) => listOwnOffers(db, ctx.youthId(), ctx.page),
    {
      caller: youthOnly,
    },
  );
  const own = async (youth: number, id: number) => {
    const offer = await readOwnOffer(db, youth, id);
    if (!offer) throw notFound();
    return offer;
  };
  registerEndpoint(app, endpoints.myFreelanceOffer, async (ctx) => own(ctx.youthId(), ctx.id()), {
    caller: youthOnly,
  });
  registerEndpoint(
    app,
    endpoints.createFreelanceOffer,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = await insertOffer(db, youth, await cleanOffer(db, ctx.body as FreelanceOfferBody));
      return own(youth, id);
    },
    { message: 'freelance.success.created', caller: youthOnly, body: freelanceOfferSchema },
  );
  registerEndpoint(
    app,
    endpoints.updateFreelanceOffer,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      // another youth's offer is 404 before the body is read
      await own(youth, id);
      const body = await cleanOffer(
        db,
        (await validated(freelanceOfferSchema, ctx.body)) as FreelanceOfferBody,
      );
      if (!(await updateOwnOffer(db, youth, id, body))) throw notFound();
      return own(youth, id);
    },
    { message: 'freelance.success.updated', caller: youthOnly, documented: { body: freelanceOfferSchema } },
  );
  registerEndpoint(
    app,
    endpoints.setFreelanceOfferStatus,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      await own(youth, id);
      const { status } = await validated(freelanceOfferStatusSchema, ctx.body);
      if (!(await setOwnOfferStatus(db, youth, id, status))) throw notFound();
      return own(youth, id);
    },
    {
      message: 'freelance.success.updated',
      caller: youthOnly,
      documented: { body: freelanceOfferStatusSchema },
    },
  );
  registerEndpoint(
    app,
    endpoints.deleteFreelanceOffer,
    async (ctx) => {
      if (!(await deleteOwnOffer(db, ctx.youthId(), ctx.id()))) throw notFound();
      return null;
    },
    { message: 'freelance.success.deleted', caller: youthOnly },
  );

  registerListEndpoint(
    app,
    endpoints.myFreelanceMessages,
    async (ctx) => listMessagesTo(db, ctx.youthId(), ctx.page),
    { caller: youthOnly },
  );

  registerEndpoint(
    app,
    endpoints.sendFreelanceMessage,
    async (ctx) => {
      const sender = ctx.requireUser();
      const offerId = ctx.id();
      const to = await offerRecipient(db, offerId);
      if (!to) throw notFound();
      const value = (await validated(freelanceMessageSchema, ctx.body)) as FreelanceMessageBody;
      if (to.youth_id === sender.id) throw validationFailed({ message: [FREELANCE_ERRORS.ownOffer] });
      const subject = plainText(value.subject);
      const message = plainText(value.message);
      const errors: FieldErrors = {};
      if (!subject) errors.subject = [FREELANCE_ERRORS.emptyText];
      if (!message) errors.message = [FREELANCE_ERRORS.emptyText];
      if (Object.keys(errors).length) throw validationFailed(errors);
      if ((await messagesSentToday(db, sender.id)) >= FREELANCE_LIMITS.messagesPerDay)
        throw new HttpError(429, FREELANCE_ERRORS.tooManyMessages);
      const from = await senderName(db, sender.id);
      const bengali = to.preferred_locale === LOCALE.BN;
      const channels = to.message_channels.filter(
        (c): c is NotificationChannel =>
          c === NOTIFICATION_CHANNEL.IN_APP || c === NOTIFICATION_CHANNEL.EMAIL,
      );
      // the message and its notice commit together
      return db.transaction(async (tx) => {
        const sent = await insertMessage(tx, { offerId, senderId: sender.id, subject, message });
        await notifier.notify(
          {
            event: NOTIFICATION_EVENT.FREELANCE_CONTACT_MESSAGE,
            channels: channels.length ? channels : [NOTIFICATION_CHANNEL.IN_APP],
            recipients: [{ user_id: to.youth_id, email: to.email ?? undefined }],
            variables: {
              name: bengali ? to.full_name : (to.full_name_en ?? to.full_name),
              sender: bengali ? from.full_name : (from.full_name_en ?? from.full_name),
              offer_title: bengali ? to.title : (to.title_en ?? to.title),
              subject,
              message,
              locale: bengali ? LOCALE.BN : LOCALE.EN,
            },
          },
          tx,
        );
        return sent;
      });
    },
    {
      message: 'freelance.success.sent',
      // anti-automation per address, beside the sender's daily number
      rateLimit: { max: 10, timeWindow: 60_000 },
      documented: { body: freelanceMessageSchema },
    },
  );
}
