import {
  type AdminUser,
  type FieldErrors,
  type UserPermissionAssignment,
  LOCALE,
  NOTIFICATION_EVENT,
  ROW_STATUS,
  endpoints,
} from '@platform/contract';
import {
  messageChannelsSchema,
  permissionIdsSchema,
  userCreateSchema,
  userListQuerySchema,
  userRoleSchema,
  userUpdateSchema,
  vendorRejectSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/sql';
import { findRole, grantIds, inheritedPermissionIds, roleKeys } from './permission-admin';
import { instituteCeiling } from './institute-grants';
import {
  type AdminUserRecord,
  createVendorOrganization,
  findAdminUser,
  insertUser,
  instituteExists,
  listAdminUsers,
  organizationExists,
  setMessageChannels,
  setUserRole,
  setUserTenant,
  setUserRowStatus,
  setVendorDecision,
  toAdminUser,
  updateUserDetails,
  usernameTaken,
} from './user-admin';
import type { AuthenticatedUser } from '../../identity/types';
import { hashPassword } from '../../identity/password';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, forbidden, notFound, validationFailed } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import {
  USER_ADMIN_ERRORS,
  assignGrants,
  escalationRefused,
  restoreAllowed,
  ungrantable,
  vendorDecisionAllowed,
} from './grants';

const conflict = (message: string) => new HttpError(409, message);
const nullIfEmpty = (v: string | undefined | null) => (v ? v : null);

/**
 * Identity administration of users (spec §6, §7): list, read, create, edit, deactivate / restore, role, own
 * permission grants, message channels, vendor approval. Every route: shared schema → permission key (by the
 * endpoint) → tenant (a user of an organisation or institute manages that tenant's users only) → repository.
 */
