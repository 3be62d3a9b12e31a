import { defineEndpoint } from './endpoint';
import { type CourseType, COURSE_PERMISSIONS } from './endpoints-courses';

/*
 * The courses of a program (issue 15 item 4; spec §3 course type program; §7 private "program course add, remove and
 * serial"). Migration 030_program_courses.sql; gateway domain apps/gateway/src/domains/course-programs.
 *
 * A course of type program (4) lists other courses of the same institute in a serial order 1…n without gaps. A program
 * does not hold another program nor itself, nor one course twice. Another institute's program or course answers 404
 * (the program) or the reference error (the course). Reading needs view_any_course, every change manage_course. An
 * archived program changes no more (409 courses.errors.archived).
 */

/** One course of a program, in its serial order. */
export interface ProgramCourse {
  course_id: number;
  code: string;
  title: string;
  title_en: string | null;
  course_type: CourseType;
  /** 1…n, gap-free. */
  serial: number;
}

export interface ProgramCourseBody {
  course_id: number;
}

/** The whole new order: every course of the program once. */
export interface ProgramSerialBody {
  course_ids: number[];
}

export const PROGRAM_LIMITS = { courses: 50 } as const;

/** `status.message` / field messages of refused program changes. */
export const PROGRAM_ERRORS = {
  /** The course is not of type program (409). */
  notProgram: 'course_programs.errors.not_program',
  /** A program inside a program, or the program itself (422 on course_id). */
  nested: 'course_programs.errors.nested',
  /** The new order is not exactly the program's courses (422 on course_ids). */
  serialMismatch: 'course_programs.errors.serial_mismatch',
  /** At most PROGRAM_LIMITS.courses courses (409). */
  tooMany: 'course_programs.errors.too_many',
} as const;

type IdParams = { id: number };
const P = COURSE_PERMISSIONS;

export const courseProgramEndpoints = {
  programCourses: defineEndpoint<ProgramCourse[], undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/courses/:id/program-courses',
    area: 'private',
    permission: P.viewCourse,
    summary: "A program's courses in serial order",
  }),
  addProgramCourse: defineEndpoint<ProgramCourse[], ProgramCourseBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/program-courses',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Add a course of the institute at the end of a program; answers the program’s courses',
  }),
  removeProgramCourse: defineEndpoint<
    ProgramCourse[],
    undefined,
    undefined,
    { id: number; courseId: number }
  >({
    method: 'DELETE',
    path: '/private/courses/:id/program-courses/:courseId',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Take a course out of a program; the others close the gap',
  }),
  programSerial: defineEndpoint<ProgramCourse[], ProgramSerialBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/courses/:id/program-courses/serial',
    area: 'private',
    permission: P.manageCourse,
    summary: "Set the order of a program's courses (every course once)",
  }),
};
