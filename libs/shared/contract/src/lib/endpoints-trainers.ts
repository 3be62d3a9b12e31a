import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import { COURSE_PERMISSIONS, type CoursePublication } from './endpoints-courses';
import type { CourseInstructor } from './endpoints-learning';
import type { PlatformBatchPhase } from './endpoints-course-batches';

/*
 * The admin's platform-wide view of trainers (issue 17 item 8; ADR 0118). A trainer is a tenant-scoped resource of
 * the generic engine (an institute's `trainers`, optionally of a branch and a training centre; ADR 0083) and a
 * course's instructor (ADR 0108). The engine's own list answers an institute its trainers; this list answers a
 * platform administrator every institute's, with the institute, branch and centre named, and a trainer's page with
 * the profile learners see on a course page, the courses they teach and those courses' batches.
 *
 * A new key (`COURSE_PERMISSIONS.viewPlatformTrainers`, beside the course keys so that the admin's menu reads no
 * endpoint module): a content provider holds `view_any_trainer` for its own institute and is answered 403 here. The
 * tenant still comes from the caller (a platform administrator's scope is everyone's).
 *
 * Labels: catalogue area `platform_trainers.*` (libs/shared/i18n/src/catalogue/platform-lists.ts).
 */

/** One row of the platform-wide trainer list. */
export interface PlatformTrainer {
  id: number;
  trainer_name: string;
  trainer_name_en: string | null;
  /** The trainer's subject (designation). */
  subject: string | null;
  institute_id: number;
  institute_title: string;
  institute_title_en: string | null;
  branch_id: number | null;
  branch_title: string | null;
  branch_title_en: string | null;
  training_center_id: number | null;
  training_center_title: string | null;
  training_center_title_en: string | null;
  /** The institute's active toggle of the trainer. */
  row_status: 0 | 1;
  /** Courses the trainer is an instructor of. */
  course_count: number;
}

/** Query of the platform-wide trainer list; every filter is optional and they combine with "and". */
export interface PlatformTrainerListQuery extends ListQuery {
  /** Name (either language), mobile or e-mail. */
  search?: string;
  institute_id?: number;
  row_status?: 0 | 1;
}

/** A course the trainer teaches, as the trainer's page lists it. */
export interface PlatformTrainerCourse {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
  publication_status: CoursePublication;
  /** Platform staff took it out of the catalogue (ADR 0107). */
  deactivated: boolean;
}

/** A batch of one of the trainer's courses. */
export interface PlatformTrainerBatch {
  id: number;
  code: string;
  title: string;
  title_en: string | null;
  course_id: number;
  course_title: string;
  course_title_en: string | null;
  batch_start_date: string;
  batch_end_date: string;
  phase: PlatformBatchPhase;
}

/** A trainer's page for platform staff. */
export interface PlatformTrainerDetail extends PlatformTrainer {
  email: string | null;
  mobile: string;
  skills: string | null;
  /** The profile learners see on a course page (name, photo, subject, short bio) — the same shape and rules. */
  instructor: CourseInstructor;
  courses: PlatformTrainerCourse[];
  /** The batches of those courses, newest start first (at most 50). */
  batches: PlatformTrainerBatch[];
}

type IdParams = { id: number };
const P = COURSE_PERMISSIONS;

export const trainerEndpoints = {
  platformTrainers: defineEndpoint<PlatformTrainer[], undefined, PlatformTrainerListQuery>({
    method: 'GET',
    path: '/private/trainers/platform',
    area: 'private',
    permission: P.viewPlatformTrainers,
    list: true,
    summary: "Every institute's trainers, by name: search by name, mobile or e-mail; institute, active",
  }),
  platformTrainer: defineEndpoint<PlatformTrainerDetail, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/trainers/:id/platform',
    area: 'private',
    permission: P.viewPlatformTrainers,
    summary: "A trainer's page for platform staff: the public instructor profile, courses and their batches",
  }),
};
