/**
 * Enumerations and status codes of spec §3 and §4 as typed constants.
 * Each const object maps a name to its wire value; `ValueOf<typeof X>` is the wire type.
 * Display labels live in the label catalogue under `enums.<enum>.<value>`.
 */
export type ValueOf<T> = T[keyof T];

export const USER_TYPE = { SYSTEM: 1, CONTENT_PROVIDER: 2, YOUTH: 3, RECRUITER: 4 } as const;
export type UserTypeCode = ValueOf<typeof USER_TYPE>;

export const THEME_MODE = { LIGHT: 'light', SEMI_DARK: 'semi-dark', DARK: 'dark' } as const;
export type ThemeMode = ValueOf<typeof THEME_MODE>;

export const LOCALE = { EN: 'en-US', BN: 'bn-BD' } as const;
export type Locale = ValueOf<typeof LOCALE>;

export const GENDER = { MALE: 1, FEMALE: 2, OTHER: 3 } as const;
export const JOB_GENDER_PREFERENCE = { MALE: 1, FEMALE: 2, BOTH: 3, OTHER: 4 } as const;

export const EMPLOYMENT_TYPE = {
  CONTRACTUAL: 'contractual',
  FULL_TIME: 'full_time',
  INTERNSHIP: 'internship',
  PART_TIME: 'part_time',
  PERMANENT: 'permanent',
  FREELANCE: 'freelance',
} as const;
export const JOB_TYPE = {
  PART_TIME: 'part_time',
  FULL_TIME: 'full_time',
  SELF_EMPLOYED: 'self_employed',
  FREELANCE: 'freelance',
} as const;

export const SKILL_TYPE = { BASIC: 1, SPECIALIZED: 2 } as const;

/** Spec §4: notice type of the CMS's notices and news. */
export const NOTICE_TYPE = { NOTICE: 1, NEWS: 2 } as const;
export type NoticeType = ValueOf<typeof NOTICE_TYPE>;
/** Spec §4: album type of the CMS gallery. */
export const ALBUM_TYPE = { IMAGE: 1, VIDEO: 2 } as const;
export type AlbumType = ValueOf<typeof ALBUM_TYPE>;
/** Spec §4: content type of a gallery item (image, Facebook video, YouTube video, YouTube video link). */
export const GALLERY_CONTENT_TYPE = {
  IMAGE: 1,
  FACEBOOK_VIDEO: 2,
  YOUTUBE_VIDEO: 3,
  YOUTUBE_LINK: 4,
} as const;
export type GalleryContentType = ValueOf<typeof GALLERY_CONTENT_TYPE>;
/** Spec settings: where a logo dock appears (header or footer). */
export const LOGO_DOCK_PLACE = { HEADER: 1, FOOTER: 2 } as const;
export type LogoDockPlace = ValueOf<typeof LOGO_DOCK_PLACE>;
export const SKILL_PROFICIENCY = {
  BEGINNER: 'beginner',
  INTERMEDIATE: 'intermediate',
  EXPERT: 'expert',
} as const;

export const SALARY_TYPE = { NON_NEGOTIABLE: 1, NEGOTIABLE: 2, BASED_ON_EXPERIENCE: 3 } as const;
export const SALARY_DISPLAY = { SHOW_SALARY: 1, SHOW_NOTHING: 2, SHOW_NEGOTIABLE: 3 } as const;
export const JOB_WORKPLACE = { REMOTE: 1, PHYSICAL: 2, HYBRID: 3 } as const;
export const JOB_LEVEL = { ENTRY: 1, MID: 2, TOP: 3 } as const;
export const SERVICE_TYPE = { BASIC_LISTING: 1, STAND_OUT_LISTING: 2, STAND_OUT_PREMIUM: 3 } as const;

export const STATIC_PAGE_TYPE = {
  ABOUT_US: 'about_us',
  CONTACT_US: 'contact_us',
  TERM_OF_SERVICE: 'term_of_service',
  PRIVACY_POLICY: 'privacy_policy',
  HOW_IT_WORKS: 'how_it_works',
  // the RPL pages of the youth portal (spec §2 "RPL pages"; ADR 0094)
  RPL_WHAT_IS_RPL: 'rpl_what_is_rpl',
  RPL_CERTIFICATE_ADVANTAGE: 'rpl_certificate_advantage',
  RPL_OCCUPATIONS: 'rpl_occupations',
  RPL_ASSESSMENT_CENTERS: 'rpl_assessment_centers',
} as const;
export type StaticPageType = ValueOf<typeof STATIC_PAGE_TYPE>;

