import {
  ASSIGNMENT_ERRORS as ERR,
  ASSIGNMENT_FILE_TYPES,
  type AssignmentSettings,
  assignmentEndpoints as E,
  COURSE_LESSON_KIND,
  type CourseAssignment,
  type YouthAssignment,
} from '@platform/contract';
import {
  assignmentMarksSchema,
  assignmentSchema,
  assignmentSubmissionSchema,
  today,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { youthOnly } from '../../platform/callers';
import { authorise, pathId, registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, unauthorized, validationFailed } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant-scope';
import { activeEnrolment } from '../course-enrolments/progress';
import { lockCourse } from '../courses/repository';
import { assertChangeable } from '../courses/rules';
import { completeLesson } from '../course-learning/completion';
import { courseInScope, treeOf } from '../course-structure/repository';
import { findTrainee } from '../course-trainees/repository';
import { findLiveFile } from '../files/repository';
import { sendStoredFile } from '../files/serve';
import { sanitizeRichText } from '../platform-content/rich-text';
import {
  enrolmentOf,
  fileUsedElsewhere,
  findAssignment,
  findSubmission,
  lessonOfCourse,
  saveAssignment,
  saveMarks,
  traineeAssignments,
  upsertSubmission,
} from './repository';

/*
 * Course assignments (issue 15 item 6, issue 16 item 3; ADR 0089). Every call finds its course first — inside the
 * caller's institute (another institute's → 404), or through the youth's own active enrolment (anyone else → 404) —
 * then the lesson of that course, which must be an assignment lesson. Marks come only from the marking route.
 */

type Lesson = NonNullable<Awaited<ReturnType<typeof lessonOfCourse>>>;

/** The day is past the assignment's last day (Asia/Dhaka). */
const isClosed = (a: CourseAssignment) => a.due_date !== null && today() > a.due_date;

export function registerCourseAssignmentRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;

  /** An assignment lesson of the course, or 404 (409 for a lesson of another kind). */
  async function assignmentLesson(courseId: number, lessonId: number, tx: Db = db): Promise<Lesson> {
    const lesson = await lessonOfCourse(tx, courseId, lessonId);
    if (!lesson) throw notFound();
    if (lesson.kind !== COURSE_LESSON_KIND.ASSIGNMENT) throw new HttpError(409, ERR.notAssignment);
    return lesson;
  }

  async function scopedCourse(courseId: number, scope: TenantScope): Promise<void> {
    if (!(await courseInScope(db, courseId, scope))) throw notFound();
  }

  const settingsOf = async (lesson: Lesson): Promise<AssignmentSettings> => ({
    lesson_id: lesson.id,
    title: lesson.title,
    title_en: lesson.title_en,
    assignment: await findAssignment(db, lesson.id),
  });

  // --- authoring (the provider; trainers read) ---

  registerEndpoint(app, E.assignmentSettings, async (ctx) => {
    const courseId = ctx.id();
    await scopedCourse(courseId, ctx.tenant());
    return settingsOf(await assignmentLesson(courseId, ctx.id('lessonId')));
  });

  registerEndpoint(
    app,
    E.saveAssignment,
    async (ctx) => {
      const courseId = ctx.id();
      const lessonId = ctx.id('lessonId');
      const lesson = await db.transaction(async (tx) => {
        // the course row is locked like every change of its structure; an archived course no longer changes
        const course = await lockCourse(tx, courseId, ctx.tenant());
        if (!course) throw notFound();
        assertChangeable(course.publication_status);
        const found = await assignmentLesson(courseId, lessonId, tx);
        const instructions = sanitizeRichText(ctx.body.instructions);
        // markup that was nothing but what the sanitiser removes leaves no instructions
        if (!instructions.replace(/<[^>]*>/g, '').trim())
          throw validationFailed({ instructions: [ERR.instructionsEmpty] });
        await saveAssignment(tx, courseId, found.id, { ...ctx.body, instructions }, ctx.requireUser().id);
        return found;
      });
      return settingsOf(lesson);
    },
    { body: assignmentSchema, message: 'course_assignments.success.saved' },
  );

  // --- the youth in the player ---

  async function youthView(courseId: number, youth: number, lessonId: number): Promise<YouthAssignment> {
    const enrolment = await activeEnrolment(db, courseId, youth);
    if (!enrolment) throw notFound();
    const lesson = await assignmentLesson(courseId, lessonId);
    const assignment = await findAssignment(db, lesson.id);
    if (!assignment) throw new HttpError(409, ERR.notReady);
    return {
      lesson_id: lesson.id,
      title: lesson.title,
      title_en: lesson.title_en,
      assignment,
      closed: isClosed(assignment),
      submission: await findSubmission(db, enrolment.id, assignment),
    };
  }

  registerEndpoint(
    app,
    E.youthAssignment,
    async (ctx) => youthView(ctx.id(), ctx.youthId(), ctx.id('lessonId')),
    {
      caller: youthOnly,
    },
  );

  registerEndpoint(
    app,
    E.submitAssignment,
    async (ctx) => {
      const youth = ctx.youthId();
      const courseId = ctx.id();
      const lessonId = ctx.id('lessonId');
      const answerText = ctx.body.answer_text?.trim() || null;
      const fileId = ctx.body.file_id ?? null;
      await db.transaction(async (tx) => {
        // the enrolment row is locked: two submissions at once take turns
        const enrolment = await activeEnrolment(tx, courseId, youth, true);
        if (!enrolment) throw notFound();
        const lesson = await assignmentLesson(courseId, lessonId, tx);
        const assignment = await findAssignment(tx, lesson.id);
        if (!assignment) throw new HttpError(409, ERR.notReady);
        const stored = await findSubmission(tx, enrolment.id, assignment, true);
        if (stored?.status === 'marked') throw new HttpError(409, ERR.alreadyMarked);
        if (isClosed(assignment)) throw new HttpError(409, ERR.pastDue);
        if (!answerText && !fileId) throw validationFailed({ answer_text: [ERR.emptyAnswer] });
        if (assignment.file_required && !fileId) throw validationFailed({ file_id: [ERR.fileRequired] });
        if (fileId) {
          const file = await findLiveFile(tx, fileId);
          // another user's file is as unknown as a missing one
          if (
            !file ||
            file.owner_id !== youth ||
            (await fileUsedElsewhere(tx, fileId, enrolment.id, lesson.id))
          )
            throw validationFailed({ file_id: [ERR.fileNotYours] });
          if (!(ASSIGNMENT_FILE_TYPES as readonly string[]).includes(file.mime_type))
            throw validationFailed({ file_id: [ERR.fileType] });
        }
        await upsertSubmission(tx, enrolment.id, lesson.id, { answer_text: answerText, file_id: fileId });
      });
      return youthView(courseId, youth, lessonId);
    },
    {
      body: assignmentSubmissionSchema,
      caller: youthOnly,
      message: 'course_assignments.success.submitted',
    },
  );

  // --- marking (the provider and its trainers) ---

  registerEndpoint(app, E.traineeAssignments, async (ctx) => {
    const courseId = ctx.id();
    await scopedCourse(courseId, ctx.tenant());
    const trainee = await findTrainee(db, courseId, ctx.id('youthId'));
    if (!trainee) throw notFound();
    return { trainee, assignments: await traineeAssignments(db, courseId, trainee.enrolment_id) };
  });

  // the bytes of a submitted file: not an envelope (errors are)
  app.get(E.traineeAssignmentFile.path, async (request, reply) => {
    const user = await authorise(app, E.traineeAssignmentFile, request);
    if (!user) throw unauthorized();
    const params = request.params as Record<string, unknown>;
    const courseId = pathId(params.id);
    const youthId = pathId(params.youthId);
    const lessonId = pathId(params.lessonId);
    await scopedCourse(courseId, scopeOf(user));
    const enrolmentId = await enrolmentOf(db, courseId, youthId);
    if (!enrolmentId) throw notFound();
    const lesson = await assignmentLesson(courseId, lessonId);
    const assignment = await findAssignment(db, lesson.id);
    const submission = assignment ? await findSubmission(db, enrolmentId, assignment) : null;
    const file = submission?.file ? await findLiveFile(db, submission.file.id) : null;
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    return sendStoredFile(reply, file, bytes, 'no-store');
  });

  registerEndpoint(
    app,
    E.markAssignment,
    async (ctx) => {
      const courseId = ctx.id();
      const youthId = ctx.id('youthId');
      const lessonId = ctx.id('lessonId');
      await scopedCourse(courseId, ctx.tenant());
      const lessons = (await treeOf(db, courseId)).modules.flatMap((m) => m.lessons.map((l) => l.id));
      await db.transaction(async (tx) => {
        const enrolmentId = await enrolmentOf(tx, courseId, youthId, true);
        if (!enrolmentId) throw notFound();
        const lesson = await assignmentLesson(courseId, lessonId, tx);
        const assignment = await findAssignment(tx, lesson.id);
        if (!assignment) throw new HttpError(409, ERR.notReady);
        const submission = await findSubmission(tx, enrolmentId, assignment, true);
        if (!submission) throw new HttpError(409, ERR.nothingToMark);
        if (ctx.body.marks > assignment.total_marks) throw validationFailed({ marks: [ERR.marksOverTotal] });
        const feedback = ctx.body.feedback?.trim() || null;
        await saveMarks(tx, submission.id, ctx.body.marks, feedback, ctx.requireUser().id);
        // a marked assignment counts as a completed lesson for the trainee's progress (ADR 0089)
        await completeLesson(tx, { youthId, courseId, enrolmentId, lessonId: lesson.id }, lessons);
      });
      const trainee = await findTrainee(db, courseId, youthId);
      const items = trainee ? await traineeAssignments(db, courseId, trainee.enrolment_id) : [];
      const item = items.find((i) => i.lesson_id === lessonId);
      if (!item) throw notFound();
      return item;
    },
    { body: assignmentMarksSchema, message: 'course_assignments.success.marked' },
  );
}
