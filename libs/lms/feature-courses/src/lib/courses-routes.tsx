import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { COURSE_PERMISSIONS as P } from '@platform/contract';

/**
 * The lms portal's course pages (spec §2 /courses, /courses/create, /courses/{id}/edit, /courses/{id}/read; /courses/{id}/batches of issue 15 item 5): each a
 * lazy chunk, guarded by the key the gateway checks for the page's calls.
 */
export const coursesRoutes: RouteObject[] = [
  {
    path: 'courses',
    handle: { titleId: 'courses.list.title', permission: P.viewCourse },
    lazy: () => import('./courses-page').then((m) => ({ Component: m.CoursesPage })),
  },
  {
    path: 'courses/create',
    handle: { titleId: 'courses.form.create_title', permission: P.manageCourse },
    lazy: () => import('./course-form-page').then((m) => ({ Component: m.CreateCoursePage })),
  },
  {
    path: 'courses/:id/edit',
    handle: { titleId: 'courses.form.edit_title', permission: P.manageCourse },
    lazy: () => import('./course-form-page').then((m) => ({ Component: m.EditCoursePage })),
  },
  {
    path: 'courses/:id/program',
    handle: { titleId: 'course_programs.title', permission: P.viewCourse },
    lazy: () => import('./program-page').then((m) => ({ Component: m.ProgramPage })),
  },
  {
    path: 'courses/:id/batches',
    handle: { titleId: 'course_batches.title', permission: P.viewCourse },
    lazy: () => import('./batches-page').then((m) => ({ Component: m.BatchesPage })),
  },
  {
    path: 'courses/:id/trainees',
    handle: { titleId: 'course_trainees.title', permission: P.viewCourse },
    lazy: () => import('./trainees-page').then((m) => ({ Component: m.TraineesPage })),
  },
  {
    path: 'courses/:id/trainees/:youthId/assessment',
    handle: { titleId: 'course_trainees.assessment.title', permission: P.viewCourse },
    lazy: () => import('./trainee-assessment-page').then((m) => ({ Component: m.TraineeAssessmentPage })),
  },
  {
    path: 'courses/:id/trainees/:youthId/assignment',
    handle: { titleId: 'course_assignments.marking.title', permission: P.viewCourse },
    lazy: () => import('./trainee-assignment-page').then((m) => ({ Component: m.TraineeAssignmentPage })),
  },
  {
    path: 'courses/:id/read',
    handle: { titleId: 'courses.read.title', permission: P.viewCourse },
    lazy: () => import('./course-read-page').then((m) => ({ Component: m.CourseReadPage })),
  },
];

/** The shell's MenuItem shape. */
export interface CoursesMenuItem {
  labelId: string;
  to: string;
  permission: string;
  icon?: ReactNode;
}

export const coursesMenu: CoursesMenuItem[] = [
  { labelId: 'courses.menu.courses', to: '/courses', permission: P.viewCourse, icon: <SchoolOutlined /> },
];
