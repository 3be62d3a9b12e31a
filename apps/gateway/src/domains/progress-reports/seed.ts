import type { ProgressReportBody, ProgressReportStatus, ProgressReportType } from '@platform/contract';
import type { Db } from '../../db/client';
import { figuresOf } from './figures';

/*
 * Demo data (demo mode and tests; ADR 0093): monthly progress reports of the demo institute's training centres for the
 * three months before this one (in Dhaka) — approved, submitted and draft — so /progress-reports shows every state.
 * The figures go through figuresOf, so the stored totals are the server's sums. No report of the centre's training-
 * centre type is approved (the gateway tests filter the approved ones of that type); the months are past ones, never
 * the fixed months the tests file.
 */
const SKILL: ProgressReportBody = {
  report_type: 'skill_development',
  training_center_id: 0,
  reporting_month: '',
  trades_allowed: 6,
  trades_running: 5,
  trainees_men: 42,
  trainees_women: 37,
  trainees_disabled: 3,
  trainees_others: 1,
  fdr_amount: 500000,
  course_fees: 86500,
  other_income: 4200,
  expenses: 61800,
  bank_balance: 231500,
} as ProgressReportBody;

const CENTRE: ProgressReportBody = {
  report_type: 'training_center',
  training_center_id: 0,
  reporting_month: '',
  trades_running: 4,
  admitted_men: 21,
  admitted_women: 17,
  admitted_disabled: 2,
  admitted_others: 1,
  registered_men: 19,
  registered_women: 15,
  registered_disabled: 2,
  registered_others: 0,
  members_general: 31,
  members_lifetime: 5,
  members_patron: 2,
  subscriptions: 12500,
  grants: 50000,
  meetings: 1,
} as ProgressReportBody;

/** 'YYYY-MM-01' of the month `back` months before the current month in Dhaka. */
function monthBefore(back: number, now = new Date()): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const d = new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}

/** Scales a body's figures a little per month so the months differ. */
function varied(body: ProgressReportBody, step: number): ProgressReportBody {
  const out: Record<string, unknown> = { ...body };
  for (const [k, v] of Object.entries(body))
    if (typeof v === 'number' && k !== 'training_center_id') out[k] = v + Math.round((v * step) / 20);
  return out as ProgressReportBody;
}

export async function seedProgressReports(tx: Db, instituteId: number): Promise<void> {
  const centres = await tx.query<{ id: number }>(
    'select id::int as id from training_centers where institute_id = $1 and deleted_at is null order by id',
    [instituteId],
  );
  const admin = await tx.query<{ id: number }>(
    `select id::int as id from users where username = 'instituteadmin'`,
  );
  const reviewer = await tx.query<{ id: number }>(`select id::int as id from users where username = 'admin'`);
  const by = admin.rows[0]?.id ?? null;
  const plan: [ProgressReportType, number, ProgressReportStatus][] = [
    ['skill_development', 3, 'approved'],
    ['skill_development', 2, 'approved'],
    ['skill_development', 1, 'submitted'],
    ['training_center', 2, 'submitted'],
    ['training_center', 1, 'draft'],
  ];
  for (const centre of centres.rows) {
    for (const [type, back, status] of plan) {
      const body = varied(type === 'skill_development' ? SKILL : CENTRE, back);
      const figures = figuresOf(type, body);
      const sent = status !== 'draft';
      const reviewed = status === 'approved';
      await tx.query(
        `insert into progress_reports (report_type, institute_id, training_center_id, reporting_month, figures, status,
           submitted_at, submitted_by, reviewed_at, reviewed_by, created_by, updated_by)
         values ($1, $2, $3, $4::date, $5::jsonb, $6, $7::timestamptz, $8, $9::timestamptz, $10, $11, $11)
         on conflict do nothing`,
        [
          type,
          instituteId,
          centre.id,
          monthBefore(back),
          JSON.stringify(figures),
          status,
          sent ? `${monthBefore(back - 1)}T06:00:00Z` : null,
          sent ? by : null,
          reviewed ? `${monthBefore(back - 1)}T10:00:00Z` : null,
          reviewed ? (reviewer.rows[0]?.id ?? null) : null,
          by,
        ],
      );
    }
  }
}
