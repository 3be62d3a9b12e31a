import {
  ASSOCIATION_ERRORS as ERR,
  associationEndpoints as E,
  LOCALE,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  type NotificationChannel,
  type YouthApprovalStatus,
} from '@platform/contract';
import {
  associationRejectSchema,
  associationYouthQuerySchema,
  youthApprovalRequestSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../identity/types';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { loadCvView } from '../youth-profile/cv-certificates';
import { ensureYouthProfile } from '../youth-profile/profile';
import { type AssociationScope, associationExists, associationOfUser } from './repository';
import { nextYouthApprovalStatus } from './transitions';
import {
  approvalOfYouth,
  approvalsOfYouth,
  decideYouthRequest,
  listYouthRequests,
  requestApproval,
  youthContact,
  youthRequestOf,
  youthRequestRow,
} from './youth-approvals';

/** What the youth is told of each decision, in the decision's transaction. */
const EVENTS = {
  approve: NOTIFICATION_EVENT.ASSOCIATION_YOUTH_APPROVED,
  reject: NOTIFICATION_EVENT.ASSOCIATION_YOUTH_REJECTED,
  withdraw: NOTIFICATION_EVENT.ASSOCIATION_YOUTH_WITHDRAWN,
} as const;

/**
 * The association's approval of youth and their CVs (spec §6, ADR 0104, 0110). A youth asks an association (one open
 * request each); the association's admin sees only the requests made to it (another's is 404), reads the CV,
 * approves or rejects with a reason, and may later withdraw an approval with a reason; the youth is told through the
 * outbox in the decision's transaction. Every move goes through transitions.ts (an illegal one is 409 with its
 * message id) on the row locked.
 */
export function registerAssociationYouthRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  const scopeOf = async (ctx: {
    requireUser(): AuthenticatedUser;
    tenant(): TenantScope;
  }): Promise<AssociationScope> => {
    const association = await associationOfUser(db, ctx.requireUser().id);
    if (association != null) return { kind: 'association', id: association };
    return ctx.tenant().kind === 'all' ? { kind: 'all' } : { kind: 'none' };
  };

  registerEndpoint(app, E.myAssociationApprovals, async (ctx) => approvalsOfYouth(db, ctx.youthId()), {
    caller: youthOnly,
  });

  registerEndpoint(
    app,
    E.requestAssociationApproval,
    async (ctx) => {
      const youth = ctx.youthId();
      const association = ctx.body.industry_association_id;
      if (!(await associationExists(db, association)))
        throw validationFailed({ industry_association_id: [ERR.unknownAssociation] });
      await ensureYouthProfile(db, youth);
      await db.transaction(async (tx) => {
        const existing = await youthRequestOf(tx, association, youth);
        nextYouthApprovalStatus((existing?.status as YouthApprovalStatus | undefined) ?? null, 'request');
        if ((await requestApproval(tx, association, youth)) == null)
          throw new HttpError(409, ERR.youthAlreadyRequested);
      });
      return (await approvalOfYouth(db, association, youth)) ?? Promise.reject(notFound());
    },
    {
      caller: youthOnly,
      body: youthApprovalRequestSchema,
      message: 'association_approval.success.requested',
    },
  );

  registerListEndpoint(
    app,
    E.associationYouthRequests,
    async (ctx) => listYouthRequests(db, await scopeOf(ctx), ctx.page, ctx.query.status),
    { query: associationYouthQuerySchema },
  );

  registerEndpoint(app, E.associationYouthCv, async (ctx) => {
    const row = await youthRequestRow(db, ctx.id(), await scopeOf(ctx));
    if (!row) throw notFound();
    return loadCvView(app, row.youth_id);
  });

  const decide = async (
    ctx: { id(): number; requireUser(): AuthenticatedUser; tenant(): TenantScope },
    move: 'approve' | 'reject' | 'withdraw',
    reason: string | null,
  ) => {
    const id = ctx.id();
    const user = ctx.requireUser();
    const scope = await scopeOf(ctx);
    await db.transaction(async (tx) => {
      const row = await youthRequestRow(tx, id, scope, true);
      if (!row) throw notFound();
      const to = nextYouthApprovalStatus(row.status, move);
      await decideYouthRequest(tx, id, to, user.id, reason);
      const youth = await youthContact(tx, row.youth_id);
      if (!youth) return;
      const bengali = youth.preferred_locale === LOCALE.BN;
      const channels = youth.message_channels.filter(
        (c): c is NotificationChannel =>
          c === NOTIFICATION_CHANNEL.IN_APP || c === NOTIFICATION_CHANNEL.EMAIL,
      );
      await notifier.notify(
        {
          event: EVENTS[move],
          channels: channels.length ? channels : [NOTIFICATION_CHANNEL.IN_APP],
          recipients: [{ user_id: youth.id, email: youth.email ?? undefined }],
          variables: {
            name: bengali ? youth.full_name : (youth.full_name_en ?? youth.full_name),
            association: bengali
              ? row.association_title
              : (row.association_title_en ?? row.association_title),
            ...(reason ? { reason } : {}),
            locale: bengali ? LOCALE.BN : LOCALE.EN,
          },
        },
        tx,
      );
    });
    const row = await youthRequestRow(db, id, { kind: 'all' });
    if (!row) throw notFound();
    const { youth_id: _youth, ...request } = row;
    return request;
  };

  registerEndpoint(app, E.approveAssociationYouth, (ctx) => decide(ctx, 'approve', null), {
    successCode: 200,
    message: 'association_youth.success.approved',
  });
  registerEndpoint(app, E.rejectAssociationYouth, (ctx) => decide(ctx, 'reject', ctx.body.reason), {
    successCode: 200,
    body: associationRejectSchema,
    message: 'association_youth.success.rejected',
  }); // an approval taken back (ADR 0110): approved → withdrawn with a reason; the badge leaves the CV, the youth may ask again
  registerEndpoint(app, E.withdrawAssociationYouth, (ctx) => decide(ctx, 'withdraw', ctx.body.reason), {
    successCode: 200,
    body: associationRejectSchema,
    message: 'association_youth.success.withdrawn',
  });
}
