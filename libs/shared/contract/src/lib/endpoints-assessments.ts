import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import type { PaymentCharge } from './endpoints-payments';
import type { ApplicationStatus, ValueOf } from './enums';
import { ASSESSMENT_PERMISSIONS } from './assessments-permissions';

/*
 * The question engine and the exam runner (issue 14; spec §2 assessment portal and the recruiter's assessment routes,
 * §3 Question / Exam, question set categories and types, question selection types, exam sets 2–5, §4 statuses 21–24
 * and 92, §5 exam rules, §7 aptitude-test(s), start-assessment, end-assessment, job-question, question-set,
 * bulk-upload, job-assessments; §8 'Sorry! You could not pass the verification assessment'). ADR 0070.
 * Migration 020_assessments.sql; gateway domain apps/gateway/src/domains/assessments.
 *
 * One engine, three users:
 *   - question banks hold questions; a bank is owned by an organisation (recruiters), the platform (the aptitude bank)
 *     or an institute (the lms portal's /question-bank; its lesson quizzes draw on it, ADR 0078). Question sets
 *     are curated groups of a bank's questions with a count rule.
 *   - a job assessment (one per job) has 2–5 exam sets; each invited applicant gets one set and a seeded draw of its
 *     questions; the aptitude test draws per assessment area from the aptitude bank.
 *   - an attempt (`/protected/exam-attempts/:id`) is the same for both: the server holds the deadline, sends the
 *     paper WITHOUT answers or marks, saves answers idempotently, marks on submission, refuses late answers and
 *     closes an open attempt at its deadline whatever the client does.
 *
 * Tenancy: every private call with a bank, question, question set, assessment or attempt id answers 404 when it lies
 * outside the caller's organisation (a system admin without a tenant: every record; the platform's banks are only
 * theirs). Youth calls act on the caller's own invitations and attempts only (another youth's → 404).
 *
 * Labels: catalogue area `assessments.*` (libs/shared/i18n/src/catalogue/assessments.ts); the §5 rules are
 * `validation.*` ids (total_lt_pass, selected_marks_total, question_exceeds_total, exam_sets, question_count).
 */

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (spec §3)
// ---------------------------------------------------------------------------------------------------------------

/** Spec §3 question types: 1 MCQ, 2 MAQ, 3 fill in the blank, 4 yes/no; the non-auto-marked kinds 5–8. */
export const QUESTION_TYPE = {
  MCQ: 1,
  MAQ: 2,
  FILL_IN_THE_BLANK: 3,
  YES_NO: 4,
  DESCRIPTIVE: 5,
  PRACTICAL: 6,
  FIELD_WORK: 7,
  PRESENTATION: 8,
} as const;
export type QuestionType = ValueOf<typeof QUESTION_TYPE>;
/** The types the gateway marks by itself; the others wait for a recruiter or assessor. */
export const AUTO_MARKED_TYPES: readonly QuestionType[] = [1, 2, 3, 4];
/** Types answered by choosing options (option_1 … option_7; yes/no has the two fixed options 1 yes, 2 no). */
export const OPTION_TYPES: readonly QuestionType[] = [1, 2, 4];

/** Question difficulty (the course difficulty scale of spec §3: 1 easy, 2 medium, 3 hard). */
export const QUESTION_DIFFICULTY = { EASY: 1, MEDIUM: 2, HARD: 3 } as const;
export type QuestionDifficulty = ValueOf<typeof QUESTION_DIFFICULTY>;

/**
 * Assessment areas of a question, and the categories of question sets (spec §3 question set categories: problem
 * solving, analytical ability, communication skill). The aptitude test draws its questions per area.
 */
export const ASSESSMENT_AREA = { PROBLEM_SOLVING: 1, ANALYTICAL_ABILITY: 2, COMMUNICATION_SKILL: 3 } as const;
export type AssessmentArea = ValueOf<typeof ASSESSMENT_AREA>;

/** Spec §3 question set type: short, long, combine. */
export const QUESTION_SET_TYPE = { SHORT: 1, LONG: 2, COMBINE: 3 } as const;
export type QuestionSetType = ValueOf<typeof QUESTION_SET_TYPE>;

/** Spec §5: a question set must have exactly, at least or at most N questions. */
export const QUESTION_COUNT_RULE = { EXACTLY: 'exactly', AT_LEAST: 'at_least', AT_MOST: 'at_most' } as const;
export type QuestionCountRule = ValueOf<typeof QUESTION_COUNT_RULE>;

