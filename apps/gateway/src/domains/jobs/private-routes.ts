import {
  endpoints,
  type FieldErrors,
  JOB_POST_STATUS,
  JOB_WIZARD_STEPS,
  type JobWizardStep,
} from '@platform/contract';
import { jobRejectSchema, jobSubmitSchema, privateJobListQuerySchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { JOB_ERRORS } from './errors';
import type { AuthenticatedUser } from '../../identity/types';
import type { TenantScope } from '../../platform/tenant-scope';
import { jobInScope, jobScopeFrom } from './in-scope';
import {
  findJob,
  insertJob,
  listJobs,
  lockJob,
  prefillFromOrganisation,
  saveStep,
  setJobStatus,
  softDeleteJob,
} from './posts';
import { stepNumberOf, stepSchema, validateStep, validateWholeJob } from './steps';
import { canMoveJob, EDITABLE_JOB_STATUSES } from './transitions';

const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

const STEP_ENDPOINTS = {
  primary_info: endpoints.saveJobPrimaryInfo,
  more_info: endpoints.saveJobMoreInfo,
  candidate_requirement: endpoints.saveJobCandidateRequirement,
  company_info_visibility: endpoints.saveJobCompanyInfoVisibility,
  matching_criteria: endpoints.saveJobMatchingCriteria,
  contact_info: endpoints.saveJobContactInfo,
} as const satisfies Record<JobWizardStep, unknown>;

/**
 * The recruiter's jobs (spec §2 /jobs, /jobs/create, /jobs/{id}/edit, /jobs/{id}/management) and the approvers'
 * review. Every call with an id looks the job up inside the caller's scope (jobScopeFrom): a recruiter of another
 * organisation gets 404 for the job and for each of its applicants.
 */
export function registerPrivateJobRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerListEndpoint(
    app,
    endpoints.jobs,
    async (ctx) =>
      listJobs(
        db,
        jobScopeFrom(ctx),
        { status: ctx.query.status, search: ctx.query.search },
        ctx.page,
        today(),
      ),
    { query: privateJobListQuerySchema },
  );

  registerEndpoint(app, endpoints.job, async (ctx) => jobInScope(db, ctx.id(), jobScopeFrom(ctx)));

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
      const id = await db.transaction(async (tx) => {
        const created = await insertJob(tx, organization, user.id, result.value);
        await prefillFromOrganisation(tx, created, organization, user.id);
        return created;
      });
      return jobInScope(db, id, jobScopeFrom(ctx));
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
        const s = jobScopeFrom(ctx);
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
        return jobInScope(db, id, s);
      },
      { documented: { body: stepSchema(step) } },
    );
  }

  registerEndpoint(
    app,
    endpoints.submitJob,
    async (ctx) => {
      const id = ctx.id();
      const s = jobScopeFrom(ctx);
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
      return jobInScope(db, id, s);
    },
    { successCode: 200, message: 'jobs.success.submitted', documented: { body: jobSubmitSchema } },
  );

  registerEndpoint(app, endpoints.deleteJob, async (ctx) => {
    const id = ctx.id();
    const s = jobScopeFrom(ctx);
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
      const s = jobScopeFrom(ctx);
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
      return jobInScope(db, id, s);
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
}
