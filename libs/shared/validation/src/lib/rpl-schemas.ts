import { object, type ObjectSchema } from 'yup';
import { RPL_LIMITS as L, type RplApplicationBody } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, maxMessage, minMessage, mobile, REQUIRED, requiredText, text } from './rules';

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
