import { endpoints, ERROR_MESSAGES, REGISTRATION_ERRORS } from '@platform/contract';
import { passwordChangeSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { endProviderSessions, setPasswordHash } from '../../../db/repositories/registration';
import { findUserById, isActive } from '../../../db/repositories/users';
import { clearFailures, lockedFor, recordFailure } from '../../../identity/attempts';
import { hashPassword, verifyPassword } from '../../../identity/password';
import { registerEndpoint } from '../../../lib/endpoint';
import { HttpError, unauthorized, validationFailed } from '../../../lib/errors';
import { validated } from '../../validate';

/**
 * /update-password (spec §2): the signed-in user changes the password, proving the current one. Wrong current
 * passwords count as failed sign-ins (the same per-username and per-address limit, ADR 0021), so a stolen access token
 * cannot be used to guess the password. A change ends every sign-in of the account (ADR 0050).
 */
export function registerPasswordRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(
    app,
    endpoints.updatePassword,
    async ({ body, requireUser, request, reply }) => {
      const v = await validated(passwordChangeSchema, body);
      const user = await findUserById(db, requireUser().id);
      if (!user || !isActive(user)) throw unauthorized();
      const wait = await lockedFor(db, user.username, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, ERROR_MESSAGES.tooManyRequests);
      }
      if (!(await verifyPassword(user.password_hash, v.current_password))) {
        await recordFailure(db, user.username, request.ip);
        throw validationFailed({ current_password: [REGISTRATION_ERRORS.currentPasswordWrong] });
      }
      const hash = await hashPassword(v.password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, hash);
        await endProviderSessions(tx, user.id);
      });
      await clearFailures(db, user.username);
      return { password_reset: true as const };
    },
    { rateLimit: { max: 10, timeWindow: 60_000 } },
  );
}
