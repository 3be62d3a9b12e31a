import type { ErrorEnvelope, FieldErrors } from '@platform/contract';

/** The error envelope of ARCHITECTURE §4: `{ status: { success: false, code, message }, errors? }`. */
export function errorEnvelope(code: number, message: string, errors?: FieldErrors): ErrorEnvelope {
  return { status: { success: false, code, message }, ...(errors ? { errors } : {}) };
}

/** The three API areas that need the application's api-key (spec §7). */
export const API_AREA = /^\/(public|protected|private)(\/|\?|$)/;
/** Areas answered per user: never cached by browsers or proxies. */
export const USER_AREA = /^\/(protected|private)(\/|\?|$)/;
