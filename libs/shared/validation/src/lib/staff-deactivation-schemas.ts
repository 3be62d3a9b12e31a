import { type ObjectSchema, object } from 'yup';
import { DEACTIVATION_REASON_LIMITS as L, type DeactivationBody } from '@platform/contract';
import { minLengthMessage, requiredText } from './rules';

/**
 * Platform staff deactivating a job post or a course (ADR 0112): the reason, 10–500 characters after trimming — the
 * admin's dialog and the gateway check the same (422 on `reason` with the message id).
 */
export const deactivationSchema = object({
  reason: requiredText(L.max).min(L.min, minLengthMessage),
}) as ObjectSchema<DeactivationBody>;