export function registerUserAdminRoutes(app: FastifyInstance): void {
  const { db, notifier } = app.services;

  /** The user `:id` if the caller's tenant holds it; 404 otherwise (another tenant's users do not exist for it). */
  async function target(tenant: TenantScope, id: number): Promise<AdminUserRecord> {
    const user = await findAdminUser(db, tenant, id);
    if (!user) throw notFound();
    return user;
  }

  async function reload(id: number): Promise<AdminUser> {
    const user = await findAdminUser(db, { kind: 'all' }, id);
    if (!user) throw notFound();
    return toAdminUser(user);
  }

  /**
   * A role the caller may hand to a user of organisation `targetOrg`: active, global or of that organisation, visible
   * to the caller, and holding no permission the caller lacks (else 403: escalation through a role).
   */
  async function checkAssignableRole(
    actor: AuthenticatedUser,
    roleId: number,
    targetOrg: number | null,
  ): Promise<void> {
    const role = await findRole(db, roleId);
    const scope = scopeOf(actor);
    const visible =
      role !== null &&
      (role.organization_id === null ||
        scope.kind === 'all' ||
        (scope.kind === 'organization' && role.organization_id === scope.id));
    const fits =
      role !== null &&
      role.row_status === ROW_STATUS.ACTIVE &&
      (role.organization_id === null || role.organization_id === targetOrg);
    if (!visible || !fits) throw validationFailed({ role_id: ['validation.one_of'] });
    if (ungrantable(actor, await roleKeys(db, roleId)).length) throw escalationRefused();
  }

  registerListEndpoint(
    app,
    endpoints.users,
    async ({ query, page, tenant }) => listAdminUsers(db, tenant(), query, page),
    { query: userListQuerySchema },
  );

  registerEndpoint(app, endpoints.user, async ({ id, tenant }) => toAdminUser(await target(tenant(), id())));

  registerEndpoint(
    app,
    endpoints.createUser,
    async ({ body, requireUser }) => {
      const actor = requireUser();
      const scope = scopeOf(actor);
      if (scope.kind === 'none') throw forbidden();
      const v = await validated(userCreateSchema, body);
      // the caller's tenant is the new user's; only platform administrators place users in any organisation or institute
      const organizationId =
        scope.kind === 'all' ? (v.organization_id ?? null) : scope.kind === 'organization' ? scope.id : null;
      const instituteId =
        scope.kind === 'all' ? (v.institute_id ?? null) : scope.kind === 'institute' ? scope.id : null;
      const errors: FieldErrors = {};
      if (await usernameTaken(db, v.username)) errors.username = ['validation.already_exists'];
      if (organizationId !== null && !(await organizationExists(db, organizationId)))
        errors.organization_id = ['validation.one_of'];
      if (instituteId !== null && !(await instituteExists(db, instituteId)))
        errors.institute_id = ['validation.one_of'];
      if (Object.keys(errors).length) throw validationFailed(errors);
      if (v.role_id != null) await checkAssignableRole(actor, v.role_id, organizationId);
      let id: number;
      try {
        id = await insertUser(db, {
          username: v.username,
          password_hash: await hashPassword(v.password),
          full_name: v.full_name,
          full_name_en: nullIfEmpty(v.full_name_en),
          designation: nullIfEmpty(v.designation),
          email: v.email,
          mobile: v.mobile,
          user_type_code: v.user_type_code,
          role_id: v.role_id ?? null,
          organization_id: organizationId,
          institute_id: instituteId,
        });
      } catch (error) {
        // two admins creating the same username at once: the unique index decides
        if (isUniqueViolation(error)) throw validationFailed({ username: ['validation.already_exists'] });
        throw error;
      }
      return reload(id);
    },
    { documented: { body: userCreateSchema } },
  );

  /**
   * The tenant an edit gives `user`: platform administrators may move a user (an absent field keeps its value, null
   * clears it); from anyone else the fields are ignored, as on create. A user keeps a role of its organisation only.
   */
  async function editedTenant(
    actor: AuthenticatedUser,
    user: AdminUserRecord,
    v: { organization_id?: number | null; institute_id?: number | null },
  ) {
    const current = { organization_id: user.organization_id, institute_id: user.institute_id };
    if (scopeOf(actor).kind !== 'all') return current;
    const next = {
      organization_id: v.organization_id === undefined ? current.organization_id : v.organization_id,
      institute_id: v.institute_id === undefined ? current.institute_id : v.institute_id,
    };
    const errors: FieldErrors = {};
    if (
      next.organization_id !== null &&
      next.organization_id !== current.organization_id &&
      !(await organizationExists(db, next.organization_id))
    ) {
      errors.organization_id = ['validation.one_of'];
    } else if (next.organization_id !== current.organization_id && user.role_id !== null) {
      const role = await findRole(db, user.role_id);
      if (role?.organization_id != null && role.organization_id !== next.organization_id)
        errors.organization_id = [USER_ADMIN_ERRORS.roleOfOtherOrganization];
    }
    if (
      next.institute_id !== null &&
      next.institute_id !== current.institute_id &&
      !(await instituteExists(db, next.institute_id))
    ) {
      errors.institute_id = ['validation.one_of'];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    return next;
  }

  registerEndpoint(
    app,
    endpoints.updateUser,
    async ({ id, body, requireUser, tenant }) => {
      const actor = requireUser();
      const user = await target(tenant(), id());
      const v = await validated(userUpdateSchema, body);
      const edited = await editedTenant(actor, user, v);
      await db.transaction(async (tx) => {
        await updateUserDetails(tx, user.id, {
          full_name: v.full_name,
          full_name_en: nullIfEmpty(v.full_name_en),
          designation: nullIfEmpty(v.designation),
          email: v.email,
          mobile: v.mobile,
          user_type_code: v.user_type_code,
        });
        if (edited.organization_id !== user.organization_id || edited.institute_id !== user.institute_id)
          await setUserTenant(tx, user.id, edited);
      });
      return reload(user.id);
    },
    { documented: { body: userUpdateSchema } },
  );

  registerEndpoint(app, endpoints.deactivateUser, async ({ id, requireUser, tenant }) => {
    const actor = requireUser();
    const user = await target(tenant(), id());
    if (user.id === actor.id) throw conflict(USER_ADMIN_ERRORS.self);
    await setUserRowStatus(db, user.id, ROW_STATUS.INACTIVE);
    return reload(user.id);
  });

  registerEndpoint(app, endpoints.restoreUser, async ({ id, tenant }) => {
    const user = await target(tenant(), id());
    if (!restoreAllowed(user)) throw conflict(USER_ADMIN_ERRORS.vendorNotApproved);
    await setUserRowStatus(db, user.id, ROW_STATUS.ACTIVE);
    return reload(user.id);
  });

  registerEndpoint(
    app,
    endpoints.assignUserRole,
    async ({ id, body, requireUser, tenant }) => {
      const actor = requireUser();
      const user = await target(tenant(), id());
      const { role_id } = await validated(userRoleSchema, body);
      await checkAssignableRole(actor, role_id, user.organization_id);
      await setUserRole(db, user.id, role_id);
      return reload(user.id);
    },
    { documented: { body: userRoleSchema } },
  );

  /** A user's own grants, what it holds anyway, and the ceiling of its institute (ADR 0120, ADR 0123). */
  const assignmentOf = async (
    user: { role_id: number | null; organization_id: number | null; institute_id: number | null },
    ids: number[],
  ): Promise<UserPermissionAssignment> => ({
    permission_ids: ids,
    inherited_permission_ids: await inheritedPermissionIds(db, user),
    institute_grant_ids: await instituteCeiling(db, user.institute_id),
  });

  registerEndpoint(app, endpoints.userPermissions, async ({ id, tenant }) => {
    const user = await target(tenant(), id());
    return assignmentOf(user, await grantIds(db, 'user', user.id));
  });

  registerEndpoint(
    app,
    endpoints.updateUserPermissions,
    async ({ id, body, requireUser, tenant }) => {
      const actor = requireUser();
      const user = await target(tenant(), id());
      const ids = await assignGrants(db, actor, 'user', user.id, body);
      return assignmentOf(user, ids);
    },
    { documented: { body: permissionIdsSchema } },
  );

  registerEndpoint(
    app,
    endpoints.assignUserMessageChannels,
    async ({ id, body, tenant }) => {
      const user = await target(tenant(), id());
      const { channels } = await validated(messageChannelsSchema, body);
      await setMessageChannels(db, user.id, [...new Set(channels)]);
      return reload(user.id);
    },
    { documented: { body: messageChannelsSchema } },
  );

  registerEndpoint(app, endpoints.approveVendor, async ({ id, requireUser, tenant }) => {
    const actor = requireUser();
    const user = await target(tenant(), id());
    if (!vendorDecisionAllowed(user, 'approve')) throw conflict(USER_ADMIN_ERRORS.notPendingVendor);
    const bengali = user.preferred_locale === LOCALE.BN;
    // the approval, the new recruiter's organisation and the notification commit together
    await db.transaction(async (tx) => {
      const organization = await createVendorOrganization(tx, user.id, actor.id).catch((error: unknown) => {
        if (isUniqueViolation(error)) return 'name_taken' as const;
        throw error;
      });
      if (organization === 'name_taken') throw conflict(USER_ADMIN_ERRORS.vendorOrganizationExists);
      await setVendorDecision(tx, user.id, { status: 'approved', reason: null, reviewerId: actor.id });
      await notifier.notify(
        {
          event: NOTIFICATION_EVENT.VENDOR_APPROVED,
          channels: user.message_channels,
          recipients: [
            { user_id: user.id, email: user.email ?? undefined, mobile: user.mobile ?? undefined },
          ],
          variables: {
            name: bengali ? user.full_name : (user.full_name_en ?? user.full_name),
            locale: bengali ? LOCALE.BN : LOCALE.EN,
          },
        },
        tx,
      );
    });
    return reload(user.id);
  });

  registerEndpoint(
    app,
    endpoints.rejectVendor,
    async ({ id, body, requireUser, tenant }) => {
      const actor = requireUser();
      const user = await target(tenant(), id());
      const { reason } = await validated(vendorRejectSchema, body);
      if (!vendorDecisionAllowed(user, 'reject')) throw conflict(USER_ADMIN_ERRORS.notPendingVendor);
      await setVendorDecision(db, user.id, { status: 'rejected', reason, reviewerId: actor.id });
      return reload(user.id);
    },
    { documented: { body: vendorRejectSchema } },
  );
}
