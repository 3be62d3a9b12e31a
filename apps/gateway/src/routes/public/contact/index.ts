import { NOTIFICATION_EVENT, endpoints } from '@platform/contract';
import { contactSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { addContactMessage } from '../../../db/repositories/content';
import { registerEndpoint } from '../../../platform/endpoint';
import { clientHash } from '../../../platform/client-hash';

export function registerContactRoutes(app: FastifyInstance): void {
  const { db, config, notifier } = app.services;
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
