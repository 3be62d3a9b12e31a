import type { RplApplication } from '@platform/contract';

/* Fixtures of the RPL pages' tests (contract-typed). */

/** A submitted application for Mason, level 2 (passing score 70), that the youth may still withdraw. */
export const makeRplApplication = (over: Partial<RplApplication> = {}): RplApplication => ({
  id: 7,
  status: 'submitted',
  sector: { id: 1, title: 'নির্মাণ', title_en: 'Construction' },
  occupation: { id: 11, title: 'রাজমিস্ত্রি', title_en: 'Mason' },
  level: { id: 22, title: 'স্তর ২', title_en: 'Level 2', passing_score: 70 },
  mobile: '01711000001',
  experience_years: 6,
  workplace: null,
  experience_summary: 'Brick work.',
  batch: null,
  score: null,
  cgpa: null,
  certificate_id: null,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  actions: ['withdraw'],
  ...over,
});
