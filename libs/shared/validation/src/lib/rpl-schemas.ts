import { array, object, type ObjectSchema } from 'yup';
import {
  RPL_APPLICATION_STATUS,
  RPL_BATCH_LIMITS as B,
  RPL_LIMITS as L,
  type RplApplicationBody,
  type RplApplicationQuery,
  type RplBatchBody,
  type RplMarkBody,
  type RplPlaceBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  arrayMaxMessage,
  arrayMinMessage,
  blankToNull,
  bnNumber,
  dateString,
  integer,
  maxMessage,
  minMessage,
  mobile,
  REQUIRED,
  requiredText,
  text,
  optionalOneOf,
} from './rules';

/* The RPL programme (issue 18 item 4, ADR 0094): the /rpl/apply form and the gateway check the same body. */

const reference = () => integer().required(REQUIRED).positive(msg(V.referenceMissing));

export const rplApplicationSchema: ObjectSchema<RplApplicationBody> = object({
  rpl_sector_id: reference(),
  rpl_occupation_id: reference(),
  rpl_level_id: reference(),
  mobile: mobile().required(REQUIRED),
  experience_years: integer().required(REQUIRED).min(0, minMessage).max(L.experienceYearsMax, maxMessage),
  workplace: text(L.workplace).transform(blankToNull).nullable(),
  experience_summary: requiredText(L.experienceSummary),
});

/** The admin's batch form. */
export const rplBatchSchema: ObjectSchema<RplBatchBody> = object({
  title: requiredText(B.title),
  title_en: text(B.title).transform(blankToNull).nullable(),
  rpl_occupation_id: reference(),
  rpl_level_id: reference(),
  assessor_id: reference(),
  exam_date: dateString().required(REQUIRED),
  training_center_id: integer().transform(blankToNull).nullable().positive(msg(V.referenceMissing)),
});

/** Applications placed in a batch: 1 … 200 ids. */
export const rplPlaceSchema: ObjectSchema<RplPlaceBody> = object({
  application_ids: array(integer().required(REQUIRED).positive(msg(V.referenceMissing)).defined())
    .required(REQUIRED)
    .min(1, arrayMinMessage)
    .max(B.perBatch, arrayMaxMessage),
});

/** The assessor's marks: a score in percent (0–100, at most two decimals) and an optional CGPA (0–5). */
export const rplMarkSchema: ObjectSchema<RplMarkBody> = object({
  score: bnNumber()
    .required(REQUIRED)
    .min(0, minMessage)
    .max(100, maxMessage)
    .test({
      name: 'two_decimals',
      message: msg(V.format),
      test: (v) => v === undefined || Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    }),
  cgpa: bnNumber().nullable().min(0, minMessage).max(5, maxMessage),
});

const STATUSES = Object.values(RPL_APPLICATION_STATUS);

/** The RPL office's filters (paging is the list endpoint's). */
export const rplApplicationQuerySchema = object({
  status: optionalOneOf(STATUSES),
  rpl_level_id: integer().positive(msg(V.referenceMissing)),
  unbatched: optionalOneOf(['true'] as const),
}) as unknown as ObjectSchema<RplApplicationQuery>;
