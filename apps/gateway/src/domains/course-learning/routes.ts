import { createHash } from 'node:crypto';
import {
  COURSE_CONTENT_TYPE as TYPE,
  COURSE_MODULE_KIND,
  type CourseContent,
  courseLearningEndpoints as E,
  type ExamQuestion,
  LEARNING_ERRORS as ERR,
  type PlayerContent,
  type PlayerMenu,
} from '@platform/contract';
import { popQuizSchema, today, watchingSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { authorise, registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, unauthorized, validationFailed } from '../../platform/errors';
import { youthIdOf } from '../../platform/callers';
import { markQuiz, quizPreview } from '../assessments/quiz';
import { certificateIdOf } from '../certificates/of-course';
import { type ActiveEnrolment, activeEnrolment, setLastContent } from '../course-enrolments/progress';
import { contentRow, treeOf } from '../course-structure/repository';
import { findLiveFile } from '../files/repository';
import { publicJob } from '../jobs/search';
import { sendStoredFile } from '../files/serve';
import { completeLessonOf } from './completion';
import {
  completedLessons,
  contentProgress,
  courseTitle,
  markOpened,
  progressByContent,
  saveQuizTry,
  saveWatching,
} from './repository';
import { passedModuleExams } from './exam';
import { joinLiveClass, playerLiveLessons, settleLiveLessons } from './live';
import { jobSkillGap } from './skill-gap';

/*
 * The youth's course player (issue 16 item 3; ADR 0080): the side menu, one content, its file, watching progress,
 * quizzes marked here, lesson and course completion with the certificate. Every call finds the caller's own active
 * enrolment in the course first: anyone else — another youth, a pending payment, no such course — gets 404.
 */

const MEDIA: readonly number[] = [TYPE.VIDEO, TYPE.AUDIO];

/** The questions this learner is given: `count` of the quiz's pool, the same ones every time for one enrolment. */
function questionsFor(enrolmentId: number, contentId: number, pool: ExamQuestion[], count: number) {
  const rank = (q: ExamQuestion) =>
    createHash('sha256').update(`${enrolmentId}:${contentId}:${q.question_id}`).digest('hex');
  const chosen = new Set(
    [...pool]
      .sort((a, b) => rank(a).localeCompare(rank(b)))
      .slice(0, count)
      .map((q) => q.question_id),
  );
  // shown in the quiz's own order, numbered from 1
  return pool.filter((q) => chosen.has(q.question_id)).map((q, i) => ({ ...q, position: i + 1 }));
}

export function registerCourseLearningRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;

  /** The caller's active enrolment in the course, or 404 (403 for a non-youth). */
  async function enrolled(courseId: number, youthId: number, tx: Db = db): Promise<ActiveEnrolment> {
    const found = await activeEnrolment(tx, courseId, youthId, tx !== db);
    if (!found) throw notFound();
    return found;
  }

  /** A content of the course, or 404. */
  async function contentOf(courseId: number, contentId: number): Promise<CourseContent> {
    const content = await contentRow(db, courseId, contentId);
    if (!content) throw notFound();
    return content;
  }

  async function quizOf(enrolmentId: number, content: CourseContent) {
    const preview = await quizPreview(db, content.id);
    return {
      question_count: preview.question_count,
      pass_percent: preview.pass_percent,
      questions: questionsFor(enrolmentId, content.id, preview.questions, preview.question_count),
    };
  }

  registerEndpoint(app, E.playerMenu, async (ctx) => {
    const youth = ctx.youthId();
    const courseId = ctx.id();
    let enrolment = await enrolled(courseId, youth);
    // a live class that has ended completes the lesson of a learner who joined it (ADR 0114)
    const target = { youthId: youth, courseId, enrolmentId: enrolment.id };
    if (await settleLiveLessons(db, target, await completedLessons(db, enrolment.id)))
      enrolment = await enrolled(courseId, youth);
    const [tree, progress, lessons, course] = await Promise.all([
      treeOf(db, courseId),
      progressByContent(db, enrolment.id),
      completedLessons(db, enrolment.id),
      courseTitle(db, courseId),
    ]);
    const live = await playerLiveLessons(db, enrolment.id, courseId, lessons);
    // module assessments this learner passed (ADR 0121)
    const passedExams = await passedModuleExams(db, enrolment.id);
    const menu: PlayerMenu = {
      course_id: courseId,
      enrolment_id: enrolment.id,
      title: course?.title ?? '',
      title_en: course?.title_en ?? null,
      progress: enrolment.progress,
      progress_percent: enrolment.progress_percent,
      last_content_id: enrolment.last_content_id,
      certificate_id: await certificateIdOf(db, youth, courseId),
      modules: tree.modules.map((m) => ({
        id: m.id,
        kind: m.kind,
        title: m.title,
        title_en: m.title_en,
        lessons: m.lessons.map((l) => ({
          id: l.id,
          kind: l.kind,
          title: l.title,
          title_en: l.title_en,
          completed: lessons.has(l.id),
          contents: l.contents.map((k) => ({
            id: k.id,
            content_type: k.content_type,
            title: k.title,
            title_en: k.title_en,
            completed: progress.get(k.id)?.completed ?? false,
          })),
          live: live.get(l.id) ?? null,
        })),
        exam: m.kind === COURSE_MODULE_KIND.ASSESSMENT && m.exam ? { passed: passedExams.has(m.id) } : null,
      })),
    };
    return menu;
  });

  registerEndpoint(app, E.playerContent, async (ctx) => {
    const youth = ctx.youthId();
    const courseId = ctx.id();
    const enrolment = await enrolled(courseId, youth);
    const content = await contentOf(courseId, ctx.id('contentId'));
    // a text or a file is done once opened; the player resumes at the content opened last
    if (content.content_type === TYPE.TEXT || content.content_type === TYPE.FILE)
      await markOpened(db, enrolment.id, content.id);
    await setLastContent(db, enrolment.id, content.id);
    const progress = await contentProgress(db, enrolment.id, content.id);
    const answer: PlayerContent = {
      id: content.id,
      lesson_id: content.lesson_id,
      content_type: content.content_type,
      title: content.title,
      title_en: content.title_en,
      text: content.content_type === TYPE.TEXT ? content.text : null,
      url: MEDIA.includes(content.content_type) ? content.url : null,
      file_name: content.file_id ? content.file_name : null,
      mime_type: content.file_id ? content.mime_type : null,
      has_file: content.file_id !== null,
      position_seconds: progress?.position_seconds ?? 0,
      duration_seconds: progress?.duration_seconds ?? null,
      completed: progress?.completed ?? false,
      quiz: content.content_type === TYPE.QUIZ ? await quizOf(enrolment.id, content) : null,
      quiz_result: progress?.quiz ?? null,
    };
    return answer;
  });

  // the bytes of a content's file: not an envelope (errors are)
  app.get(E.contentFile.path, async (request, reply) => {
    const user = await authorise(app, E.contentFile, request);
    if (!user) throw unauthorized();
    const params = request.params as { id?: string; contentId?: string };
    const courseId = Number(params.id);
    const contentId = Number(params.contentId);
    if (!Number.isSafeInteger(courseId) || courseId < 1 || !Number.isSafeInteger(contentId) || contentId < 1)
      throw notFound();
    await enrolled(courseId, youthIdOf(user));
    const content = await contentOf(courseId, contentId);
    const file = content.file_id ? await findLiveFile(db, content.file_id) : null;
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    return sendStoredFile(reply, file, bytes, 'no-store');
  });

  registerEndpoint(
    app,
    E.watchingProgress,
    async (ctx) => {
      const { position_seconds, duration_seconds } = ctx.body;
      const target = { courseId: ctx.id(), youthId: ctx.youthId(), contentId: ctx.id('contentId') };
      const saved = await saveWatching(db, target, position_seconds, duration_seconds);
      if (!saved) throw notFound();
      if (!saved.media) throw new HttpError(409, ERR.wrongType);
      return { position_seconds: saved.position_seconds, completed: saved.completed };
    },
    { body: watchingSchema, message: 'course_learning.saved' },
  );

  registerEndpoint(
    app,
    E.popQuizSubmit,
    async (ctx) => {
      const enrolment = await enrolled(ctx.id(), ctx.youthId());
      const content = await contentOf(ctx.id(), ctx.id('contentId'));
      if (content.content_type !== TYPE.QUIZ) throw new HttpError(409, ERR.wrongType);
      // exactly the questions this learner was given, each once
      const given = new Set(
        (await quizOf(enrolment.id, content)).questions.map((q) => String(q.question_id)),
      );
      const answered = Object.keys(ctx.body.answers);
      const stray = answered.find((id) => !given.has(id));
      if (stray !== undefined) throw validationFailed({ [`answers.${stray}`]: ['validation.one_of'] });
      const answers = Object.fromEntries(answered.map((id) => [Number(id), ctx.body.answers[id] ?? null]));
      const marks = await markQuiz(db, content.id, answers);
      const result = {
        total: marks.total,
        obtained: marks.obtained,
        pass_marks: marks.pass_marks,
        passed: marks.passed,
      };
      const best = await saveQuizTry(db, enrolment.id, content.id, result);
      return { ...result, best };
    },
    { body: popQuizSchema, message: 'course_learning.quiz_marked', successCode: 200 },
  );

  registerEndpoint(
    app,
    E.completeLesson,
    async (ctx) =>
      completeLessonOf(db, { youthId: ctx.youthId(), courseId: ctx.id(), lessonId: ctx.id('lessonId') }),
    { message: 'course_learning.lesson_completed', successCode: 200 },
  );

  // a live lesson's class (ADR 0114): the room under VIDEO_CONF_BASE_URL, from 15 minutes before the start to the end
  registerEndpoint(
    app,
    E.joinLiveClass,
    async (ctx) => {
      const courseId = ctx.id();
      const enrolment = await enrolled(courseId, ctx.youthId());
      const target = { enrolmentId: enrolment.id, courseId, lessonId: ctx.id('lessonId') };
      return joinLiveClass(db, target, app.services.config.videoConfBaseUrl);
    },
    { message: 'course_learning.live.joined', successCode: 200 },
  );

  // the job board's bridge to learning: the job's skills the youth lacks and courses that teach them
  registerEndpoint(app, E.jobSkillGap, async (ctx) => {
    const youth = ctx.youthId();
    const jobId = ctx.id();
    const day = today();
    if (!(await publicJob(db, jobId, day))) throw notFound();
    return jobSkillGap(db, jobId, youth, day);
  });
}
