import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';
import type { ValueOf } from './enums';
import type { ListQuery } from './envelope';
import { SCHEDULE_PERMISSIONS } from './schedules-permissions';

/*
 * Live-course schedules with approval, and an institute's events (issue 15 item 5; spec §3 "Live course: tentative
 * start and end date, weekdays, start time, minimum students, number of classes"; §4 "Course schedule: sent approval,
 * approved schedule, published, rejected, republish; schedule routine approved or rejected"; §7 "events; course
 * schedule and approval"). Migration 044_course_schedules_events.sql; gateway domains
 * apps/gateway/src/domains/course-schedules and …/institute-events; screens /courses/{id}/schedule and /events of the
 * lms portal, /course-schedule-approvals of the admin portal; ADR 0090.
 *
 * A schedule belongs to one live course (one schedule per course) and through it to the course's institute: another
 * institute's course answers 404. The provider (manage_course) edits it and sends it for approval; an approver
 * (approve_course_schedule: the platform's administrators and industry associations) approves or rejects it with a
 * reason; the provider then publishes it. Editing a published schedule takes it back to a draft that must be approved
 * again and is then re-published (`republish`). The state machine lives in the gateway
 * (domains/course-schedules/transitions.ts); an illegal move answers 409 with one of COURSE_SCHEDULE_ERRORS.
 *
 * The classes of a schedule are generated, not stored: from the tentative start date, each day whose weekday is one of
 * the schedule's, until `number_of_classes` days are found (they must all fall on or before the tentative end date:
 * 'validation.classes_exceed_days'). Each class starts at `start_time` (Asia/Dhaka) and lasts `class_minutes`. A
 * published schedule's classes show as live classes in the calendar of the youth enrolled in the course.
 *
 * Events are the institute's (title bn/en, description, start and end, a venue or an online link, published or
 * not): reading needs view_any_course, changing manage_course (the keys of the courses); another institute's event is
 * 404. Published events show in every youth's calendar beside the platform's CMS events.
 *
 * Labels: catalogue areas `course_schedules.*`, `schedule_approvals.*` and `institute_events.*`.
 */

/** Spec §4 course schedule states (plus the draft before it is first sent). */
export const COURSE_SCHEDULE_STATUS = {
  DRAFT: 'draft',
  SENT_FOR_APPROVAL: 'sent_for_approval',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  PUBLISHED: 'published',
} as const;
export type CourseScheduleStatus = ValueOf<typeof COURSE_SCHEDULE_STATUS>;

/** Spec §4 "schedule routine approved or rejected": the approver's last decision, null before the first one. */
export const SCHEDULE_ROUTINE_STATUS = { APPROVED: 'approved', REJECTED: 'rejected' } as const;
export type ScheduleRoutineStatus = ValueOf<typeof SCHEDULE_ROUTINE_STATUS>;

/** What can be done to a schedule; the gateway lists the caller's legal ones in `actions`. */
export const COURSE_SCHEDULE_ACTION = {
  EDIT: 'edit',
  SEND: 'send',
  APPROVE: 'approve',
  REJECT: 'reject',
  PUBLISH: 'publish',
  REPUBLISH: 'republish',
} as const;
export type CourseScheduleAction = ValueOf<typeof COURSE_SCHEDULE_ACTION>;

/** Weekdays as numbers, Sunday 0 … Saturday 6 (the JavaScript and PostgreSQL `dow` numbering). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const COURSE_SCHEDULE_LIMITS = {
  minStudentsMax: 10000,
  classesMax: 500,
  classMinutesMin: 15,
  classMinutesMax: 480,
  reason: 2000,
} as const;

export { SCHEDULE_PERMISSIONS } from './schedules-permissions';

/** A schedule as the provider's form sends it. Dates 'YYYY-MM-DD', time 'HH:MM' (Asia/Dhaka). */
export interface CourseScheduleBody {
  tentative_start_date: string;
  tentative_end_date: string;
  weekdays: Weekday[];
  start_time: string;
  class_minutes: number;
  min_students: number;
  number_of_classes: number;
}

/** One generated class of a schedule. */
export interface ScheduleClass {
  /** 1-based. */
  number: number;
  day: string;
  start_time: string;
  end_time: string;
}

export interface CourseSchedule extends CourseScheduleBody {
  id: number;
  course_id: number;
  course_title: string;
  course_title_en: string | null;
  institute_title: string;
  institute_title_en: string | null;
  status: CourseScheduleStatus;
  routine_status: ScheduleRoutineStatus | null;
  /** The approver's reason of the last rejection (kept until the schedule is approved). */
  rejection_reason: string | null;
  /** Whether the schedule was published before (its next publication is a republish). */
  was_published: boolean;
  sent_at: string | null;
  reviewed_at: string | null;
  published_at: string | null;
  updated_at: string;
  /** What the caller may do now (by status and by the caller's keys). */
  actions: CourseScheduleAction[];
  /** The generated classes, in order. */
  classes: ScheduleClass[];
}

/** The reason of a rejection. */
export interface ScheduleRejectBody {
  reason: string;
}

