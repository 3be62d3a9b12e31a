import { endpoints } from '@platform/contract';
import {
  assessmentCandidateQuerySchema,
  assessmentInviteSchema,
  assessmentSchema,
  extraTimeSchema,
  jobAssessmentListQuerySchema,
  markAnswersSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { jobIdOrNotFound, jobScopeFrom } from '../jobs/in-scope';
import {
  assessmentIdOfJob,
  assessmentInScope,
  candidatesByIds,
  deleteAssessment,
  listAssessments,
  listCandidates,
  lockAssessment,
  setExtraMinutes,
} from './assessments';
import { closeOverdueAttempts } from './attempts';
import { inviteCandidates, saveAssessment } from './authoring';
import { answerSheetOf, markAnswers } from './results';
import { ASSESSMENT_ERRORS, conflict } from './rules';

/**
 * Job assessments (spec §2 /jobs/{id}/assessment, /assessments…, /assessments/{id}/candidates,
 * /job-assessments/{id}/results, /job-assessment-results/{id}, /answer-sheet; §7 private jobs … assessments,
 * job-assessments; ADR 0070). Every id is looked up inside the caller's organisation first (404).
 */
export function registerAssessmentRoutes(app: FastifyInstance): void {
  const { db, notifier, config } = app.services;
  const assessmentPortal = config.portalOrigins[4] ?? 'http://localhost:4204';

  const assessmentOr404 = async (id: number, scope: ReturnType<typeof jobScopeFrom>) => {
    const found = await assessmentInScope(db, id, scope);
    if (!found) throw notFound();
    return found;
  };

  registerListEndpoint(
    app,
    endpoints.jobAssessments,
    async (ctx) => listAssessments(db, jobScopeFrom(ctx), ctx.query, ctx.page),
    { query: jobAssessmentListQuerySchema },
  );

  registerEndpoint(
    app,
    endpoints.createJobAssessment,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = await saveAssessment(db, scope, ctx.tenant(), ctx.body, ctx.requireUser().id, null);
      return assessmentOr404(id, scope);
    },
    { body: assessmentSchema, message: 'assessments.success.assessment_saved' },
  );

  registerEndpoint(app, endpoints.jobAssessment, async (ctx) => assessmentOr404(ctx.id(), jobScopeFrom(ctx)));

  registerEndpoint(app, endpoints.jobAssessmentOfJob, async (ctx) => {
    const scope = jobScopeFrom(ctx);
    const jobId = await jobIdOrNotFound(db, ctx.id(), scope);
    const id = await assessmentIdOfJob(db, jobId);
    return id === null ? null : assessmentOr404(id, scope);
  });

  registerEndpoint(
    app,
    endpoints.updateJobAssessment,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = ctx.id();
      if (!(await assessmentInScope(db, id, scope))) throw notFound();
      const body = await validated(assessmentSchema, ctx.body);
      await saveAssessment(db, scope, ctx.tenant(), body, ctx.requireUser().id, id);
      return assessmentOr404(id, scope);
    },
    { documented: { body: assessmentSchema }, message: 'assessments.success.assessment_saved' },
  );

  registerEndpoint(
    app,
    endpoints.deleteJobAssessment,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = ctx.id();
      await db.transaction(async (tx) => {
        if (!(await lockAssessment(tx, id, scope))) throw notFound();
        if (!(await deleteAssessment(tx, id))) throw conflict(ASSESSMENT_ERRORS.inUse);
      });
      return null;
    },
    { message: 'assessments.success.assessment_deleted' },
  );

  registerListEndpoint(
    app,
    endpoints.assessmentCandidates,
    async (ctx) => {
      const assessment = await assessmentOr404(ctx.id(), jobScopeFrom(ctx));
      await closeOverdueAttempts(db, notifier, { assessmentId: assessment.id });
      return listCandidates(
        db,
        assessment,
        { status: ctx.query.status, submitted: ctx.query.submitted },
        ctx.page,
      );
    },
    { query: assessmentCandidateQuerySchema },
  );

  registerEndpoint(
    app,
    endpoints.inviteToAssessment,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = ctx.id();
      if (!(await assessmentInScope(db, id, scope))) throw notFound();
      const { application_ids } = await validated(assessmentInviteSchema, ctx.body);
      return inviteCandidates(db, notifier, scope, {
        assessmentId: id,
        applicationIds: application_ids,
        by: ctx.requireUser().id,
        assessmentPortal,
      });
    },
    {
      successCode: 200,
      documented: { body: assessmentInviteSchema },
      message: 'assessments.success.invitation_sent',
    },
  );

  registerEndpoint(
    app,
    endpoints.grantExtraTime,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx) => {
        if (!(await lockAssessment(tx, id, scope))) throw notFound();
        const { extra_minutes } = await validated(extraTimeSchema, ctx.body);
        if (!(await setExtraMinutes(tx, id, applicationId, extra_minutes))) throw notFound();
      });
      const [candidate] = await candidatesByIds(db, id, [applicationId]);
      if (!candidate) throw notFound();
      return candidate;
    },
    { documented: { body: extraTimeSchema }, message: 'assessments.success.extra_time_granted' },
  );

  registerEndpoint(app, endpoints.answerSheet, async (ctx) =>
    answerSheetOf(db, notifier, ctx.id(), jobScopeFrom(ctx)),
  );

  registerEndpoint(
    app,
    endpoints.markAnswers,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = ctx.id();
      await answerSheetOf(db, notifier, id, scope);
      await markAnswers(
        db,
        notifier,
        id,
        scope,
        await validated(markAnswersSchema, ctx.body),
        ctx.requireUser().id,
      );
      return answerSheetOf(db, notifier, id, scope);
    },
    { documented: { body: markAnswersSchema }, message: 'assessments.success.marks_saved' },
  );
}
