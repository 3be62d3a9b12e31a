import type { ApplicationStatus, JobOfferTerms } from '@platform/contract';
import type { Db } from '../../db/client';
import { OFFER_JSON } from './applicant-sql';

/* SQL of job offers (migration 012, ADR 0063): the terms, their answer or cancellation, the youth's offers. */

export async function upsertOffer(
  tx: Db,
  applicationId: number,
  offer: { salary: number; joining_date: string; message: string | null },
  by: number,
): Promise<void> {
  await tx.query(
    `insert into job_offers (application_id, salary, joining_date, message, sent_by) values ($1, $2, $3::date, $4, $5)
     on conflict (application_id) do update set salary = excluded.salary, joining_date = excluded.joining_date, message = excluded.message,
       sent_by = excluded.sent_by, sent_at = now(), responded_at = null, cancelled_at = null`,
    [applicationId, offer.salary, offer.joining_date, offer.message, by],
  );
}

export async function markOffer(
  tx: Db,
  applicationId: number,
  what: 'responded' | 'cancelled',
): Promise<void> {
  await tx.query(
    `update job_offers set ${what === 'responded' ? 'responded_at' : 'cancelled_at'} = now() where application_id = $1`,
    [applicationId],
  );
}

/** The caller's offers (`youth_id = caller`), newest first: open ones only, or one application's. */
export async function youthOffers(
  db: Db,
  youthId: number,
  filter: { openOnly?: boolean; applicationId?: number },
  page: { page: number; page_size: number },
): Promise<{
  rows: { application_id: number; job_id: number; status: ApplicationStatus; offer: JobOfferTerms }[];
  total: number;
}> {
  const params: unknown[] = [youthId];
  let cond = 'a.youth_id = $1';
  if (filter.openOnly) cond += ' and a.status = 41';
  if (filter.applicationId !== undefined) {
    params.push(filter.applicationId);
    cond += ` and a.id = $${params.length}`;
  }
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from job_applications a join job_offers o on o.application_id = a.id where ${cond}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const r = await db.query<{
    application_id: number;
    job_id: number;
    status: ApplicationStatus;
    offer: JobOfferTerms;
  }>(
    `select a.id as application_id, a.job_id, a.status, ${OFFER_JSON} as offer
       from job_applications a join job_offers o on o.application_id = a.id where ${cond}
      order by o.sent_at desc, a.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { rows: r.rows, total };
}
