import { NOTIFICATION_CHANNEL, NOTIFICATION_EVENT, type NotificationEvent } from '@platform/contract';
import type { Db } from '../../db/client';
import type { Notifier } from './outbox';

/*
 * Telling a tenant's administrators that platform staff took one of its public records off the site or put it back
 * (ADR 0112): a job post to its organisation's, a course to its institute's. "Administrators" are the tenant's active
 * users who hold the key that manages the record (a recruiter's `update_job`, a provider's `manage_course`) or the
 * tenant's own user administration (`create_user`: the organisation or institute admin). Each gets an in-app notice
 * and, with an address, an e-mail, in their language — in the caller's transaction, so a change that rolls back
 * tells nobody.
 */

export interface TenantAdmin {
  user_id: number;
  name: string;
  email: string | null;
  locale: string;
}

export type TenantOf = { organization_id: number } | { institute_id: number };

const KEYS = {
  organization_id: ['update_job', 'create_user'],
  institute_id: ['manage_course', 'create_user'],
};

/** The tenant's active users holding one of the keys that make them its administrators for the record. */
export async function tenantAdmins(db: Db, tenant: TenantOf): Promise<TenantAdmin[]> {
  const [column, id] =
    'organization_id' in tenant
      ? (['organization_id', tenant.organization_id] as const)
      : (['institute_id', tenant.institute_id] as const);
  const r = await db.query<TenantAdmin>(
    `select u.id::int as user_id, coalesce(u.full_name_en, u.full_name, '') as name, u.full_name as name_bn,
            u.email, coalesce(u.preferred_locale, 'en-US') as locale
       from users u
      where u.${column} = $1 and u.deleted_at is null and u.row_status = 1
        and exists (select 1 from permissions p where p.key = any($2::text[]) and (
              exists (select 1 from role_permissions rp where rp.role_id = u.role_id and rp.permission_id = p.id)
              or exists (select 1 from user_permissions up where up.user_id = u.id and up.permission_id = p.id)))
      order by u.id`,
    [id, KEYS[column]],
  );
  return r.rows.map((row) => {
    const { name_bn, ...admin } = row as TenantAdmin & { name_bn: string | null };
    return admin.locale === 'bn-BD' && name_bn ? { ...admin, name: name_bn } : admin;
  });
}

const local = (locale: string, bn: string | null, en: string | null) =>
  locale === 'bn-BD' ? bn || en || '' : en || bn || '';

/** The record the notice is about: a job post or a course, its title in both languages. */
export interface DeactivatedRecord {
  kind: 'job' | 'course';
  tenant: TenantOf;
  title: string | null;
  title_en: string | null;
}

const EVENTS: Record<DeactivatedRecord['kind'], Record<'deactivated' | 'restored', NotificationEvent>> = {
  job: { deactivated: NOTIFICATION_EVENT.JOB_DEACTIVATED, restored: NOTIFICATION_EVENT.JOB_RESTORED },
  course: {
    deactivated: NOTIFICATION_EVENT.COURSE_DEACTIVATED,
    restored: NOTIFICATION_EVENT.COURSE_RESTORED,
  },
};

/**
 * `job_deactivated` / `course_deactivated` (with the reason) or `job_restored` / `course_restored` to each of the
 * record's tenant administrators, in `tx`.
 */
export async function notifyTenantAdmins(
  tx: Db,
  notifier: Notifier,
  record: DeactivatedRecord,
  change: { kind: 'deactivated'; reason: string } | { kind: 'restored' },
): Promise<void> {
  const titleKey = record.kind === 'job' ? 'job_title' : 'course_title';
  for (const admin of await tenantAdmins(tx, record.tenant)) {
    await notifier.notify(
      {
        event: EVENTS[record.kind][change.kind],
        channels: [NOTIFICATION_CHANNEL.IN_APP, ...(admin.email ? [NOTIFICATION_CHANNEL.EMAIL] : [])],
        recipients: [{ user_id: admin.user_id, email: admin.email ?? undefined }],
        variables: {
          name: admin.name,
          [titleKey]: local(admin.locale, record.title, record.title_en),
          ...(change.kind === 'deactivated' ? { reason: change.reason } : {}),
          locale: admin.locale,
        },
      },
      tx,
    );
  }
}
