import {
  type InterviewSchedule,
  NOTIFICATION_EVENT,
  type NotificationChannel,
  type NotificationEvent,
  type ApplicationStatus,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { applicantContacts, type Person } from '../jobs/applications';
import { inLocale } from '../jobs/notify';
import type { Notifier } from '../notifications/outbox';

/*
 * The notifications of the pipeline (ADR 0063): always written with the caller's transaction, so a rolled-back change
 * notifies nobody.
 */

/** "2026-12-01 10:00–11:00" pieces of a schedule, for the templates. */
export interface ScheduleText {
  date: string;
  time: string;
  place: string;
}

export const scheduleText = (
  s: Pick<InterviewSchedule, 'interview_date' | 'start_time' | 'end_time' | 'venue' | 'video_link'>,
): ScheduleText => ({
  date: s.interview_date,
  time: `${s.start_time}–${s.end_time}`,
  place: s.venue ?? s.video_link ?? '',
});

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

/** The plain status changes that tell the youth (spec §3 notification events): shortlisted, selected for assessment and for interview. */
export const STATUS_EVENTS: Partial<
  Record<ApplicationStatus, { event: NotificationEvent; channels: NotificationChannel[] }>
> = {
  11: { event: NOTIFICATION_EVENT.APPLICANT_SHORTLIST, channels: ['in_app', 'email', 'sms'] },
  21: { event: NOTIFICATION_EVENT.SELECTED_FOR_ASSESSMENT, channels: ['in_app', 'email', 'sms'] },
  31: { event: NOTIFICATION_EVENT.SELECTED_FOR_INTERVIEW, channels: ['in_app', 'email', 'sms'] },
};
