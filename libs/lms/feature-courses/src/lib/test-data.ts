import type { Course } from '@platform/contract';
import { makeCourseTexts, makeProfile } from '@platform/testing';

/* Fixtures of the course pages' tests (contract-typed). */

export { LMS_PORTAL } from '@platform/testing';

export const provider = (permissions = ['view_any_course', 'manage_course']) =>
  makeProfile({
    id: 5,
    username: 'provider',
    full_name: 'মোহাম্মদ করিম',
    full_name_en: 'Mohammad Karim',
    user_type_code: 2,
    institute_id: 1,
    permissions,
  });

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
    ...makeCourseTexts({ overview_en: 'Build a first website.' }),
    cover_file_id: null,
    publish_date: null,
    nature: null,
    difficulty: null,
    learner_type: null,
    category: null,
    skills: [],
    dependencies: [],
    institute_title: 'রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট',
    institute_title_en: 'Rajshahi Technical Training Institute',
    published_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    ...over,
  };
}
