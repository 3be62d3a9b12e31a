import { NOTIFICATION_EVENT } from '@platform/contract';
import { today } from '@platform/validation';
import type { GatewayConfig } from '../../config';
import type { Db } from '../../db/client';

/*
 * What happens when a job goes live (ADR 0065): the youths whose enabled job alert matches it are told once, through
 * the notification outbox, on the channels each alert names. The payment procedure calls `afterJobLive` in the
 * transaction that marks the job live: it only records the go-live (cheap, and rolled back with a failed payment).
 * The alerts themselves are written by `dispatchDueJobAlerts`, which the notification worker runs before every relay
 * (at start and every 30 s; the youth portal of its links comes from the worker's configuration): one insert…select per job, in its own transaction, so a job matching a hundred thousand
 * alerts never holds up the payment callback. Jobs seeded live never pass here and never announce.
 */

/** Where the links in alerts point: the youth portal of the configuration (PORTAL_ORIGINS, first). */
export function jobAlertPortal(config: Pick<GatewayConfig, 'portalOrigins' | 'publicUrl'>): string {
  return (config.portalOrigins[0] ?? config.publicUrl).replace(/\/$/, '');
}

/**
 * Records that the job went live, in the caller's transaction. Idempotent: a replayed go-live finds the job recorded
 * (and, once dispatched, announced) already.
 */
export async function afterJobLive(db: Db, jobId: number): Promise<void> {
  await db.query('insert into job_alert_dispatches (job_id) values ($1) on conflict (job_id) do nothing', [
    jobId,
  ]);
}

/**
 * Writes the alerts of every recorded job whose published day has come, one job per transaction (oldest go-live
 * first; `skip locked`, so two workers share the work and never write one job twice). Returns the log ids.
 */
export async function dispatchDueJobAlerts(db: Db, youthPortal: string): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx.query<{ job_id: number }>(
        `select d.job_id from job_alert_dispatches d join jobs j on j.id = d.job_id
          where d.sent_at is null and j.published_at <= $1::date
          order by d.queued_at, d.job_id limit 1 for update of d skip locked`,
        [today()],
      );
      const jobId = due.rows[0]?.job_id;
      if (jobId === undefined) return false;
      ids.push(...(await dispatchJobAlerts(tx, jobId, youthPortal)));
      return true;
    });
    if (!done) return ids;
  }
}

/**
 * One statement for one recorded job: marks its dispatch sent and writes one notification_logs row per matching youth
 * and chosen channel (IN_PRODUCER; the relay queues them). Nothing is written for a job that is no longer live or
 * whose deadline has passed. A youth with several matching alerts is told once per channel; a channel without an
 * address on the account (no e-mail, no mobile) is skipped. Matching is done in SQL over the enabled alerts, never in
 * a loop over youths.
 */
async function dispatchJobAlerts(db: Db, jobId: number, youthPortal: string): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `with sent as (
       update job_alert_dispatches set sent_at = now() where job_id = $3 and sent_at is null returning job_id
     ),
     due as (
       select j.id as job_id from sent join jobs j on j.id = sent.job_id
        where j.status = 'live' and j.deleted_at is null and j.published_at <= $1::date
     ),
     job as (
       select j.id, j.job_title, j.job_title_en, j.search_vector, j.job_sector_id, j.occupation_id, j.job_levels, j.employment_types,
         j.application_deadline,
         case when j.is_company_name_visible is false then j.company_name else o.title end as company,
         case when j.is_company_name_visible is false then j.company_name_en else o.title_en end as company_en
       from due join jobs j on j.id = due.job_id join organizations o on o.id = j.organization_id
     ),
     hits as (
       select distinct job.id as job_id, a.youth_id, ch.channel
         from job
         join job_alerts a on a.is_enabled
         cross join lateral unnest(a.channels) as ch(channel)
        where job.application_deadline >= $1::date
          and (a.keywords_query is null or job.search_vector @@ to_tsquery('simple', a.keywords_query))
          and (cardinality(a.job_sector_ids) = 0 or job.job_sector_id = any(a.job_sector_ids))
          and (cardinality(a.occupation_ids) = 0 or job.occupation_id = any(a.occupation_ids))
          and (cardinality(a.skill_ids) = 0 or exists (select 1 from job_skills s where s.job_id = job.id and s.skill_id = any(a.skill_ids)))
          and (a.loc_division_id is null or exists (
                select 1 from job_locations l where l.job_id = job.id
                   and (case when a.loc_district_id is null then l.loc_division_id = a.loc_division_id else l.loc_district_id = a.loc_district_id end)))
          and (cardinality(a.job_levels) = 0 or job.job_levels && a.job_levels)
          and (cardinality(a.employment_types) = 0 or job.employment_types && a.employment_types)
     )
     insert into notification_logs (event, channel, recipient, user_id, variables, state)
     select $2, h.channel,
       case h.channel when 'in_app' then u.id::text when 'email' then u.email else u.mobile end,
       u.id,
       jsonb_build_object(
         'locale', case when u.preferred_locale = 'bn-BD' then 'bn-BD' else 'en-US' end,
         'name', case when u.preferred_locale = 'bn-BD' then u.full_name else coalesce(u.full_name_en, u.full_name) end,
         'job_title', case when u.preferred_locale = 'bn-BD' then coalesce(nullif(job.job_title, ''), job.job_title_en) else coalesce(nullif(job.job_title_en, ''), job.job_title) end,
         'company', case when u.preferred_locale = 'bn-BD' then coalesce(job.company, job.company_en, '')
                         else coalesce(nullif(job.company_en, ''), job.company, '') end,
         'deadline', to_char(job.application_deadline, 'YYYY-MM-DD'),
         'job_id', job.id,
         'link', $4::text || '/jobs/' || job.id),
       'IN_PRODUCER'
     from hits h
     join job on job.id = h.job_id
     join users u on u.id = h.youth_id and u.deleted_at is null and u.row_status = 1
     where case h.channel when 'in_app' then true
                          when 'email' then coalesce(u.email, '') <> ''
                          else coalesce(u.mobile, '') <> '' end
     order by h.youth_id, h.channel
     returning id`,
    [today(), NOTIFICATION_EVENT.NOTIFY_JOB_SEEKER_POSTED_JOB, jobId, youthPortal],
  );
  return r.rows.map((row) => row.id);
}
