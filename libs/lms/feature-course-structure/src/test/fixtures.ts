import { HttpResponse, http } from 'msw';
import {
  type CourseContent,
  type CourseLessonNode,
  type CourseModuleNode,
  type CourseTree,
  courseEndpoints,
  courseStructureEndpoints as E,
  type Question,
} from '@platform/contract';
import { asProvider, handlerFor, makeCourse, renderWithPlatform, server } from '@platform/testing';
import { structureRoutes } from '../lib/structure-routes';

/*
 * The structure editor's tests (one per lesson or content kind) over contract-typed MSW: course 11 of institute 1,
 * its tree, the provider who edits it and the page it is edited on. A test serves its tree, opens a page and adds
 * the handlers of what it asks the gateway.
 */

export const stamp = '2026-11-26T10:00:00.000Z';
export const course = makeCourse({ title: 'ওয়েব', title_en: 'Web' });

/** The provider's keys when the quiz and exam pickers list the question bank's questions. */
export const BANK_PERMISSIONS = ['view_any_course', 'manage_course', 'view_any_question_bank'];

/** What every node of course 11's tree holds: its id, its place, one title in both languages, a stamp. */
const node = (id: number, position: number, title_en: string) => ({
  id,
  course_id: 11,
  title: title_en,
  title_en,
  position,
  updated_at: stamp,
});

/** A lesson of course 11: a plain lesson (kind 1) without contents unless told. */
export function lesson(
  id: number,
  moduleId: number,
  position: number,
  title_en: string,
  over: Partial<CourseLessonNode> = {},
): CourseLessonNode {
  return { ...node(id, position, title_en), module_id: moduleId, kind: 1, contents: [], ...over };
}

/** A module of course 11 (kind 1 unless told) with its lessons. */
export function courseModule(
  id: number,
  position: number,
  title_en: string,
  lessons: CourseLessonNode[] = [],
  over: Partial<CourseModuleNode> = {},
): CourseModuleNode {
  return { ...node(id, position, title_en), kind: 1, lessons, ...over };
}

/** Course 11's tree of one module, "Basics", with these lessons. */
export const basicsTree = (...lessons: CourseLessonNode[]): CourseTree => ({
  course_id: 11,
  modules: [courseModule(1, 1, 'Basics', lessons)],
});

/** A content of a lesson of course 11: a text content unless told. */
export function content(
  id: number,
  lessonId: number,
  position: number,
  title_en: string,
  over: Partial<CourseContent> = {},
): CourseContent {
  return {
    ...node(id, position, title_en),
    lesson_id: lessonId,
    content_type: 5,
    text: null,
    url: null,
    file_id: null,
    file_path: null,
    file_name: null,
    mime_type: null,
    quiz: null,
    ...over,
  };
}

/** Course 11's tree of three modules — Basics (two lessons, the first with a text content), Practice and Exam. */
export const threeModules = (): CourseTree => ({
  course_id: 11,
  modules: [
    courseModule(1, 1, 'Basics', [
      lesson(10, 1, 1, 'First page', {
        contents: [content(100, 10, 1, 'Reading', { text: '<p>Hello <strong>learner</strong></p>' })],
      }),
      lesson(11, 1, 2, 'Styles'),
    ]),
    courseModule(2, 2, 'Practice'),
    courseModule(3, 3, 'Exam'),
  ],
});

/** A question of the institute's bank (an MCQ unless told) as the quiz and exam pickers list it. */
export const question = (id: number, title_en: string, question_type: 1 | 2 = 1): Question =>
  ({ id, bank_id: 3, question_type, title: title_en, title_en, row_status: 1 }) as Question;

/** The gateway of the editor: the course and its tree (read again on every call), then the test's handlers. */
export function serveStructure(
  tree: CourseTree | (() => CourseTree),
  ...handlers: Parameters<typeof server.use>
) {
  server.use(
    handlerFor(courseEndpoints.course, () => course),
    handlerFor(E.courseTree, () => (typeof tree === 'function' ? tree() : tree)),
    ...handlers,
  );
}

/**
 * The editor's page of course 11, `module` (modules and lessons) or `design` (the whole tree), for the institute's
 * provider with these keys (`manage_course` changes, `view_any_course` alone reads; both by default).
 */
export const openStructure = (page: 'module' | 'design', permissions?: string[]) =>
  renderWithPlatform(structureRoutes, { route: `/courses/11/${page}`, ...asProvider(permissions) });

const cors = { 'access-control-allow-origin': '*' };

/**
 * An upload that reports its progress (XHR) to `url`: the browser asks the gateway first (CORS preflight), and
 * jsdom's XHR cannot send Node's FormData as a browser does (the e2e journeys upload for real), so the test answers
 * the POST itself with `answer`.
 */
export const uploadHandlers = (url: string, answer: Parameters<typeof http.post>[1]) => [
  http.options(url, () =>
    HttpResponse.json(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'authorization, api-key, content-type, accept-language',
      },
    }),
  ),
  http.post(url, answer),
];

/** The envelope of an upload's answer, readable across origins. */
export const uploadAnswer = (body: Record<string, unknown>, status: number) =>
  HttpResponse.json(body, { status, headers: cors });