export const NOTIFICATION_QUEUE_STATE = {
  IN_PRODUCER: 'IN_PRODUCER',
  IN_QUEUE: 'IN_QUEUE',
  IN_CONSUMER: 'IN_CONSUMER',
  DONE: 'DONE',
  FAILED: 'FAILED',
} as const;
export type NotificationQueueState = ValueOf<typeof NOTIFICATION_QUEUE_STATE>;

export const NOTIFICATION_CHANNEL = { EMAIL: 'email', SMS: 'sms', IN_APP: 'in_app' } as const;
export type NotificationChannel = ValueOf<typeof NOTIFICATION_CHANNEL>;

export const NOTIFICATION_EVENT = {
  REGISTRATION_MAIL_VERIFICATION: 'registration_mail_verification',
  REGISTRATION_MOBILE_VERIFICATION: 'registration_mobile_verification',
  MANUAL_REGISTRATION_LOGIN_INFO_MAIL: 'manual_registration_login_info_mail',
  MANUAL_REGISTRATION_LOGIN_INFO_SMS: 'manual_registration_login_info_sms',
  JOB_ASSESSMENT_INVITATION: 'job_assessment_invitation',
  JOB_OFFER_INVITATION: 'job_offer_invitation',
  APPLICANT_SHORTLIST: 'applicant_shortlist',
  SELECTED_FOR_ASSESSMENT: 'selected_for_assessment',
  SELECTED_FOR_INTERVIEW: 'selected_for_interview',
  INTERVIEW_INVITATION_CANDIDATE: 'interview_invitation_candidate',
  INTERVIEW_INVITATION_BOARD_MEMBER: 'interview_invitation_board_member',
  ASSESSMENT_RESULT_SUMMARY: 'assessment_result_summary',
  VENDOR_APPROVED: 'vendor_approved',
  CONTACT_MESSAGE: 'contact_message',
  BULK_COURSE_INVITATION: 'bulk_course_invitation',
  NOTIFY_JOB_SEEKER_POSTED_JOB: 'notify_job_seeker_posted_job',
  NEW_CANDIDATE_APPLIED: 'new_candidate_applied',
  /** Not in spec §3's list: platform staff took a job or a course off the public site, or put it back (ADR 0112). */
  JOB_DEACTIVATED: 'job_deactivated',
  JOB_RESTORED: 'job_restored',
  COURSE_DEACTIVATED: 'course_deactivated',
  COURSE_RESTORED: 'course_restored',
  BULK_EMAIL_FROM_EXCEL: 'bulk_email_from_excel',
  BULK_EMAIL_TO_PLATFORM_USERS: 'bulk_email_to_platform_users',
  /** Not in spec §3's list: the forgot-password one-time code (ADR 0050). */
  PASSWORD_RESET_CODE: 'password_reset_code',
  /** Not in spec §3's list: a live-course schedule approved or rejected, to its sender (ADR 0090). */
  COURSE_SCHEDULE_APPROVED: 'course_schedule_approved',
  COURSE_SCHEDULE_REJECTED: 'course_schedule_rejected',
  /** Not in spec §3's list: a message to a youth about their freelance offer (ADR 0099). */
  FREELANCE_CONTACT_MESSAGE: 'freelance_contact_message',
  /** Not in spec §3's list: an association's decision on a youth's request for its approval (ADR 0104). */
  ASSOCIATION_YOUTH_APPROVED: 'association_youth_approved',
  ASSOCIATION_YOUTH_REJECTED: 'association_youth_rejected',
  /** Not in spec §3's list: an association withdrew its approval of a youth, with the reason (ADR 0110). */
  ASSOCIATION_YOUTH_WITHDRAWN: 'association_youth_withdrawn',
  /** Not in spec §3's list: a certificate revoked, to its holder with the reason (ADR 0105). */
  CERTIFICATE_REVOKED: 'certificate_revoked',
  /** Not in spec §3's list: a revoked certificate restored, to its holder (ADR 0111). */
  CERTIFICATE_RESTORED: 'certificate_restored',
} as const;
export type NotificationEvent = ValueOf<typeof NOTIFICATION_EVENT>;

export const INTERVIEW_KIND = { PHYSICAL: 1, ONLINE: 2 } as const;

export const APPLICANT_TAB = { APPLICATIONS: 1, ASSESSMENTS: 2, INTERVIEWS: 3, OFFERS: 4, SAVED: 5 } as const;

export const GUARDIAN_TYPE = {
  FATHER: 1,
  MOTHER: 2,
  BROTHER: 3,
  SISTER: 4,
  UNCLE: 5,
  AUNT: 6,
  OTHER: 7,
} as const;
export const IDENTITY_TYPE = { NID: 1, BIRTH_CERTIFICATE: 2, PASSPORT: 3 } as const;
export const MARITAL_STATUS = { SINGLE: 1, MARRIED: 2, WIDOWED: 3, DIVORCED: 4 } as const;
export const RELIGION = {
  ISLAM: 1,
  HINDUISM: 2,
  CHRISTIANITY: 3,
  BUDDHISM: 4,
  JUDAISM: 5,
  SIKHISM: 6,
  ETHNIC: 7,
  ATHEIST: 8,
} as const;

