import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  JOB_POST_STATUS,
  type JobPostStatus,
} from '@platform/contract';

/*
 * THE state machines of jobs and applications (ADR 0060). Every status change of an application goes through
 * `checkTransition` (routes, and later the interview, offer, assessment and youth-response calls), so the legal moves
 * live in one table. Who may make a move is part of the table: the recruiter, the youth (responses to invitations
 * and offers), or the assessment system (the assessed result). Until the assessments issue lands nothing calls the
 * assessment moves, so no code path fakes an assessment result.
 */

/** Who makes a move. */
export type TransitionActor = 'recruiter' | 'youth' | 'assessment';

export interface Move {
  to: ApplicationStatus;
  by: TransitionActor;
}

const r = (to: ApplicationStatus): Move => ({ to, by: 'recruiter' });
const y = (to: ApplicationStatus): Move => ({ to, by: 'youth' });
const a = (to: ApplicationStatus): Move => ({ to, by: 'assessment' });

/**
 * Legal moves out of each application status (spec §4 codes). Rejections are stage-specific: 92 during the
 * assessment stage, 91 during the interview stage, 99 otherwise. Rejected applicants leave only through `restore`.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly Move[]>> = {
  [S.APPLIED]: [r(S.SHORTLISTED), r(S.SELECTED_FOR_ASSESSMENT), r(S.SELECTED_FOR_INTERVIEW), r(S.REJECTED)],
  [S.SHORTLISTED]: [
    r(S.SELECTED_FOR_ASSESSMENT),
    r(S.SELECTED_FOR_INTERVIEW),
    r(S.OFFER_LETTER_SENT),
    r(S.REJECTED),
  ],
  [S.SELECTED_FOR_ASSESSMENT]: [r(S.ASSESSMENT_INVITATION_SENT), r(S.REJECTED_FROM_ASSESSMENT)],
  [S.ASSESSMENT_INVITATION_SENT]: [
    a(S.ASSESSED),
    y(S.ASSESSMENT_INVITATION_REJECTED),
    r(S.REJECTED_FROM_ASSESSMENT),
  ],
  [S.ASSESSED]: [r(S.SELECTED_FOR_INTERVIEW), r(S.OFFER_LETTER_SENT), r(S.REJECTED_FROM_ASSESSMENT)],
  [S.ASSESSMENT_INVITATION_REJECTED]: [r(S.ASSESSMENT_INVITATION_SENT), r(S.REJECTED_FROM_ASSESSMENT)],
  [S.SELECTED_FOR_INTERVIEW]: [r(S.INTERVIEW_INVITATION_SENT), r(S.REJECTED_FROM_INTERVIEW)],
  [S.INTERVIEW_INVITATION_SENT]: [
    y(S.INTERVIEW_INVITATION_CONFIRMED),
    y(S.INTERVIEW_INVITATION_REJECTED),
    r(S.REJECTED_FROM_INTERVIEW),
  ],
  // a new invitation (32) is how a reschedule reaches the candidate
  [S.INTERVIEW_INVITATION_CONFIRMED]: [
    r(S.INTERVIEW_COMPLETED),
    r(S.ABSENT_IN_INTERVIEW),
    r(S.INTERVIEW_INVITATION_SENT),
    y(S.INTERVIEW_INVITATION_REJECTED),
    r(S.REJECTED_FROM_INTERVIEW),
  ],
  [S.INTERVIEW_INVITATION_REJECTED]: [r(S.INTERVIEW_INVITATION_SENT), r(S.REJECTED_FROM_INTERVIEW)],
  [S.INTERVIEW_COMPLETED]: [r(S.OFFER_LETTER_SENT), r(S.REJECTED_FROM_INTERVIEW)],
  [S.ABSENT_IN_INTERVIEW]: [r(S.INTERVIEW_INVITATION_SENT), r(S.REJECTED_FROM_INTERVIEW)],
  [S.OFFER_LETTER_SENT]: [y(S.OFFER_ACCEPTED), y(S.OFFER_REJECTED), r(S.OFFER_CANCELLED)],
  [S.OFFER_ACCEPTED]: [r(S.HIRED), r(S.OFFER_CANCELLED)],
  [S.OFFER_REJECTED]: [r(S.OFFER_LETTER_SENT), r(S.REJECTED)],
  [S.OFFER_CANCELLED]: [r(S.OFFER_LETTER_SENT), r(S.REJECTED)],
  [S.HIRED]: [],
  [S.REJECTED_FROM_INTERVIEW]: [],
  [S.REJECTED_FROM_ASSESSMENT]: [],
  [S.REJECTED]: [],
};

/** The rejection codes; an applicant in one of them can be restored (spec §4 "A rejected applicant can be restored"). */
export const REJECTED_STATUSES: readonly ApplicationStatus[] = [
  S.REJECTED_FROM_INTERVIEW,
  S.REJECTED_FROM_ASSESSMENT,
  S.REJECTED,
];

