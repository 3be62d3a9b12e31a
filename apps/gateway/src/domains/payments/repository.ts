import {
  JOB_POST_STATUS,
  type JobPostStatus,
  type Payment,
  type PaymentOutcome,
  type PaymentStatus,
  PAYMENT_OUTCOME,
  PAYMENT_STATUS,
  type ServiceType,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { JobScope } from '../jobs/scope';

/*
 * SQL of the payments of jobs (migration 011, ADR 0062). Tenancy is in the SQL as for jobs: a payment carries its
 * job's organisation, and every private read filters on it.
 */

const SELECT = `select p.id, p.job_id, j.job_title, j.job_title_en,
    case when j.status = 'live' and j.application_deadline < $1::date then 'expired' else j.status end as job_status,
    p.service_type, p.amount, p.currency, p.method, p.status, p.outcome, p.provider, p.wallet_number_masked,
    p.created_at, p.completed_at
  from payments p join jobs j on j.id = p.job_id`;

type Row = Omit<Payment, 'created_at' | 'completed_at'> & {
  created_at: Date | string;
  completed_at: Date | string | null;
};
const iso = (v: Date | string | null) =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const toPayment = (r: Row): Payment => ({
  ...r,
  created_at: iso(r.created_at) ?? '',
  completed_at: iso(r.completed_at),
});

function scopeSql(scope: JobScope, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'none') return 'false';
  params.push(scope.id);
  return `p.organization_id = $${params.length}`;
}

/** One payment of the caller's scope, or null (another organisation's is as missing as one that does not exist). */
export async function findPayment(
  db: Db,
  id: number,
  scope: JobScope,
  today: string,
): Promise<Payment | null> {
  const params: unknown[] = [today, id];
  const r = await db.query<Row>(`${SELECT} where p.id = $2 and ${scopeSql(scope, params)}`, params);
  return r.rows[0] ? toPayment(r.rows[0]) : null;
}

/** A new payment, incomplete, for a job the caller has locked and checked. */
export async function insertPayment(
  tx: Db,
  p: {
    job_id: number;
    organization_id: number;
    service_type: ServiceType;
    amount: number;
    provider: string;
    created_by: number;
  },
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into payments (job_id, organization_id, service_type, amount, provider, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [p.job_id, p.organization_id, p.service_type, p.amount, p.provider, p.created_by],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('payment not inserted');
  return id;
}

/** The job's organisation and service type (the payment copies the tenant from the job, never from the body). */
export async function jobTenant(
  tx: Db,
  jobId: number,
): Promise<{ organization_id: number; service_type: ServiceType | null; status: JobPostStatus } | null> {
  const r = await tx.query<{
    organization_id: number;
    service_type: ServiceType | null;
    status: JobPostStatus;
  }>('select organization_id, service_type, status from jobs where id = $1 and deleted_at is null', [jobId]);
  return r.rows[0] ?? null;
}

export async function setProviderRef(db: Db, id: number, ref: string): Promise<void> {
  await db.query('update payments set provider_ref = $2, updated_at = now() where id = $1', [id, ref]);
}

/** A payment the provider never opened (it could not be reached): unpaid, failed. Only an incomplete one moves. */
export async function failUnopenedPayment(db: Db, id: number): Promise<void> {
  await db.query(
    `update payments set status = '${PAYMENT_STATUS.UNPAID}', outcome = '${PAYMENT_OUTCOME.FAILED}', completed_at = now(), updated_at = now()
     where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
    [id],
  );
}

export interface LockedPayment {
  id: number;
  job_id: number;
  service_type: ServiceType;
  amount: number;
  status: PaymentStatus;
}

/** Locks the payment a provider's answer names (by provider and reference) for applying the answer. */
export async function lockPaymentByRef(tx: Db, provider: string, ref: string): Promise<LockedPayment | null> {
  const r = await tx.query<LockedPayment>(
    'select id, job_id, service_type, amount, status from payments where provider = $1 and provider_ref = $2 for update',
    [provider, ref],
  );
  return r.rows[0] ?? null;
}

/** Records the verified outcome of an incomplete payment (the caller holds its lock): paid on success, else unpaid. */
export async function completePayment(
  tx: Db,
  id: number,
  outcome: PaymentOutcome,
  walletMasked: string | null,
): Promise<void> {
  const status = outcome === PAYMENT_OUTCOME.SUCCESS ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID;
  await tx.query(
    `update payments set status = $2, outcome = $3, wallet_number_masked = $4, completed_at = now(), updated_at = now()
     where id = $1 and status = '${PAYMENT_STATUS.INCOMPLETE}'`,
    [id, status, outcome, walletMasked],
  );
}

/** After `markJobLive` moved the job: the paid service type becomes the job's, and the payment is the one that did it. */
export async function recordActivation(
  tx: Db,
  paymentId: number,
  jobId: number,
  serviceType: ServiceType,
): Promise<void> {
  await tx.query(`update jobs set service_type = $2 where id = $1 and status = '${JOB_POST_STATUS.LIVE}'`, [
    jobId,
    serviceType,
  ]);
  await tx.query('update payments set job_activated = true where id = $1', [paymentId]);
}
