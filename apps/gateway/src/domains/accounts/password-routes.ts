import { endpoints, ERROR_MESSAGES, REGISTRATION_ERRORS } from '@platform/contract';
import { passwordChangeSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { findUserById, isActive } from '../../identity/users';
import { changePassword } from '../../identity/change-password';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, unauthorized, validationFailed } from '../../platform/errors';

/**
 * /update-password (spec §2): the signed-in user changes the password, proving the current one. Wrong current
 * passwords count as failed sign-ins (the same per-username and per-address limit, ADR 0021), so a stolen access token
 * cannot be used to guess the password. A change ends every sign-in of the account (ADR 0050). The identity
 * provider's update-password action runs the same `changePassword`.
 */
export function registerPasswordRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(
    app,
    endpoints.updatePassword,
    async ({ body: v, requireUser, request, reply }) => {
      const user = await findUserById(db, requireUser().id);
      if (!user || !isActive(user)) throw unauthorized();
      const outcome = await changePassword(db, {
        user,
        currentPassword: v.current_password,
        newPassword: v.password,
        ip: request.ip,
      });
      if (!outcome.ok && outcome.reason === 'locked') {
        reply.header('retry-after', String(outcome.retryAfter));
        throw new HttpError(429, ERROR_MESSAGES.tooManyRequests);
      }
      if (!outcome.ok)
        throw validationFailed({ current_password: [REGISTRATION_ERRORS.currentPasswordWrong] });
      return { password_reset: true as const };
    },
    { rateLimit: { max: 10, timeWindow: 60_000 }, body: passwordChangeSchema },
  );
}
