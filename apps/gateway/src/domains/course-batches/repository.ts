import type { CourseBatch, CourseBatchBody, CoursePublication } from '@platform/contract';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';

/*
 * The SQL of a course's batches (029_course_batches.sql). Every statement that takes an id joins the course with the
 * caller's tenant condition, so another institute's course or batch finds nothing and the route answers 404.
 */

const DAY = (column: string) => `to_char(b.${column}, 'YYYY-MM-DD') as ${column}`;
const COLUMNS = `b.id, b.course_id, 'BT' || lpad(b.id::text, 6, '0') as code, b.title, b.title_en, b.total_seats,
  b.available_seats, ${DAY('registration_start_date')}, ${DAY('registration_end_date')}, ${DAY('batch_start_date')},
  ${DAY('batch_end_date')}, b.training_center_id, tc.title as training_center_title,
  tc.title_en as training_center_title_en, b.created_at, b.updated_at`;
/** Every statement reading COLUMNS joins the batch's training centre as `tc`. */
const CENTER = 'left join training_centers tc on tc.id = b.training_center_id';

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();

function batchOf(r: Row): CourseBatch {
  return {
    id: Number(r.id),
    course_id: Number(r.course_id),
    code: String(r.code),
    title: String(r.title),
    title_en: (r.title_en as string | null) ?? null,
    total_seats: Number(r.total_seats),
    available_seats: Number(r.available_seats),
    registration_start_date: String(r.registration_start_date),
    registration_end_date: String(r.registration_end_date),
    batch_start_date: String(r.batch_start_date),
    batch_end_date: String(r.batch_end_date),
    training_center_id: r.training_center_id == null ? null : Number(r.training_center_id),
    training_center_title: (r.training_center_title as string | null) ?? null,
    training_center_title_en: (r.training_center_title_en as string | null) ?? null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The batches of a course of the scope, by batch start date; null when the course is not in the scope. */
export async function batchesOfCourse(
  db: Db,
  courseId: number,
  scope: TenantScope,
): Promise<CourseBatch[] | null> {
  const params: unknown[] = [courseId];
  const course = await db.query(
    `select 1 from courses c where c.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  if (!course.rows.length) return null;
  const r = await db.query<Row>(
    `select ${COLUMNS} from course_batches b ${CENTER} where b.course_id = $1 order by b.batch_start_date, b.id`,
    [courseId],
  );
  return r.rows.map(batchOf);
}

/** A batch whose course is in the scope, or null. */
export async function findBatch(db: Db, id: number, scope: TenantScope): Promise<CourseBatch | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${COLUMNS} from course_batches b ${CENTER} join courses c on c.id = b.course_id
      where b.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  return r.rows[0] ? batchOf(r.rows[0]) : null;
}

/** Locks the course of the scope (by its id, or by one of its batches) and says where it is in its life. */
export async function lockCourseOf(
  tx: Db,
  by: { courseId: number } | { batchId: number },
  scope: TenantScope,
): Promise<{ course_id: number; publication_status: CoursePublication; batches: number } | null> {
  const params: unknown[] = ['courseId' in by ? by.courseId : by.batchId];
  const where =
    'courseId' in by ? 'c.id = $1' : 'c.id = (select course_id from course_batches where id = $1)';
  const r = await tx.query<{ id: number; publication_status: CoursePublication }>(
    `select c.id, c.publication_status from courses c where ${where} and ${scopeCondition(scope, 'c', params)}
      for update`,
    params,
  );
  const row = r.rows[0];
  if (!row) return null;
  const count = await tx.query<{ n: number }>(
    'select count(*)::int as n from course_batches where course_id = $1',
    [row.id],
  );
  return {
    course_id: Number(row.id),
    publication_status: row.publication_status,
    batches: Number(count.rows[0]?.n ?? 0),
  };
}

const values = (body: CourseBatchBody) => [
  body.title,
  body.title_en ?? null,
  body.total_seats,
  body.available_seats ?? body.total_seats,
  body.registration_start_date,
  body.registration_end_date,
  body.batch_start_date,
  body.batch_end_date,
  body.training_center_id ?? null,
];

export async function insertBatch(
  tx: Db,
  courseId: number,
  body: CourseBatchBody,
  by: number,
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `insert into course_batches (title, title_en, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date, training_center_id, course_id, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
    [...values(body), courseId, by],
  );
  await tx.query('update courses set updated_at = now() where id = $1', [courseId]);
  return Number(r.rows[0]?.id);
}

export async function updateBatch(tx: Db, id: number, body: CourseBatchBody, by: number): Promise<void> {
  await tx.query(
    `update course_batches set title = $1, title_en = $2, total_seats = $3, available_seats = $4,
       registration_start_date = $5, registration_end_date = $6, batch_start_date = $7, batch_end_date = $8,
       training_center_id = $9, updated_by = $10, updated_at = now() where id = $11`,
    [...values(body), by, id],
  );
}

export async function deleteBatchRow(tx: Db, id: number): Promise<void> {
  await tx.query('delete from course_batches where id = $1', [id]);
}

/** Whether the training centre is a live one of the course's institute (a batch may take place only there). */
export async function centerOfCourseInstitute(tx: Db, centerId: number, courseId: number): Promise<boolean> {
  const r = await tx.query(
    `select 1 from training_centers t join courses c on c.institute_id = t.institute_id
      where t.id = $1 and c.id = $2 and t.deleted_at is null`,
    [centerId, courseId],
  );
  return r.rows.length > 0;
}
