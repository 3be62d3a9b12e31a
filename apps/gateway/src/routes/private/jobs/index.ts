import {
  APPLICANT_TAB,
  APPLICANT_TAB_STAGES,
  APPLICATION_STATUS,
  type ApplicationStatus,
  endpoints,
  type FieldErrors,
  JOB_POST_STATUS,
  JOB_WIZARD_STEPS,
  type JobPost,
  type JobWizardStep,
  type PipelineStage,
  PIPELINE_CALL_STATUSES,
  pipelineStageOf,
} from '@platform/contract';
import {
  applicantListQuerySchema,
  bulkChangeApplicationStatusSchema,
  changeApplicationStatusSchema,
  jobRejectSchema,
  jobSubmitSchema,
  privateJobListQuerySchema,
  recruiterJobOffersQuerySchema,
  today,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import {
  applicantCounts,
  applicantsByIds,
  applicationHistory,
  findJob,
  jobIdInScope,
  insertJob,
  type JobScope,
  jobScopeOf,
  listApplicants,
  listJobOffers,
  listJobs,
  lockApplications,
  lockJob,
  moveApplication,
  saveStep,
  setJobStatus,
  softDeleteJob,
} from '../../../db/repositories/jobs';
import type { AuthenticatedUser } from '../../../identity/types';
import type { TenantScope } from '../../../platform/tenant-scope';
import { registerEndpoint, registerListEndpoint } from '../../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../../platform/errors';
import { stepNumberOf, stepSchema, validateStep, validateWholeJob } from '../../../job-posts/steps';
import { notifyApplicants, PIPELINE_ERRORS, STATUS_EVENTS } from '../../../job-posts/pipeline';
import {
  canMoveJob,
  checkTransition,
  EDITABLE_JOB_STATUSES,
  restoreTarget,
} from '../../../job-posts/transitions';
import { followBoardStatus } from '../job-pipeline';
import { validated } from '../../../platform/validate';

/** Message ids of the refusals of this module (catalogue area jobs.ts). */
export const JOB_ERRORS = {
  noOrganization: 'jobs.errors.no_organization',
  previousStepMissing: 'jobs.errors.previous_step_missing',
  notEditable: 'jobs.errors.not_editable',
  wizardIncomplete: 'jobs.errors.wizard_incomplete',
  wrongStatus: 'jobs.errors.wrong_status',
  notDeletable: 'jobs.errors.not_deletable',
  deadlinePassed: 'jobs.errors.deadline_passed',
  illegalTransition: 'jobs.errors.illegal_transition',
} as const;

const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

const STEP_ENDPOINTS = {
  primary_info: endpoints.saveJobPrimaryInfo,
  more_info: endpoints.saveJobMoreInfo,
  candidate_requirement: endpoints.saveJobCandidateRequirement,
  company_info_visibility: endpoints.saveJobCompanyInfoVisibility,
  matching_criteria: endpoints.saveJobMatchingCriteria,
  contact_info: endpoints.saveJobContactInfo,
} as const satisfies Record<JobWizardStep, unknown>;

const statusesOfStages = (stages: readonly PipelineStage[]): ApplicationStatus[] =>
  Object.values(APPLICATION_STATUS).filter((s) => stages.includes(pipelineStageOf(s)));

/**
 * The recruiter's jobs (spec §2 /jobs, /jobs/create, /jobs/{id}/edit, /jobs/{id}/management) and the approvers'
 * review. Every call with an id looks the job up inside the caller's scope (jobScopeOf): a recruiter of another
 * organisation gets 404 for the job and for each of its applicants.
 */
export function registerPrivateJobRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const scope = (ctx: { tenant(): TenantScope }): JobScope => jobScopeOf(ctx.tenant());

  const jobInScope = async (id: number, s: JobScope): Promise<JobPost> => {
    const job = await findJob(db, id, s, today());
    if (!job) throw notFound();
    return job;
  };
  // the applicant lists need only the tenant check, not the whole post (its skills, locations, application count)
  const jobIdOrNotFound = async (id: number, s: JobScope): Promise<number> => {
    const jobId = await jobIdInScope(db, id, s);
    if (jobId === null) throw notFound();
    return jobId;
  };

  registerListEndpoint(
    app,
    endpoints.jobs,
    async (ctx) =>
      listJobs(db, scope(ctx), { status: ctx.query.status, search: ctx.query.search }, ctx.page, today()),
    { query: privateJobListQuerySchema },
  );

  registerEndpoint(app, endpoints.job, async (ctx) => jobInScope(ctx.id(), scope(ctx)));

  // wizard step 1 of a new job: the job belongs to the caller's organisation, whatever the body says
  registerEndpoint(
    app,
    endpoints.createJob,
    async (ctx) => {
      const user = ctx.requireUser();
      if (user.organization_id == null) throw new HttpError(403, JOB_ERRORS.noOrganization);
      const result = await validateStep(db, 'primary_info', ctx.body, new Date());
      if (!result.ok) throw validationFailed(result.errors);
      const organization = user.organization_id;
      const id = await db.transaction((tx) => insertJob(tx, organization, user.id, result.value));
      return jobInScope(id, scope(ctx));
    },
    { documented: { body: stepSchema('primary_info') } },
  );

  for (const step of JOB_WIZARD_STEPS) {
    const n = stepNumberOf(step);
    registerEndpoint(
      app,
      STEP_ENDPOINTS[step],
      async (ctx) => {
        const id = ctx.id();
        const s = scope(ctx);
        await db.transaction(async (tx) => {
          const job = await lockJob(tx, id, s);
          if (!job) throw notFound();
          if (!EDITABLE_JOB_STATUSES.includes(job.status)) throw conflict(JOB_ERRORS.notEditable);
          // names the first step still to save: where the wizard resumes
          if (job.completed_steps < n - 1)
            throw conflict(JOB_ERRORS.previousStepMissing, {
              step: [`jobs.step.${JOB_WIZARD_STEPS[job.completed_steps]}`],
            });
          const result = await validateStep(tx, step, ctx.body, new Date());
          if (!result.ok) throw validationFailed(result.errors);
          await saveStep(tx, id, step, n, result.value);
        });
        return jobInScope(id, s);
      },
      { documented: { body: stepSchema(step) } },
    );
  }

  registerEndpoint(
    app,
    endpoints.submitJob,
    async (ctx) => {
      const id = ctx.id();
      const s = scope(ctx);
      await db.transaction(async (tx) => {
        const locked = await lockJob(tx, id, s);
        if (!locked) throw notFound();
        const { service_type } = await validated(jobSubmitSchema, ctx.body);
        if (!canMoveJob('submit', locked.status)) throw conflict(JOB_ERRORS.wrongStatus);
        if (locked.completed_steps < JOB_WIZARD_STEPS.length) {
          const missing = JOB_WIZARD_STEPS[locked.completed_steps];
          throw conflict(JOB_ERRORS.wizardIncomplete, { step: [`jobs.step.${missing}`] });
        }
        const job = await findJob(tx, id, s, today());
        if (!job) throw notFound();
        const errors = await validateWholeJob(tx, job, new Date());
        if (errors) throw validationFailed(errors);
        await setJobStatus(tx, id, JOB_POST_STATUS.PENDING_APPROVAL, {
          service_type,
          submitted: true,
          rejection_reason: null,
        });
      });
      return jobInScope(id, s);
    },
    { successCode: 200, message: 'jobs.success.submitted', documented: { body: jobSubmitSchema } },
  );

  registerEndpoint(app, endpoints.deleteJob, async (ctx) => {
    const id = ctx.id();
    const s = scope(ctx);
    await db.transaction(async (tx) => {
      const job = await lockJob(tx, id, s);
      if (!job) throw notFound();
      if (!EDITABLE_JOB_STATUSES.includes(job.status)) throw conflict(JOB_ERRORS.notDeletable);
      await softDeleteJob(tx, id);
    });
    return null;
  });

  const review =
    (move: 'approve' | 'reject') =>
    async (ctx: { id(): number; body: unknown; requireUser(): AuthenticatedUser; tenant(): TenantScope }) => {
      const id = ctx.id();
      const user = ctx.requireUser();
      const s = scope(ctx);
      await db.transaction(async (tx) => {
        const locked = await lockJob(tx, id, s);
        if (!locked) throw notFound();
        const reason = move === 'reject' ? (await validated(jobRejectSchema, ctx.body)).reason : null;
        if (!canMoveJob(move, locked.status)) throw conflict(JOB_ERRORS.wrongStatus);
        const job = await findJob(tx, id, s, today());
        if (move === 'approve' && job?.application_deadline && job.application_deadline < today())
          throw conflict(JOB_ERRORS.deadlinePassed);
        const status = move === 'approve' ? JOB_POST_STATUS.APPROVED : JOB_POST_STATUS.REJECTED;
        await setJobStatus(tx, id, status, { reviewed_by: user.id, rejection_reason: reason });
      });
      return jobInScope(id, s);
    };
  registerEndpoint(app, endpoints.approveJob, review('approve'), {
    successCode: 200,
    message: 'jobs.success.approved',
  });
  registerEndpoint(app, endpoints.rejectJob, review('reject'), {
    successCode: 200,
    message: 'jobs.success.rejected',
    documented: { body: jobRejectSchema },
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Applicants
  // ---------------------------------------------------------------------------------------------------------------

  registerListEndpoint(
    app,
    endpoints.jobApplicants,
    async (ctx) => {
      const jobId = await jobIdOrNotFound(ctx.id(), scope(ctx));
      const q = await validated(applicantListQuerySchema, ctx.query);
      // the filters combine: a tab narrowed by a stage or a status; tab 5 (saved) is the bookmark, any stage
      const sets: ApplicationStatus[][] = [];
      if (q.status !== undefined && q.status !== null) sets.push([q.status]);
      if (q.stage !== undefined && q.stage !== null) sets.push(statusesOfStages([q.stage]));
      if (q.tab && q.tab !== APPLICANT_TAB.SAVED) sets.push(statusesOfStages(APPLICANT_TAB_STAGES[q.tab]));
      const statuses = sets.length ? sets.reduce((a, b) => a.filter((x) => b.includes(x))) : null;
      return listApplicants(db, jobId, statuses, ctx.page, {
        saved: q.tab === APPLICANT_TAB.SAVED,
        removed: q.removed === true,
      });
    },
    { documented: { query: applicantListQuerySchema } },
  );

  registerListEndpoint(
    app,
    endpoints.recruiterJobOffers,
    async (ctx) => listJobOffers(db, scope(ctx), ctx.query.status ?? null, ctx.page),
    { query: recruiterJobOffersQuerySchema },
  );

  registerEndpoint(app, endpoints.jobApplicantCounts, async (ctx) => {
    const jobId = await jobIdOrNotFound(ctx.id(), scope(ctx));
    return applicantCounts(db, jobId);
  });

  /** The applicant of a job of the caller's scope, or 404. */
  const applicantInScope = async (jobId: number, applicationId: number, s: JobScope) => {
    const rows = await lockApplications(db, jobId, [applicationId], s);
    if (!rows[0]) throw notFound();
    return rows[0];
  };

  registerEndpoint(app, endpoints.jobApplicantHistory, async (ctx) => {
    const row = await applicantInScope(ctx.id(), ctx.id('applicationId'), scope(ctx));
    return applicationHistory(db, row.id);
  });

  /** Moves the applications (all or none) after checking each move against the transition table. */
  const move = async (
    jobId: number,
    ids: number[],
    to: ApplicationStatus,
    user: AuthenticatedUser,
    s: JobScope,
    field: string,
  ) => {
    const unique = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const rows = await lockApplications(tx, jobId, unique, s);
      if (rows.length !== unique.length) throw notFound();
      const errors: FieldErrors = {};
      for (const row of rows) {
        const check = checkTransition(row.status, to, 'recruiter');
        if (!check.ok)
          errors[field === 'status' ? 'status' : `${field}[${ids.indexOf(row.id)}]`] = [
            JSON.stringify({ id: check.message, values: { from: row.status, to } }),
          ];
      }
      if (Object.keys(errors).length) throw conflict(JOB_ERRORS.illegalTransition, errors);
      // an invitation needs its schedule, a result its interview, an offer its terms: those have their own calls
      if (PIPELINE_CALL_STATUSES.includes(to))
        throw conflict(PIPELINE_ERRORS.usePipelineCall, { status: [PIPELINE_ERRORS.usePipelineCall] });
      for (const row of rows) await moveApplication(tx, row.id, row.status, to, user.id);
      await followBoardStatus(tx, unique, to);
      // shortlisted / selected for interview: the youth hears of it, in this transaction (ADR 0063)
      const told = STATUS_EVENTS[to];
      if (told)
        await notifyApplicants(tx, app.services.notifier, told.event, unique, { channels: told.channels });
    });
    return applicantsByIds(db, unique);
  };

  registerEndpoint(
    app,
    endpoints.changeApplicantStatus,
    async (ctx) => {
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      // out of scope answers 404 before the body is looked at
      await applicantInScope(jobId, applicationId, scope(ctx));
      const { status } = await validated(changeApplicationStatusSchema, ctx.body);
      const [applicant] = await move(jobId, [applicationId], status, ctx.requireUser(), scope(ctx), 'status');
      if (!applicant) throw notFound();
      return applicant;
    },
    { message: 'jobs.success.status_changed', documented: { body: changeApplicationStatusSchema } },
  );

  registerEndpoint(
    app,
    endpoints.bulkChangeApplicantStatus,
    async (ctx) => {
      const jobId = ctx.id();
      await jobInScope(jobId, scope(ctx));
      const { status, application_ids } = await validated(bulkChangeApplicationStatusSchema, ctx.body);
      return move(jobId, application_ids, status, ctx.requireUser(), scope(ctx), 'application_ids');
    },
    { message: 'jobs.success.status_changed', documented: { body: bulkChangeApplicationStatusSchema } },
  );

  registerEndpoint(
    app,
    endpoints.restoreApplicant,
    async (ctx) => {
      const jobId = ctx.id();
      const applicationId = ctx.id('applicationId');
      const user = ctx.requireUser();
      await db.transaction(async (tx) => {
        const [row] = await lockApplications(tx, jobId, [applicationId], scope(ctx));
        if (!row) throw notFound();
        const target = restoreTarget(row.status, await applicationHistory(tx, row.id));
        if (target === null) throw conflict('jobs.errors.not_rejected');
        await moveApplication(tx, row.id, row.status, target, user.id);
        await followBoardStatus(tx, [row.id], target);
      });
      const [applicant] = await applicantsByIds(db, [applicationId]);
      if (!applicant) throw notFound();
      return applicant;
    },
    { message: 'jobs.success.restored' },
  );
}
