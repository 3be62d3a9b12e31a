import type { Course } from '@platform/contract';
import { makeCourse as makeSharedCourse, makeProfile } from '@platform/testing';

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

/** The shared course factory's course, with an English overview as the course pages show it. */
export const makeCourse = (over: Partial<Course> = {}): Course =>
  makeSharedCourse({ overview_en: 'Build a first website.', ...over });
