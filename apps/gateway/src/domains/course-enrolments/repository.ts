import {
  type CourseRating,
  ENROLMENT_ERRORS,
  ENROLMENT_STATUS,
  type EnrolmentPayment,
  FILE_VISIBILITY,
  type MyCourse,
  storedFilePath,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import { HttpError, validationFailed } from '../../platform/errors';

/*
 * The SQL of enrolments, their payments, favourites and ratings (031_course_enrolments.sql). Every read of a youth's
 * record filters on the youth, so another youth's id finds nothing and the route answers 404.
 */

type Row = Record<string, unknown>;
const nullable = (v: unknown) => (v == null ? null : String(v));
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

const MY_COURSE = `select e.id, e.course_id, c.title as course_title, c.title_en as course_title_en, c.course_type,
    c.cover_file_id, i.title as institute_title, i.title_en as institute_title_en, e.batch_id,
    b.title as batch_title, b.title_en as batch_title_en, to_char(b.batch_start_date, 'YYYY-MM-DD') as batch_start_date,
    to_char(b.batch_end_date, 'YYYY-MM-DD') as batch_end_date, e.fee, e.status, e.progress, e.progress_percent,
    e.enrolled_at, e.created_at
  from course_enrolments e join courses c on c.id = e.course_id join institutes i on i.id = c.institute_id
  join course_batches b on b.id = e.batch_id`;

function myCourseOf(r: Row): MyCourse {
  const cover = nullable(r.cover_file_id);
  return {
    id: Number(r.id),
    course_id: Number(r.course_id),
    course_title: String(r.course_title),
    course_title_en: nullable(r.course_title_en),
    course_type: Number(r.course_type) as MyCourse['course_type'],
    cover_path: cover ? storedFilePath(cover, FILE_VISIBILITY.PUBLIC) : null,
    institute_title: String(r.institute_title),
    institute_title_en: nullable(r.institute_title_en),
    batch_id: Number(r.batch_id),
    batch_title: String(r.batch_title),
    batch_title_en: nullable(r.batch_title_en),
    batch_start_date: String(r.batch_start_date),
    batch_end_date: String(r.batch_end_date),
    fee: Number(r.fee),
    status: r.status as MyCourse['status'],
    progress: Number(r.progress) as MyCourse['progress'],
    progress_percent: Number(r.progress_percent),
    enrolled_at: iso(r.enrolled_at),
    created_at: iso(r.created_at) ?? '',
  };
}

/** One enrolment of the youth's, or null. */
export async function findEnrolment(db: Db, id: number, youthId: number): Promise<MyCourse | null> {
  const r = await db.query<Row>(`${MY_COURSE} where e.id = $1 and e.youth_id = $2`, [id, youthId]);
  return r.rows[0] ? myCourseOf(r.rows[0]) : null;
}

/** The youth's enrolment in a course, or null. */
export async function enrolmentInCourse(db: Db, courseId: number, youthId: number): Promise<MyCourse | null> {
  const r = await db.query<Row>(`${MY_COURSE} where e.course_id = $1 and e.youth_id = $2`, [
    courseId,
    youthId,
  ]);
  return r.rows[0] ? myCourseOf(r.rows[0]) : null;
}

/** One page of the youth's enrolments, newest first. */
export async function myCourses(
  db: Db,
  youthId: number,
  page: PageRequest,
): Promise<{ data: MyCourse[]; total: number }> {
  const total = await db.query<{ n: number }>(
    'select count(*)::int as n from course_enrolments where youth_id = $1',
    [youthId],
  );
  const r = await db.query<Row>(
    `${MY_COURSE} where e.youth_id = $1 order by e.id desc limit ${page.page_size}
      offset ${(page.page - 1) * page.page_size}`,
    [youthId],
  );
  return { data: r.rows.map(myCourseOf), total: total.rows[0]?.n ?? 0 };
}

const PAYMENT = `select p.id, p.enrolment_id, e.course_id, c.title as course_title, c.title_en as course_title_en,
    e.status as enrolment_status, p.amount, p.currency, p.method, p.status, p.outcome, p.provider,
    p.wallet_number_masked, p.created_at, p.completed_at
  from course_enrolment_payments p join course_enrolments e on e.id = p.enrolment_id
  join courses c on c.id = e.course_id`;

/** One payment of the youth's (another youth's is as missing as one that does not exist). */
export async function findPayment(db: Db, id: number, youthId: number): Promise<EnrolmentPayment | null> {
  const r = await db.query<Row>(`${PAYMENT} where p.id = $1 and p.youth_id = $2`, [id, youthId]);
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    enrolment_id: Number(row.enrolment_id),
    course_id: Number(row.course_id),
    course_title: String(row.course_title),
    course_title_en: nullable(row.course_title_en),
    enrolment_status: row.enrolment_status as EnrolmentPayment['enrolment_status'],
    amount: Number(row.amount),
    currency: 'BDT',
    method: 'mobile_money',
    status: row.status as EnrolmentPayment['status'],
    outcome: (row.outcome as EnrolmentPayment['outcome']) ?? null,
    provider: String(row.provider),
    wallet_number_masked: nullable(row.wallet_number_masked),
    created_at: iso(row.created_at) ?? '',
    completed_at: iso(row.completed_at),
  };
}

