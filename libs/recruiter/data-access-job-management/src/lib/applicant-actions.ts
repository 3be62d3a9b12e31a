import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  type JobApplicant,
  RECRUITER_ACTIONS,
} from '@platform/contract';

/**
 * The recruiter's actions on an applicant, computed from what the gateway says is legal (ADR 0064): the row's
 * `next_statuses` (the transition table's recruiter moves from its current status) mapped through the contract's
 * `RECRUITER_ACTIONS`, plus the moves outside the table (restore a rejected applicant, remove / put back, hire).
 * The screens show these and nothing else, so no button leads to a refusal the gateway would give.
 */
export type ApplicantAction =
  | 'shortlist'
  | 'select_for_assessment'
  | 'send_assessment_invitation'
  | 'select_for_interview'
  | 'send_interview_invitation'
  | 'mark_interviewed'
  | 'mark_absent'
  | 'send_offer'
  | 'cancel_offer'
  | 'hire'
  | 'reject'
  | 'restore'
  | 'remove'
  | 'put_back';

export interface ApplicantActionOption {
  action: ApplicantAction;
  /** The status the action moves the applicant to (restore, remove and put back: none). */
  to: ApplicationStatus | null;
  /** Which call performs it (`RECRUITER_ACTIONS[...].call`, or the restore / remove / put-back calls). */
  call:
    | 'change_status'
    | 'invite'
    | 'interview_result'
    | 'job_offer'
    | 'cancel_offer'
    | 'hire'
    | 'restore'
    | 'remove'
    | 'put_back';
}

/** Actions that ask for a confirmation first (spec: reject, remove, set as appointed). */
export const CONFIRMED_ACTIONS: readonly ApplicantAction[] = ['reject', 'remove', 'hire'];

/** Display order of the actions (the pipeline's own order, the destructive ones last). */
const ORDER: readonly ApplicantAction[] = [
  'shortlist',
  'select_for_assessment',
  'send_assessment_invitation',
  'select_for_interview',
  'send_interview_invitation',
  'mark_interviewed',
  'mark_absent',
  'send_offer',
  'hire',
  'cancel_offer',
  'restore',
  'put_back',
  'reject',
  'remove',
];

/** The actions legal for one applicant now. */
export function applicantActions(
  applicant: Pick<JobApplicant, 'status' | 'next_statuses' | 'restorable' | 'is_removed'>,
): ApplicantActionOption[] {
  const out: ApplicantActionOption[] = [];
  if (applicant.is_removed) return [{ action: 'put_back', to: null, call: 'put_back' }];
  for (const to of applicant.next_statuses ?? []) {
    const entry = (RECRUITER_ACTIONS as Partial<Record<ApplicationStatus, { action: string; call: string }>>)[
      to
    ];
    if (!entry) continue;
    out.push({
      action: entry.action as ApplicantAction,
      to,
      call: entry.call as ApplicantActionOption['call'],
    });
  }
  if (applicant.restorable) out.push({ action: 'restore', to: null, call: 'restore' });
  if (applicant.status !== S.HIRED) out.push({ action: 'remove', to: null, call: 'remove' });
  return out.sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action));
}

/** Actions that can be applied to several applicants in one call (the bulk status change, the bulk invitation). */
const BULK_CALLS: readonly ApplicantActionOption['call'][] = ['change_status', 'invite'];

/**
 * The actions every selected applicant allows, with the same target status for all (a bulk change moves the batch to
 * one status, all or none — ADR 0060). A mixed selection (one applicant's "reject" is 99, another's 91) offers no
 * reject, rather than one the gateway would refuse for part of the batch.
 */
export function bulkActions(
  applicants: readonly Pick<JobApplicant, 'status' | 'next_statuses' | 'restorable' | 'is_removed'>[],
): ApplicantActionOption[] {
  const [first, ...rest] = applicants;
  if (!first) return [];
  const same = (a: ApplicantActionOption, b: ApplicantActionOption) => a.action === b.action && a.to === b.to;
  return applicantActions(first).filter(
    (option) =>
      BULK_CALLS.includes(option.call) &&
      rest.every((other) => applicantActions(other).some((o) => same(o, option))),
  );
}
