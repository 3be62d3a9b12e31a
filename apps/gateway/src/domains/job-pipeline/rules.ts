import {
  APPLICANT_TAB,
  APPLICANT_TAB_STAGES,
  APPLICATION_STATUS,
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  type CandidateResponse,
  type FieldErrors,
  type PipelineStage,
  pipelineStageOf,
} from '@platform/contract';
import type { applicantListQuerySchema } from '@platform/validation';
import type { InferType } from 'yup';
import { HttpError } from '../../platform/errors';
import { checkTransition, type TransitionActor } from '../jobs/transitions';

/*
 * The rules of the recruiter pipeline (ADR 0063) as plain functions: the all-or-none transition check, the candidate
 * board status that follows a move, where a youth's answer takes the application, and the applicant list's filters.
 */

export const PIPELINE_ERRORS = {
  illegalTransition: 'jobs.errors.illegal_transition',
  usePipelineCall: 'job_pipeline.errors.use_pipeline_call',
  scheduleFull: 'job_pipeline.errors.schedule_full',
  maxBelowInvited: 'job_pipeline.errors.max_below_invited',
  hiredNotRemovable: 'job_pipeline.errors.hired_not_removable',
  notRemoved: 'job_pipeline.errors.not_removed',
  alreadyRemoved: 'job_pipeline.errors.already_removed',
  noOpenInvitation: 'job_pipeline.errors.no_open_invitation',
  notInvited: 'job_pipeline.errors.not_invited',
  inUse: 'errors.in_use',
} as const;

export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

/**
 * Checks every move against the transition table; one refusal refuses them all (409 `jobs.errors.illegal_transition`
 * with the refusal of each row under `field` — `status` for one, `application_ids[i]` for a batch).
 */
export function checkMoves(
  rows: readonly { id: number; status: ApplicationStatus }[],
  to: ApplicationStatus,
  actor: TransitionActor,
  field: { single: string } | { batch: string; ids: readonly number[] },
): void {
  const errors: FieldErrors = {};
  for (const row of rows) {
    const check = checkTransition(row.status, to, actor);
    if (check.ok) continue;
    const key = 'single' in field ? field.single : `${field.batch}[${field.ids.indexOf(row.id)}]`;
    errors[key] = [JSON.stringify({ id: check.message, values: { from: row.status, to } })];
  }
  if (Object.keys(errors).length) throw conflict(PIPELINE_ERRORS.illegalTransition, errors);
}

/**
 * The candidate board status (spec §4) that goes with an application status, for an applicant with an interview:
 * invited or confirmed 3, attended (and on to the offer) 4, declined or absent 8 ("invitation failed"), hired 5, rejected 6. The pipeline
 * calls set it where they move; this map follows the other moves (hire, rejections, restore).
 */
export const BOARD_STATUS_AFTER: Partial<Record<ApplicationStatus, 3 | 4 | 5 | 6 | 8>> = {
  [S.INTERVIEW_INVITATION_SENT]: 3,
  [S.INTERVIEW_INVITATION_CONFIRMED]: 3,
  [S.INTERVIEW_INVITATION_REJECTED]: 8,
  [S.INTERVIEW_COMPLETED]: 4,
  [S.ABSENT_IN_INTERVIEW]: 8,
  // the offer stage comes after an attended interview
  [S.OFFER_LETTER_SENT]: 4,
  [S.OFFER_ACCEPTED]: 4,
  [S.OFFER_REJECTED]: 4,
  [S.OFFER_CANCELLED]: 4,
  [S.HIRED]: 5,
  [S.REJECTED_FROM_INTERVIEW]: 6,
  [S.REJECTED_FROM_ASSESSMENT]: 6,
  [S.REJECTED]: 6,
};

/** Where each answer takes the application; `rescheduled` keeps the status (the request is recorded). */
export const RESPONSE_STATUS: Record<CandidateResponse, ApplicationStatus | null> = {
  accepted: S.INTERVIEW_INVITATION_CONFIRMED,
  rejected: S.INTERVIEW_INVITATION_REJECTED,
  rescheduled: null,
};

const statusesOfStages = (stages: readonly PipelineStage[]): ApplicationStatus[] =>
  Object.values(APPLICATION_STATUS).filter((s) => stages.includes(pipelineStageOf(s)));

/**
 * The statuses an applicant list shows, or null for all: the filters combine — a tab narrowed by a stage or a status;
 * tab 5 (saved) is the bookmark, any stage.
 */
export function applicantStatuses(
  q: Pick<InferType<typeof applicantListQuerySchema>, 'tab' | 'stage' | 'status'>,
): ApplicationStatus[] | null {
  const sets: ApplicationStatus[][] = [];
  if (q.status !== undefined && q.status !== null) sets.push([q.status]);
  if (q.stage !== undefined && q.stage !== null) sets.push(statusesOfStages([q.stage]));
  if (q.tab && q.tab !== APPLICANT_TAB.SAVED) sets.push(statusesOfStages(APPLICANT_TAB_STAGES[q.tab]));
  return sets.length ? sets.reduce((a, b) => a.filter((x) => b.includes(x))) : null;
}
