import { catalogue } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { courseBatchSchema } from './course-batch-schemas';
import { validateBody } from './validate';

const errorsOf = async (body: unknown) => {
  const r = await validateBody(courseBatchSchema as unknown as ObjectSchema<AnyObject>, body);
  return r.ok ? {} : r.errors;
};
const batch = {
  title: 'প্রথম ব্যাচ',
  total_seats: 30,
  registration_start_date: '2027-01-01',
  registration_end_date: '2027-01-20',
  batch_start_date: '2027-02-01',
  batch_end_date: '2027-03-31',
};

describe('courseBatchSchema', () => {
  it('accepts a batch without available seats and reads blanks as nothing', async () => {
    const r = await validateBody(courseBatchSchema, { ...batch, title_en: '', available_seats: '' });
    expect(r.ok && r.value).toMatchObject({ title_en: null, available_seats: null, total_seats: 30 });
  });

  it('keeps "start date must be before the registration end date" (the same day is not enough)', async () => {
    for (const end of ['2027-01-01', '2026-12-31'])
      expect(await errorsOf({ ...batch, registration_end_date: end })).toEqual({
        registration_start_date: ['validation.start_before_registration_end'],
      });
    expect(catalogue['en-US']['validation.start_before_registration_end']).toBe(
      'Start date must be before the registration end date',
    );
  });

  it('keeps the batch end on or after its start', async () => {
    expect(await errorsOf({ ...batch, batch_end_date: '2027-01-31' })).toEqual({
      batch_end_date: ['validation.end_before_start'],
    });
    expect(await errorsOf({ ...batch, batch_end_date: batch.batch_start_date })).toEqual({});
  });

  it('keeps available seats within the total and seats whole and positive', async () => {
    expect(await errorsOf({ ...batch, available_seats: 31 })).toEqual({
      available_seats: ['validation.available_seats_over_total'],
    });
    expect(await errorsOf({ ...batch, available_seats: 30 })).toEqual({});
    const bad = await errorsOf({ ...batch, total_seats: 0, available_seats: -1 });
    expect(Object.keys(bad).sort()).toEqual(['available_seats', 'total_seats']);
  });

  it('requires the title, the seats and all four dates', async () => {
    expect(Object.keys(await errorsOf({})).sort()).toEqual([
      'batch_end_date',
      'batch_start_date',
      'registration_end_date',
      'registration_start_date',
      'title',
      'total_seats',
    ]);
  });
});
