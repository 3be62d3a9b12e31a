import { array, boolean, object, string, type ObjectSchema } from 'yup';
import { EMPLOYMENT_TYPE, JOB_ALERT_LIMITS, JOB_LEVEL, type JobAlertBody } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { arrayMaxMessage, atLeastOneOf, bnNumber, channels, integer, REQUIRED, text } from './rules';

/*
 * The youth's job alert (ADR 0065): the /job-alert-settings form and the gateway validate the same body. Every list
 * holds at most JOB_ALERT_LIMITS.ids entries; at least one criterion must be set (an alert on nothing would announce
 * every job: 'Please fill at least one', shown on the keywords field); at least one channel.
 */

const L = JOB_ALERT_LIMITS;
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
const ids = () =>
  array(integer().positive(msg(V.oneOf)).required(REQUIRED))
    .max(L.ids, arrayMaxMessage)
    .default([]);
const optionalRef = () => integer().transform(blankToNull).positive(msg(V.oneOf)).nullable();

/** The fields of which at least one must be filled. */
export const JOB_ALERT_CRITERIA = [
  'keywords',
  'job_sector_ids',
  'occupation_ids',
  'skill_ids',
  'loc_division_id',
  'job_levels',
  'employment_types',
] as const;

export const jobAlertSchema = object({
  title: text(L.title).transform(blankToNull).nullable(),
  keywords: text(L.keywords)
    .transform(blankToNull)
    .nullable()
    // words are matched, so a keyword needs a letter or a digit (punctuation alone would match every job)
    .test({
      name: 'words',
      message: msg(V.format),
      test: (v) => v === null || v === undefined || v === '' || /[\p{L}\p{N}]/u.test(v),
    }),
  job_sector_ids: ids(),
  occupation_ids: ids(),
  skill_ids: ids(),
  loc_division_id: optionalRef(),
  loc_district_id: optionalRef().when('loc_division_id', {
    is: (v: unknown) => v === null || v === undefined,
    // a district without its division cannot be checked: the division is asked for
    then: (s) =>
      s.test({
        name: 'district_needs_division',
        message: REQUIRED,
        test: (v) => v === null || v === undefined,
      }),
  }),
  job_levels: array(bnNumber().oneOf(Object.values(JOB_LEVEL), msg(V.oneOf)).required(REQUIRED))
    .max(Object.values(JOB_LEVEL).length, arrayMaxMessage)
    .default([]),
  employment_types: array(string().oneOf(Object.values(EMPLOYMENT_TYPE), msg(V.oneOf)).required(REQUIRED))
    .max(Object.values(EMPLOYMENT_TYPE).length, arrayMaxMessage)
    .default([]),
  channels: channels(),
  is_enabled: boolean().typeError(msg(V.format)).default(true),
}).test(atLeastOneOf(JOB_ALERT_CRITERIA)) as unknown as ObjectSchema<JobAlertBody>;
