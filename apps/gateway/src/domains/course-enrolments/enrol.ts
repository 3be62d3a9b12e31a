import { ENROLMENT_STATUS } from '@platform/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { IN_CATALOGUE } from './catalogue';

/*
 * The SQL of enrolling and paying (031_course_enrolments.sql; ADR 0075): the caller runs these inside one transaction
 * that holds the batch's (or the enrolment's) row lock.
 */

export interface CatalogueRow {
  id: number;
  fee: number;
  title: string;
  title_en: string | null;
}

/** A catalogue course for an enrolment (the caller's transaction), or 404. */
export async function catalogueCourseOr404(db: Db, id: number): Promise<CatalogueRow> {
  const r = await db.query<CatalogueRow>(
    `select c.id, c.fee, c.title, c.title_en from courses c where c.id = $1 and ${IN_CATALOGUE}`,
    [id],
  );
  const row = r.rows[0];
  if (!row) throw notFound();
  return { ...row, id: Number(row.id), fee: Number(row.fee) };
}

export async function courseExists(db: Db, id: number): Promise<void> {
  const r = await db.query('select 1 from courses where id = $1', [id]);
  if (r.rows.length === 0) throw notFound();
}

export interface LockedBatch {
  available_seats: number;
  open: boolean;
}

/** The batch of the course, locked for the caller's transaction: concurrent enrolments into it take turns. */
export async function lockBatch(
  tx: Db,
  batchId: number,
  courseId: number,
  day: string,
): Promise<LockedBatch | undefined> {
  const r = await tx.query<LockedBatch>(
    `select available_seats, (registration_start_date <= $3::date and registration_end_date >= $3::date) as open
       from course_batches where id = $1 and course_id = $2 for update`,
    [batchId, courseId, day],
  );
  return r.rows[0];
}

export async function hasEnrolment(tx: Db, youthId: number, courseId: number): Promise<boolean> {
  const r = await tx.query('select 1 from course_enrolments where youth_id = $1 and course_id = $2', [
    youthId,
    courseId,
  ]);
  return r.rows.length > 0;
}

export async function takeSeat(tx: Db, batchId: number): Promise<void> {
  await tx.query(
    'update course_batches set available_seats = available_seats - 1, updated_at = now() where id = $1',
    [batchId],
  );
}

/** A free course's enrolment is enrolled at once; a paid one waits for its payment. Its id. */
export async function insertEnrolment(
  tx: Db,
  e: { courseId: number; batchId: number; youthId: number; fee: number; paid: boolean },
): Promise<number> {
  const inserted = await tx.query<{ id: number }>(
    `insert into course_enrolments (course_id, batch_id, youth_id, fee, status, enrolled_at)
     values ($1, $2, $3, $4, $5, ${e.paid ? 'null' : 'now()'}) returning id`,
    [
      e.courseId,
      e.batchId,
      e.youthId,
      e.fee,
      e.paid ? ENROLMENT_STATUS.PAYMENT_PENDING : ENROLMENT_STATUS.ENROLLED,
    ],
  );
  return Number(inserted.rows[0]?.id);
}

/** The youth's own enrolment with its course's names, locked for a new payment; undefined for anyone else's. */
export async function lockOwnEnrolment(tx: Db, id: number, youthId: number) {
  const r = await tx.query<{
    id: number;
    fee: number;
    status: string;
    course_title: string;
    course_title_en: string | null;
  }>(
    `select e.id, e.fee, e.status, c.title as course_title, c.title_en as course_title_en
       from course_enrolments e join courses c on c.id = e.course_id
      where e.id = $1 and e.youth_id = $2 for update of e`,
    [id, youthId],
  );
  return r.rows[0];
}
