import type {
  CourseSchedule,
  CourseScheduleBody,
  CourseScheduleStatus,
  CoursePublication,
  ScheduleRoutineStatus,
  Weekday,
} from '@platform/contract';
import { scheduleClasses } from '@platform/validation';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';
import { scheduleActions } from './transitions';

/*
 * The SQL of live-course schedules (044_course_schedules_events.sql). The provider's statements join the course with
 * the caller's tenant condition (another institute's course finds nothing: 404); the approver's read every institute.
 */

const COLUMNS = `s.id, s.course_id, c.title as course_title, c.title_en as course_title_en,
  i.title as institute_title, i.title_en as institute_title_en,
  to_char(s.tentative_start_date, 'YYYY-MM-DD') as tentative_start_date,
  to_char(s.tentative_end_date, 'YYYY-MM-DD') as tentative_end_date, s.weekdays,
  to_char(s.start_time, 'HH24:MI') as start_time, s.class_minutes, s.min_students, s.number_of_classes, s.status,
  s.routine_status, s.rejection_reason, s.was_published, s.sent_at, s.reviewed_at, s.published_at, s.updated_at`;
const FROM =
  'course_schedules s join courses c on c.id = s.course_id join institutes i on i.id = c.institute_id';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** What the caller may do, for `actions`. */
export interface ScheduleCaller {
  manage: boolean;
  approve: boolean;
}

export function scheduleOf(r: Row, caller: ScheduleCaller): CourseSchedule {
  const body = {
    tentative_start_date: String(r.tentative_start_date),
    tentative_end_date: String(r.tentative_end_date),
    weekdays: (r.weekdays as number[]).map(Number).sort() as Weekday[],
    start_time: String(r.start_time),
    class_minutes: Number(r.class_minutes),
    min_students: Number(r.min_students),
    number_of_classes: Number(r.number_of_classes),
  };
  const status = r.status as CourseScheduleStatus;
  const wasPublished = Boolean(r.was_published);
  return {
    id: Number(r.id),
    course_id: Number(r.course_id),
    course_title: String(r.course_title),
    course_title_en: (r.course_title_en as string | null) ?? null,
    institute_title: String(r.institute_title),
    institute_title_en: (r.institute_title_en as string | null) ?? null,
    ...body,
    status,
    routine_status: (r.routine_status as ScheduleRoutineStatus | null) ?? null,
    rejection_reason: (r.rejection_reason as string | null) ?? null,
    was_published: wasPublished,
    sent_at: iso(r.sent_at),
    reviewed_at: iso(r.reviewed_at),
    published_at: iso(r.published_at),
    updated_at: iso(r.updated_at) ?? '',
    actions: scheduleActions(status, wasPublished, caller),
    classes: scheduleClasses(body),
  };
}

export interface ScopedCourse {
  id: number;
  course_type: number;
  publication_status: CoursePublication;
}

/** The course of the scope (locked when `lock`), or null. */
export async function courseInScope(
  db: Db,
  courseId: number,
  scope: TenantScope,
  lock = false,
): Promise<ScopedCourse | null> {
  const params: unknown[] = [courseId];
  const r = await db.query<{ id: number; course_type: number; publication_status: CoursePublication }>(
    `select c.id, c.course_type, c.publication_status from courses c
      where c.id = $1 and ${scopeCondition(scope, 'c', params)}${lock ? ' for update' : ''}`,
    params,
  );
  const row = r.rows[0];
  return row
    ? { id: Number(row.id), course_type: Number(row.course_type), publication_status: row.publication_status }
    : null;
}

/** The raw row of a course's schedule (the course already checked), or null. */
export async function scheduleRowOfCourse(db: Db, courseId: number): Promise<Row | null> {
  const r = await db.query<Row>(`select ${COLUMNS} from ${FROM} where s.course_id = $1`, [courseId]);
  return r.rows[0] ?? null;
}