/** The ids of the youth's favourite courses, last marked first. */
export async function favouriteIds(db: Db, youthId: number): Promise<number[]> {
  const r = await db.query<{ course_id: number }>(
    'select course_id from course_favourites where youth_id = $1 order by created_at desc, course_id desc',
    [youthId],
  );
  return r.rows.map((row) => Number(row.course_id));
}

export async function isFavourite(db: Db, youthId: number, courseId: number): Promise<boolean> {
  const r = await db.query('select 1 from course_favourites where youth_id = $1 and course_id = $2', [
    youthId,
    courseId,
  ]);
  return r.rows.length > 0;
}

/** Marks or unmarks; answers whether it is a favourite now. */
export async function toggleFavourite(db: Db, youthId: number, courseId: number): Promise<boolean> {
  const removed = await db.query(
    'delete from course_favourites where youth_id = $1 and course_id = $2 returning course_id',
    [youthId, courseId],
  );
  if (removed.rows.length > 0) return false;
  await db.query(
    'insert into course_favourites (youth_id, course_id) values ($1, $2) on conflict do nothing',
    [youthId, courseId],
  );
  return true;
}

export async function ratingOf(db: Db, youthId: number, courseId: number): Promise<CourseRating | null> {
  const r = await db.query<Row>(
    'select course_id, rating, review, updated_at from course_ratings where youth_id = $1 and course_id = $2',
    [youthId, courseId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    course_id: Number(row.course_id),
    rating: Number(row.rating),
    review: nullable(row.review),
    updated_at: iso(row.updated_at) ?? '',
  };
}

/** Saves the youth's one rating of a course (a second replaces the first). */
export async function saveRating(
  db: Db,
  youthId: number,
  courseId: number,
  rating: number,
  review: string | null,
): Promise<void> {
  await db.query(
    `insert into course_ratings (youth_id, course_id, rating, review) values ($1, $2, $3, $4)
     on conflict (youth_id, course_id) do update set rating = excluded.rating, review = excluded.review,
       updated_at = now()`,
    [youthId, courseId, rating, review],
  );
}

/**
 * For the batches domain: a batch youth are enrolled in (or hold a seat in, waiting to pay) is not deleted — 409
 * `learning.errors.batch_has_enrolments` instead of the foreign key's error. Run in the delete's transaction.
 */
export async function assertBatchWithoutEnrolments(tx: Db, batchId: number): Promise<void> {
  const r = await tx.query('select 1 from course_enrolments where batch_id = $1 limit 1', [batchId]);
  if (r.rows.length > 0) throw new HttpError(409, ENROLMENT_ERRORS.batchHasEnrolments);
}

/**
 * For the batches domain's edit: the seats youth hold (enrolled or waiting to pay) stay taken. Locks the batch row
 * (enrolments take turns on it), so no enrolment lands between this count and the edit's update; available seats
 * above `total - held` are refused with 422 on available_seats (`learning.errors.seats_held`).
 */
export async function assertSeatsCoverEnrolments(
  tx: Db,
  batchId: number,
  totalSeats: number,
  availableSeats: number,
): Promise<void> {
  await tx.query('select 1 from course_batches where id = $1 for update', [batchId]);
  const r = await tx.query<{ n: number }>(
    'select count(*)::int as n from course_enrolments where batch_id = $1',
    [batchId],
  );
  const held = Number(r.rows[0]?.n ?? 0);
  if (held > 0 && availableSeats > totalSeats - held)
    throw validationFailed({ available_seats: [ENROLMENT_ERRORS.seatsHeld] });
}

export const ENROLLED = ENROLMENT_STATUS.ENROLLED;
export const PENDING = ENROLMENT_STATUS.PAYMENT_PENDING;
