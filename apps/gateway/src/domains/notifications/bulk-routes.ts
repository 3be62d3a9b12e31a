import { notificationEndpoints as E } from '@platform/contract';
import { bulkEmailExcelSchema, bulkEmailUsersSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { inBackground } from '../../platform/background';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { findBulkEmail, userRecipients } from './bulk-repository';

/**
 * Bulk e-mail (issue 17 item 2; spec §7 notification bulk email): to platform users by user type, or to the rows of an
 * .xlsx; both answer the campaign at once (201) while its messages are written in batches; GET polls its progress.
 */
export function registerBulkEmailRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  const start = async (c: Parameters<typeof notifier.startBulkEmail>[0]) => {
    const { id, written } = await notifier.startBulkEmail(c);
    void inBackground(app.log, 'bulk e-mail stopped', { bulk_email_id: id }, () => written);
    const campaign = await findBulkEmail(db, id);
    if (!campaign) throw notFound();
    return campaign;
  };

  registerEndpoint(
    app,
    E.sendBulkEmailToUsers,
    async (ctx) => {
      const { subject, message, user_types, organization_ids } = ctx.body;
      const types = [...new Set(user_types.map(Number))];
      const organizations = [...new Set((organization_ids ?? []).map(Number))];
      return start({
        source: 'users',
        subject,
        message,
        filter: { user_types: types, organization_ids: organizations },
        createdBy: ctx.requireUser().id,
        recipients: await userRecipients(db, types, organizations),
      });
    },
    { body: bulkEmailUsersSchema, message: 'notification_admin.success.bulk_queued' },
  );

  registerEndpoint(
    app,
    E.sendBulkEmailFromExcel,
    async (ctx) => {
      const { subject, message, recipients } = ctx.body;
      return start({
        source: 'excel',
        subject,
        message,
        filter: { rows: recipients.length },
        createdBy: ctx.requireUser().id,
        recipients: recipients.map((r) => ({ email: r.email, user_id: null, name: r.name ?? null })),
      });
    },
    { body: bulkEmailExcelSchema, message: 'notification_admin.success.bulk_queued' },
  );

  registerEndpoint(app, E.bulkEmail, async (ctx) => {
    const campaign = await findBulkEmail(db, ctx.id());
    if (!campaign) throw notFound();
    return campaign;
  });
}
