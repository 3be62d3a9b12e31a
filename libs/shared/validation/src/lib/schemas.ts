import { boolean, object, type ObjectSchema } from 'yup';
import type { AppSettingsBody, ContactBody, StaticContentBody } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { email, mobile, REQUIRED, requiredText, text } from './rules';

/** Ready schemas of this slice; the gateway validates the same bodies with them. */

export const CONTACT_LIMITS = { name: 200, subject: 300, message: 2000 } as const;

/** Public contact form: name, e-mail, optional mobile, subject, message (≤ 2000). */
export const contactSchema: ObjectSchema<ContactBody> = object({
  name: requiredText(CONTACT_LIMITS.name),
  email: email().required(REQUIRED),
  mobile: mobile().optional(),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});

/** The bypass hash: 8–64 URL-safe characters. */
export const MAINTENANCE_HASH = { min: 8, max: 64, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** Admin app settings: maintenance mode on/off, optional bypass hash ('' means none), optional site names. */
export const appSettingsSchema: ObjectSchema<AppSettingsBody> = object({
  maintenance_mode_status: boolean().typeError(msg(V.format)).required(REQUIRED),
  maintenance_hash: text()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .min(MAINTENANCE_HASH.min, (p: { min: number }) => msg(V.minLength, { min: p.min }))
    .max(MAINTENANCE_HASH.max, (p: { max: number }) => msg(V.maxLength, { max: p.max }))
    .matches(MAINTENANCE_HASH.pattern, { message: msg(V.format), excludeEmptyString: true }),
  site_name: text(300),
  site_name_en: text(300),
});

export const STATIC_CONTENT_LIMITS = { title: 300, body: 100_000 } as const;

/** A static page as the admin writes it: both titles and both bodies (HTML, sanitised by the gateway) required. */
export const staticContentSchema: ObjectSchema<StaticContentBody> = object({
  title: requiredText(STATIC_CONTENT_LIMITS.title),
  title_en: requiredText(STATIC_CONTENT_LIMITS.title),
  body: requiredText(STATIC_CONTENT_LIMITS.body),
  body_en: requiredText(STATIC_CONTENT_LIMITS.body),
});
