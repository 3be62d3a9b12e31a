import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, fileUploader, startGateway, type TestGateway } from '../../test/harness';
import { PDF } from '../files/test-files';
import { plainTextToHtml } from './library';

/*
 * The content library (issue 15 item 3, ADR 0091): the provider keeps contents at /private/existing-content (the
 * resource engine, its own institute's only) and copies one to the end of a lesson — a text as sanitised paragraphs,
 * a video by its address, a document by its file. Another institute's lesson or content → 404, a content lacking what
 * its type needs → 422 with the rule on `library_content_id`, a youth → 403, a bad body → the 422 envelope.
 */

let gw: TestGateway;
let lesson = 0;
let otherLesson = 0;
let otherItem = 0;
const call = apiCaller(() => gw);
const upload = fileUploader(() => gw, 'visibility=private', 'provider');
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);

async function lessonOf(institute: number, title: string) {
  const course = await one(
    `insert into courses (institute_id, title, course_type, duration_hours, fee, language_medium, level)
     values ($1, $2, 1, 10, 0, 1, 1) returning id`,
    [institute, title],
  );
  const mod = await one(
    `insert into course_modules (course_id, kind, title, position) values ($1, 1, 'মডিউল', 1) returning id`,
    [course],
  );
  return one(
    `insert into course_lessons (module_id, course_id, kind, title, position) values ($1, $2, 1, 'পাঠ', 1) returning id`,
    [mod, course],
  );
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const mine = await one(`select institute_id as id from users where username = 'provider'`);
  const other = await one(`insert into institutes (title) values ('অন্য ইনস্টিটিউট') returning id`);
  lesson = await lessonOf(mine, 'লাইব্রেরি কোর্স');
  otherLesson = await lessonOf(other, 'অন্য কোর্স');
  otherItem = await one(
    `insert into course_library_contents (institute_id, title, content_type, body) values ($1, 'অন্যের লেখা', 5, 'x')
     returning id`,
    [other],
  );
});
afterAll(async () => gw?.close());

const create = (body: Record<string, unknown>, who = 'provider') =>
  call('POST', '/private/existing-content', who, body);
const importInto = (lessonId: number, id: unknown, who = 'provider') =>
  call('POST', `/private/lessons/${lessonId}/contents/from-library`, who, { library_content_id: id });

describe('the content library (resource engine, tenant-scoped)', () => {
  it('lists the seeded contents of the provider’s own institute only, and keeps a new one there', async () => {
    const list = await call('GET', '/private/existing-content?page_size=50', 'provider');
    expect(list.code).toBe(200);
    const titles = (list.body.data as { title_en: string | null; title: string }[]).map(
      (r) => r.title_en ?? r.title,
    );
    expect(titles).toContain('Safety at the workplace');
    expect(titles).not.toContain('অন্যের লেখা');
    const made = await create({ title: 'নতুন লেখা', content_type: 5, body: 'Hello' });
    expect(made.code, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.institute_id).toBe(
      await one(`select institute_id as id from users where username = 'provider'`),
    );
  });

  it('asks for what each type needs: an address for a video, an https one, the text of a text', async () => {
    const video = await create({ title: 'ভিডিও', content_type: 1 });
    expect(video.code).toBe(422);
    expect(video.body.errors.url).toBeTruthy();
    const http = await create({ title: 'ভিডিও', content_type: 1, url: 'http://example.org/v.mp4' });
    expect(http.code).toBe(422);
    expect(JSON.stringify(http.body.errors.url)).toContain('validation.url');
    const text = await create({ title: 'লেখা', content_type: 5 });
    expect(text.code).toBe(422);
    expect(text.body.errors.body).toBeTruthy();
  });
});

describe('POST /private/lessons/:id/contents/from-library', () => {
  it('copies a text as sanitised paragraphs to the end of the lesson', async () => {
    const item = await one(
      `select id from course_library_contents where title_en = 'Safety at the workplace' limit 1`,
    );
    const r = await importInto(lesson, item);
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({
      lesson_id: lesson,
      content_type: 5,
      title_en: 'Safety at the workplace',
      position: 1,
      text: '<p>Wear the protective equipment your task needs.</p><p>Know where the first-aid box and the exits are.</p>',
    });
  });

  it('copies a video by its address and a document by its file, each after the last', async () => {
    const video = await one(
      `select id from course_library_contents where title_en = 'Introduction to spreadsheets' limit 1`,
    );
    const v = await importInto(lesson, video);
    expect(v.body.data).toMatchObject({
      content_type: 1,
      position: 2,
      url: expect.stringMatching(/^https:/),
    });
    const stored = await upload('handout.pdf', PDF);
    expect(stored.code).toBe(201);
    const doc = await create({ title: 'হ্যান্ডআউট', content_type: 3, attachment: stored.path });
    expect(doc.code, JSON.stringify(doc.body)).toBe(201);
    const d = await importInto(lesson, doc.body.data.id);
    expect(d.code, JSON.stringify(d.body)).toBe(201);
    expect(d.body.data).toMatchObject({ content_type: 3, position: 3, mime_type: 'application/pdf' });
  });

  it('refuses a content that lacks what its type needs (422 on library_content_id)', async () => {
    const bare = await one(
      `insert into course_library_contents (institute_id, title, content_type)
       values ((select institute_id from users where username = 'provider'), 'খালি', 3) returning id`,
    );
    const r = await importInto(lesson, bare);
    expect(r.code).toBe(422);
    expect(r.body.errors.library_content_id).toEqual(['course_library.errors.incomplete']);
  });

  it('answers 404 for another institute’s content or lesson, 403 for a youth, 422 for a bad body', async () => {
    expect((await importInto(lesson, otherItem)).code).toBe(404);
    const mine = await one(
      `select id from course_library_contents where title_en = 'Safety at the workplace'`,
    );
    expect((await importInto(otherLesson, mine)).code).toBe(404);
    expect((await importInto(lesson, mine, 'youth')).code).toBe(403);
    const bad = await importInto(lesson, 'abc');
    expect(bad.code).toBe(422);
    expect(bad.body.errors.library_content_id).toBeTruthy();
  });
});

describe('plainTextToHtml', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(plainTextToHtml('<script>x</script> a & b\nline two\n\n\nnext')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; a &amp; b<br />line two</p><p>next</p>',
    );
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});