/** The raw row of a schedule by its id, any institute (the approver's), locked when `lock`. */
export async function scheduleRowById(db: Db, id: number, lock = false): Promise<Row | null> {
  const r = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} where s.id = $1${lock ? ' for update of s' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

const values = (b: CourseScheduleBody) => [
  b.tentative_start_date,
  b.tentative_end_date,
  [...new Set(b.weekdays)].sort(),
  b.start_time,
  b.class_minutes,
  b.min_students,
  b.number_of_classes,
];

/** Creates the course's schedule as a draft, or replaces its fields and makes it a draft again. */
export async function upsertSchedule(
  tx: Db,
  courseId: number,
  body: CourseScheduleBody,
  by: number,
): Promise<void> {
  await tx.query(
    `insert into course_schedules (tentative_start_date, tentative_end_date, weekdays, start_time, class_minutes,
       min_students, number_of_classes, course_id, created_by, updated_by)
     values ($1, $2, $3::smallint[], $4, $5, $6, $7, $8, $9, $9)
     on conflict (course_id) do update set tentative_start_date = excluded.tentative_start_date,
       tentative_end_date = excluded.tentative_end_date, weekdays = excluded.weekdays,
       start_time = excluded.start_time, class_minutes = excluded.class_minutes,
       min_students = excluded.min_students, number_of_classes = excluded.number_of_classes,
       status = 'draft', updated_by = excluded.updated_by, updated_at = now()`,
    [...values(body), courseId, by],
  );
}

/** Writes a move's outcome on a schedule row (the transition already checked). */
export async function moveSchedule(
  tx: Db,
  id: number,
  to: CourseScheduleStatus,
  by: number,
  reason: string | null = null,
): Promise<void> {
  const set: Record<CourseScheduleStatus, string> = {
    draft: `status = 'draft'`,
    sent_for_approval: `status = 'sent_for_approval', sent_at = now()`,
    approved: `status = 'approved', routine_status = 'approved', rejection_reason = null, reviewed_at = now(),
      reviewed_by = $2`,
    rejected: `status = 'rejected', routine_status = 'rejected', rejection_reason = $3, reviewed_at = now(),
      reviewed_by = $2`,
    published: `status = 'published', was_published = true, published_at = now()`,
  };
  await tx.query(
    `update course_schedules set ${set[to]}, updated_by = $2, updated_at = now() where id = $1`,
    to === 'rejected' ? [id, by, reason] : [id, by],
  );
}

/** One page of the schedules of every institute in a status, oldest sent first. */
export async function scheduleQueue(
  db: Db,
  status: CourseScheduleStatus,
  page: PageRequest,
  caller: ScheduleCaller,
): Promise<{ data: CourseSchedule[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select ${COLUMNS} from ${FROM} where s.status = $1 order by s.sent_at nulls last, s.id
        limit $2 offset $3`,
      [status, page.page_size, (page.page - 1) * page.page_size],
    ),
    db.query<{ n: number }>('select count(*)::int as n from course_schedules where status = $1', [status]),
  ]);
  return { data: rows.rows.map((r) => scheduleOf(r, caller)), total: Number(count.rows[0]?.n ?? 0) };
}

/** Who sent the schedule (its last change before a review is the provider's sending it), to be told the decision. */
export async function scheduleSender(
  tx: Db,
  id: number,
): Promise<{
  id: number;
  email: string | null;
  full_name: string;
  full_name_en: string | null;
  preferred_locale: string | null;
  message_channels: string[];
} | null> {
  const r = await tx.query<{
    id: number;
    email: string | null;
    full_name: string;
    full_name_en: string | null;
    preferred_locale: string | null;
    message_channels: string[];
  }>(
    `select u.id, u.email, u.full_name, u.full_name_en, u.preferred_locale, u.message_channels
       from course_schedules s join users u on u.id = s.updated_by where s.id = $1 and u.deleted_at is null`,
    [id],
  );
  const row = r.rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}
