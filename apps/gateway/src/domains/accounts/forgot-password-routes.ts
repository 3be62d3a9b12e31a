import {
  endpoints,
  NOTIFICATION_EVENT,
  type NotificationChannel,
  REGISTRATION_ERRORS,
  REGISTRATION_LIMITS,
} from '@platform/contract';
import {
  codeRequestSchema,
  normalizeMobile,
  passwordResetSchema,
  verificationCodeSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { codesSentToday, consumeToken, findAccountForRecovery, insertCode, insertToken } from './repository';
import { endProviderSessions, findUserById, isActive, setPasswordHash } from '../../identity/users';
import { clearFailures } from '../../identity/attempts';
import { hashPassword } from '../../identity/password';
import { registerEndpoint } from '../../platform/endpoint';
import { validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import {
  checkCode,
  claimResendSlot,
  codeRefusal,
  hashCode,
  newCode,
  newToken,
  requireBuiltInIdentity as requireBuiltInIdentityOf,
  resendRefusal,
  tokenHash,
} from './codes';

const PURPOSE = 'password_reset';
const RATE = {
  send: { max: 10, timeWindow: 60_000 },
  verify: { max: 20, timeWindow: 60_000 },
} as const;

/** A Bangladeshi mobile number in the text ('০১৭১২…', '+880 1712…' read as '01712…'), or null. */
function mobileIn(text: string): string | null {
  const mobile = normalizeMobile(text);
  return /^01[3-9]\d{8}$/.test(mobile) ? mobile : null;
}

/** The account of a username or of a verified mobile number (issue 12: a youth who forgot the username). */
const accountOf = (db: Parameters<typeof findAccountForRecovery>[0], identifier: string) =>
  findAccountForRecovery(db, identifier, mobileIn(identifier));

/**
 * Forgot password (spec §2 "find account by username, verify OTP, reset password, new password"; §4 steps).
 * Unlike the predecessor (reference §5.1 item 11) the OTP expires, has 5 tries and is single use, and the reset needs a
 * single-use token from the OTP step — a username alone never resets anything. The account is found by its username
 * or by the mobile number it verified; every username and every number gets the same answers.
 */
export function registerForgotPasswordRoutes(app: FastifyInstance): void {
  const { db, config, notifier } = app.services;
  const requireBuiltInIdentity = () => requireBuiltInIdentityOf(config);

  registerEndpoint(
    app,
    endpoints.forgotPasswordSendOtp,
    async ({ body, reply }) => {
      requireBuiltInIdentity();
      const { username, preferred_locale } = await validated(codeRequestSchema, body);
      const code = newCode();
      const hash = await hashCode(code); // paid for every username alike
      // one wait per account name as typed: a number and its Bengali digits are one name
      const wait = await claimResendSlot(db, PURPOSE, mobileIn(username) ?? username);
      if (wait > 0) throw resendRefusal(reply, wait);
      const account = await accountOf(db, username);
      if (account?.row_status !== 1) return { accepted: true as const };
      // only proven addresses: a mistyped, never verified e-mail must not receive someone's reset code
      const channels: NotificationChannel[] = [];
      if (account.mobile && account.mobile_verified_at) channels.push('sms');
      if (account.email && account.email_verified_at) channels.push('email');
      if (
        channels.length &&
        (await codesSentToday(db, account.id, PURPOSE)) < REGISTRATION_LIMITS.CODES_PER_DAY
      ) {
        await db.transaction(async (tx) => {
          await insertCode(tx, account.id, PURPOSE, hash);
          await notifier.notify(
            {
              event: NOTIFICATION_EVENT.PASSWORD_RESET_CODE,
              channels,
              recipients: [
                {
                  user_id: account.id,
                  mobile: account.mobile ?? undefined,
                  email: account.email ?? undefined,
                },
              ],
              variables: {
                code,
                minutes: REGISTRATION_LIMITS.CODE_TTL_S / 60,
                // the language of the page that asked, else the account's own
                locale: (preferred_locale ?? account.preferred_locale) === 'bn-BD' ? 'bn-BD' : 'en-US',
              },
            },
            tx,
          );
        });
      }
      return { accepted: true as const };
    },
    { rateLimit: RATE.send, successCode: 202, documented: { body: codeRequestSchema } },
  );

  registerEndpoint(
    app,
    endpoints.forgotPasswordVerifyOtp,
    async ({ body }) => {
      requireBuiltInIdentity();
      const { username, code } = await validated(verificationCodeSchema, body);
      const found = await accountOf(db, username);
      const account = found && found.row_status === 1 ? found : null;
      const result = await db.transaction(async (tx) => {
        const outcome = await checkCode(tx, account?.id ?? null, PURPOSE, code);
        if (outcome !== 'ok' || !account)
          return { outcome: outcome === 'ok' ? ('invalid' as const) : outcome };
        const { token, hash } = newToken();
        const { expires_at } = await insertToken(tx, {
          hash,
          userId: account.id,
          purpose: 'password_reset',
          ttlS: REGISTRATION_LIMITS.RESET_TOKEN_TTL_S,
        });
        return { outcome, grant: { reset_token: token, expires_at } };
      });
      if (result.outcome !== 'ok' || !('grant' in result)) throw codeRefusal(result.outcome);
      return result.grant;
    },
    { rateLimit: RATE.verify, successCode: 200, documented: { body: verificationCodeSchema } },
  );

  registerEndpoint(
    app,
    endpoints.forgotPasswordReset,
    async ({ body }) => {
      requireBuiltInIdentity();
      const v = await validated(passwordResetSchema, body);
      const hash = await hashPassword(v.password);
      const username = await db.transaction(async (tx) => {
        const token = await consumeToken(tx, tokenHash(v.reset_token), 'password_reset');
        const user = token ? await findUserById(tx, token.user_id) : null;
        if (!user || !isActive(user)) return null;
        await setPasswordHash(tx, user.id, hash);
        // a new password ends every sign-in made with the old one
        await endProviderSessions(tx, user.id);
        return user.username;
      });
      if (!username) throw validationFailed({ reset_token: [REGISTRATION_ERRORS.resetTokenInvalid] });
      await clearFailures(db, username);
      return { password_reset: true as const };
    },
    { rateLimit: RATE.verify, successCode: 200, documented: { body: passwordResetSchema } },
  );
}
