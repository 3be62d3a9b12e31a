import { mixed, object } from 'yup';
import {
  ASSESSMENT_AREA,
  CANDIDATE_RESPONSE,
  INTERVIEW_KIND,
  PLATFORM_RESULT_KIND,
  PLATFORM_RESULT_OUTCOME,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, text } from './rules';

/*
 * Filters of the admin's platform-wide question-set, exam-result and interview-invitation lists (ADR 0122). page and
 * page_size are read by the gateway. A value outside its list is 422 `validation.one_of` on its field.
 */

/** An optional value out of a fixed list; '' is no filter. */
function oneOf<T extends string | number>(values: readonly T[]) {
  return mixed<T>()
    .transform((_v: unknown, original: unknown) => (original === '' ? undefined : original))
    .oneOf([...values, undefined], msg(V.oneOf));
}
/** An optional number out of a fixed list (query strings arrive as text). */
function numberOf(values: readonly number[]) {
  return integer()
    .transform(blankToNull)
    .nullable()
    .oneOf([...values, null], msg(V.oneOf));
}

/** `GET /private/question-sets/platform`: search, owner, category, status. */
export const platformQuestionSetListQuerySchema = object({
  search: text(200),
  owner: oneOf(['organization', 'institute', 'platform'] as const),
  category: numberOf(Object.values(ASSESSMENT_AREA)),
  row_status: numberOf([0, 1]),
});

/** `GET /private/exam-results/platform`: search, kind, outcome. */
export const platformResultListQuerySchema = object({
  search: text(200),
  kind: oneOf(Object.values(PLATFORM_RESULT_KIND)),
  outcome: oneOf(Object.values(PLATFORM_RESULT_OUTCOME)),
});

/** `GET /private/exam-results/:id/platform`: which table the id is of (exam when absent). */
export const platformResultQuerySchema = object({
  source: oneOf(['exam', 'lesson'] as const).default('exam'),
});

/** `GET /private/interview-invitations/platform`: search, response (or pending), kind. */
export const platformInterviewListQuerySchema = object({
  search: text(200),
  response: oneOf([...Object.values(CANDIDATE_RESPONSE), 'pending'] as const),
  kind: numberOf(Object.values(INTERVIEW_KIND)),
});
