import {
  COURSE_CONTENT_TYPE as T,
  COURSE_LESSON_KIND as L,
  COURSE_MODULE_KIND as M,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { insertAtEnd } from './repository';

/*
 * The demo course's structure (demo mode only; issue 15 item 2): two modules with lessons and a text and a video
 * content, so /courses/{id}/module and /courses/{id}/design show a tree from the first sign-in.
 */
export async function seedCourseStructure(tx: Db, courseId: number, by: number): Promise<void> {
  const add = (level: 'module' | 'lesson' | 'content', parent: number, columns: Record<string, unknown>) =>
    insertAtEnd(tx, level, { course_id: courseId, parent_id: parent }, columns, by);
  const basics = await add('module', courseId, {
    kind: M.MODULE,
    title: 'এইচটিএমএল-এর মূল বিষয়',
    title_en: 'HTML basics',
  });
  const first = await add('lesson', basics, {
    kind: L.LESSON,
    title: 'প্রথম ওয়েব পেজ',
    title_en: 'A first web page',
  });
  await add('content', first, {
    content_type: T.TEXT,
    title: 'পেজের গঠন',
    title_en: 'How a page is built',
    body: '<p>একটি ওয়েব পেজ <strong>এইচটিএমএল</strong> ট্যাগ দিয়ে তৈরি: <code>&lt;head&gt;</code> ও <code>&lt;body&gt;</code>।</p>',
  });
  await add('content', first, {
    content_type: T.VIDEO,
    title: 'ভিডিও: প্রথম পেজ',
    title_en: 'Video: a first page',
    url: 'https://www.youtube.com/watch?v=UB1O30fR-EE',
  });
  await add('lesson', basics, {
    kind: L.ASSIGNMENT,
    title: 'নিজের পরিচিতি পেজ',
    title_en: 'Your own profile page',
  });
  await add('module', courseId, { kind: M.ASSESSMENT, title: 'মূল্যায়ন', title_en: 'Assessment' });
}
