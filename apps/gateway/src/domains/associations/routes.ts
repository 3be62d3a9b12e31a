import {
  ASSOCIATION_ERRORS as ERR,
  ASSOCIATION_PERMISSIONS as P,
  associationEndpoints as E,
  type MembershipStatus,
} from '@platform/contract';
import {
  associationMemberQuerySchema,
  associationRejectSchema,
  membershipApplicationSchema,
  membershipUpdateSchema,
  today,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../identity/types';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import {
  type AssociationScope,
  applyFor,
  associationExists,
  associationOfUser,
  decideMember,
  decideVacancy,
  listMembers,
  listVacancies,
  lockVacancy,
  memberById,
  memberCounts,
  memberRow,
  membershipOf,
  membershipsOfOrganization,
  updateMember,
  vacancyOf,
} from './repository';
import { nextMembershipStatus } from './transitions';

const conflict = (message: string) => new HttpError(409, message);

/**
 * Industry associations (issue 18 item 2, ADR 0092): the association admin's members, applications and member
 * vacancies, and an organisation's application. The association is the caller's (users.industry_association_id), a
 * platform administrator's every one; each statement carries it, so another association's id is 404. Every move
 * runs in a transaction holding the row's lock and goes through transitions.ts (an illegal one is 409).
 */
export function registerAssociationMembershipRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  const scopeOf = async (ctx: { requireUser(): AuthenticatedUser; tenant(): TenantScope }) => {
    const user = ctx.requireUser();
    const association = await associationOfUser(db, user.id);
    if (association != null) return { kind: 'association', id: association } satisfies AssociationScope;
    return (ctx.tenant().kind === 'all' ? { kind: 'all' } : { kind: 'none' }) satisfies AssociationScope;
  };
  const manages = (user: AuthenticatedUser | null) => Boolean(user?.permissions.has(P.manageMembers));

  registerListEndpoint(
    app,
    E.associationMembers,
    async (ctx) =>
      listMembers(
        db,
        await scopeOf(ctx),
        { status: ctx.query.status as MembershipStatus | undefined, search: ctx.query.search || undefined },
        ctx.page,
        manages(ctx.user),
      ),
    { query: associationMemberQuerySchema },
  );

  registerEndpoint(app, E.associationMemberCounts, async (ctx) => memberCounts(db, await scopeOf(ctx)));

  /** The association admin's decision on an application, inside the scope. */
  const decide = async (
    ctx: { id(): number; requireUser(): AuthenticatedUser; tenant(): TenantScope },
    move: 'approve' | 'reject',
    reason: string | null,
  ) => {
    const id = ctx.id();
    const user = ctx.requireUser();
    const scope = await scopeOf(ctx);
    await db.transaction(async (tx) => {
      const row = await memberRow(tx, id, scope, true);
      if (!row) throw notFound();
      const to = nextMembershipStatus(row.status as MembershipStatus, move);
      await decideMember(tx, id, to, user.id, reason);
    });
    return (await memberById(db, id, manages(user))) ?? Promise.reject(notFound());
  };

  registerEndpoint(app, E.approveAssociationMember, (ctx) => decide(ctx, 'approve', null), {
    successCode: 200,
    message: 'association_applications.success.approved',
  });
  registerEndpoint(app, E.rejectAssociationMember, (ctx) => decide(ctx, 'reject', ctx.body.reason), {
    successCode: 200,
    body: associationRejectSchema,
    message: 'association_applications.success.rejected',
  });

  registerEndpoint(
    app,
    E.updateAssociationMember,
    async (ctx) => {
      const id = ctx.id();
      const scope = await scopeOf(ctx);
      await db.transaction(async (tx) => {
        const row = await memberRow(tx, id, scope, true);
        if (!row) throw notFound();
        nextMembershipStatus(row.status as MembershipStatus, 'edit');
        await updateMember(tx, id, ctx.body);
      });
      return (await memberById(db, id, manages(ctx.user))) ?? Promise.reject(notFound());
    },
    { body: membershipUpdateSchema, message: 'associations.success.updated' },
  );

  /** The caller's organisation, or 409: only an organisation's user applies. */
  const organizationOf = (user: AuthenticatedUser) => {
    if (user.organization_id == null) throw conflict(ERR.noOrganization);
    return user.organization_id;
  };

  registerEndpoint(app, E.myAssociationMemberships, async (ctx) =>
    membershipsOfOrganization(db, organizationOf(ctx.requireUser())),
  );

  registerEndpoint(
    app,
    E.applyAssociationMembership,
    async (ctx) => {
      const user = ctx.requireUser();
      const organization = organizationOf(user);
      const { industry_association_id: association, membership_type } = ctx.body;
      if (!(await associationExists(db, association)))
        throw validationFailed({ industry_association_id: [ERR.unknownAssociation] });
      const id = await db.transaction(async (tx) => {
        const existing = await membershipOf(tx, association, organization);
        nextMembershipStatus((existing?.status as MembershipStatus | undefined) ?? null, 'apply');
        const applied = await applyFor(tx, association, organization, membership_type, user.id);
        if (applied == null) throw conflict(ERR.alreadyApplied);
        return applied;
      });
      return (await memberById(db, id, false)) ?? Promise.reject(notFound());
    },
    { body: membershipApplicationSchema, message: 'associations.success.applied' },
  );

  registerListEndpoint(app, E.associationVacancies, async (ctx) =>
    listVacancies(db, await scopeOf(ctx), ctx.page),
  );

  /** The association's decision on a member's job post waiting for approval. */
  const review = async (
    ctx: { id(): number; requireUser(): AuthenticatedUser; tenant(): TenantScope },
    approve: boolean,
    reason: string | null,
  ) => {
    const id = ctx.id();
    const user = ctx.requireUser();
    const scope = await scopeOf(ctx);
    return db.transaction(async (tx) => {
      const row = await lockVacancy(tx, id, scope);
      if (!row) throw notFound();
      if (row.status !== 'pending_approval') throw conflict(ERR.vacancyNotPending);
      if (approve && row.deadline != null && String(row.deadline) < today())
        throw conflict(ERR.deadlinePassed);
      await decideVacancy(tx, id, approve, Number(row.association_id), user.id, reason);
      return vacancyOf(row);
    });
  };

  registerEndpoint(app, E.approveAssociationVacancy, (ctx) => review(ctx, true, null), {
    successCode: 200,
    message: 'association_vacancies.success.approved',
  });
  registerEndpoint(app, E.rejectAssociationVacancy, (ctx) => review(ctx, false, ctx.body.reason), {
    successCode: 200,
    body: associationRejectSchema,
    message: 'association_vacancies.success.rejected',
  });
}
