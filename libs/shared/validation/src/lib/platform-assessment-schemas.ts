import { object } from 'yup';
import {
  ASSESSMENT_AREA,
  CANDIDATE_RESPONSE,
  INTERVIEW_KIND,
  PLATFORM_RESULT_KIND,
  PLATFORM_RESULT_OUTCOME,
} from '@platform/contract';
import { text, filterOf, numberChoice } from './rules';

/*
 * Filters of the admin's platform-wide question-set, exam-result and interview-invitation lists (ADR 0122). page and
 * page_size are read by the gateway. A value outside its list is 422 `validation.one_of` on its field.
 */

/** `GET /private/question-sets/platform`: search, owner, category, status. */
export const platformQuestionSetListQuerySchema = object({
  search: text(200),
  owner: filterOf(['organization', 'institute', 'platform'] as const),
  category: numberChoice(Object.values(ASSESSMENT_AREA)),
  row_status: numberChoice([0, 1]),
});

/** `GET /private/exam-results/platform`: search, kind, outcome. */
export const platformResultListQuerySchema = object({
  search: text(200),
  kind: filterOf(Object.values(PLATFORM_RESULT_KIND)),
  outcome: filterOf(Object.values(PLATFORM_RESULT_OUTCOME)),
});

/** `GET /private/exam-results/:id/platform`: which table the id is of (exam when absent). */
export const platformResultQuerySchema = object({
  source: filterOf(['exam', 'lesson'] as const).default('exam'),
});

/** `GET /private/interview-invitations/platform`: search, response (or pending), kind. */
export const platformInterviewListQuerySchema = object({
  search: text(200),
  response: filterOf([...Object.values(CANDIDATE_RESPONSE), 'pending'] as const),
  kind: numberChoice(Object.values(INTERVIEW_KIND)),
});