export const PERMISSION_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type PermissionMethod = (typeof PERMISSION_METHOD)[number];

export const ROW_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;

/** Spec §4: job application status codes. */
export const APPLICATION_STATUS = {
  APPLIED: 0,
  SHORTLISTED: 11,
  SELECTED_FOR_ASSESSMENT: 21,
  ASSESSMENT_INVITATION_SENT: 22,
  ASSESSED: 23,
  ASSESSMENT_INVITATION_REJECTED: 24,
  SELECTED_FOR_INTERVIEW: 31,
  INTERVIEW_INVITATION_SENT: 32,
  INTERVIEW_INVITATION_CONFIRMED: 33,
  INTERVIEW_INVITATION_REJECTED: 34,
  INTERVIEW_COMPLETED: 35,
  ABSENT_IN_INTERVIEW: 36,
  OFFER_LETTER_SENT: 41,
  OFFER_ACCEPTED: 42,
  OFFER_REJECTED: 43,
  OFFER_CANCELLED: 44,
  HIRED: 51,
  REJECTED_FROM_INTERVIEW: 91,
  REJECTED_FROM_ASSESSMENT: 92,
  REJECTED: 99,
} as const;
export type ApplicationStatus = ValueOf<typeof APPLICATION_STATUS>;

/** Spec §4: pipeline stages. */
export const PIPELINE_STAGE = {
  NEW_APPLICATION: 0,
  SHORTLIST: 1,
  ASSESSMENT: 2,
  INTERVIEW: 3,
  OFFER: 4,
  HIRE: 5,
  REJECT: 9,
} as const;
export type PipelineStage = ValueOf<typeof PIPELINE_STAGE>;

/** Spec §4: candidate board status. */
export const CANDIDATE_BOARD_STATUS = {
  SELECTED_FOR_ASSESSMENT: 1,
  ASSESSMENT_INVITATION_SENT: 2,
  INTERVIEW_INVITATION_SENT: 3,
  INTERVIEW_ATTENDED: 4,
  HIRED: 5,
  REJECTED: 6,
  ASSESSMENT_INVITATION_FAILED: 7,
  INTERVIEW_INVITATION_FAILED: 8,
} as const;

export const PAYMENT_STATUS = { PAID: 'paid', UNPAID: 'unpaid', INCOMPLETE: 'incomplete' } as const;
export const PAYMENT_OUTCOME = { SUCCESS: 'success', FAILED: 'failed', CANCELLED: 'cancelled' } as const;
export const CANDIDATE_RESPONSE = {
  ACCEPTED: 'accepted',
  RESCHEDULED: 'rescheduled',
  REJECTED: 'rejected',
} as const;

/** Spec §9 constants. */
export const LIMITS = {
  RESEND_VERIFICATION_WAIT_MS: 180_000,
  MIN_AGE_CONSTANT: 1,
  PRESENT_DATE_DIFFERENCE: 1,
  DATE_OF_BIRTH_MIN_YEARS: 20,
  ACTIVE_JOBS_PAGE: 1,
  ACTIVE_JOBS_LIMIT: 5,
  JOB_SLIDER_PER_CATEGORY: 12,
  APPLICATION_DEADLINE_DAYS: 30,
  PASSWORD_MIN_LENGTH: 8,
  PIN_LENGTH: 6,
  WALLET_PIN_LENGTH: 4,
  MOBILE_DIGITS: 11,
  CGPA_SCALES: [4, 5],
  FILE_MAX_BYTES: 1024 * 1024,
  UPLOAD_TOTAL_MAX_BYTES: 50 * 1024 * 1024,
  TOAST_MAX_SNACK: 3,
  TOAST_AUTO_HIDE_MS: 5000,
  TRANSITION_MS: 300,
  READ_MORE_CHARS: 999,
  TOOLTIP_ENTER_DELAY_MS: 100,
} as const;

/** Flags derived from the user type code (spec §3): any unknown code is treated as youth. */
export function userTypeFlags(code: number | null | undefined) {
  const isSystemUser = code === USER_TYPE.SYSTEM;
  const isContentProviderUser = code === USER_TYPE.CONTENT_PROVIDER;
  const isRecruiterUser = code === USER_TYPE.RECRUITER;
  const isYouthUser = !isSystemUser && !isContentProviderUser && !isRecruiterUser;
  return { isSystemUser, isContentProviderUser, isRecruiterUser, isYouthUser };
}