/** Spec §3 question selection type of an exam set: 1 fixed, 2 random (from a bank), 3 random from selected. */
export const SELECTION_TYPE = { FIXED: 1, RANDOM: 2, RANDOM_FROM_SELECTED: 3 } as const;
export type SelectionType = ValueOf<typeof SELECTION_TYPE>;

/** Who owns a question bank. */
export type QuestionBankOwner = 'organization' | 'platform' | 'institute';

export type RowStatus = 0 | 1;

/** Spec §4 "Exam participation" words, as the youth's screens show an invitation or an attempt. */
export const PARTICIPATION = {
  NOT_STARTED: 'exam_not_started',
  IN_PROGRESS: 'in_progress',
  ALREADY_PARTICIPATED: 'already_participated',
  NOT_PARTICIPATED: 'not_participated',
  EXAM_ENDED: 'exam_ended',
} as const;
export type Participation = ValueOf<typeof PARTICIPATION>;

export const EXAM_LIMITS = {
  /** Options per question: option_1 … option_7. */
  options: 7,
  title: 2000,
  option: 600,
  name: 300,
  text: 2000,
  tag: 60,
  tags: 20,
  /** Marks of one question (whole numbers). */
  questionMarksMax: 100,
  setsMin: 2,
  setsMax: 5,
  questionsPerSetMax: 200,
  durationMinutesMax: 600,
  totalMarksMax: 1000,
  /** Rows of one bulk upload. */
  bulkRows: 500,
  /** Characters of a written answer (descriptive …) and of one blank. */
  answerText: 5000,
  blankText: 200,
  /** Answers in one save call. */
  saveBatch: 100,
  /** Extra minutes a recruiter or admin may grant one candidate. */
  extraMinutesMax: 240,
  /** Questions per area of the aptitude test. */
  aptitudeAreaMax: 100,
  /** Seconds after the deadline in which an answer still in flight is accepted; the attempt closes then. */
  graceSeconds: 5,
  /** The fee of a paid job assessment, whole Taka (0 = free). */
  feeMax: 100000,
} as const;

export { ASSESSMENT_PERMISSIONS } from './assessments-permissions';

// ---------------------------------------------------------------------------------------------------------------
// Question banks and questions (authoring: answers included; never sent to an examinee)
// ---------------------------------------------------------------------------------------------------------------

export interface QuestionBankBody {
  title: string;
  title_en?: string | null;
  subject?: string | null;
}

export interface QuestionBank {
  id: number;
  owner: QuestionBankOwner;
  organization_id: number | null;
  /** The institute owning the bank (its providers, trainers and assessors in the lms portal; ADR 0078). */
  institute_id: number | null;
  title: string;
  title_en: string | null;
  subject: string | null;
  /** The platform's aptitude bank (the aptitude test draws from it). */
  is_aptitude: boolean;
  questions: number;
  question_sets: number;
  created_at: string;
  updated_at: string;
}

export interface QuestionBankListQuery extends ListQuery {
  search?: string;
}

/**
 * A question as its author writes it. Options option_1 … option_7 (Bengali) with option_N_en (English); yes/no uses
 * the fixed options 1 yes, 2 no. `answers`: the right option numbers — exactly one for MCQ and yes/no, at least one
 * for MAQ. Fill in the blank: each blank is written in the title as [[answer]] or [[answer|another accepted answer]];
 * the answers are read from there. Descriptive, practical, field work and presentation have no answers: they are
 * marked by a person.
 */
export interface QuestionBody {
  bank_id: number;
  question_type: QuestionType;
  title: string;
  title_en?: string | null;
  option_1?: string | null;
  option_2?: string | null;
  option_3?: string | null;
  option_4?: string | null;
  option_5?: string | null;
  option_6?: string | null;
  option_7?: string | null;
  option_1_en?: string | null;
  option_2_en?: string | null;
  option_3_en?: string | null;
  option_4_en?: string | null;
  option_5_en?: string | null;
  option_6_en?: string | null;
  option_7_en?: string | null;
  answers?: number[] | null;
  /** Whole marks, 1–100. */
  marks: number;
  difficulty?: QuestionDifficulty | null;
  subject?: string | null;
  topic?: string | null;
  tags?: string[] | null;
  assessment_area?: AssessmentArea | null;
  row_status?: RowStatus;
}

