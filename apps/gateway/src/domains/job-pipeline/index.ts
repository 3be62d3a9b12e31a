import type { FastifyInstance } from 'fastify';
import { registerApplicantRoutes } from './private-applicant-routes';
import { registerBoardRoutes } from './private-board-routes';
import { registerOfferRoutes } from './private-offer-routes';
import { registerScheduleRoutes } from './private-schedule-routes';
import { registerProtectedJobPipelineRoutes } from './protected-routes';
import { registerPublicJobPipelineRoutes } from './public-routes';
import { registerPlatformInterviewRoutes } from './platform-interviews';

/** The recruiter pipeline (ADR 0063): a job's applicants, boards, schedules and offers; the youth's side; the links. */
export function registerJobPipelineRoutes(app: FastifyInstance): void {
  registerApplicantRoutes(app);
  registerBoardRoutes(app);
  registerScheduleRoutes(app);
  registerOfferRoutes(app);
  registerProtectedJobPipelineRoutes(app);
  registerPublicJobPipelineRoutes(app);
  // every organisation's interview invitations and their confirmation for platform staff (ADR 0122)
  registerPlatformInterviewRoutes(app);
}
