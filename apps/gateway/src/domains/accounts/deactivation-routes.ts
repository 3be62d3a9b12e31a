import { endpoints, ERROR_MESSAGES, REGISTRATION_ERRORS, ROW_STATUS } from '@platform/contract';
import { accountDeactivationSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { setUserRowStatus } from '../users/user-admin';
import { endProviderSessions, findUserById, isActive } from '../../identity/users';
import {
  clearFailures,
  type PasswordClient,
  recordFailure,
  waitBeforeAttempt,
} from '../../identity/attempts';
import { verifyPassword } from '../../identity/password';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, unauthorized, validationFailed } from '../../platform/errors';

/**
 * Youth /settings: the signed-in youth deactivates the own account, proving the password (a stolen access token
 * alone cannot close an account; wrong passwords count as failed sign-ins, ADR 0021). The account becomes inactive
 * like an administrator's deactivation (spec §6 "deactivated or restored"): every provider session, grant and refresh
 * token ends at once, the current access token stops working on its next call (the gateway reloads the user on every
 * request), the sign-in page refuses it and the public profile disappears. An administrator can restore it. Other
 * user types are closed by their administrators (403 here), so an organisation never loses its last admin by a click.
 */
export function registerDeactivationRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(
    app,
    endpoints.deactivateOwnAccount,
    async ({ body: v, requireUser, request, reply }) => {
      const user = await findUserById(db, requireUser().id);
      if (!user || !isActive(user)) throw unauthorized();
      const client: PasswordClient = { username: user.username, ip: request.ip, device: `user:${user.id}` };
      const wait = await waitBeforeAttempt(db, client);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, ERROR_MESSAGES.tooManyRequests);
      }
      if (!(await verifyPassword(user.password_hash, v.password))) {
        await recordFailure(db, client);
        throw validationFailed({ password: [REGISTRATION_ERRORS.currentPasswordWrong] });
      }
      await db.transaction(async (tx) => {
        await setUserRowStatus(tx, user.id, ROW_STATUS.INACTIVE);
        await endProviderSessions(tx, user.id);
      });
      await clearFailures(db, user.username, client);
      request.log.info({ userId: user.id }, 'youth deactivated the own account');
      return { deactivated: true as const };
    },
    // youth only (403 before the body is read)
    { rateLimit: { max: 10, timeWindow: 60_000 }, caller: youthOnly, body: accountDeactivationSchema },
  );
}
