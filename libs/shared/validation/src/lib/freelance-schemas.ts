import { array, object, type ObjectSchema } from 'yup';
import {
  FREELANCE_LIMITS as L,
  FREELANCE_OFFER_STATUSES,
  FREELANCE_RATE_UNITS,
  type FreelanceMessageBody,
  type FreelanceOfferBody,
  type FreelanceOfferQuery,
  type FreelanceOfferStatusBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  bnNumber,
  blankToNull,
  integer,
  maxMessage,
  minMessage,
  nullableText,
  REQUIRED,
  requiredText,
  status,
  text,
} from './rules';

/*
 * The freelance corner's bodies and query (ADR 0099): the youth portal's forms and the gateway validate the same ones.
 * Markup is removed by the gateway after these checks (a text of markup only is refused there with
 * freelance.errors.empty_text).
 */

const skillId = () => integer().positive(msg(V.oneOf)).max(Number.MAX_SAFE_INTEGER, msg(V.oneOf));

export const freelanceOfferSchema = object({
  title: requiredText(L.title),
  title_en: nullableText(L.title),
  description: requiredText(L.description),
  skill_ids: array(skillId().required(msg(V.oneOf)))
    .typeError(msg(V.oneOf))
    .min(1, REQUIRED)
    .max(L.skills, arrayMaxMessage)
    .required(REQUIRED),
  rate_amount: bnNumber().required(REQUIRED).min(0, minMessage).max(L.rate, maxMessage),
  rate_unit: status(FREELANCE_RATE_UNITS),
  availability: nullableText(L.availability),
  status: status(FREELANCE_OFFER_STATUSES),
}) as unknown as ObjectSchema<FreelanceOfferBody>;

export const freelanceOfferStatusSchema = object({
  status: status(FREELANCE_OFFER_STATUSES),
}) as unknown as ObjectSchema<FreelanceOfferStatusBody>;

export const freelanceMessageSchema = object({
  subject: requiredText(L.subject),
  message: requiredText(L.message),
}) as unknown as ObjectSchema<FreelanceMessageBody>;

/** GET /public/freelance-offers: a search text and one skill (a blank one is nothing). */
export const freelanceOfferQuerySchema = object({
  search: text(L.search),
  skill_id: skillId().transform(blankToNull).nullable(),
}) as unknown as ObjectSchema<Omit<FreelanceOfferQuery, 'page' | 'page_size'>>;
