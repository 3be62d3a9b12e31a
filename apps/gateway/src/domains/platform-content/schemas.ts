import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';
import { object, string } from 'yup';

/** Local: the shared validation lib has no visitor-counter schema (only the gateway validates this body). */
export const visitorSchema = object({
  ip: string()
    .strict()
    .typeError(msg(V.format))
    .max(64, msg(V.maxLength, { max: 64 }))
    .optional(),
});
