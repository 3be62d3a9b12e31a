import type { JobAssessment } from '@platform/contract';

/* The recruiter's assessment pages' tests: their records over contract-typed MSW. */

/** Assessment 7, "Skills check", of job 3 (IT Support Technician): 10 marks, pass 5, 20 minutes, free. */
export const jobAssessment = (over: Partial<JobAssessment> = {}): JobAssessment => ({
  id: 7,
  job_id: 3,
  job_title: 'আইটি সাপোর্ট টেকনিশিয়ান',
  job_title_en: 'IT Support Technician',
  title: 'দক্ষতা যাচাই',
  title_en: 'Skills check',
  purpose: null,
  purpose_en: null,
  duration_minutes: 20,
  total_marks: 10,
  pass_marks: 5,
  fee: 0,
  sets: [],
  invited: 0,
  submitted: 0,
  locked: false,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  ...over,
});
