/**
 * What the portals' menus and route tables read from the contract: each domain's permission keys (the gateway checks
 * them) and the paths the gateway sends a user back to. A module of their own, re-exported by each domain's endpoint
 * module: a staff portal's start chunk (menu and routes, ADR 0006 r6) reads them without bringing every domain's
 * endpoint tables and constants, which only the lazy pages need (`report-permissions.ts` did the same for reports).
 */

// endpoints-assessments.ts
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

// endpoints-associations.ts
export const ASSOCIATION_PERMISSIONS = {
  /** The member list and counts of the caller's association (every association's for a platform administrator). */
  viewMembers: 'view_any_association_member',
  /** Approve, reject and edit memberships of the caller's association. */
  manageMembers: 'manage_association_member',
  /** An organisation applies to join an association. */
  applyMembership: 'apply_association_membership',
  /** Approve or reject the vacancies of the association's member organisations. */
  approveVacancy: 'approve_association_vacancy',
  /** Approve or reject the youth who asked the caller's association to approve them and their CV (ADR 0104). */
  approveYouth: 'approve_association_youth',
} as const;

// endpoints-certificates.ts
export const CERTIFICATE_PERMISSIONS = {
  view: 'view_any_certificate',
  revoke: 'revoke_certificate',
} as const;

// endpoints-courses.ts
export const COURSE_PERMISSIONS = {
  /** Read the institute's courses. */
  viewCourse: 'view_any_course',
  /** Create, edit and delete courses, toggle their status, publish, unpublish and archive them. */
  manageCourse: 'manage_course',
  /** Every institute's courses in one list (platform staff; ADR 0107). */
  viewPlatformCourses: 'view_platform_courses',
  /** Take a course out of the public catalogue and put it back (platform staff; ADR 0107). */
  deactivateCourse: 'deactivate_course',
  /** Every institute's trainers and their pages (platform staff; ADR 0118): a provider's view_any_trainer is its own. */
  viewPlatformTrainers: 'view_platform_trainers',
  /** Every institute's batches and their pages (platform staff; ADR 0118). */
  viewPlatformBatches: 'view_platform_batches',
} as const;

// endpoints-cv-bank.ts
/** Permission keys of the CV bank (granted to the recruiter role). */
export const CV_BANK_PERMISSIONS = {
  viewCvBank: 'view_cv_bank',
} as const;

// endpoints-dashboards.ts
/** Permission keys of the homes (the admin's is granted to the system admin by the permission sync). */
export const DASHBOARD_PERMISSIONS = {
  viewAdminDashboard: 'view_admin_dashboard',
  /** The platform's activity over time (every tenant): a platform administrator's key. */
  viewStatistics: 'view_dashboard_statistics',
} as const;

// endpoints-discussion.ts
/** Permission key of the moderators (the system admin role holds every key). */
export const DISCUSSION_PERMISSIONS = {
  approve: 'approve_discussion_post',
} as const;

// endpoints-jobs.ts
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

// endpoints-learning-paths.ts
export const LEARNING_PATH_PERMISSIONS = {
  view: 'view_any_learning_path',
  manage: 'manage_learning_path',
} as const;

// endpoints-notifications.ts
/** Permission keys of notification management (the log and the queue share the log's keys). */
export const NOTIFICATION_PERMISSIONS = {
  viewHead: 'view_any_notification_head',
  manageHead: 'manage_notification_head',
  viewLog: 'view_any_notification_log',
  retry: 'retry_notification_log',
  bulkEmail: 'send_bulk_email',
} as const;

// endpoints-ontology.ts
/** The keys of the ontology: reading it, and changing nodes and relations. */
export const ONTOLOGY_PERMISSIONS = {
  view: 'view_ontology',
  manage: 'manage_ontology',
} as const;

// endpoints-payments.ts
/** Permission keys of the payment calls (the recruiter role holds pay_job). */
export const PAYMENT_PERMISSIONS = {
  payJob: 'pay_job',
} as const;

// endpoints-progress-reports.ts
export const PROGRESS_REPORT_PERMISSIONS = {
  view: 'view_any_progress_report',
  manage: 'manage_progress_report',
  approve: 'approve_progress_report',
} as const;

// endpoints-rpl.ts
/** The keys of the RPL administration (ADR 0094). */
export const RPL_PERMISSIONS = {
  /** Every youth's applications; batches made and filled (the platform's RPL office). */
  manageBatches: 'manage_rpl_batch',
  /** An assessor's own batches: read them, mark the candidates, certify the results. */
  markBatch: 'mark_rpl_batch',
} as const;

// endpoints-schedules.ts
export const SCHEDULE_PERMISSIONS = {
  /** Approve or reject schedules sent for approval (every institute's: the platform's key). */
  approveSchedule: 'approve_course_schedule',
} as const;

// endpoints-search.ts
export const SEARCH_PERMISSIONS = {
  /** See the indexes and rebuild one (the platform's key: every document of every tenant). */
  manage: 'manage_search_index',
} as const;

// endpoints-users.ts
/** Permission keys of the identity administration endpoints (the admin routes and menu use the same keys). */
export const USER_ADMIN_PERMISSIONS = {
  viewAnyUser: 'view_any_user',
  viewSingleUser: 'view_single_user',
  createUser: 'create_user',
  updateUser: 'update_user',
  assignPermissionToUser: 'assign_permission_to_user',
  assignPermissionToRole: 'assign_permission_to_role',
  assignPermissionToOrganization: 'assign_permission_to_organization',
  assignPermissionToInstitute: 'assign_permission_to_institute',
  viewAnyPermission: 'view_any_permission',
  assignMessageChannel: 'assign_message_channel',
  approveVendor: 'approve_vendor',
} as const;

// endpoints-youths.ts
/** Permission keys of the youth administration (the system admin role holds every key). */
export const YOUTH_ADMIN_PERMISSIONS = {
  viewAnyYouth: 'view_any_youth',
} as const;

// endpoints-assessments.ts
/**
 * Where the payment callback sends the youth back (the assessment portal): `?assessment=<id>&payment=<id>`; the page
 * says 'missing assessment id' when the query lacks the assessment.
 */
export const ASSESSMENT_PAYMENT_RESULT_PATH = '/job-assessment/payment/result';
