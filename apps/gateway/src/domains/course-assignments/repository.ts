import {
  type AssignmentBody,
  type AssignmentSubmission,
  COURSE_LESSON_KIND,
  type CourseAssignment,
  storedFilePath,
  type TraineeAssignmentItem,
} from '@platform/contract';
import type { Db } from '../../db/client';

/*
 * The SQL of course assignments (043_course_assignments.sql; ADR 0089). The routes find the course inside the caller's
 * institute, or the youth's own active enrolment, first; every statement here then names that course or enrolment.
 */

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());
const dateOnly = (value: unknown): string | null => {
  if (value == null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const d = value as Date;
  // a `date` column read as a Date at local midnight: its own calendar day
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const ASSIGNMENT_COLUMNS = `a.lesson_id, a.course_id, a.instructions, a.total_marks, a.pass_marks,
  a.due_date::text as due_date, a.file_required, a.updated_at`;

function assignmentOf(r: Row): CourseAssignment {
  return {
    lesson_id: Number(r.lesson_id),
    course_id: Number(r.course_id),
    instructions: String(r.instructions),
    total_marks: Number(r.total_marks),
    pass_marks: Number(r.pass_marks),
    due_date: dateOnly(r.due_date),
    file_required: Boolean(r.file_required),
    updated_at: iso(r.updated_at) ?? '',
  };
}

const SUBMISSION_COLUMNS = `s.id as submission_id, s.answer_text, s.file_id, f.original_name as file_name,
  f.mime_type as file_mime, f.size_bytes as file_size, f.visibility as file_visibility, s.attempts, s.submitted_at,
  s.marks, s.feedback, s.marked_at`;

function submissionOf(r: Row, passMarks: number): AssignmentSubmission | null {
  if (r.submission_id == null) return null;
  const marks = r.marks == null ? null : Number(r.marks);
  const fileId = (r.file_id as string | null) ?? null;
  return {
    id: Number(r.submission_id),
    status: marks === null ? 'submitted' : 'marked',
    answer_text: (r.answer_text as string | null) ?? null,
    file: fileId
      ? {
          id: fileId,
          path: storedFilePath(fileId, r.file_visibility === 'public' ? 'public' : 'private'),
          original_name: String(r.file_name ?? ''),
          mime_type: String(r.file_mime ?? ''),
          size: Number(r.file_size ?? 0),
        }
      : null,
    submitted_at: iso(r.submitted_at) ?? '',
    attempts: Number(r.attempts),
    marks,
    passed: marks === null ? null : marks >= passMarks,
    feedback: (r.feedback as string | null) ?? null,
    marked_at: iso(r.marked_at),
  };
}

/** A lesson of the course with its kind and names, or null. */
export async function lessonOfCourse(
  db: Db,
  courseId: number,
  lessonId: number,
): Promise<{ id: number; kind: number; title: string; title_en: string | null } | null> {
  const r = await db.query<Row>(
    'select id, kind, title, title_en from course_lessons where id = $1 and course_id = $2',
    [lessonId, courseId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: Number(row.kind),
    title: String(row.title),
    title_en: (row.title_en as string | null) ?? null,
  };
}

export async function findAssignment(db: Db, lessonId: number): Promise<CourseAssignment | null> {
  const r = await db.query<Row>(
    `select ${ASSIGNMENT_COLUMNS} from course_assignments a where a.lesson_id = $1`,
    [lessonId],
  );
  return r.rows[0] ? assignmentOf(r.rows[0]) : null;
}

/** Creates or replaces a lesson's assignment (the instructions already sanitised). */
export async function saveAssignment(
  db: Db,
  courseId: number,
  lessonId: number,
  body: AssignmentBody,
  by: number,
): Promise<void> {
  await db.query(
    `insert into course_assignments
       (lesson_id, course_id, instructions, total_marks, pass_marks, due_date, file_required, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (lesson_id) do update set instructions = excluded.instructions,
       total_marks = excluded.total_marks, pass_marks = excluded.pass_marks, due_date = excluded.due_date,
       file_required = excluded.file_required, updated_by = excluded.updated_by, updated_at = now()`,
    [
      lessonId,
      courseId,
      body.instructions,
      body.total_marks,
      body.pass_marks,
      body.due_date ?? null,
      body.file_required,
      by,
    ],
  );
}

/** The enrolment's submission of a lesson's assignment, or null. `lock` takes the row for the caller's transaction. */
export async function findSubmission(
  db: Db,
  enrolmentId: number,
  assignment: CourseAssignment,
  lock = false,
): Promise<AssignmentSubmission | null> {
  const r = await db.query<Row>(
    `select ${SUBMISSION_COLUMNS} from course_assignment_submissions s left join files f on f.id = s.file_id
      where s.enrolment_id = $1 and s.lesson_id = $2${lock ? ' for update of s' : ''}`,
    [enrolmentId, assignment.lesson_id],
  );
  return r.rows[0] ? submissionOf(r.rows[0], assignment.pass_marks) : null;
}

/** Stores the youth's answer: the first submission, or a resubmission replacing the answer (never the marks). */
export async function upsertSubmission(
  db: Db,
  enrolmentId: number,
  lessonId: number,
  answer: { answer_text: string | null; file_id: string | null },
): Promise<void> {
  await db.query(
    `insert into course_assignment_submissions (enrolment_id, lesson_id, answer_text, file_id)
     values ($1, $2, $3, $4)
     on conflict (enrolment_id, lesson_id) do update set answer_text = excluded.answer_text,
       file_id = excluded.file_id, attempts = course_assignment_submissions.attempts + 1, submitted_at = now()
     where course_assignment_submissions.marks is null`,
    [enrolmentId, lessonId, answer.answer_text, answer.file_id],
  );
}

/** Whether the file is the answer of a submission other than the enrolment's own of this lesson. */
export async function fileUsedElsewhere(
  db: Db,
  fileId: string,
  enrolmentId: number,
  lessonId: number,
): Promise<boolean> {
  const r = await db.query(
    `select 1 from course_assignment_submissions where file_id = $1 and not (enrolment_id = $2 and lesson_id = $3)`,
    [fileId, enrolmentId, lessonId],
  );
  return r.rows.length > 0;
}

export async function saveMarks(
  db: Db,
  submissionId: number,
  marks: number,
  feedback: string | null,
  by: number,
): Promise<void> {
  await db.query(
    `update course_assignment_submissions set marks = $2, feedback = $3, marked_at = now(), marked_by = $4
      where id = $1`,
    [submissionId, marks, feedback, by],
  );
}

/** Every assignment lesson of the course in course order, with the enrolment's submission. */
export async function traineeAssignments(
  db: Db,
  courseId: number,
  enrolmentId: number,
): Promise<TraineeAssignmentItem[]> {
  const r = await db.query<Row>(
    `select l.id as lid, l.title, l.title_en, m.title as module_title, m.title_en as module_title_en,
        a.lesson_id as has_assignment, ${ASSIGNMENT_COLUMNS}, ${SUBMISSION_COLUMNS}
       from course_lessons l
       join course_modules m on m.id = l.module_id
       left join course_assignments a on a.lesson_id = l.id
       left join course_assignment_submissions s on s.lesson_id = l.id and s.enrolment_id = $2
       left join files f on f.id = s.file_id
      where l.course_id = $1 and l.kind = $3
      order by m.position, l.position`,
    [courseId, enrolmentId, COURSE_LESSON_KIND.ASSIGNMENT],
  );
  return r.rows.map((row) => {
    const assignment = row.has_assignment == null ? null : assignmentOf(row);
    return {
      lesson_id: Number(row.lid),
      title: String(row.title),
      title_en: (row.title_en as string | null) ?? null,
      module_title: String(row.module_title),
      module_title_en: (row.module_title_en as string | null) ?? null,
      assignment,
      submission: assignment ? submissionOf(row, assignment.pass_marks) : null,
    };
  });
}

/** The enrolment (any status) of a youth in the course, or null. */
export async function enrolmentOf(
  db: Db,
  courseId: number,
  youthId: number,
  lock = false,
): Promise<number | null> {
  const r = await db.query<{ id: number }>(
    `select id from course_enrolments where course_id = $1 and youth_id = $2${lock ? ' for update' : ''}`,
    [courseId, youthId],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}
