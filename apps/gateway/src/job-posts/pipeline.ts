import { createHash, randomBytes } from 'node:crypto';
import {
  type ApplicationStatus,
  type FieldErrors,
  NOTIFICATION_EVENT,
  type NotificationChannel,
  type NotificationEvent,
} from '@platform/contract';
import type { Db } from '../db/client';
import { applicantContacts, organizationRecipients, type Person } from '../db/repositories/job-pipeline';
import { HttpError } from '../platform/errors';
import type { Notifier } from '../notifications/outbox';
import { checkTransition, type TransitionActor } from './transitions';

/*
 * What the pipeline calls share (ADR 0063): the all-or-none transition check, the random tokens and rooms, and the
 * notifications of the flow — always written with the caller's transaction, so a rolled-back change notifies nobody.
 */

export const PIPELINE_ERRORS = {
  illegalTransition: 'jobs.errors.illegal_transition',
  usePipelineCall: 'job_pipeline.errors.use_pipeline_call',
  scheduleFull: 'job_pipeline.errors.schedule_full',
  maxBelowInvited: 'job_pipeline.errors.max_below_invited',
  hiredNotRemovable: 'job_pipeline.errors.hired_not_removable',
  notRemoved: 'job_pipeline.errors.not_removed',
  alreadyRemoved: 'job_pipeline.errors.already_removed',
  noOpenInvitation: 'job_pipeline.errors.no_open_invitation',
  notInvited: 'job_pipeline.errors.not_invited',
  inUse: 'errors.in_use',
} as const;

export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

/**
 * Checks every move against the transition table; one refusal refuses them all (409 `jobs.errors.illegal_transition`
 * with the refusal of each row under `field` — `status` for one, `application_ids[i]` for a batch).
 */
export function checkMoves(
  rows: readonly { id: number; status: ApplicationStatus }[],
  to: ApplicationStatus,
  actor: TransitionActor,
  field: { single: string } | { batch: string; ids: readonly number[] },
): void {
  const errors: FieldErrors = {};
  for (const row of rows) {
    const check = checkTransition(row.status, to, actor);
    if (check.ok) continue;
    const key = 'single' in field ? field.single : `${field.batch}[${field.ids.indexOf(row.id)}]`;
    errors[key] = [JSON.stringify({ id: check.message, values: { from: row.status, to } })];
  }
  if (Object.keys(errors).length) throw conflict(PIPELINE_ERRORS.illegalTransition, errors);
}

/** A secret for a link (candidate confirmation, board member join): 256 random bits, URL-safe, and its sha-256. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A video room id nobody can guess (128 random bits). */
export const newVideoRoom = () => `interview-${randomBytes(16).toString('base64url')}`;

/** The text of a job or an organisation in the recipient's language. */
export const inLocale = (locale: string, bn: string | null, en: string | null) =>
  locale === 'bn-BD' ? bn || en || '' : en || bn || '';

/** "2026-12-01 10:00–11:00" pieces of a schedule, for the templates. */
export interface ScheduleText {
  date: string;
  time: string;
  place: string;
}

/**
 * Notifies the youth of the applications with `event` (in-app + e-mail + SMS by default), in the caller's transaction.
 * `extra` adds per-application variables (a confirmation link, the offer terms).
 */
export async function notifyApplicants(
  tx: Db,
  notifier: Notifier,
  event: NotificationEvent,
  applicationIds: readonly number[],
  options: {
    channels?: NotificationChannel[];
    extra?: (applicationId: number, person: Person) => Record<string, string | number>;
  } = {},
): Promise<void> {
  if (applicationIds.length === 0) return;
  for (const c of await applicantContacts(tx, applicationIds)) {
    await notifier.notify(
      {
        event,
        channels: options.channels ?? ['in_app', 'email', 'sms'],
        recipients: [{ user_id: c.user_id, email: c.email ?? undefined, mobile: c.mobile ?? undefined }],
        variables: {
          name: c.name,
          job_title: inLocale(c.locale, c.job_title, c.job_title_en),
          company: inLocale(c.locale, c.company, c.company_en),
          locale: c.locale,
          ...(options.extra?.(c.application_id, c) ?? {}),
        },
      },
      tx,
    );
  }
}

/** The plain status changes that tell the youth (spec §3 notification events): shortlisted, selected for interview. */
export const STATUS_EVENTS: Partial<
  Record<ApplicationStatus, { event: NotificationEvent; channels: NotificationChannel[] }>
> = {
  11: { event: NOTIFICATION_EVENT.APPLICANT_SHORTLIST, channels: ['in_app', 'email', 'sms'] },
  31: { event: NOTIFICATION_EVENT.SELECTED_FOR_INTERVIEW, channels: ['in_app', 'email', 'sms'] },
};

/**
 * NEW_CANDIDATE_APPLIED to the users of the job's organisation who see its applicants (in-app + e-mail), in the apply
 * transaction: an application that does not commit tells nobody.
 */
export async function notifyOrganization(
  tx: Db,
  notifier: Notifier,
  jobId: number,
  applicationId: number,
): Promise<void> {
  const [applicant] = await applicantContacts(tx, [applicationId]);
  if (!applicant) return;
  for (const person of await organizationRecipients(tx, jobId)) {
    await notifier.notify(
      {
        event: NOTIFICATION_EVENT.NEW_CANDIDATE_APPLIED,
        channels: ['in_app', 'email'],
        recipients: [{ user_id: person.user_id, email: person.email ?? undefined }],
        variables: {
          name: person.name,
          candidate: applicant.name,
          job_title: inLocale(person.locale, applicant.job_title, applicant.job_title_en),
          locale: person.locale,
        },
      },
      tx,
    );
  }
}
