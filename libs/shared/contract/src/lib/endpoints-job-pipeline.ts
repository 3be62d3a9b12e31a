import { defineEndpoint } from './endpoint';
import { JOB_PERMISSIONS, type JobApplicant, type PublicJobSummary } from './endpoints-jobs';
import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  type CANDIDATE_BOARD_STATUS,
  type CANDIDATE_RESPONSE,
  type INTERVIEW_KIND,
  type ValueOf,
} from './enums';

/*
 * The recruiter pipeline beyond plain status changes (issue 4; spec §2 /jobs/{id}/management, /jobs/{id}/interview,
 * /jobs/{id}/interview/schedule, /interview-board/{id}/candidates, /job-offers; §3 interview boards with panel
 * members, offers; §4 candidate board status, candidate responses; §7 protected interview, interview-candidate-status,
 * job-offers; public jobs/candidate-interview-confirmation, join-live-interview-board; private hire, offers,
 * interview board, schedule). ADR 0063. Migration 012_job_pipeline.sql.
 *
 * How the pieces fit:
 *   1. The recruiter makes interview boards (panel members) and interview schedules (date, start–end time, physical
 *      venue or an online video room, maximum candidates, optionally a board) for a job.
 *   2. Applicants selected for interview (31 — plain change-status) are invited to a schedule with `inviteToSchedule`:
 *      31 / 33 / 34 / 36 → 32, the candidate is notified (in-app, e-mail, SMS) and so are the board members (e-mail,
 *      SMS). Re-inviting someone (a reschedule) moves the candidate to the new schedule.
 *   3. The youth answers with `interviewCandidateStatus`: accepted → 33, rejected → 34, rescheduled → status stays, the
 *      request and its note are recorded and shown to the recruiter (`JobApplicant.interview.response`).
 *   4. The recruiter records the result (`recordInterviewResult`): interviewed → 35, absent → 36.
 *   5. Offer (`sendJobOffer`, → 41 with salary, joining date, message; notifies the youth), the youth accepts (42) or
 *      rejects (43) it (`acceptJobOffer` / `rejectJobOffer`), the recruiter cancels (44, `cancelJobOffer`) or hires
 *      (51, `hireApplicant`, only after 42).
 *   6. Beside the pipeline: `toggleSaveApplicant` (the "saved" tab 5, a bookmark) and `removeApplicant` /
 *      `putBackApplicant` (hide an applicant from the job's lists and bring it back; a hired one cannot be removed).
 *
 * Every move goes through the gateway's transition table (ADR 0060): an illegal move answers 409
 * `jobs.errors.illegal_transition` with `errors.status = ['{"id":…,"values":{"from":…,"to":…}}']` (bulk calls:
 * `errors['application_ids[i]']`); the wrong actor 409 `jobs.errors.candidate_response_only` /
 * `jobs.errors.recruiter_action_only`. The plain change-status call refuses the moves that need these calls
 * (to 32, 35, 36, 41: 409 `job_pipeline.errors.use_pipeline_call`), so an invitation always has a schedule and an
 * offer always has its terms.
 *
 * Success messages: each call's answer carries its `job_pipeline.success.*` id in `status.message`, except where the
 * wording depends on the outcome — `toggleSaveApplicant` (show `job_pipeline.success.saved` / `unsaved` by
 * `data.is_saved`), `interviewCandidateStatus` and `confirmCandidateInterview` (`job_pipeline.success.response_<response>`)
 * and `recordInterviewResult` (`job_pipeline.changed.<data.status>`). After a plain change-status, show
 * `job_pipeline.changed.<status>` ("Shortlisted successfully" …).
 *
 * Links the notifications carry (pages of the youth portal, public, no sign-in needed):
 *   - `/candidate-interview-confirmation?token=…` — the candidate's invitation: GET/POST candidateInterviewConfirmation
 *   - `/join-live-interview-board?token=…` — a board member's invitation: GET joinLiveInterviewBoard
 *   - `/job-offers` — the youth's offers (signed in): youthJobOffers, acceptJobOffer, rejectJobOffer
 *
 * Notification events (in the same transaction as the change; ADR 0063): NEW_CANDIDATE_APPLIED (the job's
 * organisation, on apply), APPLICANT_SHORTLIST (→ 11), SELECTED_FOR_INTERVIEW (→ 31), INTERVIEW_INVITATION_CANDIDATE
 * and INTERVIEW_INVITATION_BOARD_MEMBER (invite), JOB_OFFER_INVITATION (offer). In-app ones appear in the youth's
 * notifications.
 *
 * Tenancy: every private call with a job, board, schedule or application id answers 404 when it lies outside the
 * caller's organisation (or belongs to another job), before the body is read. Youth calls act on the caller's own
 * applications only (another youth's → 404).
 *
 * Labels: catalogue area `job_pipeline.*` (libs/shared/i18n/src/catalogue/job-pipeline.ts) — tab, action,
 * interview kind, response, result, board status, board member and offer field names, "… successfully" per status
 * reached (`job_pipeline.changed.<code>`), and the success message of
 * every call (the `message` of each answer's status is one of those ids). Stage and status names: `jobs.stage.<n>`,
 * `jobs.application_status.<code>` (jobs.ts).
 */

