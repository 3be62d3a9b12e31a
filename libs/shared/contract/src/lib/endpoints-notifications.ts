import { defineEndpoint } from './endpoint';
import type { NotificationChannel, NotificationEvent, UserTypeCode } from './enums';
import { NOTIFICATION_PERMISSIONS } from './notifications-permissions';

/*
 * Notification management (issue 17 item 2; spec §3 notification: code, channels, events, logs, dynamic variables;
 * spec §7 private notification heads, rmq-logs and requeue). Migration 033_notification_heads.sql; gateway domain
 * apps/gateway/src/domains/notifications. ADR 0077.
 *
 * A notification head names one event kind of spec §3 (at most one head per event), the channels it sends on (at
 * least one) and, per channel and language, the template the outbox renders instead of the built-in text of the label
 * catalogue. A template may use only its event's variables, written `{{name}}`. A disabled head, or a channel or
 * language without a template, falls back to the built-in text. The notification log list and its retry stay in
 * endpoints-platform.ts (notificationLogs, retryNotificationLog).
 */

/** The languages a template is written in. */
export const NOTIFICATION_LANGUAGES = ['en', 'bn'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/**
 * The dynamic variables each event kind hands to its template (what the producers put in `variables`); `locale`
 * is not one (it picks the language). Dates and times are written in the reader's style when rendered.
 */
export const NOTIFICATION_EVENT_VARIABLES: Record<NotificationEvent, readonly string[]> = {
  registration_mail_verification: ['name', 'link'],
  registration_mobile_verification: ['code'],
  manual_registration_login_info_mail: ['name', 'username', 'password', 'link'],
  manual_registration_login_info_sms: ['username', 'password'],
  job_assessment_invitation: ['name', 'job_title', 'link'],
  job_offer_invitation: ['name', 'company', 'job_title', 'salary', 'joining_date', 'message', 'link'],
  applicant_shortlist: ['name', 'job_title'],
  selected_for_assessment: ['name', 'job_title'],
  selected_for_interview: ['name', 'job_title'],
  interview_invitation_candidate: ['name', 'company', 'job_title', 'date', 'time', 'place', 'link'],
  interview_invitation_board_member: ['name', 'job_title', 'date', 'time', 'place', 'candidates', 'link'],
  assessment_result_summary: ['name', 'assessment', 'score'],
  vendor_approved: ['name'],
  contact_message: ['name', 'email', 'mobile', 'subject', 'message'],
  bulk_course_invitation: ['name', 'course_title', 'link'],
  notify_job_seeker_posted_job: ['name', 'company', 'job_title', 'deadline', 'link'],
  new_candidate_applied: ['name', 'candidate', 'job_title'],
  job_deactivated: ['name', 'job_title', 'reason'],
  job_restored: ['name', 'job_title'],
  course_deactivated: ['name', 'course_title', 'reason'],
  course_restored: ['name', 'course_title'],
  bulk_email_from_excel: ['subject', 'message'],
  bulk_email_to_platform_users: ['subject', 'message'],
  password_reset_code: ['code', 'minutes'],
  course_schedule_approved: ['name', 'course_title'],
  course_schedule_rejected: ['name', 'course_title', 'reason'],
  freelance_contact_message: ['name', 'sender', 'offer_title', 'subject', 'message'],
  association_youth_approved: ['name', 'association'],
  association_youth_rejected: ['name', 'association', 'reason'],
  association_youth_withdrawn: ['name', 'association', 'reason'],
  certificate_revoked: ['name', 'course_title', 'reason', 'date'],
  certificate_restored: ['name', 'course_title', 'date'],
};

/** The `{{name}}` placeholders of a template text, in order, each once. */
export function templatePlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map((m) => m[1] ?? ''))];
}

/** The placeholders of a template text its event does not hand over (refused with `unknownVariable`). */
export function unknownPlaceholders(text: string, event: NotificationEvent): string[] {
  const known = NOTIFICATION_EVENT_VARIABLES[event] ?? [];
  return templatePlaceholders(text).filter((name) => !known.includes(name));
}

export const NOTIFICATION_HEAD_LIMITS = {
  code: 64,
  title: 255,
  subject: 255,
  body: 5000,
} as const;

/** `status.message` / field messages of refused head changes. */
export const NOTIFICATION_HEAD_ERRORS = {
  /** A `{{name}}` the event does not hand over. */
  unknownVariable: 'notification_admin.errors.unknown_variable',
  /** A template for a channel the head does not send on. */
  channelNotChosen: 'notification_admin.errors.channel_not_chosen',
  /** Two templates for the same channel and language. */
  duplicateTemplate: 'notification_admin.errors.duplicate_template',
  /** The event already has a head. */
  eventTaken: 'notification_admin.errors.event_taken',
  /** Requeue of a job that is not FAILED (409). */
  jobNotFailed: 'notification_admin.errors.job_not_failed',
} as const;

export interface NotificationTemplate {
  channel: NotificationChannel;
  language: NotificationLanguage;
  /** E-mail subject or in-app title; SMS ignores it. */
  subject: string;
  body: string;
}

export interface NotificationHead {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
  event: NotificationEvent;
  channels: NotificationChannel[];
  enabled: boolean;
  templates: NotificationTemplate[];
  created_at: string;
  updated_at: string;
}

export interface NotificationHeadBody {
  code: string;
  title: string;
  title_en?: string | null;
  event: NotificationEvent;
  channels: NotificationChannel[];
  enabled: boolean;
}

export interface NotificationTemplatesBody {
  templates: NotificationTemplate[];
}

