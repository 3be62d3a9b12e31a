import { NOTIFICATION_CHANNEL, NOTIFICATION_EVENT, NOTIFICATION_QUEUE_STATE } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';
import { number, object, string } from 'yup';

const oneOf = (values: Record<string, string>) =>
  string().oneOf(Object.values(values), msg(V.oneOf)).optional();

/** Local: the query of the notification log (the shared lib holds form schemas; this one is gateway-only). */
export const notificationLogQuerySchema = object({
  page: number()
    .typeError(msg(V.number))
    .integer(msg(V.integer))
    .min(1, msg(V.min, { min: 1 }))
    .optional(),
  // above PAGE_SIZE_MAX is clamped by the endpoint helper, like every list
  page_size: number()
    .typeError(msg(V.number))
    .integer(msg(V.integer))
    .min(1, msg(V.min, { min: 1 }))
    .optional(),
  state: oneOf(NOTIFICATION_QUEUE_STATE),
  event: oneOf(NOTIFICATION_EVENT),
  channel: oneOf(NOTIFICATION_CHANNEL),
});
