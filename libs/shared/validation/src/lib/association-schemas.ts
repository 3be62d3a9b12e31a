import { boolean, object, type ObjectSchema } from 'yup';
import {
  ASSOCIATION_LIMITS as L,
  ASSOCIATION_YOUTH_LISTS,
  type AssociationMemberQuery,
  type AssociationYouthQuery,
  type AssociationRejectBody,
  type MembershipApplicationBody,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  type MembershipUpdateBody,
  type YouthApprovalRequestBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  integer,
  maxMessage,
  minMessage,
  nullableText,
  REQUIRED,
  requiredText,
  status,
  text,
  optionalOneOf,
} from './rules';

/*
 * Industry association memberships (issue 18 item 2, ADR 0092): the organisation's application, the association
 * admin's edit of a member and its reasons. The gateway validates the same bodies with these schemas.
 */

export const membershipApplicationSchema = object({
  industry_association_id: integer().required(REQUIRED).min(1, minMessage),
  membership_type: status(MEMBERSHIP_TYPES),
}) as unknown as ObjectSchema<MembershipApplicationBody>;

export const membershipUpdateSchema = object({
  membership_type: status(MEMBERSHIP_TYPES),
  is_lifetime: boolean().typeError(msg(V.oneOf)).default(false),
  is_patron: boolean().typeError(msg(V.oneOf)).default(false),
  membership_id: nullableText(L.membershipId),
  last_renewal_year: integer()
    .min(L.yearMin, minMessage)
    .max(L.yearMax, maxMessage)
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .default(null),
}) as unknown as ObjectSchema<MembershipUpdateBody>;

/** A youth asks an association to approve them and their CV (ADR 0104). */
export const youthApprovalRequestSchema = object({
  industry_association_id: integer()
    .required(REQUIRED)
    .min(1, minMessage)
    .max(Number.MAX_SAFE_INTEGER, maxMessage),
}) as unknown as ObjectSchema<YouthApprovalRequestBody>;

export const associationRejectSchema = object({
  reason: requiredText(L.reason),
}) as ObjectSchema<AssociationRejectBody>;

export const associationMemberQuerySchema = object({
  status: optionalOneOf(MEMBERSHIP_STATUSES),
  search: text(200),
}) as unknown as ObjectSchema<AssociationMemberQuery>;

/** The association's lists of youth (ADR 0110): the requests waiting (no status) or the youth it approved. */
export const associationYouthQuerySchema = object({
  status: optionalOneOf(ASSOCIATION_YOUTH_LISTS),
}) as unknown as ObjectSchema<AssociationYouthQuery>;
