import type { ErrorEnvelope, FieldErrors } from '@platform/contract';

/** The error envelope of ARCHITECTURE §4: `{ status: { success: false, code, message }, errors? }`. */
export function errorEnvelope(code: number, message: string, errors?: FieldErrors): ErrorEnvelope {
  return { status: { success: false, code, message }, ...(errors ? { errors } : {}) };
}