export interface Question {
  id: number;
  bank_id: number;
  question_type: QuestionType;
  title: string;
  title_en: string | null;
  option_1: string | null;
  option_2: string | null;
  option_3: string | null;
  option_4: string | null;
  option_5: string | null;
  option_6: string | null;
  option_7: string | null;
  option_1_en: string | null;
  option_2_en: string | null;
  option_3_en: string | null;
  option_4_en: string | null;
  option_5_en: string | null;
  option_6_en: string | null;
  option_7_en: string | null;
  /** Right option numbers (MCQ, MAQ, yes/no); empty for the other types. */
  answers: number[];
  /** Fill in the blank: the accepted answers of each blank, read from the title's [[…]] markers. */
  blanks: string[][];
  marks: number;
  difficulty: QuestionDifficulty | null;
  subject: string | null;
  topic: string | null;
  tags: string[];
  assessment_area: AssessmentArea | null;
  row_status: RowStatus;
  /** Used by an exam set (its answers and marks cannot change then; it cannot be deleted). */
  in_use: boolean;
  created_at: string;
  updated_at: string;
}

export interface QuestionListQuery extends ListQuery {
  bank_id?: number;
  search?: string;
  question_type?: QuestionType;
  difficulty?: QuestionDifficulty;
  assessment_area?: AssessmentArea;
  question_set_id?: number;
  row_status?: RowStatus;
}

/** One row of a bulk upload: the question's fields as the .xlsx template names them (bank from the path). */
export type QuestionUploadRow = Omit<QuestionBody, 'bank_id' | 'answers' | 'tags'> & {
  /** Option numbers separated by commas ("1" or "1,3"). */
  answers?: string | number | null;
  /** Tags separated by commas. */
  tags?: string | null;
};

/**
 * Bulk upload (spec §5 "Bulk import accepts only .xlsx files"; 1 MB): the portal reads the .xlsx and sends its rows;
 * the gateway validates every one and writes all or none. Errors are keyed `<spreadsheet row>.<field>` (row = index
 * + 2: row 1 is the header), each with its message id.
 */
