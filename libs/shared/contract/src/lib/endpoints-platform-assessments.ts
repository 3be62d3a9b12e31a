import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import type {
  AssessmentArea,
  QuestionBankOwner,
  QuestionSet,
  QuestionSummary,
  RowStatus,
} from './endpoints-assessments';
import { JOB_PERMISSIONS } from './endpoints-jobs';
import type {
  CandidateBoardStatus,
  CandidateResponse,
  InterviewKind,
  InterviewSlot,
  InterviewResult,
} from './endpoints-job-pipeline';
import type { ApplicationStatus } from './enums';

/*
 * The admin's platform-wide views of the assessment and hiring domains (issue 17 item 8; ADR 0122): every tenant's
 * question sets, every exam result (job assessments, the aptitude test and courses' exam lessons) and every interview
 * invitation with its confirmation. Read over the domains' own tables, each with a key of its own in JOB_PERMISSIONS
 * (so that the admin's menu reads a module its start chunk holds already): a recruiter holds view_any_question_bank
 * and view_any_job_assessment for its own organisation and is answered 403 here. The tenant still comes from the
 * caller (a platform administrator's scope is everyone's). A question set's status change is the domain's own call
 * (`questionSetStatus`, manage_question_bank).
 *
 * Labels: catalogue area `platform_question_sets.*`, `platform_results.*`, `platform_interviews.*`
 * (libs/shared/i18n/src/catalogue/platform-lists.ts).
 */

// ---------------------------------------------------------------------------------------------------------------
// Question sets
// ---------------------------------------------------------------------------------------------------------------

/** One row of the platform-wide question-set list: the set with its bank and the bank's owner named. */
export interface PlatformQuestionSet extends QuestionSet {
  bank_title: string;
  bank_title_en: string | null;
  owner: QuestionBankOwner;
  /** The organisation's or institute's name; null for the platform's own banks. */
  owner_title: string | null;
  owner_title_en: string | null;
}

/** Query of the platform-wide question-set list; every filter is optional and they combine with "and". */
export interface PlatformQuestionSetListQuery extends ListQuery {
  /** The set's or its bank's title (either language) or the owner's name. */
  search?: string;
  owner?: QuestionBankOwner;
  category?: AssessmentArea;
  row_status?: RowStatus;
}