export interface NotificationHeadQuery {
  page?: number;
  page_size?: number;
  search?: string;
  event?: NotificationEvent;
}

/** The states of a pg-boss job (rmq-logs, the spec's name for the queue view). */
export const QUEUE_JOB_STATE = {
  CREATED: 'created',
  RETRY: 'retry',
  ACTIVE: 'active',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
} as const;
export type QueueJobState = (typeof QUEUE_JOB_STATE)[keyof typeof QUEUE_JOB_STATE];

/** One job of the notification queue: which log row it carries, its state, attempts and last error. */
export interface QueueJob {
  /** pg-boss job id (a UUID). */
  id: string;
  log_id: number | null;
  state: QueueJobState;
  /** Runs so far that ended in an error (pg-boss retry count). */
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface QueueJobQuery {
  page?: number;
  page_size?: number;
  state?: QueueJobState;
}

/*
 * Bulk e-mail (`/bulk-email/send`): to platform users chosen by user type, or to the addresses of an .xlsx (read in the
 * browser; row i of `recipients` is sheet row i + 2, the gateway's `recipients[i].email` errors name it). The gateway
 * writes the messages in batches through the outbox (events bulk_email_to_platform_users / bulk_email_from_excel, at a
 * lower queue priority than other notifications) and the progress view polls the campaign.
 */
export const BULK_EMAIL_LIMITS = {
  subject: 255,
  message: 10000,
  rows: 10000,
  name: 255,
  organizations: 50,
} as const;

export interface BulkEmailUsersBody {
  subject: string;
  message: string;
  /** At least one user type (spec §6 codes). */
  user_types: UserTypeCode[];
  /** Only users of these organisations (none: every organisation and none); at most BULK_EMAIL_LIMITS.organizations. */
  organization_ids?: number[];
}

export interface BulkEmailRecipient {
  email: string;
  name?: string | null;
}

export interface BulkEmailExcelBody {
  subject: string;
  message: string;
  recipients: BulkEmailRecipient[];
}

export type BulkEmailSource = 'users' | 'excel';

/** A campaign and its progress: recipients found, messages written so far, and how many the outbox sent or gave up on. */
export interface BulkEmail {
  id: number;
  source: BulkEmailSource;
  subject: string;
  /** Recipients found (after dropping repeated addresses). */
  total: number;
  /** Messages written to the outbox so far (in batches). */
  queued: number;
  sent: number;
  failed: number;
  /** Every message written and each either sent or failed. */
  finished: boolean;
  created_at: string;
}

export { NOTIFICATION_PERMISSIONS } from './notifications-permissions';

const P = NOTIFICATION_PERMISSIONS;
type IdParams = { id: number };

export const notificationEndpoints = {
  notificationHeads: defineEndpoint<NotificationHead[], undefined, NotificationHeadQuery>({
    method: 'GET',
    path: '/private/notification-heads',
    area: 'private',
    permission: P.viewHead,
    list: true,
    summary: 'Notification heads: code, event, channels, enabled, templates',
  }),
  notificationHead: defineEndpoint<NotificationHead, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/notification-heads/:id',
    area: 'private',
    permission: P.viewHead,
    summary: 'One notification head with its templates',
  }),
  createNotificationHead: defineEndpoint<NotificationHead, NotificationHeadBody>({
    method: 'POST',
    path: '/private/notification-heads',
    area: 'private',
    permission: P.manageHead,
    summary: 'Create the head of an event kind (one per event; at least one channel)',
  }),
  updateNotificationHead: defineEndpoint<NotificationHead, NotificationHeadBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/notification-heads/:id',
    area: 'private',
    permission: P.manageHead,
    summary: 'Change a head: code, title, event, channels, enabled',
  }),
  updateNotificationTemplates: defineEndpoint<
    NotificationHead,
    NotificationTemplatesBody,
    undefined,
    IdParams
  >({
    method: 'PUT',
    path: '/private/notification-heads/:id/templates',
    area: 'private',
    permission: P.manageHead,
    summary: "Set a head's templates per channel and language (only the event's {{variables}})",
  }),
  queueJobs: defineEndpoint<QueueJob[], undefined, QueueJobQuery>({
    method: 'GET',
    path: '/private/rmq-logs',
    area: 'private',
    permission: P.viewLog,
    list: true,
    summary: 'The notification queue (pg-boss jobs): state, attempts, last error',
  }),
  requeueQueueJob: defineEndpoint<QueueJob, undefined, undefined, { id: string }>({
    method: 'POST',
    path: '/private/rmq-logs/:id/requeue',
    area: 'private',
    permission: P.retry,
    summary: 'Put a FAILED queue job back in the queue (its log row gets a new attempt budget)',
  }),
  sendBulkEmailToUsers: defineEndpoint<BulkEmail, BulkEmailUsersBody>({
    method: 'POST',
    path: '/private/bulk-email/users',
    area: 'private',
    permission: P.bulkEmail,
    summary: 'E-mail the platform users of the chosen user types, in batches through the outbox',
  }),
  sendBulkEmailFromExcel: defineEndpoint<BulkEmail, BulkEmailExcelBody>({
    method: 'POST',
    path: '/private/bulk-email/excel',
    area: 'private',
    permission: P.bulkEmail,
    summary: 'E-mail the addresses read from an .xlsx (every row valid, or 422 with the rows’ errors)',
  }),
  bulkEmail: defineEndpoint<BulkEmail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/bulk-email/:id',
    area: 'private',
    permission: P.bulkEmail,
    summary: 'A bulk e-mail’s progress: recipients, written, sent, failed',
  }),
};