// ---------------------------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------------------------

export type InterviewKind = ValueOf<typeof INTERVIEW_KIND>;
/** The youth's answer to an interview invitation (spec §4 candidate responses). */
export type CandidateResponse = ValueOf<typeof CANDIDATE_RESPONSE>;
/** Spec §4 candidate board status: 3 invitation sent, 4 interview attended, 5 hired, 6 rejected, 8 invitation failed. */
export type CandidateBoardStatus = ValueOf<typeof CANDIDATE_BOARD_STATUS>;

/** The interview result the recruiter records (spec §4 "Interview: interviewed, not interviewed"). */
export const INTERVIEW_RESULT = { INTERVIEWED: 'interviewed', ABSENT: 'absent' } as const;
export type InterviewResult = ValueOf<typeof INTERVIEW_RESULT>;

/** The status each interview result moves the applicant to (35 interview completed, 36 absent in interview). */
export const INTERVIEW_RESULT_STATUS: Record<InterviewResult, ApplicationStatus> = {
  interviewed: S.INTERVIEW_COMPLETED,
  absent: S.ABSENT_IN_INTERVIEW,
};

/** Statuses the plain change-status call refuses (409 `job_pipeline.errors.use_pipeline_call`): use the calls below. */
export const PIPELINE_CALL_STATUSES: readonly ApplicationStatus[] = [
  // the assessment invitation is the assessment's call (POST /private/job-assessments/:id/invite; ADR 0070)
  S.ASSESSMENT_INVITATION_SENT,
  S.INTERVIEW_INVITATION_SENT,
  S.INTERVIEW_COMPLETED,
  S.ABSENT_IN_INTERVIEW,
  S.OFFER_LETTER_SENT,
];

/**
 * The recruiter's actions on an applicant, keyed by the status they lead to, and the call that performs each.
 * `JobApplicant.next_statuses` lists the codes the transition table allows the recruiter from the applicant's current
 * status: show the action of each (label `job_pipeline.action.<action>`), nothing else. The assessment invitation
 * (21 / 24 → 22) is not here: it is sent from the job's assessment (/assessments/{id}/candidates, ADR 0070).
 *   - `change_status`: PUT …/applicants/:applicationId/change-status (or the bulk call) with `{ status }`
 *   - `invite`: POST …/interview-schedules/:scheduleId/invite (choose a schedule first)
 *   - `interview_result`: PUT …/applicants/:applicationId/interview-result
 *   - `job_offer`: POST …/job-offers (salary, joining date, message)
 *   - `cancel_offer`: PUT …/job-offers/:applicationId/cancel
 *   - `hire`: PUT …/applicants/:applicationId/hire
 */
