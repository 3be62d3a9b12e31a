import {
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  NOTIFICATION_QUEUE_STATE,
  QUEUE_JOB_STATE,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from '@platform/validation';
import { number, object, string } from 'yup';

const oneOf = (values: Record<string, string>) =>
  string().oneOf(Object.values(values), msg(V.oneOf)).optional();

/** Local: the queries of the log, heads and queue lists (the shared lib holds form schemas; these are gateway-only). */
const paging = {
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
};

export const notificationLogQuerySchema = object({
  ...paging,
  search: string()
    .max(200, msg(V.maxLength, { max: 200 }))
    .optional(),
  state: oneOf(NOTIFICATION_QUEUE_STATE),
  event: oneOf(NOTIFICATION_EVENT),
  channel: oneOf(NOTIFICATION_CHANNEL),
});

/** The query of the notification heads list: search in code and titles, one event. */
export const notificationHeadQuerySchema = object({
  ...paging,
  search: string()
    .max(200, msg(V.maxLength, { max: 200 }))
    .optional(),
  event: oneOf(NOTIFICATION_EVENT),
});

/** The query of the queue view (rmq-logs): one job state. */
export const queueJobQuerySchema = object({ ...paging, state: oneOf(QUEUE_JOB_STATE) });
