import {
  type AnyVendorRegistrationBody,
  endpoints,
  type FieldErrors,
  NOTIFICATION_EVENT,
  REGISTRATION_ERRORS,
  REGISTRATION_LIMITS,
  type RegistrationReceipt,
  USER_TYPE,
  type VerificationResult,
  type YouthRegistrationBody,
} from '@platform/contract';
import {
  anyVendorRegistrationSchema,
  codeRequestSchema,
  emailVerificationQuerySchema,
  usernameSchema,
  VALIDATION_MESSAGES,
  vendorRegistrationSchema,
  verificationCodeSchema,
  verifyUserDataSchema,
  youthRegistrationSchema,
} from '@platform/validation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InferType } from 'yup';
import type { Db } from '../../db/client';
import {
  type AccountRow,
  codesSentToday,
  consumeToken,
  findAccountByUsername,
  insertAccount,
  insertCode,
  insertToken,
  invalidLocationFields,
  lockRegistrations,
  markEmailVerified,
  markMobileVerified,
  type NewAccount,
  releaseStaleUnverified,
  takenIdentifiers,
} from './repository';
import { hashPassword } from '../../identity/password';
import { type EndpointOptions, registerEndpoint } from '../../platform/endpoint';
import { validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import {
  checkCode,
  claimResendSlot,
  clearResendSlot,
  codeRefusal,
  dispatchTimes,
  hashCode,
  maskEmail,
  maskMobile,
  newCode,
  newToken,
  requireBuiltInIdentity as requireBuiltInIdentityOf,
  resendRefusal,
  tokenHash,
} from './codes';
import { usernameTakenMessage } from './usernames';

/** Per client address, on top of the per-account limits (resend wait, tries per code, codes per day). */
export const REGISTRATION_RATE_LIMITS = {
  register: { max: 30, timeWindow: 60_000 },
  send: { max: 10, timeWindow: 60_000 },
  verify: { max: 20, timeWindow: 60_000 },
  check: { max: 60, timeWindow: 60_000 },
} as const satisfies Record<string, NonNullable<EndpointOptions['rateLimit']>>;

const MOBILE = 'mobile_verification';
const EMAIL = 'email_verification';

type Locale = 'en-US' | 'bn-BD';
interface PreparedCode {
  code: string;
  hash: string;
}
const localeOf = (account: { preferred_locale: string | null }): Locale =>
  account.preferred_locale === 'bn-BD' ? 'bn-BD' : 'en-US';

/** 'Already exists' per taken identifier; a taken username with free ones to choose from. */
async function takenErrors(
  db: Db,
  wanted: { username?: string | null; mobile?: string | null; email?: string | null },
): Promise<FieldErrors> {
  const taken = await takenIdentifiers(db, wanted);
  const errors: FieldErrors = {};
  if (wanted.username && taken.username) errors.username = [await usernameTakenMessage(db, wanted.username)];
  for (const field of ['mobile', 'email'] as const)
    if (wanted[field] && taken[field]) errors[field] = [VALIDATION_MESSAGES.alreadyExists];
  return errors;
}

/**
 * Whether the account registered itself and has not proven its mobile yet (the only state a code is sent in), with
 * the number it registered with: an address an administrator set is never verified from here (migration 017).
 */
const awaitsMobile = (a: AccountRow | null): a is AccountRow =>
  !!a && a.self_registered_at !== null && a.mobile_verified_at === null && a.contact_changed_at === null;

/**
 * Public self-service identity (spec §7): youth and vendor registration, mobile and e-mail verification and the
 * uniqueness pre-check; the forgot-password flow sits beside it (forgot-password-routes.ts). Every code goes out through the outbox in the same
 * transaction as the rows it belongs to; no answer carries a code. ADR 0050.
 */
export function registerRegistrationRoutes(app: FastifyInstance): void {
  const { db, config, notifier } = app.services;
  const youthPortal = config.portalOrigins[0] ?? config.publicUrl;

  const requireBuiltInIdentity = () => requireBuiltInIdentityOf(config);

  /** Sends a fresh mobile code and (when asked) an e-mail link, in the caller's transaction. */
  async function sendVerification(
    tx: Db,
    account: {
      id: number;
      full_name: string;
      mobile: string;
      email: string | null;
      preferred_locale: string | null;
    },
    opts: { code: PreparedCode; emailLink: boolean },
  ) {
    const locale = localeOf(account);
    const { expires_at } = await insertCode(tx, account.id, MOBILE, opts.code.hash);
    await notifier.notify(
      {
        event: NOTIFICATION_EVENT.REGISTRATION_MOBILE_VERIFICATION,
        channels: ['sms'],
        recipients: [{ user_id: account.id, mobile: account.mobile }],
        variables: { code: opts.code.code, locale },
      },
      tx,
    );
    if (opts.emailLink && account.email) await sendEmailLink(tx, { ...account, email: account.email });
    return expires_at;
  }

  async function sendEmailLink(
    tx: Db,
    account: { id: number; full_name: string; email: string; preferred_locale: string | null },
  ) {
    const { token, hash } = newToken();
    await insertToken(tx, {
      hash,
      userId: account.id,
      purpose: 'email_verification',
      email: account.email,
      ttlS: REGISTRATION_LIMITS.EMAIL_LINK_TTL_S,
    });
    await notifier.notify(
      {
        event: NOTIFICATION_EVENT.REGISTRATION_MAIL_VERIFICATION,
        channels: ['email'],
        recipients: [{ user_id: account.id, email: account.email }],
        variables: {
          name: account.full_name,
          link: `${youthPortal}/email-verification-success?ref=${token}`,
          locale: localeOf(account),
        },
      },
      tx,
    );
  }

  /** A code and its hash, made before the transaction (argon2 outside the lock). */
  const prepareCode = async (): Promise<PreparedCode> => {
    const code = newCode();
    return { code, hash: await hashCode(code) };
  };

  /**
   * The shared write path of youth and vendor registration: uniqueness ('Already exists') and location checks under
   * a lock, then the account, its first code and its e-mail link in one transaction — all or nothing.
   */
  async function createAccount(
    account: Omit<NewAccount, 'password_hash'> & { password: string },
    locationCheck: boolean,
  ): Promise<RegistrationReceipt> {
    requireBuiltInIdentity();
    const [passwordHash, code] = await Promise.all([hashPassword(account.password), prepareCode()]);
    const expiresAt = await db.transaction(async (tx) => {
      await lockRegistrations(tx);
      await releaseStaleUnverified(tx, account);
      const errors = await takenErrors(tx, account);
      if (locationCheck && account.loc_division_id !== null && account.loc_district_id !== null) {
        const bad = await invalidLocationFields(tx, {
          loc_division_id: account.loc_division_id,
          loc_district_id: account.loc_district_id,
          loc_upazila_id: account.loc_upazila_id,
        });
        for (const field of bad) errors[field] = [VALIDATION_MESSAGES.referenceMissing];
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      const { password: _password, ...row } = account;
      const id = await insertAccount(tx, { ...row, password_hash: passwordHash });
      const sentUntil = await sendVerification(tx, { ...account, id }, { code, emailLink: true });
      return sentUntil;
    });
    // the wait starts with the first code (the username is new, so no earlier wait can be running)
    await clearResendSlot(db, MOBILE, account.username);
    await claimResendSlot(db, MOBILE, account.username);
    return {
      username: account.username,
      user_type_code: account.user_type_code,
      mobile_hint: maskMobile(account.mobile),
      email_hint: account.email ? maskEmail(account.email) : null,
      code_expires_at: expiresAt,
      resend_available_at: dispatchTimes().resend_available_at,
      vendor_status: account.vendor_status,
    };
  }

  registerEndpoint(
    app,
    endpoints.registerYouth,
    async ({ body }) => {
      const v: YouthRegistrationBody = body;
      return createAccount(
        {
          username: v.username,
          password: v.password,
          full_name: v.full_name,
          full_name_en: v.full_name_en || null,
          designation: null,
          email: v.email || null,
          mobile: v.mobile,
          user_type_code: USER_TYPE.YOUTH,
          role_key: 'youth',
          gender: v.gender,
          date_of_birth: v.date_of_birth.slice(0, 10),
          loc_division_id: v.loc_division_id,
          loc_district_id: v.loc_district_id,
          loc_upazila_id: v.loc_upazila_id ?? null,
          preferred_locale: v.preferred_locale ?? null,
          vendor_status: null,
          vendor_organization_name: null,
        },
        true,
      );
    },
    { rateLimit: REGISTRATION_RATE_LIMITS.register, body: youthRegistrationSchema },
  );

  const registerVendor = (v: AnyVendorRegistrationBody) =>
    createAccount(
      {
        username: v.username,
        password: v.password,
        full_name: v.full_name,
        full_name_en: v.full_name_en || null,
        // the approval screen lists vendors by "designation, organisation" like the seeded ones
        designation: v.designation ? `${v.designation}, ${v.organization_name}` : v.organization_name,
        email: v.email,
        mobile: v.mobile,
        user_type_code: v.user_type_code,
        role_key: v.user_type_code === USER_TYPE.RECRUITER ? 'recruiter_admin' : 'content_provider_admin',
        gender: null,
        date_of_birth: null,
        loc_division_id: null,
        loc_district_id: null,
        loc_upazila_id: null,
        preferred_locale: v.preferred_locale ?? null,
        vendor_status: 'pending',
        vendor_organization_name: v.organization_name,
      },
      false,
    );

  registerEndpoint(app, endpoints.registerVendor, async ({ body }) => registerVendor(body), {
    rateLimit: REGISTRATION_RATE_LIMITS.register,
    body: anyVendorRegistrationSchema,
  });
  registerEndpoint(
    app,
    endpoints.registerRecruiter,
    async ({ body }) => registerVendor({ ...body, user_type_code: USER_TYPE.RECRUITER }),
    { rateLimit: REGISTRATION_RATE_LIMITS.register, body: vendorRegistrationSchema },
  );
  registerEndpoint(
    app,
    endpoints.registerContentProvider,
    async ({ body }) => registerVendor({ ...body, user_type_code: USER_TYPE.CONTENT_PROVIDER }),
    { rateLimit: REGISTRATION_RATE_LIMITS.register, body: vendorRegistrationSchema },
  );

  /**
   * Another code for an account that has not verified its mobile. Unknown, verified or over-the-daily-limit
   * accounts get the same answer and the same wait, with no code sent.
   */
  async function resend(body: unknown, reply: FastifyReply) {
    requireBuiltInIdentity();
    const { username, preferred_locale } = await validated(codeRequestSchema, body);
    const code = await prepareCode(); // paid for every username alike
    const wait = await claimResendSlot(db, MOBILE, username);
    if (wait > 0) throw resendRefusal(reply, wait);
    const account = await findAccountByUsername(db, username);
    if (
      awaitsMobile(account) &&
      account.mobile &&
      (await codesSentToday(db, account.id, MOBILE)) < REGISTRATION_LIMITS.CODES_PER_DAY
    ) {
      const mobile = account.mobile;
      // in the language of the page that asked (the youth may have switched since signing up)
      const asked = { ...account, mobile, preferred_locale: preferred_locale ?? account.preferred_locale };
      await db.transaction((tx) => sendVerification(tx, asked, { code, emailLink: false }));
    }
    return dispatchTimes();
  }
  // the identity check comes before the body's: these handlers validate it themselves (documented here)
  const sendOptions = {
    rateLimit: REGISTRATION_RATE_LIMITS.send,
    successCode: 202,
    documented: { body: codeRequestSchema },
  };
  const invitationOptions = { ...sendOptions, documented: { body: usernameSchema } };
  registerEndpoint(
    app,
    endpoints.youthMobileVerificationSend,
    ({ body, reply }) => resend(body, reply),
    sendOptions,
  );
  registerEndpoint(
    app,
    endpoints.youthResendVerificationCode,
    ({ body, reply }) => resend(body, reply),
    sendOptions,
  );

  /** The code proves the mobile: a youth becomes active (can sign in); a vendor waits for approval. */
  async function receive(body: unknown): Promise<VerificationResult> {
    requireBuiltInIdentity();
    const { username, code } = await validated(verificationCodeSchema, body);
    const found = await findAccountByUsername(db, username);
    const account = awaitsMobile(found) ? found : null;
    const result = await db.transaction(async (tx) => {
      const outcome = await checkCode(tx, account?.id ?? null, MOBILE, code);
      // a refusal is returned, not thrown: the counted try must commit
      if (outcome !== 'ok' || !account) return { outcome: outcome === 'ok' ? ('invalid' as const) : outcome };
      return { outcome, verified: await markMobileVerified(tx, account.id) };
    });
    if (result.outcome !== 'ok' || !('verified' in result)) throw codeRefusal(result.outcome);
    await clearResendSlot(db, MOBILE, username);
    const verified = result.verified;
    return {
      username: verified.username,
      can_sign_in: verified.row_status === 1,
      vendor_status: (verified.vendor_status as VerificationResult['vendor_status']) ?? null,
    };
  }
  const verifyOptions = {
    rateLimit: REGISTRATION_RATE_LIMITS.verify,
    successCode: 200,
    documented: { body: verificationCodeSchema },
  };
  registerEndpoint(app, endpoints.youthMobileVerificationReceive, ({ body }) => receive(body), verifyOptions);
  registerEndpoint(app, endpoints.youthProfileVerification, ({ body }) => receive(body), verifyOptions);

  registerEndpoint(
    app,
    endpoints.emailInvitation,
    async ({ body, reply }) => {
      requireBuiltInIdentity();
      const { username } = await validated(usernameSchema, body);
      const wait = await claimResendSlot(db, EMAIL, username);
      if (wait > 0) throw resendRefusal(reply, wait);
      const account = await findAccountByUsername(db, username);
      // only an address the account holder gave: one an administrator set is proven by the holder, signed in
      if (account?.email && account.email_verified_at === null && account.contact_changed_at === null) {
        const email = account.email;
        await db.transaction((tx) => sendEmailLink(tx, { ...account, email }));
      }
      return { accepted: true as const };
    },
    invitationOptions,
  );

  registerEndpoint(
    app,
    endpoints.emailVerificationReceive,
    async ({ query }) => {
      requireBuiltInIdentity();
      const { ref } = await validated(emailVerificationQuerySchema, query);
      const ok = await db.transaction(async (tx) => {
        const token = await consumeToken(tx, tokenHash(ref), 'email_verification');
        if (token) await markEmailVerified(tx, token.user_id);
        return !!token;
      });
      if (!ok) throw validationFailed({ ref: [REGISTRATION_ERRORS.linkInvalid] });
      return { email_verified: true as const };
    },
    { rateLimit: REGISTRATION_RATE_LIMITS.verify, documented: { query: emailVerificationQuerySchema } },
  );

  /** 'Already exists' per given field, before the form is sent (spec §7 verify-user-data, for users and for youth). */
  async function verifyUserData(v: InferType<typeof verifyUserDataSchema>) {
    const errors = await takenErrors(db, {
      username: v.username || null,
      mobile: v.mobile || null,
      email: v.email || null,
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    return { available: true as const };
  }
  const checkOptions = {
    rateLimit: REGISTRATION_RATE_LIMITS.check,
    successCode: 200,
    body: verifyUserDataSchema,
  };
  registerEndpoint(app, endpoints.verifyUserData, ({ body }) => verifyUserData(body), checkOptions);
  registerEndpoint(app, endpoints.verifyYouthData, ({ body }) => verifyUserData(body), checkOptions);
}
