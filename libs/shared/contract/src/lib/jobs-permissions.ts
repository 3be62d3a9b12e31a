/**
 * The permission keys of endpoints-jobs.ts, in a module of their own: a staff portal's menu and route table (its start
 * chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** Permission keys of the jobs endpoints (the recruiter role holds all but approve_job; approvers hold approve_job). */
export const JOB_PERMISSIONS = {
  viewAnyJob: 'view_any_job',
  viewSingleJob: 'view_single_job',
  createJob: 'create_job',
  updateJob: 'update_job',
  deleteJob: 'delete_job',
  approveJob: 'approve_job',
  /** Every organisation's job posts in one list (platform staff; ADR 0107). */
  viewPlatformJobs: 'view_platform_jobs',
  /** Take a job off the public board and put it back (platform staff; ADR 0107). */
  deactivateJob: 'deactivate_job',
  /** Every tenant's question sets and their pages (platform staff; ADR 0122). */
  viewPlatformQuestionSets: 'view_platform_question_sets',
  /** Every exam result: job assessments, the aptitude test, course exams (platform staff; ADR 0122). */
  viewPlatformResults: 'view_platform_exam_results',
  /** Every interview invitation with its confirmation (platform staff; ADR 0122). */
  viewPlatformInterviews: 'view_platform_interviews',
  viewAnyApplicant: 'view_any_job_applicant',
  changeApplicationStatus: 'change_job_application_status',
} as const;
