import { NOTIFICATION_CHANNEL, NOTIFICATION_EVENT, NOTIFICATION_QUEUE_STATE, PAGE_SIZE_MAX } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';
import { number, object, string } from 'yup';

const oneOf = (values: Record<string, string>) =>
  string().oneOf(Object.values(values), msg(V.oneOf)).optional();

/** Local: the query of the notification log (the shared lib holds form schemas; this one is gateway-only). */
export const notificationLogQuerySchema = object({
  page: number().typeError(msg(V.number)).integer(msg(V.integer)).min(1, msg(V.min, { min: 1 })).optional(),
  page_size: number().typeError(msg(V.number)).integer(msg(V.integer)).min(1, msg(V.min, { min: 1 })).max(PAGE_SIZE_MAX, msg(V.max, { max: PAGE_SIZE_MAX })).optional(),
  state: oneOf(NOTIFICATION_QUEUE_STATE),
  event: oneOf(NOTIFICATION_EVENT),
  channel: oneOf(NOTIFICATION_CHANNEL),
});