export const TRANSITION_ERRORS = {
  /** No such move from the current status. */
  illegal: 'jobs.errors.illegal_transition',
  /** The move exists but belongs to the assessment system: a recruiter cannot set an assessment result. */
  assessmentOnly: 'jobs.errors.assessment_result_only',
  /** The move exists but is the candidate's answer (confirm, decline, accept an offer). */
  candidateOnly: 'jobs.errors.candidate_response_only',
  /** The move is the recruiter's. */
  recruiterOnly: 'jobs.errors.recruiter_action_only',
  /** Restore of an applicant that is not rejected. */
  notRejected: 'jobs.errors.not_rejected',
} as const;

export type TransitionCheck =
  | { ok: true }
  | { ok: false; message: (typeof TRANSITION_ERRORS)[keyof typeof TRANSITION_ERRORS] };

const ACTOR_ONLY = {
  assessment: TRANSITION_ERRORS.assessmentOnly,
  youth: TRANSITION_ERRORS.candidateOnly,
  recruiter: TRANSITION_ERRORS.recruiterOnly,
} as const;

/** Whether `actor` may move an application from `from` to `to`. */
export function checkTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: TransitionActor,
): TransitionCheck {
  const move = (APPLICATION_TRANSITIONS[from] ?? []).find((m) => m.to === to);
  if (!move) return { ok: false, message: TRANSITION_ERRORS.illegal };
  if (move.by !== actor) return { ok: false, message: ACTOR_ONLY[move.by] };
  return { ok: true };
}

/**
 * Where a restore takes a rejected applicant: the status it had when it was rejected (the `from` of the latest
 * history row that moved it into its current rejection). `null` when the applicant is not rejected.
 */
export function restoreTarget(
  current: ApplicationStatus,
  history: readonly { from_status: ApplicationStatus | null; to_status: ApplicationStatus }[],
): ApplicationStatus | null {
  if (!REJECTED_STATUSES.includes(current)) return null;
  for (let i = history.length - 1; i >= 0; i--) {
    const row = history[i];
    if (
      row &&
      row.to_status === current &&
      row.from_status !== null &&
      !REJECTED_STATUSES.includes(row.from_status)
    )
      return row.from_status;
  }
  return S.APPLIED;
}

// ---------------------------------------------------------------------------------------------------------------
// Job posts
// ---------------------------------------------------------------------------------------------------------------

/** Job post moves: submit (recruiter), approve / reject (admin or industry association), go live (payment). */
export const JOB_TRANSITIONS = {
  submit: { from: [JOB_POST_STATUS.DRAFT, JOB_POST_STATUS.REJECTED], to: JOB_POST_STATUS.PENDING_APPROVAL },
  approve: { from: [JOB_POST_STATUS.PENDING_APPROVAL], to: JOB_POST_STATUS.APPROVED },
  reject: { from: [JOB_POST_STATUS.PENDING_APPROVAL], to: JOB_POST_STATUS.REJECTED },
  goLive: { from: [JOB_POST_STATUS.APPROVED], to: JOB_POST_STATUS.LIVE },
} as const satisfies Record<string, { from: readonly JobPostStatus[]; to: JobPostStatus }>;
export type JobMove = keyof typeof JOB_TRANSITIONS;

/** A recruiter edits a job only before it is submitted or after it was rejected: the approver sees what was sent. */
export const EDITABLE_JOB_STATUSES: readonly JobPostStatus[] = [
  JOB_POST_STATUS.DRAFT,
  JOB_POST_STATUS.REJECTED,
];

export function canMoveJob(move: JobMove, from: JobPostStatus): boolean {
  return (JOB_TRANSITIONS[move].from as readonly JobPostStatus[]).includes(from);
}
