import { array, boolean, type ObjectSchema, object, string } from 'yup';
import {
  BULK_EMAIL_LIMITS as B,
  type BulkEmailExcelBody,
  type BulkEmailUsersBody,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  NOTIFICATION_HEAD_LIMITS as L,
  NOTIFICATION_LANGUAGES,
  USER_TYPE,
  type NotificationHeadBody,
  type NotificationTemplatesBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  atLeastOne,
  channels,
  email,
  integer,
  nullableText,
  REQUIRED,
  requiredText,
  text,
} from './rules';

/*
 * Schemas of notification heads (issue 17 item 2): the admin's forms and the gateway use the same ones. The rules that
 * look at the head and its event (a template only for a chosen channel, only the event's {{variables}}, one template
 * per channel and language, one head per event) are the gateway's (domains/notifications/heads.ts), with the ids of
 * NOTIFICATION_HEAD_ERRORS.
 */

const oneOf = (allowed: readonly string[]) =>
  string()
    .oneOf([...allowed], msg(V.oneOf))
    .required(REQUIRED);

export const notificationHeadSchema = object({
  code: requiredText(L.code).matches(/^[a-z0-9_-]+$/i, { message: msg(V.format), excludeEmptyString: true }),
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  event: oneOf(Object.values(NOTIFICATION_EVENT)),
  channels: channels(),
  enabled: boolean().typeError(msg(V.oneOf)).default(true),
}) as unknown as ObjectSchema<NotificationHeadBody>;

/** A template slot: an empty body means "no template" (the built-in text is sent). */
export const notificationTemplateSchema = object({
  channel: oneOf(Object.values(NOTIFICATION_CHANNEL)),
  language: oneOf(NOTIFICATION_LANGUAGES),
  subject: text(L.subject).default(''),
  body: text(L.body).default(''),
});

export const notificationTemplatesSchema = object({
  templates: array(notificationTemplateSchema)
    .max(
      Object.values(NOTIFICATION_CHANNEL).length * NOTIFICATION_LANGUAGES.length,
      msg(V.arrayMax, { max: 6 }),
    )
    .required(REQUIRED)
    .typeError(msg(V.required)),
}) as unknown as ObjectSchema<NotificationTemplatesBody>;

const bulkText = {
  subject: requiredText(B.subject),
  message: requiredText(B.message),
};

/** A bulk e-mail to platform users: subject, message and at least one user type. */
export const bulkEmailUsersSchema = object({
  ...bulkText,
  user_types: atLeastOne('item', integer().oneOf(Object.values(USER_TYPE), msg(V.oneOf)).required(REQUIRED)),
  organization_ids: array(
    integer().positive(msg(V.oneOf)).max(Number.MAX_SAFE_INTEGER, msg(V.oneOf)).required(REQUIRED),
  )
    .max(B.organizations, arrayMaxMessage)
    .default([]),
}) as unknown as ObjectSchema<BulkEmailUsersBody>;

/** A bulk e-mail to the rows of an .xlsx: each row an e-mail address (and an optional name). */
export const bulkEmailExcelSchema = object({
  ...bulkText,
  recipients: atLeastOne(
    'item',
    object({ email: email().required(REQUIRED), name: nullableText(B.name) }),
  ).max(B.rows, arrayMaxMessage),
}) as unknown as ObjectSchema<BulkEmailExcelBody>;
