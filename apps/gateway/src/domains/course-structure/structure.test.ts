import { courseStructureEndpoints, type HttpMethod } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeIdentity, headers, startGateway, type TestGateway, apiCaller } from '../../test/harness';

/*
 * A course's structure through the API (issue 15 item 2): every endpoint with its permission (403) and tenant (404)
 * checks, the 422 envelope with the spec's message ids, text sanitised on the server, file references, swap (up 1,
 * down 2) and move, and a gap-free order under concurrent swaps.
 */

let gw: TestGateway;
let course = 0;
const ids = { module: 0, lesson: 0, content: 0 };

const call = apiCaller(() => gw);
const ok = async (method: HttpMethod, url: string, payload?: unknown, who = 'provider') => {
  const r = await call(method, url, who, payload);
  expect(r.code, `${method} ${url} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body.data;
};
const courseBody = {
  title: 'কাঠামো পরীক্ষা',
  title_en: 'Structure test',
  course_type: 1,
  duration_hours: 10,
  fee: 0,
  language_medium: 1,
  level: 1,
};
const moduleBody = (title_en: string, kind = 1) => ({ kind, title: `মডিউল ${title_en}`, title_en });
const lessonBody = (title_en: string, kind = 1) => ({ kind, title: `পাঠ ${title_en}`, title_en });

async function upload(who: string, name: string, bytes: Buffer, type: string): Promise<string> {
  const boundary = 'structureboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await gw.app.inject({
    method: 'POST',
    url: '/protected/files?visibility=private',
    headers: { ...headers(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data[0].id;
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Positions of a level's rows, in the tree's order. */
const positions = (rows: { position: number }[]) => rows.map((r) => r.position);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  // a second institute whose provider is `trainer` (given the provider's role), to see tenant isolation
  await gw.db.query(`insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute')`);
  await gw.db.query(
    `update users set institute_id = (select id from institutes where title_en = 'Other Institute'),
       role_id = (select role_id from users where username = 'provider') where username = 'trainer'`,
  );
  // an organisation's user holding every course key still finds nothing
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id)
     select u.id, p.id from users u, permissions p where u.username = 'recruiter2' and p.key like '%course%'
     on conflict do nothing`,
  );
  course = (await ok('POST', '/private/courses', courseBody)).id;
});
afterAll(async () => gw?.close());

describe('course structure', () => {
  it('builds modules, lessons and contents and returns the whole tree in order', async () => {
    const first = await ok('POST', `/private/courses/${course}/modules`, moduleBody('One'));
    expect(first).toMatchObject({ course_id: course, kind: 1, title_en: 'One', position: 1, lessons: [] });
    const second = await call('POST', `/private/courses/${course}/modules`, 'provider', moduleBody('Two'));
    expect(second.code).toBe(201);
    expect(second.body.status.message).toBe('course_structure.success.saved');
    expect(second.body.data.position).toBe(2);
    ids.module = first.id;
    const lesson = await ok('POST', `/private/modules/${first.id}/lessons`, lessonBody('Intro'));
    expect(lesson).toMatchObject({ module_id: first.id, course_id: course, position: 1, contents: [] });
    ids.lesson = lesson.id;
    await ok('POST', `/private/modules/${first.id}/lessons`, {
      ...lessonBody('Live', 4),
      live_starts_at: '2030-01-15T19:30',
      live_minutes: 60,
    });
    const text = await ok('POST', `/private/lessons/${lesson.id}/contents`, {
      content_type: 5,
      title: 'লেখা',
      title_en: 'Reading',
      text: '<p onclick="x()">Hello <strong>world</strong><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>',
    });
    ids.content = text.id;
    expect(text.text).toBe('<p>Hello <strong>world</strong><a>link</a></p>');
    const video = await ok('POST', `/private/lessons/${lesson.id}/contents`, {
      content_type: 1,
      title: 'ভিডিও',
      url: 'https://video.example.org/intro.mp4',
      // a field its type does not use is dropped
      text: 'ignored',
    });
    expect(video).toMatchObject({
      content_type: 1,
      url: 'https://video.example.org/intro.mp4',
      text: null,
      position: 2,
    });

    const tree = await ok('GET', `/private/courses/${course}/structure`);
    expect(tree.course_id).toBe(course);
    expect(tree.modules.map((m: { title_en: string }) => m.title_en)).toEqual(['One', 'Two']);
    expect(tree.modules[0].lessons.map((l: { title_en: string }) => l.title_en)).toEqual(['Intro', 'Live']);
    expect(tree.modules[0].lessons[0].contents.map((c: { id: number }) => c.id)).toEqual([text.id, video.id]);
    const raw = JSON.stringify(tree);
    expect(raw).not.toMatch(/<script|onerror|onclick|javascript:/i);
    // each level reads alone too, with what it holds
    expect((await ok('GET', `/private/modules/${first.id}`)).lessons[0].contents).toHaveLength(2);
    expect((await ok('GET', `/private/lessons/${lesson.id}`)).contents).toHaveLength(2);
    expect((await ok('GET', `/private/contents/${text.id}`)).title_en).toBe('Reading');
  });

  it('edits each level; a file content takes the provider’s own upload of an allowed type', async () => {
    expect((await ok('PUT', `/private/modules/${ids.module}`, moduleBody('One edited', 3))).kind).toBe(3);
    expect((await ok('PUT', `/private/lessons/${ids.lesson}`, lessonBody('Intro edited'))).title_en).toBe(
      'Intro edited',
    );
    const edited = await ok('PUT', `/private/contents/${ids.content}`, {
      content_type: 5,
      title: 'লেখা',
      text: '<h2>Title</h2><iframe src="https://evil.example"></iframe><p style="color:red">Body</p>',
    });
    expect(edited.text).toBe('<h2>Title</h2><p>Body</p>');

    const mine = await upload('provider', 'notes.pdf', pdf, 'application/pdf');
    const file = await ok('POST', `/private/lessons/${ids.lesson}/contents`, {
      content_type: 3,
      title: 'নোট',
      file_id: mine,
    });
    expect(file).toMatchObject({
      file_id: mine,
      file_path: `/protected/files/${mine}`,
      mime_type: 'application/pdf',
    });
    const theirs = await upload('youth', 'notes.pdf', pdf, 'application/pdf');
    const refused = await call('POST', `/private/lessons/${ids.lesson}/contents`, 'provider', {
      content_type: 3,
      title: 'নোট',
      file_id: theirs,
    });
    expect(refused.code).toBe(422);
    expect(refused.body.errors).toEqual({ file_id: ['validation.reference_missing'] });
  });

  it('takes a video or audio as an uploaded media file, its type read from its bytes', async () => {
    const send = (who: string, name: string, bytes: Buffer) => {
      const boundary = 'mediaboundary';
      return gw.app.inject({
        method: 'POST',
        url: '/private/course-media',
        headers: { ...headers(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const up = await send('provider', 'lecture.mp4', mp4);
    expect(up.statusCode, up.body).toBe(201);
    const media = up.json().data;
    expect(media).toMatchObject({
      mime_type: 'video/mp4',
      path: `/files/${media.id}`,
      original_name: 'lecture.mp4',
    });
    const video = await ok('POST', `/private/lessons/${ids.lesson}/contents`, {
      content_type: 1,
      title: 'ভিডিও ফাইল',
      file_id: media.id,
      url: 'https://ignored.example.org/a.mp4',
    });
    expect(video).toMatchObject({
      url: null,
      file_id: media.id,
      file_path: `/files/${media.id}`,
      mime_type: 'video/mp4',
    });
    // a video file is no audio
    const audio = await call('POST', `/private/lessons/${ids.lesson}/contents`, 'provider', {
      content_type: 2,
      title: 'অডিও',
      file_id: media.id,
    });
    expect(audio.code).toBe(422);
    expect(audio.body.errors).toEqual({ file_id: ['validation.file_type'] });

    const html = await send('provider', 'lecture.mp4', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(422);
    expect(html.json().status.message).toBe('errors.invalid_file_type');
    expect((await send('provider', 'lecture.mp3', mp4)).statusCode).toBe(422);
    const big = await send('provider', 'long.mp4', Buffer.concat([mp4, Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().status.message).toBe('course_structure.errors.media_too_large');
    expect(big.json().errors).toEqual({ file: ['{"id":"validation.file_size","values":{"max":20}}'] });
    expect((await send('youth', 'lecture.mp4', mp4)).statusCode).toBe(403);
    const org = await send('recruiter2', 'lecture.mp4', mp4);
    expect(org.statusCode).toBe(403);
    expect(org.json().status.message).toBe('courses.errors.no_institute');
  });

  it('answers bad input with the 422 envelope and the spec’s message ids', async () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      [
        `/private/courses/${course}/modules`,
        { kind: 9, title: '' },
        { kind: ['validation.one_of'], title: ['validation.required'] },
      ],
      [`/private/modules/${ids.module}/lessons`, { title: 'x' }, { kind: ['validation.required'] }],
      [
        `/private/lessons/${ids.lesson}/contents`,
        { content_type: 1, title: 'v', url: 'http://video.example.org/a.mp4' },
        { url: ['validation.url'] },
      ],
      [
        `/private/lessons/${ids.lesson}/contents`,
        { content_type: 2, title: 'a', url: 'javascript:alert(1)' },
        { url: ['validation.url'] },
      ],
      [
        `/private/lessons/${ids.lesson}/contents`,
        { content_type: 1, title: 'v' },
        { url: ['validation.required'] },
      ],
      [
        `/private/lessons/${ids.lesson}/contents`,
        // a quiz without its questions, count and pass mark (quiz.test.ts has the rest)
        { content_type: 4, title: 'q' },
        {
          question_ids: ['validation.no_question_selected'],
          question_count: ['validation.required'],
          pass_percent: ['validation.required'],
        },
      ],
      [
        `/private/lessons/${ids.lesson}/contents`,
        { content_type: 3, title: 'f' },
        { file_id: ['validation.required'] },
      ],
      [
        `/private/lessons/${ids.lesson}/contents`,
        { content_type: 5, title: 't', text: '<script>alert(1)</script>' },
        { text: ['validation.required'] },
      ],
      [`/private/modules/${ids.module}/swap`, { direction: 3 }, { direction: ['validation.one_of'] }],
      [
        `/private/modules/${ids.module}/move`,
        { position: 0 },
        { position: ['{"id":"validation.min","values":{"min":1}}'] },
      ],
      [
        `/private/modules/${ids.module}/move`,
        { position: 3 },
        { position: ['{"id":"validation.max","values":{"max":2}}'] },
      ],
    ];
    for (const [url, payload, errors] of cases) {
      const r = await call('POST', url, 'provider', payload);
      expect(r.code, `${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422, message: 'errors.validation' });
      expect(r.body.errors, `${url} ${JSON.stringify(payload)}`).toEqual(errors);
    }
  });

  it('swaps up (1) and down (2), moves to a place, refuses the ends, and closes the gap on delete', async () => {
    const modules = async () => (await ok('GET', `/private/courses/${course}/structure`)).modules;
    const [a, b] = (await modules()).map((m: { id: number }) => m.id);
    const c = (await ok('POST', `/private/courses/${course}/modules`, moduleBody('Three'))).id;
    const swap = await call('POST', `/private/modules/${c}/swap`, 'provider', { direction: 1 });
    expect(swap.code).toBe(200);
    expect(swap.body.status.message).toBe('course_structure.success.moved');
    expect(swap.body.data.modules.map((m: { id: number }) => m.id)).toEqual([a, c, b]);
    await ok('POST', `/private/modules/${a}/swap`, { direction: 2 });
    expect((await modules()).map((m: { id: number }) => m.id)).toEqual([c, a, b]);
    const edge = await call('POST', `/private/modules/${c}/swap`, 'provider', { direction: 1 });
    expect(edge.code).toBe(409);
    expect(edge.body.status.message).toBe('course_structure.errors.no_neighbour');
    const moved = await ok('POST', `/private/modules/${b}/move`, { position: 1 });
    expect(moved.modules.map((m: { id: number }) => m.id)).toEqual([b, c, a]);
    expect(positions(moved.modules)).toEqual([1, 2, 3]);
    // lessons and contents reorder the same way
    const lessons = (await modules()).find((m: { id: number }) => m.id === a).lessons;
    const after = await ok('POST', `/private/lessons/${lessons[1].id}/swap`, { direction: 1 });
    const moduleA = after.modules.find((m: { id: number }) => m.id === a);
    expect(moduleA.lessons.map((l: { id: number }) => l.id)).toEqual([lessons[1].id, lessons[0].id]);
    const contents = moduleA.lessons[1].contents;
    const last = contents[contents.length - 1].id;
    const movedContent = await ok('POST', `/private/contents/${last}/move`, { position: 1 });
    expect(
      movedContent.modules
        .find((m: { id: number }) => m.id === a)
        .lessons[1].contents.map((x: { id: number }) => x.id)[0],
    ).toBe(last);

    const deleted = await call('DELETE', `/private/modules/${c}`, 'provider');
    expect(deleted.code).toBe(200);
    expect(deleted.body.status.message).toBe('course_structure.success.deleted');
    const rest = await modules();
    expect(rest.map((m: { id: number }) => m.id)).toEqual([b, a]);
    expect(positions(rest)).toEqual([1, 2]);
    await ok('DELETE', `/private/contents/${last}`);
    const lessonAfter = await ok('GET', `/private/lessons/${lessons[0].id}`);
    expect(positions(lessonAfter.contents)).toEqual(
      lessonAfter.contents.map((_c: unknown, i: number) => i + 1),
    );
  });

  it('keeps a gap-free order under concurrent swaps, moves and adds', async () => {
    const own = (await ok('POST', '/private/courses', { ...courseBody, title_en: 'Concurrent' })).id;
    const created = await Promise.all(
      Array.from({ length: 8 }, (_v, i) =>
        call('POST', `/private/courses/${own}/modules`, 'provider', moduleBody(`M${i}`)),
      ),
    );
    expect(created.map((r) => r.code)).toEqual(Array(8).fill(201));
    const made = created.map((r) => r.body.data.id as number);
    const requests = Array.from({ length: 40 }, (_v, i) => {
      const id = made[(i * 5) % made.length] as number;
      return i % 7 === 0
        ? call('POST', `/private/modules/${id}/move`, 'provider', { position: (i % 8) + 1 })
        : call('POST', `/private/modules/${id}/swap`, 'provider', { direction: i % 2 ? 1 : 2 });
    });
    const answers = await Promise.all(requests);
    // a swap past an end is refused (409); nothing else fails
    expect(answers.every((r) => r.code === 200 || r.code === 409)).toBe(true);
    expect(answers.filter((r) => r.code === 200).length).toBeGreaterThan(20);
    const tree = await ok('GET', `/private/courses/${own}/structure`);
    expect(positions(tree.modules)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...tree.modules.map((m: { id: number }) => m.id)].sort()).toEqual([...made].sort());
    const stored = await gw.db.query<{ position: number }>(
      'select position from course_modules where course_id = $1 order by position',
      [own],
    );
    expect(stored.rows.map((r) => Number(r.position))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses callers without the keys (403): youth and recruiter on every endpoint', async () => {
    const values = { id: ids.module };
    for (const who of ['youth', 'recruiter'])
      for (const ep of Object.values(courseStructureEndpoints)) {
        const url = ep.path.replace(':id', String(values.id));
        const r = await call(
          ep.method,
          url,
          who,
          ep.method === 'GET' || ep.method === 'DELETE' ? undefined : {},
        );
        expect(r.code, `${who} ${ep.method} ${url}`).toBe(403);
      }
  });

  it('answers another institute’s course, module, lesson or content with 404 on every endpoint', async () => {
    const idOf: Record<string, number> = {
      courses: course,
      modules: ids.module,
      lessons: ids.lesson,
      contents: ids.content,
    };
    const withId = Object.values(courseStructureEndpoints).filter((ep) => ep.path.includes(':id'));
    for (const who of ['trainer', 'recruiter2'])
      for (const ep of withId) {
        const kind = /^\/private\/(\w+)\//.exec(ep.path)?.[1] ?? '';
        const url = ep.path.replace(':id', String(idOf[kind]));
        const payload =
          ep.method === 'GET' || ep.method === 'DELETE' ? undefined : { direction: 1, position: 1 };
        const r = await call(ep.method, url, who, payload);
        expect(r.code, `${who} ${ep.method} ${url}`).toBe(404);
      }
    // and nothing changed
    expect((await ok('GET', `/private/contents/${ids.content}`)).id).toBe(ids.content);
  });

  it('lets a trainer of the institute read the structure but not change it; an archived course is frozen', async () => {
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider'),
         role_id = (select id from roles where key = 'trainer') where username = 'trainer'`,
    );
    expect((await call('GET', `/private/courses/${course}/structure`, 'trainer')).code).toBe(200);
    expect((await call('POST', `/private/courses/${course}/modules`, 'trainer', moduleBody('T'))).code).toBe(
      403,
    );
    await ok('POST', `/private/courses/${course}/archive`);
    const frozen = await call('POST', `/private/courses/${course}/modules`, 'provider', moduleBody('Late'));
    expect(frozen.code).toBe(409);
    expect(frozen.body.status.message).toBe('courses.errors.archived');
    expect((await call('DELETE', `/private/modules/${ids.module}`, 'provider')).code).toBe(409);
  });
});
