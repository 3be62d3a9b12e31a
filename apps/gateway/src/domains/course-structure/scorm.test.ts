import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { manifest12, manifest2004, package12, zip } from '../../test/scorm-package';
import { parseManifest } from './scorm';
import { bufferSource, readZip, ZipRefused } from './zip';

/*
 * SCORM import (issue 15 item 3, ADR 0078) with small packages made here: a SCORM 1.2 and a 2004 package become SCORM
 * lessons with their manifest's title, version and launch file, every file kept through the storage port; hostile
 * archives — `../` and absolute paths, a zip bomb lying about its size, too many entries, not a zip, no manifest, a
 * launch file that is not in the package — are refused with their message ids (422), never a 5xx, and leave nothing.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
let module = 0;
let caller = 0;

/** Uploads a package as `who`, each from its own address (the route's rate limit counts per address). */
async function upload(moduleId: number, name: string, bytes: Buffer, who = 'provider') {
  const boundary = 'scormboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  caller += 1;
  const r = await gw.app.inject({
    method: 'POST',
    url: `/private/modules/${moduleId}/scorm`,
    remoteAddress: `10.0.${Math.floor(caller / 250)}.${caller % 250}`,
    headers: { ...headers(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { code: r.statusCode, body: r.json() };
}
const stored = async () =>
  Number((await gw.db.query<{ n: number }>('select count(*)::int as n from course_scorm_files')).rows[0]?.n);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  await gw.db.query(`insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute')`);
  await gw.db.query(
    `update users set institute_id = (select id from institutes where title_en = 'Other Institute'),
       role_id = (select role_id from users where username = 'provider') where username = 'trainer'`,
  );
  const course = await call('POST', '/private/courses', 'provider', {
    title: 'স্কর্ম',
    title_en: 'SCORM test',
    course_type: 4 - 3,
    duration_hours: 2,
    fee: 0,
    language_medium: 1,
    level: 1,
  });
  const m = await call('POST', `/private/courses/${course.body.data.id}/modules`, 'provider', {
    kind: 4,
    title: 'স্কর্ম মডিউল',
  });
  module = m.body.data.id;
});
afterAll(async () => gw?.close());

describe('the manifest', () => {
  it('reads version, title, SCOs and the launch file of SCORM 1.2 and 2004 manifests', () => {
    expect(parseManifest(manifest12)).toEqual({
      version: '1.2',
      title: 'Safe & sound at work',
      launch_href: 'content/index.html',
      scos: 2,
    });
    expect(parseManifest(manifest2004)).toEqual({
      version: '2004',
      title: 'Fire safety',
      launch_href: 'sco/start.html?lang=bn',
      scos: 1,
    });
    expect(
      parseManifest(
        manifest12.replace('<schemaversion>1.2</schemaversion>', '<schemaversion>9</schemaversion>'),
      ),
    ).toBeNull();
    expect(parseManifest(manifest12.replace(/identifierref="r\d"/g, ''))).toBeNull();
  });
});

describe('the zip reader', () => {
  const limits = { entries: 10, totalBytes: 10_000, entryBytes: 10_000, ratio: 200 };
  const problem = async (bytes: Buffer) => {
    try {
      for (const e of await readZip(bufferSource(bytes), limits)) await e.read();
      return null;
    } catch (error) {
      return error instanceof ZipRefused ? error.problem : 'thrown';
    }
  };
  it('refuses unsafe names, bombs, too many entries and what is not a zip', async () => {
    expect(await problem(package12())).toBeNull();
    for (const name of [
      '../evil.html',
      '/etc/passwd',
      'C:/x.html',
      'a\\..\\b.html',
      'a/../../b.html',
      'a//b',
    ])
      expect(await problem(zip([{ name, data: 'x' }])), name).toBe('unsafe_path');
    expect(
      await problem(
        zip([
          { name: 'a.html', data: 'x' },
          { name: 'A.html', data: 'y' },
        ]),
      ),
    ).toBe('unsafe_path');
    // a bomb that claims to be small: inflating stops at the declared size
    expect(await problem(zip([{ name: 'bomb.txt', data: Buffer.alloc(5_000_000), claimSize: 9_000 }]))).toBe(
      'too_large',
    );
    // one that says its size: refused before inflating (ratio and total)
    expect(await problem(zip([{ name: 'big.txt', data: Buffer.alloc(20_000) }]))).toBe('too_large');
    expect(
      await problem(zip(Array.from({ length: 11 }, (_v, i) => ({ name: `f${i}.txt`, data: 'x' })))),
    ).toBe('too_many_entries');
    expect(await problem(Buffer.from('PK not really a zip'))).toBe('not_zip');
    const damaged = package12();
    damaged.fill(0x41, 40, 60);
    expect(await problem(damaged)).toBe('corrupt');
  });
});

describe('POST /private/modules/:id/scorm', () => {
  it('imports a SCORM 1.2 package as a SCORM lesson with its files kept', async () => {
    const r = await upload(module, 'safety.zip', package12());
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status.message).toBe('course_structure.success.scorm_imported');
    expect(r.body.data.lesson).toMatchObject({
      module_id: module,
      kind: 5,
      title: 'Safe & sound at work',
      position: 1,
    });
    expect(r.body.data.package).toMatchObject({
      version: '1.2',
      launch_href: 'content/index.html',
      scos: 2,
      files: 3,
      original_name: 'safety.zip',
    });
    const files = await gw.db.query<{ path: string; storage_key: string; mime_type: string }>(
      'select path, storage_key, mime_type from course_scorm_files where lesson_id = $1 order by path',
      [r.body.data.lesson.id],
    );
    expect(files.rows.map((f) => [f.path, f.mime_type])).toEqual([
      ['content/index.html', 'text/html'],
      ['content/two.html', 'text/html'],
      ['imsmanifest.xml', 'application/xml'],
    ]);
    const bytes = await gw.app.services.storage.get(files.rows[0]?.storage_key ?? '');
    expect(bytes?.toString()).toBe('<html><body>Lesson one</body></html>');
    const read = await call('GET', `/private/lessons/${r.body.data.lesson.id}/scorm`, 'provider');
    expect(read.body.data).toMatchObject({ version: '1.2', title: 'Safe & sound at work' });
  });

  it('imports a SCORM 2004 package whose launch file sits under xml:base', async () => {
    const r = await upload(
      module,
      'fire.zip',
      zip([
        { name: 'imsmanifest.xml', data: manifest2004 },
        { name: 'sco/start.html', data: '<html>start</html>' },
      ]),
    );
    expect(r.code, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.package).toMatchObject({
      version: '2004',
      launch_href: 'sco/start.html?lang=bn',
      files: 2,
    });
    expect(r.body.data.lesson).toMatchObject({ kind: 5, title: 'Fire safety', position: 2 });
  });

  it('refuses hostile and broken packages with their message ids and keeps nothing', async () => {
    const before = await stored();
    const lessons = async () =>
      (await call('GET', `/private/modules/${module}`, 'provider')).body.data.lessons.length as number;
    const count = await lessons();
    const cases: [string, Buffer, string][] = [
      [
        'traversal.zip',
        zip([
          { name: 'imsmanifest.xml', data: manifest12 },
          { name: '../../evil.html', data: 'x' },
        ]),
        'course_structure.errors.scorm_unsafe_path',
      ],
      [
        'absolute.zip',
        zip([
          { name: 'imsmanifest.xml', data: manifest12 },
          { name: '/tmp/evil.html', data: 'x' },
        ]),
        'course_structure.errors.scorm_unsafe_path',
      ],
      [
        'bomb.zip',
        zip([
          { name: 'imsmanifest.xml', data: manifest12 },
          { name: 'content/index.html', data: Buffer.alloc(30_000_000), claimSize: 1000 },
        ]),
        'course_structure.errors.scorm_too_big',
      ],
      [
        'ratio.zip',
        zip([
          { name: 'imsmanifest.xml', data: manifest12 },
          { name: 'content/index.html', data: Buffer.alloc(3_000_000) },
        ]),
        'course_structure.errors.scorm_too_big',
      ],
      [
        'many.zip',
        zip(Array.from({ length: 2001 }, (_v, i) => ({ name: `f${i}.txt`, data: '', store: true }))),
        'course_structure.errors.scorm_too_big',
      ],
      ['text.zip', Buffer.from('just some text'), 'course_structure.errors.scorm_not_zip'],
      [
        'empty.zip',
        zip([{ name: 'content/index.html', data: 'x' }]),
        'course_structure.errors.scorm_no_manifest',
      ],
      [
        'nested.zip',
        zip([{ name: 'pkg/imsmanifest.xml', data: manifest12 }]),
        'course_structure.errors.scorm_no_manifest',
      ],
      [
        'nolaunch.zip',
        zip([{ name: 'imsmanifest.xml', data: manifest12 }]),
        'course_structure.errors.scorm_bad_manifest',
      ],
      [
        'escape.zip',
        zip([
          {
            name: 'imsmanifest.xml',
            data: manifest12.replace('href="content/index.html">', 'href="../index.html">'),
          },
          { name: 'content/two.html', data: 'x' },
        ]),
        'course_structure.errors.scorm_bad_manifest',
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const r = await upload(module, name, bytes);
      expect(r.code, `${name} ${JSON.stringify(r.body)}`).toBe(422);
      expect(r.body.status.message, name).toBe(message);
      expect(r.body.errors.file, name).toEqual([message]);
    }
    const notZip = await upload(module, 'package.rar', package12());
    expect(notZip.body.status.message).toBe('errors.invalid_file_type');
    expect(await stored()).toBe(before);
    expect(await lessons()).toBe(count);
  });

  it('answers 404 to another institute, 403 to a youth, and refuses a package over 100 MB', async () => {
    expect((await upload(module, 'safety.zip', package12(), 'trainer')).code).toBe(404);
    expect((await upload(module, 'safety.zip', package12(), 'youth')).code).toBe(403);
    const huge = await upload(module, 'huge.zip', Buffer.alloc(100 * 1024 * 1024 + 1));
    expect(huge.code).toBe(422);
    expect(huge.body.status.message).toBe('course_structure.errors.scorm_too_large');
    const lesson = (await call('GET', `/private/modules/${module}`, 'provider')).body.data.lessons[0].id;
    expect((await call('GET', `/private/lessons/${lesson}/scorm`, 'trainer')).code).toBe(404);
  });

  it('removes a SCORM lesson’s stored files with the lesson, and a module’s with the module', async () => {
    const keysOf = async (sql: string, id: number) =>
      (await gw.db.query<{ storage_key: string }>(sql, [id])).rows.map((r) => r.storage_key);
    const lesson = (await call('GET', `/private/modules/${module}`, 'provider')).body.data.lessons[0].id;
    const keys = await keysOf('select storage_key from course_scorm_files where lesson_id = $1', lesson);
    expect(keys).toHaveLength(3);
    expect((await call('DELETE', `/private/lessons/${lesson}`, 'provider')).code).toBe(200);
    for (const key of keys) expect(await gw.app.services.storage.get(key)).toBeNull();
    const rest = await keysOf(
      'select f.storage_key from course_scorm_files f join course_lessons l on l.id = f.lesson_id where l.module_id = $1',
      module,
    );
    expect(rest.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/private/modules/${module}`, 'provider')).code).toBe(200);
    for (const key of rest) expect(await gw.app.services.storage.get(key)).toBeNull();
    expect(await stored()).toBe(0);
  });
});
