import type { FastifyInstance } from 'fastify';
import { registerAptitudeRoutes } from './aptitude-routes';
import { registerAssessmentRoutes } from './private-assessment-routes';
import { registerAssessmentPaymentRoutes } from './payments';
import { registerBankRoutes } from './private-bank-routes';
import { registerQuestionSetRoutes } from './private-question-set-routes';
import { registerPlatformAssessmentRoutes } from './platform-assessments';
import { registerYouthAssessmentRoutes } from './youth-routes';

export { closeOverdueAttempts } from './attempts';
export { seedAptitudeReference } from './aptitude';

/**
 * The question engine and the exam runner (ADR 0070): question banks, questions, question sets, job assessments with
 * their candidates and answer sheets, the aptitude test, the examinee's attempt calls and the fee of a paid assessment.
 */
export function registerAssessmentDomainRoutes(app: FastifyInstance): void {
  registerBankRoutes(app);
  registerQuestionSetRoutes(app);
  registerAssessmentRoutes(app);
  registerAptitudeRoutes(app);
  registerYouthAssessmentRoutes(app);
  registerAssessmentPaymentRoutes(app);
  // every tenant's question sets and every exam result for platform staff (ADR 0122)
  registerPlatformAssessmentRoutes(app);
}