export interface QuestionBulkUploadBody {
  rows: Partial<Record<keyof QuestionUploadRow, unknown>>[];
}
export interface QuestionBulkUploadResult {
  created: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Question sets (/job-questions-set/{id})
// ---------------------------------------------------------------------------------------------------------------

export interface QuestionSetBody {
  bank_id: number;
  title: string;
  title_en?: string | null;
  category: AssessmentArea;
  set_type: QuestionSetType;
  count_rule: QuestionCountRule;
  /** N of the rule, 1–200. */
  count: number;
}

export interface QuestionSet {
  id: number;
  bank_id: number;
  title: string;
  title_en: string | null;
  category: AssessmentArea;
  set_type: QuestionSetType;
  count_rule: QuestionCountRule;
  count: number;
  /** Active sets satisfy their rule; a set becomes active only then (`validation.question_count`). */
  row_status: RowStatus;
  questions: number;
  created_at: string;
  updated_at: string;
}

export interface QuestionSetDetail extends QuestionSet {
  question_list: Question[];
}

export interface QuestionSetListQuery extends ListQuery {
  bank_id?: number;
  search?: string;
}

export interface QuestionSetQuestionBody {
  question_id: number;
}
export interface QuestionSetStatusBody {
  row_status: RowStatus;
}

// ---------------------------------------------------------------------------------------------------------------
// Job assessments (recruiter)
// ---------------------------------------------------------------------------------------------------------------

/**
 * One exam set. Fixed: exactly `question_ids`, their marks summing to the total. Random from selected: N of
 * `question_ids` drawn per candidate, each worth total ÷ N. Random: N drawn from the whole bank `bank_id` among its
 * active, auto-marked questions worth total ÷ N.
 */
export interface AssessmentSetBody {
  title: string;
  title_en?: string | null;
  number_of_questions: number;
  selection_type: SelectionType;
  bank_id?: number | null;
  question_ids?: number[];
}

export interface AssessmentBody {
  job_id: number;
  title: string;
  title_en?: string | null;
  purpose?: string | null;
  purpose_en?: string | null;
  duration_minutes: number;
  total_marks: number;
  pass_marks: number;
  /**
   * What an invited youth pays before starting, whole Taka (0 or absent = free). The gateway charges exactly this
   * (ADR 0070 "Paid assessments"); like the marks it cannot change once an attempt started.
   */
  fee?: number;
  /** 2 to 5 (spec §5 "Number of exam sets must be between 2 and 5"). */
  sets: AssessmentSetBody[];
}

export interface QuestionSummary {
  id: number;
  question_type: QuestionType;
  title: string;
  title_en: string | null;
  marks: number;
}

export interface AssessmentSet {
  id: number;
  title: string;
  title_en: string | null;
  number_of_questions: number;
  selection_type: SelectionType;
  bank_id: number | null;
  questions: QuestionSummary[];
}

export interface JobAssessment {
  id: number;
  job_id: number;
  job_title: string;
  job_title_en: string | null;
  title: string;
  title_en: string | null;
  purpose: string | null;
  purpose_en: string | null;
  duration_minutes: number;
  total_marks: number;
  pass_marks: number;
  /** Whole Taka an invited youth pays before starting; 0 = free. */
  fee: number;
  sets: AssessmentSet[];
  invited: number;
  submitted: number;
  /** An attempt has started: the sets, marks and duration cannot change any more. */
  locked: boolean;
  created_at: string;
  updated_at: string;
}

export interface JobAssessmentListQuery extends ListQuery {
  search?: string;
  job_id?: number;
}

/** A summary of a candidate's attempt, as the recruiter's lists show it. */
export interface AttemptSummary {
  id: number;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  /** Who closed it: the youth (submit) or the server at the deadline. */
  closed_by: 'youth' | 'deadline' | null;
  set_title: string | null;
  set_title_en: string | null;
  obtained_marks: number | null;
  total_marks: number;
  pass_marks: number;
  passed: boolean | null;
  /** `pending` while a written answer waits for marking. */
  marking: 'pending' | 'complete' | null;
}

/** An applicant of the assessment's job, with the invitation and the attempt (/assessments/{id}/candidates). */
export interface AssessmentCandidate {
  application_id: number;
  youth_id: number;
  full_name: string;
  full_name_en: string | null;
  status: ApplicationStatus;
  invited_at: string | null;
  extra_minutes: number;
  attempt: AttemptSummary | null;
}

export interface AssessmentCandidateQuery extends ListQuery {
  status?: ApplicationStatus;
  /** `true`: only candidates with a submitted attempt (the results page). */
  submitted?: boolean;
}

export interface AssessmentInviteBody {
  application_ids: number[];
}
export interface ExtraTimeBody {
  extra_minutes: number;
}

/** One question of an answer sheet (after submission, or to the recruiter): answers, the youth's answer, marks. */
export interface AnswerSheetItem extends Omit<ExamQuestion, 'blanks'> {
  answers: number[];
  blanks: string[][];
  marks: number;
  answer: AnswerValue | null;
  /** Null while a person has not marked it. */
  obtained_marks: number | null;
  assessment_area: AssessmentArea | null;
}

export interface AnswerSheet {
  attempt: AttemptSummary;
  candidate: {
    application_id: number | null;
    youth_id: number;
    full_name: string;
    full_name_en: string | null;
  };
  assessment: { id: number | null; job_id: number | null; title: string; title_en: string | null };
  status: ApplicationStatus | null;
  items: AnswerSheetItem[];
}

export interface MarkAnswersBody {
  marks: { question_id: number; marks: number }[];
}

// ---------------------------------------------------------------------------------------------------------------
// The examinee's side: the paper, answers, the result
// ---------------------------------------------------------------------------------------------------------------

export interface ExamOption {
  /** Option number 1–7 (yes/no: 1 yes, 2 no). */
  value: number;
  text: string | null;
  text_en: string | null;
}

/**
 * A question as the examinee sees it: no answers, no marks. Fill in the blank: `title` has each blank as "____"
 * and `blanks` says how many.
 */
export interface ExamQuestion {
  position: number;
  question_id: number;
  question_type: QuestionType;
  title: string;
  title_en: string | null;
  options: ExamOption[];
  blanks: number;
}

/** One answer: chosen options (MCQ, MAQ, yes/no), the blanks' texts (fill in the blank) or a written text. */
export interface AnswerValue {
  options?: number[] | null;
  blanks?: string[] | null;
  text?: string | null;
}

/**
 * One answer as the runner saves it. `seq` is the client's sequence of this answer (it grows with every change): the
 * gateway keeps, per question, the answer with the highest `seq` it has seen, so a replayed or reordered save never
 * overwrites a newer answer, and saving the same answer twice changes nothing.
 */
export interface AnswerSave {
  question_id: number;
  answer: AnswerValue | null;
  seq: number;
}

export interface SavedAnswer {
  question_id: number;
  answer: AnswerValue | null;
  seq: number;
}

export interface AttemptTiming {
  /** The gateway's clock when it answered (ISO): the runner shows server time remaining. */
  server_time: string;
  deadline_at: string;
  remaining_seconds: number;
}

export interface ExamPaper extends AttemptTiming {
  attempt_id: number;
  kind: 'job' | 'aptitude';
  title: string;
  title_en: string | null;
  started_at: string;
  duration_minutes: number;
  extra_minutes: number;
  total_marks: number;
  status: 'in_progress' | 'submitted';
  questions: ExamQuestion[];
  /** The examinee's own saved answers (to restore on another device). */
  answers: SavedAnswer[];
}

export interface SaveAnswersBody {
  answers: AnswerSave[];
}
export interface SaveAnswersResult extends AttemptTiming {
  /** Per answer sent: the seq the gateway now holds for the question (≥ the one sent). */
  saved: { question_id: number; seq: number }[];
}

export interface EndAssessmentBody {
  /** Answers not saved yet (the runner's journal), saved before the attempt closes. */
  answers?: AnswerSave[];
}

export interface AreaResult {
  assessment_area: AssessmentArea;
  obtained_marks: number;
  total_marks: number;
}

/** The result after submission (or after the deadline closed the attempt). */
export interface AttemptResult {
  attempt_id: number;
  kind: 'job' | 'aptitude';
  title: string;
  title_en: string | null;
  submitted_at: string;
  closed_by: 'youth' | 'deadline';
  total_marks: number;
  pass_marks: number;
  /** Null while written answers wait for marking. */
  obtained_marks: number | null;
  passed: boolean | null;
  marking: 'pending' | 'complete';
  answered: number;
  questions: number;
  areas: AreaResult[];
}

/** The youth's invitation to a job assessment (/assessment, /job-assessment/{id}). */
export interface YouthJobAssessment {
  assessment_id: number;
  application_id: number;
  job_id: number;
  job_title: string;
  job_title_en: string | null;
  company: string | null;
  company_en: string | null;
  title: string;
  title_en: string | null;
  purpose: string | null;
  purpose_en: string | null;
  duration_minutes: number;
  extra_minutes: number;
  total_marks: number;
  pass_marks: number;
  number_of_questions: number;
  /** Whole Taka to pay before starting; 0 = free. */
  fee: number;
  /** Whether the test may start as far as payment goes: free, or a payment of this invitation succeeded. */
  fee_paid: boolean;
  status: ApplicationStatus;
  invited_at: string;
  participation: Participation;
  attempt_id: number | null;
  result: AttemptResult | null;
  /** The assessment portal's page of this invitation (rules, the test, the result): the other portals link here. */
  url: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Paid job assessments (the wallet port of ADR 0062; ADR 0070 "Paid assessments")
// ---------------------------------------------------------------------------------------------------------------

/**
 * A payment of an assessment fee, as the invited youth sees it (the assessment portal's payment result page). The
 * amount is the assessment's fee when the payment started, never the client's.
 */
export interface AssessmentPayment extends PaymentCharge {
  id: number;
  assessment_id: number;
  title: string;
  title_en: string | null;
  job_title: string;
  job_title_en: string | null;
  /** Whether the test may start now as far as payment goes (this or another payment of the invitation succeeded). */
  fee_paid: boolean;
}

/** The body of starting an assessment payment: only the checkout's language (the amount is the assessment's fee). */
export interface AssessmentPaymentBody {
  locale?: 'en-US' | 'bn-BD';
}

export interface AssessmentPaymentStart {
  payment: AssessmentPayment;
  /** The provider's checkout: the portal sends the browser there. */
  redirect_url: string;
}

/** Message ids of the assessment payment refusals (catalogue area assessments.ts). */
export const ASSESSMENT_PAYMENT_MESSAGES = {
  /** Start refused: the assessment has a fee and no payment of the invitation succeeded (409). */
  paymentRequired: 'assessments.errors.payment_required',
  /** Pay refused: already paid (409). */
  alreadyPaid: 'assessments.errors.already_paid',
  /** Pay refused: the assessment is free (409). */
  free: 'assessments.errors.free',
} as const;

export { ASSESSMENT_PAYMENT_RESULT_PATH } from './assessments-permissions';

// ---------------------------------------------------------------------------------------------------------------
// The aptitude test
// ---------------------------------------------------------------------------------------------------------------

export interface AptitudeAreaConfig {
  assessment_area: AssessmentArea;
  question_count: number;
}

export interface AptitudeTestConfigBody {
  duration_minutes: number;
  /** Pass mark in percent of the total marks drawn (0–100). */
  pass_percentage: number;
  areas: AptitudeAreaConfig[];
}

export interface AptitudeTestConfig extends AptitudeTestConfigBody {
  /** The platform's aptitude question bank (its questions are edited with the question endpoints). */
  bank_id: number;
  /** Active auto-marked questions of the bank per area (a configured count above it is refused). */
  available: AptitudeAreaConfig[];
  updated_at: string;
}

/** Public description of the aptitude test (spec §7 public aptitude-test). */
export interface AptitudeTestInfo {
  configured: boolean;
  duration_minutes: number;
  pass_percentage: number;
  questions: number;
  areas: AptitudeAreaConfig[];
}

/** The caller's aptitude test status (spec §7 protected aptitude-tests status). */
export interface AptitudeTestStatus {
  info: AptitudeTestInfo;
  has_attended_assessment: boolean;
  participation: Participation;
  attempt_id: number | null;
  result: AttemptResult | null;
  /** The assessment portal's aptitude test page and its result page. */
  url: string;
  result_url: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

type IdParams = { id: number };
type SetQuestionParams = { id: number; questionId: number };
type CandidateParams = { id: number; applicationId: number };
const P = ASSESSMENT_PERMISSIONS;

export const assessmentEndpoints = {
  // private: question banks
  questionBanks: defineEndpoint<QuestionBank[], undefined, QuestionBankListQuery>({
    method: 'GET',
    path: '/private/question-banks',
    area: 'private',
    permission: P.viewQuestionBank,
    list: true,
    summary:
      "The caller's question banks (an organisation's or an institute's; the platform's for a system admin)",
  }),
  createQuestionBank: defineEndpoint<QuestionBank, QuestionBankBody>({
    method: 'POST',
    path: '/private/question-banks',
    area: 'private',
    permission: P.manageQuestionBank,
    summary:
      "Create a question bank owned by the caller's organisation or institute (the platform's for a system admin)",
  }),
  questionBank: defineEndpoint<QuestionBank, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/question-banks/:id',
    area: 'private',
    permission: P.viewQuestionBank,
    summary: 'A question bank',
  }),
  updateQuestionBank: defineEndpoint<QuestionBank, QuestionBankBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/question-banks/:id',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Rename a question bank',
  }),
  deleteQuestionBank: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/question-banks/:id',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Delete an empty question bank (409 errors.in_use while it holds questions)',
  }),
  bulkUploadQuestions: defineEndpoint<QuestionBulkUploadResult, QuestionBulkUploadBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/question-banks/:id/bulk-upload',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Bulk upload (rows of the .xlsx template): all or none; errors keyed <row>.<field>',
  }),

  // private: questions
  jobQuestions: defineEndpoint<Question[], undefined, QuestionListQuery>({
    method: 'GET',
    path: '/private/job-questions',
    area: 'private',
    permission: P.viewQuestionBank,
    list: true,
    summary:
      "Questions of the caller's banks, newest first; filter by bank, type, difficulty, area, set, search",
  }),
  createJobQuestion: defineEndpoint<Question, QuestionBody>({
    method: 'POST',
    path: '/private/job-questions',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: "Add a question to one of the caller's banks",
  }),
  jobQuestion: defineEndpoint<Question, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/job-questions/:id',
    area: 'private',
    permission: P.viewQuestionBank,
    summary: 'A question with its answers',
  }),
  updateJobQuestion: defineEndpoint<Question, QuestionBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/job-questions/:id',
    area: 'private',
    permission: P.manageQuestionBank,
    summary:
      'Edit a question (its type, answers and marks are fixed once an exam set uses it: 409 errors.in_use)',
  }),
  deleteJobQuestion: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/job-questions/:id',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Delete a question no exam set or course quiz uses (409 errors.in_use otherwise)',
  }),

  // private: question sets
  questionSets: defineEndpoint<QuestionSet[], undefined, QuestionSetListQuery>({
    method: 'GET',
    path: '/private/question-sets',
    area: 'private',
    permission: P.viewQuestionBank,
    list: true,
    summary: "Question sets of the caller's banks",
  }),
  createQuestionSet: defineEndpoint<QuestionSetDetail, QuestionSetBody>({
    method: 'POST',
    path: '/private/question-sets',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Create a question set (inactive until it has its questions)',
  }),
  questionSet: defineEndpoint<QuestionSetDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/question-sets/:id',
    area: 'private',
    permission: P.viewQuestionBank,
    summary: 'A question set with its questions',
  }),
  updateQuestionSet: defineEndpoint<QuestionSetDetail, QuestionSetBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/question-sets/:id',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Edit a question set (an active set must still satisfy its rule)',
  }),
  deleteQuestionSet: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/question-sets/:id',
    area: 'private',
    permission: P.manageQuestionBank,
    summary:
      'Delete a question set (its questions stay in the bank); 409 errors.in_use while a course quiz uses it',
  }),
  addQuestionSetQuestion: defineEndpoint<QuestionSetDetail, QuestionSetQuestionBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/question-sets/:id/questions',
    area: 'private',
    permission: P.manageQuestionBank,
    summary:
      'Add a question of the same bank (refused past "exactly / at most N": validation.question_count)',
  }),
  removeQuestionSetQuestion: defineEndpoint<QuestionSetDetail, undefined, undefined, SetQuestionParams>({
    method: 'DELETE',
    path: '/private/question-sets/:id/questions/:questionId',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Remove a question (an active set refuses to go below "exactly / at least N")',
  }),
  questionSetStatus: defineEndpoint<QuestionSetDetail, QuestionSetStatusBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/question-sets/:id/status',
    area: 'private',
    permission: P.manageQuestionBank,
    summary: 'Activate (only when the rule holds: validation.question_count) or deactivate a question set',
  }),

  // private: job assessments
  jobAssessments: defineEndpoint<JobAssessment[], undefined, JobAssessmentListQuery>({
    method: 'GET',
    path: '/private/job-assessments',
    area: 'private',
    permission: P.viewAssessment,
    list: true,
    summary: "The assessments of the caller's jobs, newest first",
  }),
  createJobAssessment: defineEndpoint<JobAssessment, AssessmentBody>({
    method: 'POST',
    path: '/private/job-assessments',
    area: 'private',
    permission: P.manageAssessment,
    summary: 'Create the assessment of a job: 2–5 sets whose questions make up the total marks (spec §5)',
  }),
  jobAssessment: defineEndpoint<JobAssessment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/job-assessments/:id',
    area: 'private',
    permission: P.viewAssessment,
    summary: 'An assessment with its sets and their questions',
  }),
  jobAssessmentOfJob: defineEndpoint<JobAssessment | null, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/jobs/:id/assessments',
    area: 'private',
    permission: P.viewAssessment,
    summary: "The job's assessment, or null when it has none yet",
  }),
  updateJobAssessment: defineEndpoint<JobAssessment, AssessmentBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/job-assessments/:id',
    area: 'private',
    permission: P.manageAssessment,
    summary: 'Replace an assessment and its sets (409 assessments.errors.locked once an attempt started)',
  }),
  deleteJobAssessment: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/job-assessments/:id',
    area: 'private',
    permission: P.manageAssessment,
    summary: 'Delete an assessment nobody was invited to (409 errors.in_use otherwise)',
  }),
  assessmentCandidates: defineEndpoint<AssessmentCandidate[], undefined, AssessmentCandidateQuery, IdParams>({
    method: 'GET',
    path: '/private/job-assessments/:id/candidates',
    area: 'private',
    permission: P.viewAssessment,
    list: true,
    summary: "The job's applicants with their invitation and attempt; `submitted=true` for the results",
  }),
  inviteToAssessment: defineEndpoint<AssessmentCandidate[], AssessmentInviteBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/job-assessments/:id/invite',
    area: 'private',
    permission: P.manageAssessment,
    summary:
      'Send the assessment invitation (21/24 → 22, all or none; notification job_assessment_invitation by e-mail, SMS, in-app)',
  }),
  grantExtraTime: defineEndpoint<AssessmentCandidate, ExtraTimeBody, undefined, CandidateParams>({
    method: 'PUT',
    path: '/private/job-assessments/:id/candidates/:applicationId/extra-time',
    area: 'private',
    permission: P.manageAssessment,
    summary: "Grant a candidate extra minutes (an open attempt's deadline moves with it)",
  }),
  answerSheet: defineEndpoint<AnswerSheet, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/job-assessment-results/:id',
    area: 'private',
    permission: P.viewAssessment,
    summary:
      "A submitted attempt's answer sheet: each question, its answers, the candidate's answer and marks",
  }),
  markAnswers: defineEndpoint<AnswerSheet, MarkAnswersBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/job-assessment-results/:id/marks',
    area: 'private',
    permission: P.manageAssessment,
    summary:
      'Mark written answers (descriptive, practical …); the result summary goes out when all are marked',
  }),

  // private: the aptitude test (system admin)
  aptitudeTestConfiguration: defineEndpoint<AptitudeTestConfig>({
    method: 'GET',
    path: '/private/aptitude-tests/configuration',
    area: 'private',
    permission: P.manageAptitudeTest,
    summary: 'The aptitude test: questions per assessment area, duration, pass mark, its question bank',
  }),
  updateAptitudeTestConfiguration: defineEndpoint<AptitudeTestConfig, AptitudeTestConfigBody>({
    method: 'PUT',
    path: '/private/aptitude-tests/configuration',
    area: 'private',
    permission: P.manageAptitudeTest,
    summary: 'Configure the aptitude test (each area needs as many active questions in the aptitude bank)',
  }),

  // public
  aptitudeTest: defineEndpoint<AptitudeTestInfo>({
    method: 'GET',
    path: '/public/aptitude-test',
    area: 'public',
    summary: 'What the aptitude test is: duration, pass mark, questions per area',
  }),

  // protected: the youth
  youthAptitudeTest: defineEndpoint<AptitudeTestStatus>({
    method: 'GET',
    path: '/protected/aptitude-tests',
    area: 'protected',
    summary: "The caller's aptitude test: not started, in progress (its attempt) or attended (the result)",
  }),
  startAptitudeTest: defineEndpoint<ExamPaper>({
    method: 'POST',
    path: '/protected/aptitude-tests/start-assessment',
    area: 'protected',
    summary:
      'Start (or resume) the aptitude test: once per youth (409 assessments.errors.already_participated)',
  }),
  youthJobAssessments: defineEndpoint<YouthJobAssessment[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/job-assessments',
    area: 'protected',
    list: true,
    summary: "The caller's assessment invitations with their state and result, newest first",
  }),
  youthJobAssessment: defineEndpoint<YouthJobAssessment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/job-assessments/:id',
    area: 'protected',
    summary: "The caller's invitation to an assessment: its rules, state and result (404 when not invited)",
  }),
  acceptJobAssessment: defineEndpoint<YouthJobAssessment, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/job-assessments/:id/accept',
    area: 'protected',
    summary: 'Accept the invitation (it stays open until the test is taken)',
  }),
  rejectJobAssessment: defineEndpoint<YouthJobAssessment, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/job-assessments/:id/reject',
    area: 'protected',
    summary: 'Reject the invitation (22 → 24)',
  }),
  startJobAssessment: defineEndpoint<ExamPaper, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/job-assessments/:id/start-assessment',
    area: 'protected',
    summary:
      'Start (or resume) the invited test: one attempt per invitation; the deadline is the gateway’s; a paid assessment not paid yet is 409 assessments.errors.payment_required',
  }),
  payJobAssessment: defineEndpoint<AssessmentPaymentStart, AssessmentPaymentBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/job-assessments/:id/payment',
    area: 'protected',
    summary:
      'Start paying the fee of the caller’s invited assessment (404 not invited; 409 free, already paid or no longer open); the amount is the assessment’s fee; answers the checkout URL',
  }),
  assessmentPayment: defineEndpoint<AssessmentPayment, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/assessment-payments/:id',
    area: 'protected',
    summary: 'A payment of the caller’s assessment fee (status and outcome for the payment result page)',
  }),
  examAttempt: defineEndpoint<ExamPaper, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/exam-attempts/:id',
    area: 'protected',
    summary:
      "The caller's attempt: the questions without answers or marks, the saved answers, server time left",
  }),
  saveExamAnswers: defineEndpoint<SaveAnswersResult, SaveAnswersBody, undefined, IdParams>({
    method: 'PUT',
    path: '/protected/exam-attempts/:id/answers',
    area: 'protected',
    summary:
      'Save answers idempotently by (attempt, question, seq); after the deadline 409 assessments.errors.exam_ended',
  }),
  endAssessment: defineEndpoint<AttemptResult, EndAssessmentBody, undefined, IdParams>({
    method: 'POST',
    path: '/protected/exam-attempts/:id/end-assessment',
    area: 'protected',
    summary: 'Submit: saves the last answers, closes the attempt and marks it on the gateway',
  }),
  examAttemptResult: defineEndpoint<AttemptResult, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/protected/exam-attempts/:id/result',
    area: 'protected',
    summary: 'The result of a closed attempt (409 assessments.errors.not_submitted while it is open)',
  }),
} as const;
