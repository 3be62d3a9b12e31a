import { array, boolean, mixed, type ObjectSchema, object, string } from 'yup';
import {
  CERTIFICATE_ALIGNS,
  CERTIFICATE_KINDS,
  CERTIFICATE_VALIDITY,
  type CertificateCvBody,
  type CertificateRevokeBody,
  type IssuedCertificateQuery,
  ISSUED_CERTIFICATE_LIMITS,
  CERTIFICATE_ELEMENT_KINDS,
  CERTIFICATE_LIMITS as L,
  CERTIFICATE_ORIENTATIONS,
  type BadgeVerifyBody,
  type CertificateTemplateBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  dateAfter,
  dateString,
  integer,
  maxMessage,
  nullableText,
  REQUIRED,
  requiredText,
  text,
  idFilter,
  optionalOneOf,
} from './rules';

/*
 * Schemas of a certificate template (issue 15 item 8): the designer and the gateway use the same one. Rules that
 * look at the page and at the other elements (inside the page, keys unique, one QR code, known fields) are the
 * gateway's (domains/certificates/templates.ts), with the ids of CERTIFICATE_ERRORS.
 */

const oneOf = <T extends string>(allowed: readonly T[]) =>
  string()
    .oneOf([...allowed], msg(V.oneOf))
    .required(REQUIRED) as unknown as ReturnType<typeof string>;
const points = (min: number) =>
  integer().min(min, msg(V.min, { min })).max(2000, maxMessage).required(REQUIRED);

export const certificateElementSchema = object({
  key: string()
    .matches(/^[a-z0-9-]+$/, msg(V.format))
    .max(L.key, msg(V.maxLength, { max: L.key }))
    .required(REQUIRED),
  kind: oneOf(CERTIFICATE_ELEMENT_KINDS),
  text: text(L.text).default(''),
  x: points(0),
  y: points(0),
  width: points(L.sizeMin),
  height: points(L.sizeMin),
  font_size: integer()
    .min(L.fontMin, msg(V.min, { min: L.fontMin }))
    .max(L.fontMax, maxMessage)
    .required(REQUIRED),
  align: oneOf(CERTIFICATE_ALIGNS),
  bold: boolean().typeError(msg(V.oneOf)).default(false),
  file_id: string().uuid(msg(V.uuid)).nullable().default(null),
});

export const certificateTemplateSchema = object({
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  orientation: oneOf(CERTIFICATE_ORIENTATIONS),
  background_file_id: string().uuid(msg(V.uuid)).nullable().default(null),
  is_default: boolean().typeError(msg(V.oneOf)).default(false),
  elements: array(certificateElementSchema)
    .max(L.elements, arrayMaxMessage)
    .required(REQUIRED)
    .typeError(msg(V.required)),
}) as unknown as ObjectSchema<CertificateTemplateBody>;

export const badgeVerifySchema = object({
  // any JSON object, kept whole (an object schema would drop the keys it does not list)
  credential: mixed<Record<string, unknown>>()
    .required(REQUIRED)
    .test({
      name: 'object',
      message: msg(V.format),
      test: (value) => value == null || (typeof value === 'object' && !Array.isArray(value)),
    }),
}) as unknown as ObjectSchema<BadgeVerifyBody>;

/** Query of the template list. */
export const certificateTemplateListQuerySchema = object({
  search: text(200),
});

/** Filters of the staff's list of issued certificates (ADR 0105): `issued_to` not before `issued_from`. */
export const issuedCertificateQuerySchema = object({
  search: text(ISSUED_CERTIFICATE_LIMITS.search),
  kind: optionalOneOf(CERTIFICATE_KINDS),
  course_id: idFilter(),
  institute_id: idFilter(),
  issued_from: dateString(),
  issued_to: dateAfter('issued_from'),
  validity: optionalOneOf(CERTIFICATE_VALIDITY),
}) as unknown as ObjectSchema<IssuedCertificateQuery>;

/** The reason of a revocation: required, told to the holder, never shown on the public page. */
export const certificateRevokeSchema = object({
  reason: requiredText(ISSUED_CERTIFICATE_LIMITS.reason),
}) as ObjectSchema<CertificateRevokeBody>;

/** PUT /protected/certificates/{id}/cv: the locker's "on my CV" switch (ADR 0115). */
export const certificateCvSchema = object({
  add_to_cv: boolean().typeError(msg(V.format)).required(REQUIRED),
}) as ObjectSchema<CertificateCvBody>;
