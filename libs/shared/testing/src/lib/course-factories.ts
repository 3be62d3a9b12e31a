import {
  COURSE_TEXT_FIELDS,
  type Course,
  type CourseBatch,
  type CourseSchedule,
  type CourseTexts,
} from '@platform/contract';

/** A course's descriptive texts (contract `CourseTexts`): every field and its `_en` empty unless given. */
export function makeCourseTexts(over: Partial<CourseTexts> = {}): CourseTexts {
  const empty = Object.fromEntries(
    COURSE_TEXT_FIELDS.flatMap((f) => [[f, null] as const, [`${f}_en`, null] as const]),
  );
  return { ...(empty as unknown as CourseTexts), ...over };
}

/** A course of the provider's institute (contract `Course`), draft and online unless told otherwise. */
export function makeCourse(over: Partial<Course> = {}): Course {
  return {
    id: 11,
    code: 'C000011',
    title: 'ওয়েব ডেভেলপমেন্ট',
    title_en: 'Web development',
    course_type: 1,
    duration_hours: 40,
    fee: 0,
    row_status: 1,
    publication_status: 'draft',
    start_date: '2027-01-01',
    end_date: '2027-02-01',
    cover_path: null,
    institute_id: 1,
    updated_at: '2026-11-25T10:00:00.000Z',
    language_medium: 1,
    level: 1,
    ...makeCourseTexts(),
    cover_file_id: null,
    publish_date: null,
    nature: null,
    difficulty: null,
    learner_type: null,
    category: null,
    skills: [],
    dependencies: [],
    instructors: [],
    institute_title: 'রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট',
    institute_title_en: 'Rajshahi Technical Training Institute',
    published_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}

/** A batch of course 11 (contract `CourseBatch`): December, 24 of 30 seats free, no training centre, unless told. */
export function makeCourseBatch(over: Partial<CourseBatch> = {}): CourseBatch {
  return {
    id: 7,
    course_id: 11,
    code: 'BT000007',
    title: 'ডিসেম্বর ব্যাচ',
    title_en: 'December batch',
    total_seats: 30,
    available_seats: 24,
    registration_start_date: '2026-11-01',
    registration_end_date: '2026-11-25',
    batch_start_date: '2026-12-01',
    batch_end_date: '2027-01-31',
    training_center_id: null,
    training_center_title: null,
    training_center_title_en: null,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}

/** A live course's schedule (contract `CourseSchedule`), sent for approval and waiting, unless told otherwise. */
export function makeCourseSchedule(over: Partial<CourseSchedule> = {}): CourseSchedule {
  return {
    id: 1,
    course_id: 11,
    course_title: 'গ্রাফিক ডিজাইন (লাইভ)',
    course_title_en: 'Graphic design (live)',
    institute_title: 'রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট',
    institute_title_en: 'Rajshahi Technical Training Institute',
    tentative_start_date: '2027-01-03',
    tentative_end_date: '2027-02-28',
    weekdays: [0],
    start_time: '18:00',
    class_minutes: 90,
    min_students: 10,
    number_of_classes: 16,
    status: 'sent_for_approval',
    routine_status: null,
    rejection_reason: null,
    was_published: false,
    sent_at: '2026-11-24T06:00:00.000Z',
    reviewed_at: null,
    published_at: null,
    updated_at: '2026-11-24T06:00:00.000Z',
    actions: ['approve', 'reject'],
    classes: [],
    ...over,
  };
}
