import { boolean, object, type ObjectSchema } from 'yup';
import {
  YOUTH_DIRECTORY_LIMITS as L,
  type YouthDirectoryListingBody,
  type YouthDirectoryQuery,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, REQUIRED, text } from './rules';

/* The public youth directory (issue 18 item 5, ADR 0096): its query and the youth's listing choice. */

/** GET /public/youths: a search text and one skill (a blank one is nothing; a skill id that is no id is refused). */
export const youthDirectoryQuerySchema = object({
  search: text(L.search),
  skill_id: integer()
    .transform(blankToNull)
    .nullable()
    .positive(msg(V.oneOf))
    .max(Number.MAX_SAFE_INTEGER, msg(V.oneOf)),
}) as unknown as ObjectSchema<Omit<YouthDirectoryQuery, 'page' | 'page_size'>>;

/** PUT /protected/youth-directory-listing. */
export const youthDirectoryListingSchema: ObjectSchema<YouthDirectoryListingBody> = object({
  listed: boolean().typeError(msg(V.format)).required(REQUIRED),
});
