import type {
  CatalogueCourse,
  CatalogueCourseDetail,
  CourseInstructor,
  EnrolmentPayment,
  MyCourse,
  OpenBatch,
} from '@platform/contract';
import { makeCourseTexts } from '@platform/testing';

/** An instructor of a catalogue course, with every public field filled. */
export const instructor: CourseInstructor = {
  id: 4,
  name: 'রফিক ইসলাম',
  name_en: 'Rafiq Islam',
  photo: '/files/abc',
  subject: 'Web developer',
  about: 'Ten years of building websites.',
};

export function makeCourse(id: number, title: string, over: Partial<CatalogueCourse> = {}): CatalogueCourse {
  return {
    id,
    code: `C${String(id).padStart(6, '0')}`,
    title,
    title_en: title,
    course_type: 1,
    level: 1,
    language_medium: 1,
    duration_hours: 40,
    fee: 0,
    cover_path: null,
    institute_id: 3,
    institute_title: 'ঢাকা প্রশিক্ষণ কেন্দ্র',
    institute_title_en: 'Dhaka Training Centre',
    start_date: null,
    end_date: null,
    open_batches: 1,
    ...over,
  };
}

export function makeBatch(id: number, title: string, over: Partial<OpenBatch> = {}): OpenBatch {
  return {
    id,
    title,
    title_en: title,
    total_seats: 30,
    available_seats: 12,
    registration_start_date: '2026-11-20',
    registration_end_date: '2026-12-10',
    batch_start_date: '2026-12-15',
    batch_end_date: '2027-02-15',
    training_center: null,
    ...over,
  };
}

export function makeCourseDetail(
  id: number,
  title: string,
  over: Partial<CatalogueCourseDetail> = {},
): CatalogueCourseDetail {
  return {
    ...makeCourse(id, title),
    ...makeCourseTexts({ overview: 'সংক্ষেপ', overview_en: 'Build web pages from scratch.' }),
    skills: [{ id: 1, title: 'এইচটিএমএল', title_en: 'HTML' }],
    instructors: [],
    outline: [
      {
        id: 1,
        kind: 1,
        title: 'শুরু',
        title_en: 'Getting started',
        lessons: [
          { id: 11, kind: 1, title: 'পরিচিতি', title_en: 'Introduction' },
          { id: 12, kind: 1, title: 'টুলস', title_en: 'Tools' },
        ],
      },
    ],
    batches: [makeBatch(5, 'December batch')],
    rating: { average: null, count: 0 },
    ...over,
  };
}

export function makeEnrolment(id: number, over: Partial<MyCourse> = {}): MyCourse {
  return {
    id,
    course_id: 9,
    course_title: 'ওয়েব',
    course_title_en: 'Web basics',
    course_type: 1,
    cover_path: null,
    institute_title: 'ঢাকা প্রশিক্ষণ কেন্দ্র',
    institute_title_en: 'Dhaka Training Centre',
    batch_id: 5,
    batch_title: 'ডিসেম্বর',
    batch_title_en: 'December batch',
    batch_start_date: '2026-12-15',
    batch_end_date: '2027-02-15',
    fee: 0,
    status: 'enrolled',
    progress: 0,
    progress_percent: 0,
    enrolled_at: '2026-11-26T06:00:00.000Z',
    created_at: '2026-11-26T06:00:00.000Z',
    ...over,
  };
}

export function makePayment(id: number, over: Partial<EnrolmentPayment> = {}): EnrolmentPayment {
  return {
    id,
    enrolment_id: 40,
    course_id: 9,
    course_title: 'ডেটা',
    course_title_en: 'Data course',
    enrolment_status: 'payment_pending',
    amount: 500,
    currency: 'BDT',
    method: 'mobile_money',
    status: 'unpaid',
    outcome: 'failed',
    provider: 'sandbox',
    wallet_number_masked: '017*****678',
    created_at: '2026-11-26T06:00:00.000Z',
    completed_at: '2026-11-26T06:01:00.000Z',
    ...over,
  };
}