/** A question set's page for platform staff: the questions it holds (no answers). */
export interface PlatformQuestionSetDetail extends PlatformQuestionSet {
  question_list: QuestionSummary[];
  /** Course exam lessons that draw on the set. */
  used_by_lessons: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Exam results
// ---------------------------------------------------------------------------------------------------------------

/**
 * Where a result comes from: a job assessment, the aptitude test, a course's exam lesson (`course`) or a course
 * module's exam (`module`, ADR 0121; ADR 0128).
 */
export const PLATFORM_RESULT_KIND = {
  job: 'job',
  aptitude: 'aptitude',
  course: 'course',
  module: 'module',
} as const;
export type PlatformResultKind = (typeof PLATFORM_RESULT_KIND)[keyof typeof PLATFORM_RESULT_KIND];
/** pending: answers still to be marked by hand. */
export const PLATFORM_RESULT_OUTCOME = { passed: 'passed', failed: 'failed', pending: 'pending' } as const;
export type PlatformResultOutcome = (typeof PLATFORM_RESULT_OUTCOME)[keyof typeof PLATFORM_RESULT_OUTCOME];

/**
 * The source table of a result's id: `exam` (job and aptitude attempts) or `lesson` (course exam attempts: an exam
 * lesson's or a module exam's, one table since migration 069).
 */
export type PlatformResultSource = 'exam' | 'lesson';

/** One submitted attempt, newest first. */
export interface PlatformResult {
  id: number;
  source: PlatformResultSource;
  kind: PlatformResultKind;
  title: string;
  title_en: string | null;
  youth_id: number;
  full_name: string;
  full_name_en: string | null;
  /** The job's organisation or the course's institute; null for the aptitude test. */
  owner_title: string | null;
  owner_title_en: string | null;
  submitted_at: string;
  total_marks: number;
  obtained_marks: number | null;
  pass_marks: number;
  outcome: PlatformResultOutcome;
}

export interface PlatformResultListQuery extends ListQuery {
  /** The examinee's name (either language) or the exam's title. */
  search?: string;
  kind?: PlatformResultKind;
  outcome?: PlatformResultOutcome;
}

/** `GET /private/exam-results/:id/platform?source=…`: which table the id is of (`exam` when absent). */
export interface PlatformResultQuery {
  source?: PlatformResultSource;
}

/** A result's page: the attempt's times and what it was taken for. */
export interface PlatformResultDetail extends PlatformResult {
  started_at: string;
  closed_by: 'youth' | 'deadline' | null;
  questions: number;
  answered: number;
  /** The job (job assessments) or the course (exam lessons and module exams) it was taken for. */
  job_id: number | null;
  course_id: number | null;
  /** The attempt number of a course exam or module exam (1 or 2, the retake); null otherwise. */
  attempt: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Interview invitations and their confirmation
// ---------------------------------------------------------------------------------------------------------------

/** pending: the candidate has not answered the invitation yet. */
export type PlatformInterviewResponse = CandidateResponse | 'pending';

/** One candidate's current interview invitation, soonest interview first. */
export interface PlatformInterview extends InterviewSlot {
  application_id: number;
  youth_id: number;
  full_name: string;
  full_name_en: string | null;
  job_id: number;
  job_title: string;
  job_title_en: string | null;
  organization_title: string;
  organization_title_en: string | null;
  schedule_id: number;
  schedule_title: string;
  response: PlatformInterviewResponse;
  responded_at: string | null;
  invited_at: string;
}

export interface PlatformInterviewListQuery extends ListQuery {
  /** The candidate's name (either language), the job's title or the organisation's name. */
  search?: string;
  response?: PlatformInterviewResponse;
  kind?: InterviewKind;
}

/** An invitation's page: the schedule, board, the candidate's note and the result recorded. */
export interface PlatformInterviewDetail extends PlatformInterview {
  venue: string | null;
  board_title: string | null;
  board_status: CandidateBoardStatus;
  response_note: string | null;
  result: InterviewResult | null;
  application_status: ApplicationStatus;
}

type IdParams = { id: number };
const P = JOB_PERMISSIONS;

export const platformAssessmentEndpoints = {
  platformQuestionSets: defineEndpoint<PlatformQuestionSet[], undefined, PlatformQuestionSetListQuery>({
    method: 'GET',
    path: '/private/question-sets/platform',
    area: 'private',
    permission: P.viewPlatformQuestionSets,
    list: true,
    summary:
      "Every tenant's question sets, newest first: search by set, bank or owner; owner kind, category, status",
  }),
  platformQuestionSet: defineEndpoint<PlatformQuestionSetDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/question-sets/:id/platform',
    area: 'private',
    permission: P.viewPlatformQuestionSets,
    summary: "A question set's page for platform staff: its bank, owner and questions (no answers)",
  }),
  platformResults: defineEndpoint<PlatformResult[], undefined, PlatformResultListQuery>({
    method: 'GET',
    path: '/private/exam-results/platform',
    area: 'private',
    permission: P.viewPlatformResults,
    list: true,
    summary:
      'Every submitted exam (job assessments, aptitude test, course exams), newest first: search, kind, outcome',
  }),
  platformResult: defineEndpoint<PlatformResultDetail, undefined, PlatformResultQuery, IdParams>({
    method: 'GET',
    path: '/private/exam-results/:id/platform',
    area: 'private',
    permission: P.viewPlatformResults,
    summary:
      "One exam result's page for platform staff (source exam: job or aptitude attempt; lesson: course exam)",
  }),
  platformInterviews: defineEndpoint<PlatformInterview[], undefined, PlatformInterviewListQuery>({
    method: 'GET',
    path: '/private/interview-invitations/platform',
    area: 'private',
    permission: P.viewPlatformInterviews,
    list: true,
    summary:
      "Every organisation's interview invitations with the candidate's confirmation: search, response, kind",
  }),
  platformInterview: defineEndpoint<PlatformInterviewDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/interview-invitations/:id/platform',
    area: 'private',
    permission: P.viewPlatformInterviews,
    summary:
      'One interview invitation (by application id) for platform staff: schedule, board, response, result',
  }),
};
