import { array, mixed, object, type ObjectSchema } from 'yup';
import { type EnrolTraineeBody, TRAINEE_ENROLMENT_LIMITS as EL, TRAINEE_STATUSES } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  arrayMinMessage,
  blankToNull,
  email,
  integer,
  mobile,
  REQUIRED,
  text,
  filterOf,
} from './rules';

/*
 * The query of a course's trainee list (issue 15 item 6; ADR 0081): search by name, filter by batch and enrolment
 * status (page and page_size are read by the gateway). A bad value is the 422 envelope's validation.one_of.
 */
export const courseTraineeListQuerySchema = object({
  search: text(200),
  batch_id: integer().transform(blankToNull).positive(msg(V.oneOf)).nullable(),
  status: filterOf(TRAINEE_STATUSES),
});

/*
 * Enrolling youth (issue 15 item 6; ADR 0088): the same schemas check the enrol dialog, the rows the bulk upload
 * sends and, on the gateway, every request (the portal is never trusted).
 */

const ref = () => integer().positive(msg(V.oneOf));
const optionalRef = () => ref().transform(blankToNull).nullable();

/** The youth lookup's query: the course (required) and what was typed. */
export const traineeYouthLookupQuerySchema = object({
  course_id: ref().required(REQUIRED),
  search: text(254),
});

/** The enrol dialog: a youth of the lookup and, optionally, a batch. */
export const enrolTraineeSchema = object({
  youth_id: ref().required(REQUIRED),
  batch_id: optionalRef(),
}) as unknown as ObjectSchema<EnrolTraineeBody>;

/** One row of the bulk sheet: its row number, an e-mail address or a mobile number (or both), a batch or none. */
export const bulkEnrolRowSchema = object({
  row: integer()
    .min(2, msg(V.oneOf))
    .max(1 + EL.sheetRows, msg(V.oneOf))
    .required(REQUIRED),
  email: email().transform(blankToNull).nullable(),
  mobile: mobile().transform(blankToNull).nullable(),
  batch_id: optionalRef(),
}).test({
  name: 'email_or_mobile',
  message: msg(V.emailOrMobile),
  test(value, ctx) {
    if (!value || value.email || value.mobile) return true;
    return ctx.createError({ path: 'email', message: msg(V.emailOrMobile) });
  },
});

/** A chunk of the bulk sheet: 1 to TRAINEE_ENROLMENT_LIMITS.chunkRows rows, each checked by bulkEnrolRowSchema. */
export const bulkEnrolSchema = object({
  rows: array(mixed().required(REQUIRED))
    .min(1, arrayMinMessage({ min: 1 }))
    .max(EL.chunkRows, arrayMaxMessage)
    .required(REQUIRED),
});
