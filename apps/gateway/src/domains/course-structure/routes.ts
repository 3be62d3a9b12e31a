import { courseStructureEndpoints as E } from '@platform/contract';
import {
  courseContentSchema,
  courseLessonSchema,
  courseModuleSchema,
  reorderMoveSchema,
  reorderSwapSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { contentRow, courseInScope, lessonNode, moduleNode, structureVersion, treeOf } from './repository';
import { writeLiveLesson } from './live';
import { writeExamLesson, writeModuleExam } from './exam';
import { TreeCache } from './tree-cache';
import { quizPreview } from '../assessments/quiz';
import { addChild, contentColumns, editRow, placeInScope, removeRow, reorder, writeQuiz } from './structure';

/**
 * A course's modules, lessons and contents (issue 15 item 2; spec §7 private modules, lessons, contents, swap). Each
 * id is found inside the caller's institute (404 otherwise) before a body is read; the answers are read back after
 * the change.
 */
export function registerCourseStructureRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  // a live lesson's room address, for the teacher (ADR 0114)
  const video = app.services.config.videoConfBaseUrl;

  const moduleOr404 = async (courseId: number, id: number) =>
    (await moduleNode(db, courseId, id, video)) ?? raise();
  const lessonOr404 = async (courseId: number, id: number) =>
    (await lessonNode(db, courseId, id, video)) ?? raise();
  const contentOr404 = async (courseId: number, id: number) =>
    (await contentRow(db, courseId, id)) ?? raise();

  // the tree is read far more often than changed: kept per version (tree-cache.ts), checked on every read
  const trees = new TreeCache();
  registerEndpoint(app, E.courseTree, async (ctx) => {
    const id = ctx.id();
    const version = await structureVersion(db, id, ctx.tenant());
    if (version === null) throw notFound();
    const kept = trees.get(id, version);
    if (kept) return kept;
    const tree = await treeOf(db, id, video);
    trees.set(id, version, tree);
    return tree;
  });

  // modules
  registerEndpoint(
    app,
    E.createModule,
    async (ctx) => {
      const courseId = ctx.id();
      if (!(await courseInScope(db, courseId, ctx.tenant()))) throw notFound();
      const body = await validated(courseModuleSchema, ctx.body);
      const row = await addChild(
        db,
        ctx.tenant(),
        'course',
        courseId,
        titled(body),
        ctx.requireUser().id,
        // a module assessment's exam (ADR 0121)
        async (tx, id) => writeModuleExam(tx, ctx.tenant(), id, body),
      );
      return moduleOr404(row.course_id, row.id);
    },
    { documented: { body: courseModuleSchema }, message: 'course_structure.success.saved' },
  );
  registerEndpoint(app, E.courseModule, async (ctx) => {
    const place = await placeInScope(db, 'module', ctx.id(), ctx.tenant());
    return moduleOr404(place.course_id, ctx.id());
  });
  registerEndpoint(
    app,
    E.updateModule,
    async (ctx) => {
      await placeInScope(db, 'module', ctx.id(), ctx.tenant());
      const body = await validated(courseModuleSchema, ctx.body);
      const by = ctx.requireUser().id;
      const id = ctx.id();
      const courseId = await editRow(
        db,
        ctx.tenant(),
        'module',
        id,
        async (tx) => {
          // a module assessment's exam (ADR 0121)
          await writeModuleExam(tx, ctx.tenant(), id, body);
          return titled(body);
        },
        by,
      );
      return moduleOr404(courseId, id);
    },
    { documented: { body: courseModuleSchema }, message: 'course_structure.success.saved' },
  );

  // lessons
  registerEndpoint(
    app,
    E.createLesson,
    async (ctx) => {
      await placeInScope(db, 'module', ctx.id(), ctx.tenant());
      const body = await validated(courseLessonSchema, ctx.body);
      const row = await addChild(
        db,
        ctx.tenant(),
        'module',
        ctx.id(),
        titled(body),
        ctx.requireUser().id,
        async (tx, id) => {
          await writeLiveLesson(tx, id, body);
          // an assessment lesson's exam (ADR 0119)
          await writeExamLesson(tx, ctx.tenant(), id, body);
        },
      );
      return lessonOr404(row.course_id, row.id);
    },
    { documented: { body: courseLessonSchema }, message: 'course_structure.success.saved' },
  );
  registerEndpoint(app, E.courseLesson, async (ctx) => {
    const place = await placeInScope(db, 'lesson', ctx.id(), ctx.tenant());
    return lessonOr404(place.course_id, ctx.id());
  });
  registerEndpoint(
    app,
    E.updateLesson,
    async (ctx) => {
      await placeInScope(db, 'lesson', ctx.id(), ctx.tenant());
      const body = await validated(courseLessonSchema, ctx.body);
      const by = ctx.requireUser().id;
      const id = ctx.id();
      const courseId = await editRow(
        db,
        ctx.tenant(),
        'lesson',
        id,
        async (tx) => {
          // a live lesson's class (ADR 0114): its room is made once and kept across edits
          await writeLiveLesson(tx, id, body);
          // an assessment lesson's exam (ADR 0119)
          await writeExamLesson(tx, ctx.tenant(), id, body);
          return titled(body);
        },
        by,
      );
      return lessonOr404(courseId, id);
    },
    { documented: { body: courseLessonSchema }, message: 'course_structure.success.saved' },
  );

  // contents
  registerEndpoint(
    app,
    E.createContent,
    async (ctx) => {
      await placeInScope(db, 'lesson', ctx.id(), ctx.tenant());
      const body = await validated(courseContentSchema, ctx.body);
      const by = ctx.requireUser().id;
      const columns = await contentColumns(db, body, by, null);
      const row = await addChild(db, ctx.tenant(), 'lesson', ctx.id(), columns, by, (tx, id) =>
        writeQuiz(tx, ctx.tenant(), id, body),
      );
      return contentOr404(row.course_id, row.id);
    },
    { documented: { body: courseContentSchema }, message: 'course_structure.success.saved' },
  );
  registerEndpoint(app, E.courseContent, async (ctx) => {
    const place = await placeInScope(db, 'content', ctx.id(), ctx.tenant());
    return contentOr404(place.course_id, ctx.id());
  });
  // a quiz as a learner sees it: the question engine's paper, without answers or marks (ADR 0078)
  registerEndpoint(app, E.quizPreview, async (ctx) => {
    await placeInScope(db, 'content', ctx.id(), ctx.tenant());
    return quizPreview(db, ctx.id());
  });
  registerEndpoint(
    app,
    E.updateContent,
    async (ctx) => {
      const id = ctx.id();
      await placeInScope(db, 'content', id, ctx.tenant());
      const body = await validated(courseContentSchema, ctx.body);
      const by = ctx.requireUser().id;
      const courseId = await editRow(
        db,
        ctx.tenant(),
        'content',
        id,
        async (tx) => {
          await writeQuiz(tx, ctx.tenant(), id, body);
          return contentColumns(tx, body, by, id);
        },
        by,
      );
      return contentOr404(courseId, id);
    },
    { documented: { body: courseContentSchema }, message: 'course_structure.success.saved' },
  );

  // delete, swap and move: the same at every level
  const levels = [
    ['module', E.deleteModule, E.swapModule, E.moveModule],
    ['lesson', E.deleteLesson, E.swapLesson, E.moveLesson],
    ['content', E.deleteContent, E.swapContent, E.moveContent],
  ] as const;
  for (const [level, remove, swap, move] of levels) {
    registerEndpoint(
      app,
      remove,
      async (ctx) => {
        const keys = await removeRow(db, ctx.tenant(), level, ctx.id());
        // after the commit: a failed delete leaves bytes nobody reads, never a row without its bytes
        await Promise.all(keys.map((key) => app.services.storage.delete(key).catch(() => undefined)));
        return null;
      },
      { message: 'course_structure.success.deleted' },
    );
    registerEndpoint(
      app,
      swap,
      async (ctx) => {
        await placeInScope(db, level, ctx.id(), ctx.tenant());
        const body = await validated(reorderSwapSchema, ctx.body);
        return reorder(db, ctx.tenant(), level, ctx.id(), { direction: body.direction }, video);
      },
      {
        successCode: 200,
        documented: { body: reorderSwapSchema },
        message: 'course_structure.success.moved',
      },
    );
    registerEndpoint(
      app,
      move,
      async (ctx) => {
        await placeInScope(db, level, ctx.id(), ctx.tenant());
        const body = await validated(reorderMoveSchema, ctx.body);
        return reorder(db, ctx.tenant(), level, ctx.id(), { position: body.position }, video);
      },
      {
        successCode: 200,
        documented: { body: reorderMoveSchema },
        message: 'course_structure.success.moved',
      },
    );
  }
}

function raise(): never {
  throw notFound();
}

/** The columns of a module or lesson body. */
const titled = (body: { kind: number; title: string; title_en?: string | null }) => ({
  kind: body.kind,
  title: body.title,
  title_en: body.title_en ?? null,
});
