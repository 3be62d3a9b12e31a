import type { AssessmentPayment, AttemptResult, Payment, YouthJobAssessment } from '@platform/contract';

/*
 * Assessments and payments as the gateway answers them, for the tests of the portals that show one (the youth's
 * invitations and payments, the assessment portal's runner and results, the recruiter's job payments).
 */

/** A payment by mobile money at the sandbox provider, started and not completed yet. */
const STARTED_PAYMENT = {
  currency: 'BDT',
  method: 'mobile_money',
  status: 'incomplete',
  outcome: null,
  provider: 'sandbox',
  wallet_number_masked: null,
  completed_at: null,
} as const;

/** A marked attempt: the failed aptitude test (2 of 6, one area) unless `over` says otherwise. */
export function makeAttemptResult(over: Partial<AttemptResult> = {}): AttemptResult {
  return {
    attempt_id: 4,
    kind: 'aptitude',
    title: 'অ্যাপটিটিউড টেস্ট',
    title_en: 'Aptitude test',
    submitted_at: '2026-11-25T10:00:00.000Z',
    closed_by: 'youth',
    total_marks: 6,
    pass_marks: 3,
    obtained_marks: 2,
    passed: false,
    marking: 'complete',
    answered: 3,
    questions: 6,
    areas: [{ assessment_area: 1, obtained_marks: 2, total_marks: 2 }],
    ...over,
  };
}

/** The youth's invitation to the job assessment 7 "Skills check", not started, free unless `over` sets a fee. */
export function makeYouthJobAssessment(over: Partial<YouthJobAssessment> = {}): YouthJobAssessment {
  return {
    assessment_id: 7,
    application_id: 3,
    job_id: 2,
    job_title: 'আইটি সাপোর্ট',
    job_title_en: 'IT Support Technician',
    company: 'ঢাকা টেক',
    company_en: 'Dhaka Tech Ltd.',
    title: 'যাচাই',
    title_en: 'Skills check',
    purpose: null,
    purpose_en: null,
    duration_minutes: 20,
    extra_minutes: 0,
    total_marks: 10,
    pass_marks: 5,
    number_of_questions: 5,
    fee: 0,
    fee_paid: true,
    status: 22,
    invited_at: '2026-11-25T10:00:00.000Z',
    participation: 'exam_not_started',
    attempt_id: null,
    result: null,
    url: 'http://localhost:4204/job-assessment/7',
    ...over,
  };
}

/** A payment of ৳150 for the assessment 7, started and not completed yet. */
export function makeAssessmentPayment(over: Partial<AssessmentPayment> = {}): AssessmentPayment {
  return {
    id: 41,
    assessment_id: 7,
    title: 'যাচাই',
    title_en: 'Skills check',
    job_title: 'আইটি সাপোর্ট',
    job_title_en: 'IT Support Technician',
    amount: 150,
    ...STARTED_PAYMENT,
    fee_paid: false,
    created_at: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}

/** A payment of ৳2500 for the job 7 (a premium service), started and not completed yet. */
export function makeJobPayment(over: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    job_id: 7,
    job_title: 'পাইথন ডেভেলপার',
    job_title_en: 'Python Developer',
    job_status: 'approved',
    service_type: 2,
    amount: 2500,
    ...STARTED_PAYMENT,
    created_at: '2026-11-23T06:00:00.000Z',
    ...over,
  };
}
