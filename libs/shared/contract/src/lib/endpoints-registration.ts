import { defineEndpoint } from './endpoint';
import type { Locale } from './enums';
import type { VendorStatus } from './endpoints-users';

/*
 * Self-service identity (spec §2 youth routes, §7 "Public"): youth and vendor registration, mobile and e-mail
 * verification, the uniqueness pre-check, and the forgot-password flow (find account → OTP → reset password).
 * Accounts land in the one user store the sign-in service reads. Verification codes and reset codes are delivered
 * through the notification outbox only — no answer of these endpoints ever carries a code.
 * See docs/decisions/0050-youth-registration-and-recovery.md.
 */

/** Lifetimes and limits of the verification and recovery codes (spec §9: resend wait 180000 ms). */
export const REGISTRATION_LIMITS = {
  CODE_DIGITS: 6,
  CODE_TTL_S: 10 * 60,
  /** Wrong tries allowed per code; afterwards the code is dead and a new one must be sent. */
  CODE_MAX_ATTEMPTS: 5,
  /** Codes one account can be sent per purpose in 24 hours (SMS cost and brute-force ceiling). */
  CODES_PER_DAY: 10,
  EMAIL_LINK_TTL_S: 24 * 60 * 60,
  RESET_TOKEN_TTL_S: 15 * 60,
  /** An account never verified is released (username, mobile, e-mail free again) after this long. */
  UNVERIFIED_RELEASE_S: 24 * 60 * 60,
} as const;

/** Message ids of the refusals of these endpoints (catalogue area `registration.*`). */
export const REGISTRATION_ERRORS = {
  codeInvalid: 'registration.errors.code_invalid',
  resendWait: 'registration.errors.resend_wait',
  linkInvalid: 'registration.errors.link_invalid',
  resetTokenInvalid: 'registration.errors.reset_token_invalid',
  currentPasswordWrong: 'registration.errors.current_password_wrong',
  externalIdentity: 'registration.errors.external_identity',
  /** A taken username, with free ones to choose from: `{"id":…,"values":{"suggestions":"a, b, c"}}` (JSON text). */
  usernameTaken: 'registration.errors.username_taken',
} as const;

interface AccountFields {
  /** Name in Bengali (the platform's main script). */
  full_name: string;
  full_name_en?: string | null;
  mobile: string;
  username: string;
  password: string;
  password_confirmation: string;
  /** Language of the codes and links sent to this account. */
  preferred_locale?: Locale | null;
}

/** POST /public/registrations/youth (the /signup form). */
export interface YouthRegistrationBody extends AccountFields {
  /** GENDER: 1 male, 2 female, 3 other. */
  gender: number;
  /** 'YYYY-MM-DD'; older than spec §9's 20 years. */
  date_of_birth: string;
  email?: string | null;
  loc_division_id: number;
  loc_district_id: number;
  loc_upazila_id?: number | null;
}

/** POST /public/registrations/vendor|recruiter|content-provider (the /vendor-signup form). */
export interface VendorRegistrationBody extends AccountFields {
  email: string;
  /** The organisation or training institute the vendor registers for. */
  organization_name: string;
  designation?: string | null;
}

/** `registrations/vendor` names the type; `recruiter` and `content-provider` imply it. */
export interface AnyVendorRegistrationBody extends VendorRegistrationBody {
  /** 2 content provider or 4 recruiter. */
  user_type_code: number;
}

/** When the sent code expires and when another may be asked for (never the code). */
export interface CodeDispatch {
  code_expires_at: string;
  resend_available_at: string;
}

export interface RegistrationReceipt extends CodeDispatch {
  username: string;
  user_type_code: number;
  /** Where the code went, masked ('017•••••678'). */
  mobile_hint: string;
  /** Set when a verification link went to an e-mail address (masked). */
  email_hint: string | null;
  /** Vendors wait for an administrator's approval after verifying; null for youth. */
  vendor_status: VendorStatus | null;
}

export interface UsernameBody {
  username: string;
}

/**
 * Asking for a code (a new verification code, a password reset code). `username` is the account's username — for a
 * password reset, or the mobile number the account verified. `preferred_locale` is the language of this message
 * (the page's language; the account's own preference when absent).
 */
export interface CodeRequestBody {
  username: string;
  preferred_locale?: Locale | null;
}

export interface CodeBody {
  username: string;
  /** 6 digits; Bengali digits are read as ASCII. */
  code: string;
}

export interface VerificationResult {
  username: string;
  /** true: the account can sign in now (a youth); false: it waits for approval (a vendor). */
  can_sign_in: boolean;
  vendor_status: VendorStatus | null;
}

export interface EmailVerificationQuery {
  ref: string;
}

export interface EmailVerificationResult {
  email_verified: true;
}

/** Fields to check before the form is sent: each one given is answered 'Already exists' when taken. */
export interface VerifyUserDataBody {
  username?: string;
  email?: string;
  mobile?: string;
}

export interface VerifyUserDataResult {
  available: true;
}

export interface ResetTokenGrant {
  /** Single use, short-lived; proves the OTP was verified. Sent back with the new password. */
  reset_token: string;
  expires_at: string;
}

export interface PasswordResetBody {
  reset_token: string;
  password: string;
  password_confirmation: string;
}

/** /update-password: the signed-in user's current password, the new one and its confirmation. */
export interface PasswordChangeBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordResetResult {
  password_reset: true;
}

/** PUT /protected/auth/deactivate (youth /settings): the youth closes the account, confirming with the password. */
export interface AccountDeactivationBody {
  password: string;
}

