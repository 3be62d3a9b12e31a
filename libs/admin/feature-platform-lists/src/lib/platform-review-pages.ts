/*
 * The assessment and hiring group's platform pages — every tenant's question sets, every exam result, every interview
 * invitation and their records (ADR 0122) — behind one dynamic import: one call site in the routes is one dependency
 * list in the admin's start chunk instead of six (the signed-in first visit is at its budget). Each section's
 * [list, record] under its name (platform-lists-routes.tsx).
 */
import { PlatformInterviewRoute } from './platform-interview-page';
import { PlatformInterviewsRoute } from './platform-interviews-page';
import { PlatformQuestionSetRoute } from './platform-question-set-page';
import { PlatformQuestionSetsRoute } from './platform-question-sets-page';
import { PlatformResultRoute } from './platform-result-page';
import { PlatformResultsRoute } from './platform-results-page';

export default {
  question_sets: [PlatformQuestionSetsRoute, PlatformQuestionSetRoute],
  results: [PlatformResultsRoute, PlatformResultRoute],
  interviews: [PlatformInterviewsRoute, PlatformInterviewRoute],
} as const;
