/**
 * The permission keys of endpoints-assessments.ts and the payment return path, in a module of their own: a staff
 * portal's menu and route table (its start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables,
 * which only the lazy pages need.
 */
export const ASSESSMENT_PERMISSIONS = {
  /** Read the organisation's question banks, questions and question sets. */
  viewQuestionBank: 'view_any_question_bank',
  /** Create, edit, delete banks, questions and question sets; bulk upload. */
  manageQuestionBank: 'manage_question_bank',
  /** Read job assessments, their candidates and results (answer sheets). */
  viewAssessment: 'view_any_job_assessment',
  /** Create and edit job assessments, invite candidates, grant extra time, mark answers. */
  manageAssessment: 'manage_job_assessment',
  /** Configure the aptitude test (system admin). */
  manageAptitudeTest: 'manage_aptitude_test',
} as const;
/**
 * Where the payment callback sends the youth back (the assessment portal): `?assessment=<id>&payment=<id>`; the page
 * says 'missing assessment id' when the query lacks the assessment.
 */
export const ASSESSMENT_PAYMENT_RESULT_PATH = '/job-assessment/payment/result';