export const RECRUITER_ACTIONS = {
  [S.SHORTLISTED]: { action: 'shortlist', call: 'change_status' },
  [S.SELECTED_FOR_ASSESSMENT]: { action: 'select_for_assessment', call: 'change_status' },
  [S.SELECTED_FOR_INTERVIEW]: { action: 'select_for_interview', call: 'change_status' },
  [S.INTERVIEW_INVITATION_SENT]: { action: 'send_interview_invitation', call: 'invite' },
  [S.INTERVIEW_COMPLETED]: { action: 'mark_interviewed', call: 'interview_result' },
  [S.ABSENT_IN_INTERVIEW]: { action: 'mark_absent', call: 'interview_result' },
  [S.OFFER_LETTER_SENT]: { action: 'send_offer', call: 'job_offer' },
  [S.OFFER_CANCELLED]: { action: 'cancel_offer', call: 'cancel_offer' },
  [S.HIRED]: { action: 'hire', call: 'hire' },
  [S.REJECTED_FROM_INTERVIEW]: { action: 'reject', call: 'change_status' },
  [S.REJECTED_FROM_ASSESSMENT]: { action: 'reject', call: 'change_status' },
  [S.REJECTED]: { action: 'reject', call: 'change_status' },
} as const satisfies Partial<Record<ApplicationStatus, { action: string; call: string }>>;

