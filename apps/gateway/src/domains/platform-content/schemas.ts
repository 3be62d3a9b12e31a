import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';
import { mixed, object, string } from 'yup';

/** Local: the shared validation lib has no visitor-counter schema (only the gateway validates this body). */
export const visitorSchema = object({
  ip: string()
    .strict()
    .typeError(msg(V.format))
    .max(64, msg(V.maxLength, { max: 64 }))
    .optional(),
});

/** Spec §7 quotation-sliders status: the quotation shown (1) or hidden (0). */
export const quotationStatusSchema = object({
  row_status: mixed<0 | 1>().oneOf([0, 1], msg(V.oneOf)).required(msg(V.required)),
});