export interface AccountDeactivated {
  deactivated: true;
}

/** A request accepted without saying whether the account exists (the same answer for every username). */
export interface Accepted {
  accepted: true;
}

const SENDS_CODE = 'Sends a 6-digit code through the notification outbox (SMS); the answer never contains it';

/** The self-service identity endpoints; spread into the contract's `endpoints`. */
export const registrationEndpoints = {
  registerYouth: defineEndpoint<RegistrationReceipt, YouthRegistrationBody>({
    method: 'POST',
    path: '/public/registrations/youth',
    area: 'public',
    summary: `Register a youth (inactive until the mobile is verified). ${SENDS_CODE}; an e-mail link when an e-mail is given`,
  }),
  youthMobileVerificationSend: defineEndpoint<CodeDispatch, CodeRequestBody>({
    method: 'POST',
    path: '/public/registrations/youth/mobile-verification-send',
    area: 'public',
    summary: `Send a new mobile verification code to an unverified account, at most once per 180000 ms. ${SENDS_CODE}`,
  }),
  youthMobileVerificationReceive: defineEndpoint<VerificationResult, CodeBody>({
    method: 'POST',
    path: '/public/registrations/youth/mobile-verification-receive',
    area: 'public',
    summary: 'Verify the mobile with the code (expires after 10 minutes, 5 tries); activates a youth',
  }),
  youthResendVerificationCode: defineEndpoint<CodeDispatch, CodeRequestBody>({
    method: 'POST',
    path: '/public/youth-resend-verification-code',
    area: 'public',
    summary: `Resend the registration code (same rule as mobile-verification-send: 180000 ms after the last). ${SENDS_CODE}`,
  }),
  youthProfileVerification: defineEndpoint<VerificationResult, CodeBody>({
    method: 'POST',
    path: '/public/youth-profile-verification',
    area: 'public',
    summary: 'Verify a registered account with its code (same as mobile-verification-receive)',
  }),
  emailInvitation: defineEndpoint<Accepted, UsernameBody>({
    method: 'POST',
    path: '/public/registrations/email-invitation',
    area: 'public',
    summary:
      'E-mail a verification link (valid 24 h) to the account’s unverified address; same answer for every username',
  }),
  emailVerificationReceive: defineEndpoint<EmailVerificationResult, undefined, EmailVerificationQuery>({
    method: 'GET',
    path: '/public/registrations/email-verification-receive',
    area: 'public',
    summary:
      'Verify the e-mail address with the link’s ref (single use); the portal shows /email-verification-success',
  }),
  verifyUserData: defineEndpoint<VerifyUserDataResult, VerifyUserDataBody>({
    method: 'POST',
    path: '/public/verify-user-data',
    area: 'public',
    summary: 'Check that a username, e-mail or mobile is free before registering a user (422 Already exists)',
  }),
  verifyYouthData: defineEndpoint<VerifyUserDataResult, VerifyUserDataBody>({
    method: 'POST',
    path: '/public/youth/verify-user-data',
    area: 'public',
    summary: 'The same check for the youth signup form',
  }),
  registerVendor: defineEndpoint<RegistrationReceipt, AnyVendorRegistrationBody>({
    method: 'POST',
    path: '/public/registrations/vendor',
    area: 'public',
    summary: `Register a vendor (content provider or recruiter); it waits for approval. ${SENDS_CODE}`,
  }),
  registerRecruiter: defineEndpoint<RegistrationReceipt, VendorRegistrationBody>({
    method: 'POST',
    path: '/public/registrations/recruiter',
    area: 'public',
    summary: `Register a recruiter; it waits for approval. ${SENDS_CODE}`,
  }),
  registerContentProvider: defineEndpoint<RegistrationReceipt, VendorRegistrationBody>({
    method: 'POST',
    path: '/public/registrations/content-provider',
    area: 'public',
    summary: `Register a content provider (training institute); it waits for approval. ${SENDS_CODE}`,
  }),
  forgotPasswordSendOtp: defineEndpoint<Accepted, CodeRequestBody>({
    method: 'POST',
    path: '/public/forgot-password/send-otp',
    area: 'public',
    summary:
      'Find the account by username or verified mobile number and send it a one-time code (SMS and verified e-mail); the same answer for every username or number; 429 with Retry-After within 180000 ms of the last request',
  }),
  forgotPasswordVerifyOtp: defineEndpoint<ResetTokenGrant, CodeBody>({
    method: 'POST',
    path: '/public/forgot-password/verify-otp',
    area: 'public',
    summary:
      'Exchange a valid one-time code for a single-use reset token (15 minutes); `username` as given to send-otp (a username or the mobile number)',
  }),
  forgotPasswordReset: defineEndpoint<PasswordResetResult, PasswordResetBody>({
    method: 'POST',
    path: '/public/forgot-password/reset-password',
    area: 'public',
    summary: 'Set a new password with the reset token; ends every session of the account',
  }),
  updatePassword: defineEndpoint<PasswordResetResult, PasswordChangeBody>({
    method: 'PUT',
    path: '/protected/auth/password',
    area: 'protected',
    summary:
      'Change the signed-in user’s password (current password required); ends every sign-in of the account',
  }),
  deactivateOwnAccount: defineEndpoint<AccountDeactivated, AccountDeactivationBody>({
    method: 'PUT',
    path: '/protected/auth/deactivate',
    area: 'protected',
    summary:
      'A youth deactivates the own account (password required); ends every sign-in; an administrator can restore it',
  }),
} as const;
