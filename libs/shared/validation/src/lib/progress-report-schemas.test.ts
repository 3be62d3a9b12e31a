import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { progressReportQuerySchema, progressReportSchema, progressTotals } from './progress-report-schemas';
import { validateBody } from './validate';

/* The monthly progress reports' totals and rules (ADR 0093). */

const check = async (schema: unknown, body: Record<string, unknown>) => {
  const r = await validateBody(schema as ObjectSchema<AnyObject>, body);
  return r.ok ? { ok: r.value as AnyObject, errors: undefined } : { ok: undefined, errors: r.errors };
};

describe('progressTotals', () => {
  it('sums each total from its figures, Bengali digits and blanks included', () => {
    expect(
      progressTotals('training_center', {
        admitted_men: '১২',
        admitted_women: 9,
        admitted_disabled: '',
        admitted_others: 'x',
        members_general: 3,
      }),
    ).toEqual({ admitted_total: 21, registered_total: 0, members_total: 3 });
    expect(progressTotals('skill_development', { course_fees: 1000, other_income: 250 })).toMatchObject({
      income_total: 1250,
      trainees_total: 0,
    });
  });
});

describe('progressReportSchema', () => {
  const base = {
    report_type: 'skill_development',
    training_center_id: 3,
    reporting_month: '2026-01',
    trades_allowed: 5,
    trades_running: 4,
    trainees_men: 1,
    trainees_women: 1,
    trainees_disabled: 0,
    trainees_others: 0,
    fdr_amount: 100000,
    course_fees: '৫০০০',
    other_income: 0,
    expenses: 0,
    bank_balance: 0,
  };

  it('keeps its own type’s figures only, totals optional, Bengali digits read', async () => {
    const r = await check(progressReportSchema('skill_development'), { ...base, admitted_men: 4 });
    expect(r.ok).toMatchObject({ course_fees: 5000 });
    expect(r.ok).not.toHaveProperty('admitted_men');
    expect(r.ok).not.toHaveProperty('income_total');
  });

  it('refuses negative, fractional, missing and too-large figures, and a month that is none', async () => {
    const r = await check(progressReportSchema('skill_development'), {
      ...base,
      trainees_men: -1,
      trainees_women: 1.5,
      trades_allowed: undefined,
      fdr_amount: 1e12,
      reporting_month: '2026-1',
    });
    expect(Object.keys(r.errors ?? {}).sort()).toEqual(
      ['fdr_amount', 'reporting_month', 'trades_allowed', 'trainees_men', 'trainees_women'].sort(),
    );
  });

  it('refuses a month range that ends before it starts', async () => {
    const r = await check(progressReportQuerySchema, { from_month: '2026-05', to_month: '2026-02' });
    expect(Object.keys(r.errors ?? {})).toEqual(['to_month']);
  });
});