/** Limits of the pipeline bodies (the shared yup schemas of @platform/validation job-pipeline-schemas use them). */
export const PIPELINE_LIMITS = {
  title: 300,
  name: 300,
  designation: 300,
  venue: 1000,
  message: 2000,
  note: 1000,
  boardMembers: 20,
  /** Most candidates one schedule can take. */
  maxCandidates: 500,
  /** Most applicants one invite call takes (as the bulk status change). */
  bulk: 100,
  salaryMax: 10_000_000,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Interview boards (panel members)
// ---------------------------------------------------------------------------------------------------------------

export interface InterviewBoardMemberBody {
  name: string;
  /** At least one of e-mail and mobile (the invitation reaches the member there). */
  email?: string | null;
  /** 11 digits (Bengali digits accepted). */
  mobile?: string | null;
  designation?: string | null;
  /** Optional: a platform user the member is (e.g. a colleague of the organisation). Must be of the same organisation. */
  user_id?: number | null;
}

/** Create or replace a board: the members listed are the board's members afterwards (replace-all). */
export interface InterviewBoardBody {
  title: string;
  members: InterviewBoardMemberBody[];
}

export interface InterviewBoardMember {
  id: number;
  board_id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  designation: string | null;
  user_id: number | null;
}

export interface InterviewBoard {
  id: number;
  job_id: number;
  title: string;
  members: InterviewBoardMember[];
  /** How many schedules use this board (a board in use cannot be deleted: 409 `errors.in_use`). */
  schedules: number;
  created_at: string;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Interview schedules
// ---------------------------------------------------------------------------------------------------------------

/** When and how an interview takes place: a schedule's, and so each of its candidates'. */
export interface InterviewSlot {
  /** YYYY-MM-DD (Asia/Dhaka); a schedule saved is today or later: `validation.present_on_or_after_today`. */
  interview_date: string;
  /** HH:MM, 24-hour, Asia/Dhaka. */
  start_time: string;
  /** HH:MM, after the start time: `validation.end_time_after_start`. */
  end_time: string;
  kind: InterviewKind;
}

export interface InterviewScheduleBody extends InterviewSlot {
  title: string;
  /** Required when the kind is physical (1); ignored (stored null) when online. */
  venue?: string | null;
  /** At least 1, at most PIPELINE_LIMITS.maxCandidates, and not below the candidates already invited. */
  max_candidates: number;
  /** A board of the same job (another job's board: 422 `validation.reference_missing` on board_id). */
  board_id?: number | null;
}

export interface InterviewSchedule extends InterviewSlot {
  id: number;
  job_id: number;
  title: string;
  venue: string | null;
  /**
   * Online interviews: the video room, `<VIDEO_CONF_BASE_URL>/<random room id>` (made by the gateway when the
   * schedule is created or switched to online; unguessable). Null for physical interviews.
   */
  video_link: string | null;
  max_candidates: number;
  /** Candidates currently invited to this schedule. */
  candidates: number;
  board: { id: number; title: string } | null;
  created_at: string;
  updated_at: string;
}

/** Invite applicants to a schedule (all or none, at most PIPELINE_LIMITS.bulk; capacity checked: 409 `job_pipeline.errors.schedule_full`). */
export interface InviteToScheduleBody {
  application_ids: number[];
}

/** One candidate of a schedule, as the recruiter sees it (/interview-board/{id}/candidates). */
export interface InterviewCandidate {
  application_id: number;
  schedule_id: number;
  youth_id: number;
  full_name: string;
  full_name_en: string | null;
  status: ApplicationStatus;
  board_status: CandidateBoardStatus;
  response: CandidateResponse | null;
  response_note: string | null;
  responded_at: string | null;
  result: InterviewResult | null;
  invited_at: string;
}

/** What an applicant row carries about its interview (null until invited). */
export interface ApplicantInterview extends InterviewSlot {
  schedule_id: number;
  schedule_title: string;
  board_status: CandidateBoardStatus;
  /** `rescheduled`: the youth asked for another time — invite it to another schedule. */
  response: CandidateResponse | null;
  response_note: string | null;
  result: InterviewResult | null;
  invited_at: string;
}

export interface InterviewResultBody {
  result: InterviewResult;
}

// ---------------------------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------------------------

export interface JobOfferBody {
  application_id: number;
  /** Monthly salary offered, BDT. */
  salary: number;
  /** YYYY-MM-DD, today or later. */
  joining_date: string;
  message?: string | null;
}

export interface JobOfferTerms {
  salary: number;
  joining_date: string;
  message: string | null;
  sent_at: string;
  /** When the youth accepted or rejected it; null while open. */
  responded_at: string | null;
  cancelled_at: string | null;
}

/** An offer in the youth's list (/protected/job-offers). */
export interface YouthJobOffer extends JobOfferTerms {
  application_id: number;
  job_id: number;
  /** 41 open (answer it), 42 accepted, 43 rejected, 44 cancelled, 51 hired. */
  status: ApplicationStatus;
  job: PublicJobSummary;
}

export interface YouthJobOffersQuery {
  page?: number;
  page_size?: number;
  /** `open`: offers waiting for an answer (41) only. Default: every offer the youth got. */
  filter?: 'open' | 'all';
}

// ---------------------------------------------------------------------------------------------------------------
// The applicant row additions, saved and removed
// ---------------------------------------------------------------------------------------------------------------

/**
 * What the pipeline adds to each applicant row of GET /private/jobs/:id/applicants (and of every call answering an
 * applicant). `JobApplicant` (endpoints-jobs.ts) includes these fields.
 */
export interface ApplicantPipelineFields {
  /** The recruiter's bookmark ("saved" tab 5). */
  is_saved: boolean;
  /** Hidden from the job's lists by "remove candidate"; listed only with `removed=true`. */
  is_removed: boolean;
  /** Codes the recruiter may move this applicant to now (see RECRUITER_ACTIONS for the call of each). */
  next_statuses: ApplicationStatus[];
  interview: ApplicantInterview | null;
  offer: JobOfferTerms | null;
}

export interface SavedState {
  application_id: number;
  is_saved: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// The youth's interview
// ---------------------------------------------------------------------------------------------------------------

/** The youth's interview for one job: no board, no other candidates. */
export interface YouthInterview extends InterviewSlot {
  application_id: number;
  job_id: number;
  status: ApplicationStatus;
  title: string;
  /** Physical interviews only. */
  venue: string | null;
  /** Online interviews only: open it at the interview time. */
  video_link: string | null;
  response: CandidateResponse | null;
  response_note: string | null;
  responded_at: string | null;
  result: InterviewResult | null;
}

export interface InterviewCandidateStatusBody {
  /** accepted → 33, rejected → 34 (from 32, or 33 changing the mind), rescheduled → status unchanged, request recorded. */
  response: CandidateResponse;
  /** Optional; for a reschedule, say when suits. */
  note?: string | null;
}

/** The public invitation page reached from the candidate's e-mail/SMS link (no sign-in; the token is the key). */
export interface CandidateInterviewConfirmationQuery {
  token: string;
}
export interface CandidateInterviewConfirmation extends InterviewSlot {
  job_title: string;
  job_title_en: string | null;
  company_name: string | null;
  company_name_en: string | null;
  title: string;
  venue: string | null;
  video_link: string | null;
  status: ApplicationStatus;
  response: CandidateResponse | null;
}
export interface CandidateInterviewConfirmationBody extends InterviewCandidateStatusBody {
  token: string;
}

/** A board member's tokenised link (sent in the board invitation): where the video room is. */
export interface JoinLiveInterviewBoardQuery {
  token: string;
}
export interface LiveInterviewBoard extends InterviewSlot {
  job_title: string;
  job_title_en: string | null;
  title: string;
  venue: string | null;
  video_link: string | null;
  member_name: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

type JobParams = { id: number };
type BoardParams = { id: number; boardId: number };
type ScheduleParams = { id: number; scheduleId: number };
type ApplicationParams = { id: number; applicationId: number };
type OfferParams = { applicationId: number };
const P = JOB_PERMISSIONS;

export const jobPipelineEndpoints = {
  // private: interview boards (update_job; read: view_any_job_applicant)
  interviewBoards: defineEndpoint<InterviewBoard[], undefined, undefined, JobParams>({
    method: 'GET',
    path: '/private/jobs/:id/interview-boards',
    area: 'private',
    permission: P.viewAnyApplicant,
    summary: "A job's interview boards with their panel members",
  }),
  createInterviewBoard: defineEndpoint<InterviewBoard, InterviewBoardBody, undefined, JobParams>({
    method: 'POST',
    path: '/private/jobs/:id/interview-boards',
    area: 'private',
    permission: P.updateJob,
    summary: 'Create an interview board with its panel members (success: job_pipeline.success.board_saved)',
  }),
  updateInterviewBoard: defineEndpoint<InterviewBoard, InterviewBoardBody, undefined, BoardParams>({
    method: 'PUT',
    path: '/private/jobs/:id/interview-boards/:boardId',
    area: 'private',
    permission: P.updateJob,
    summary: 'Rename a board and replace its members with the ones given',
  }),
  deleteInterviewBoard: defineEndpoint<null, undefined, undefined, BoardParams>({
    method: 'DELETE',
    path: '/private/jobs/:id/interview-boards/:boardId',
    area: 'private',
    permission: P.updateJob,
    summary: 'Delete a board no schedule uses (409 errors.in_use otherwise)',
  }),

  // private: interview schedules
  interviewSchedules: defineEndpoint<InterviewSchedule[], undefined, undefined, JobParams>({
    method: 'GET',
    path: '/private/jobs/:id/interview-schedules',
    area: 'private',
    permission: P.viewAnyApplicant,
    summary: "A job's interview schedules, soonest first, with their candidate counts",
  }),
  createInterviewSchedule: defineEndpoint<InterviewSchedule, InterviewScheduleBody, undefined, JobParams>({
    method: 'POST',
    path: '/private/jobs/:id/interview-schedules',
    area: 'private',
    permission: P.updateJob,
    summary:
      'Create a schedule: date, start and end time, physical venue or online video room, maximum candidates, board',
  }),
  updateInterviewSchedule: defineEndpoint<
    InterviewSchedule,
    InterviewScheduleBody,
    undefined,
    ScheduleParams
  >({
    method: 'PUT',
    path: '/private/jobs/:id/interview-schedules/:scheduleId',
    area: 'private',
    permission: P.updateJob,
    summary: 'Change a schedule (invited candidates are not notified again: invite them again to tell them)',
  }),
  deleteInterviewSchedule: defineEndpoint<null, undefined, undefined, ScheduleParams>({
    method: 'DELETE',
    path: '/private/jobs/:id/interview-schedules/:scheduleId',
    area: 'private',
    permission: P.updateJob,
    summary: 'Delete a schedule without candidates (409 errors.in_use otherwise)',
  }),
  interviewScheduleCandidates: defineEndpoint<InterviewCandidate[], undefined, undefined, ScheduleParams>({
    method: 'GET',
    path: '/private/jobs/:id/interview-schedules/:scheduleId/candidates',
    area: 'private',
    permission: P.viewAnyApplicant,
    summary: "A schedule's candidates with their board status, response and result",
  }),
  inviteToSchedule: defineEndpoint<JobApplicant[], InviteToScheduleBody, undefined, ScheduleParams>({
    method: 'POST',
    path: '/private/jobs/:id/interview-schedules/:scheduleId/invite',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary:
      'Invite applicants (31/33/34/36) to a schedule: all or none → 32; notifies them and the board (job_pipeline.success.invitation_sent)',
  }),

  // private: results, offers, hire, saved, remove
  recordInterviewResult: defineEndpoint<JobApplicant, InterviewResultBody, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/interview-result',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Record an invited candidate as interviewed (→ 35) or absent (→ 36)',
  }),
  sendJobOffer: defineEndpoint<JobApplicant, JobOfferBody, undefined, JobParams>({
    method: 'POST',
    path: '/private/jobs/:id/job-offers',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Send an offer letter (→ 41) with salary, joining date and message; notifies the youth',
  }),
  cancelJobOffer: defineEndpoint<JobApplicant, undefined, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/job-offers/:applicationId/cancel',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Cancel an offer that is open or accepted (→ 44)',
  }),
  hireApplicant: defineEndpoint<JobApplicant, undefined, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/hire',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Hire an applicant who accepted the offer (42 → 51)',
  }),
  toggleSaveApplicant: defineEndpoint<SavedState, undefined, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/toggle-save',
    area: 'private',
    permission: P.viewAnyApplicant,
    summary: 'Bookmark or un-bookmark an applicant (the saved tab 5)',
  }),
  removeApplicant: defineEndpoint<JobApplicant, undefined, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/remove',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: "Remove a candidate: hide it from the job's lists (status kept; refused for a hired one)",
  }),
  putBackApplicant: defineEndpoint<JobApplicant, undefined, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/put-back',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: "Bring a removed candidate back into the job's lists",
  }),

  // protected (youth: own applications only)
  youthInterview: defineEndpoint<YouthInterview, undefined, undefined, JobParams>({
    method: 'GET',
    path: '/protected/jobs/:id/interview',
    area: 'protected',
    summary: "The caller's interview for a job: date, time, kind, venue or video link (404 when not invited)",
  }),
  interviewCandidateStatus: defineEndpoint<
    YouthInterview,
    InterviewCandidateStatusBody,
    undefined,
    JobParams
  >({
    method: 'POST',
    path: '/protected/jobs/:id/interview-candidate-status',
    area: 'protected',
    summary:
      'Answer an interview invitation: accepted (→ 33), rejected (→ 34) or rescheduled (recorded for the recruiter)',
  }),
  youthJobOffers: defineEndpoint<YouthJobOffer[], undefined, YouthJobOffersQuery>({
    method: 'GET',
    path: '/protected/job-offers',
    area: 'protected',
    list: true,
    summary: "The caller's job offers, newest first",
  }),
  acceptJobOffer: defineEndpoint<YouthJobOffer, undefined, undefined, OfferParams>({
    method: 'POST',
    path: '/protected/job-offers/:applicationId/accept',
    area: 'protected',
    summary: 'Accept an open offer (41 → 42)',
  }),
  rejectJobOffer: defineEndpoint<YouthJobOffer, undefined, undefined, OfferParams>({
    method: 'POST',
    path: '/protected/job-offers/:applicationId/reject',
    area: 'protected',
    summary: 'Reject an open offer (41 → 43)',
  }),

  // public (token links from the invitations)
  candidateInterviewConfirmation: defineEndpoint<
    CandidateInterviewConfirmation,
    undefined,
    CandidateInterviewConfirmationQuery
  >({
    method: 'GET',
    path: '/public/jobs/candidate-interview-confirmation',
    area: 'public',
    summary:
      "The interview invitation behind a candidate's e-mail/SMS link (404 for an unknown or superseded token)",
  }),
  confirmCandidateInterview: defineEndpoint<
    CandidateInterviewConfirmation,
    CandidateInterviewConfirmationBody
  >({
    method: 'POST',
    path: '/public/jobs/candidate-interview-confirmation',
    area: 'public',
    summary: 'Answer the invitation from the link, as interview-candidate-status does',
  }),
  joinLiveInterviewBoard: defineEndpoint<LiveInterviewBoard, undefined, JoinLiveInterviewBoardQuery>({
    method: 'GET',
    path: '/public/jobs/join-live-interview-board',
    area: 'public',
    summary: "A board member's link: the schedule and its video room",
  }),
} as const;
