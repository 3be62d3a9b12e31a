import { validateBody } from '@platform/validation';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { validationFailed } from './errors';

/** Validates with the shared schema (the same one the portal's form uses) or throws the 422 envelope. */
export async function validated<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  const result = await validateBody(schema, body ?? {});
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}
