import { NOTIFICATION_EVENT } from '@platform/contract';
import type { Db } from '../../db/client';
import type { Notifier } from '../notifications/outbox';
import { applicantContacts, organizationRecipients } from './applications';

/** The text of a job or an organisation in the recipient's language. */
export const inLocale = (locale: string, bn: string | null, en: string | null) =>
  locale === 'bn-BD' ? bn || en || '' : en || bn || '';

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