export interface ScheduleQueueQuery extends ListQuery {
  /** Default sent_for_approval (the approval queue). */
  status?: CourseScheduleStatus;
}

/** `status.message` of a refused schedule move (409). */
export const COURSE_SCHEDULE_ERRORS = {
  /** Only a live course has a schedule. */
  notLive: 'course_schedules.errors.not_live',
  /** An archived course changes no more. */
  archived: 'courses.errors.archived',
  /** A schedule waiting for approval cannot be edited or sent again. */
  pending: 'course_schedules.errors.pending',
  /** Only a draft or a rejected schedule is sent for approval. */
  cannotSend: 'course_schedules.errors.cannot_send',
  /** Only a schedule sent for approval is approved or rejected. */
  notPending: 'course_schedules.errors.not_pending',
  /** Only an approved schedule is published. */
  notApproved: 'course_schedules.errors.not_approved',
} as const;

/** An institute's event as the form sends it. Dates 'YYYY-MM-DD'; times 'HH:MM' (Asia/Dhaka) or null (whole days). */
export interface InstituteEventBody {
  title: string;
  title_en?: string | null;
  description?: string | null;
  description_en?: string | null;
  start_date: string;
  end_date: string;
  start_time?: string | null;
  end_time?: string | null;
  venue?: string | null;
  venue_en?: string | null;
  /** https only. A venue or an online link (or both) is required. */
  online_link?: string | null;
  is_published: boolean;
}

export interface InstituteEvent {
  id: number;
  institute_id: number;
  title: string;
  title_en: string | null;
  description: string | null;
  description_en: string | null;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  venue: string | null;
  venue_en: string | null;
  online_link: string | null;
  is_published: boolean;
  created_at: string;
  updated_at: string;
}

/** The list of the institute's events: paged; `from`/`to` keep those overlapping the range (the month view). */
export interface InstituteEventQuery extends ListQuery {
  from?: string;
  to?: string;
}

export const INSTITUTE_EVENT_LIMITS = {
  title: 500,
  description: 5000,
  venue: 500,
  link: 2048,
  /** An event lasts at most this many days. */
  maxDays: 366,
} as const;

type IdParams = { id: number };
const P = COURSE_PERMISSIONS;

export const scheduleEndpoints = {
  courseSchedule: defineEndpoint<CourseSchedule | null, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/courses/:id/schedule',
    area: 'private',
    permission: P.viewCourse,
    summary:
      "A live course's schedule with its state, legal actions and generated classes (null before one is saved)",
  }),
  saveCourseSchedule: defineEndpoint<CourseSchedule, CourseScheduleBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/courses/:id/schedule',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Create or edit the schedule (a draft again; 409 while it waits for approval)',
  }),
  sendCourseSchedule: defineEndpoint<CourseSchedule, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/schedule/send',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Send a draft or rejected schedule for approval',
  }),
  publishCourseSchedule: defineEndpoint<CourseSchedule, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/courses/:id/schedule/publish',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Publish (or republish) an approved schedule: its classes reach the enrolled youth',
  }),
  scheduleQueue: defineEndpoint<CourseSchedule[], undefined, ScheduleQueueQuery>({
    method: 'GET',
    path: '/private/course-schedules',
    area: 'private',
    permission: SCHEDULE_PERMISSIONS.approveSchedule,
    list: true,
    summary: 'Schedules of every institute by status (default: sent for approval), oldest sent first',
  }),
  approveCourseSchedule: defineEndpoint<CourseSchedule, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/course-schedules/:id/approve',
    area: 'private',
    permission: SCHEDULE_PERMISSIONS.approveSchedule,
    summary: 'Approve a schedule sent for approval (routine approved)',
  }),
  rejectCourseSchedule: defineEndpoint<CourseSchedule, ScheduleRejectBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/course-schedules/:id/reject',
    area: 'private',
    permission: SCHEDULE_PERMISSIONS.approveSchedule,
    summary: 'Reject a schedule sent for approval, with a reason the provider sees (routine rejected)',
  }),
  instituteEvents: defineEndpoint<InstituteEvent[], undefined, InstituteEventQuery>({
    method: 'GET',
    path: '/private/institute-events',
    area: 'private',
    permission: P.viewCourse,
    list: true,
    summary: "The institute's events by start, optionally those overlapping from…to",
  }),
  createInstituteEvent: defineEndpoint<InstituteEvent, InstituteEventBody>({
    method: 'POST',
    path: '/private/institute-events',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Add an event (dates, times, a venue or an https online link)',
  }),
  instituteEvent: defineEndpoint<InstituteEvent, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/institute-events/:id',
    area: 'private',
    permission: P.viewCourse,
    summary: 'An event of the institute',
  }),
  updateInstituteEvent: defineEndpoint<InstituteEvent, InstituteEventBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/institute-events/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Edit an event',
  }),
  deleteInstituteEvent: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/institute-events/:id',
    area: 'private',
    permission: P.manageCourse,
    summary: 'Delete an event',
  }),
} as const;
