import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import type { FieldErrors } from '@platform/contract';
import { toFieldErrors } from './messages';

export type ValidateResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates a request body the way the gateway answers it: every failure (not only the first), unknown keys dropped,
 * failures as `FieldErrors` ready for the 422 envelope. `context` is passed to the rules (e.g. `{ now }`).
 */
export async function validateBody<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
  context?: AnyObject,
): Promise<ValidateResult<InferType<S>>> {
  try {
    const value = (await schema.validate(body, {
      abortEarly: false,
      stripUnknown: true,
      context,
    })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}
