import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMaker } from '../../test/courses';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { manifest2004, playablePackage12, zip } from '../../test/scorm-package';
import { bootCmi, reportsCompletion } from './routes';

/*
 * SCORM lessons played by scorm-again (issue 16 item 3; ADR 0102): only the youth enrolled in the course launches a
 * SCORM lesson (another youth 404, staff 403); the launch token is refused when tampered with, malformed or expired;
 * the package's files are served by their exact path in that lesson's package only, inert for sniffing and framed by
 * the youth portal only; the CMI round-trips and resumes, is capped at 64 KB (422 envelope), and a commit reporting
 * completion marks the lesson complete once through the player's own "lesson complete". Bad input is never a 5xx.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const ids = { course: 0, scorm: 0, text: 0, other: 0, scorm2004: 0 };
const PORTAL = 'http://localhost:4200';

const make = courseMaker(() => gw);
const { ok } = make;

async function importPackage(moduleId: number, bytes: Buffer): Promise<number> {
  const boundary = 'scormplayer';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lesson.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await gw.app.inject({
    method: 'POST',
    url: `/private/modules/${moduleId}/scorm`,
    headers: { ...headers('provider'), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.lesson.id;
}

/** A request under /scorm-player, as a browser frame sends it: no api-key, no bearer token. */
const player = (method: 'GET' | 'POST', url: string, payload?: string | object, type = 'application/json') =>
  gw.app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : {
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          headers: { 'content-type': type },
        }),
  });

const launch = async (who = 'youth', lesson = ids.scorm, course = ids.course) =>
  call('POST', `/protected/courses/${course}/lessons/${lesson}/scorm-launch`, who);
const pathOf = (url: string) => new URL(url).pathname;

/** The boot data the wrapper page of a launch carries. */
async function bootOf(base: string) {
  const page = await player('GET', base);
  expect(page.statusCode).toBe(200);
  const json = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(page.body)?.[1] ?? 'null';
  return JSON.parse(json) as {
    version: string;
    portal: string;
    launch: string;
    commit: string;
    cmi: Record<string, unknown> & { core: Record<string, unknown> };
  };
}

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  ids.course = await make.course('স্কর্ম প্লেয়ার', { title_en: 'SCORM player', duration_hours: 2 });
  const lessons = await make.module(ids.course, 'পাঠ');
  ids.text = await make.lesson(lessons, { kind: 1, title: 'পড়া' });
  const scormModule = await make.module(ids.course, 'স্কর্ম', 4);
  ids.scorm = await importPackage(scormModule, playablePackage12());
  ids.scorm2004 = await importPackage(
    scormModule,
    zip([
      { name: 'imsmanifest.xml', data: manifest2004 },
      { name: 'sco/start.html', data: '<html><body>Start</body></html>' },
    ]),
  );
  await make.enrol(ids.course);
  // a SCORM lesson of another course, to ask for through this course
  const otherModule = await make.module(await make.course('অন্য', { duration_hours: 2 }), 'স্কর্ম', 4);
  ids.other = await importPackage(otherModule, playablePackage12('Other'));
});
afterAll(async () => gw?.close());

describe('launch', () => {
  it('answers the enrolled youth a 2-hour address of the wrapper page, without any bearer token in it', async () => {
    const r = await launch();
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ lesson_id: ids.scorm, version: '1.2' });
    expect(r.body.data.url).toMatch(/^http:\/\/localhost:\d+\/scorm-player\/[A-Za-z0-9_-]{43}\/$/);
    const hours = (Date.parse(r.body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    // only the token's hash is kept
    const kept = await gw.db.query<{ token_hash: string }>('select token_hash from scorm_launches');
    expect(kept.rows.map((row) => row.token_hash)).not.toContain(pathOf(r.body.data.url).split('/')[2]);
  });

  it('is 404 for another youth, a lesson of another course or no SCORM lesson; 403 to staff, 401 signed out', async () => {
    expect((await launch('youth2')).code).toBe(404);
    expect((await launch('youth', ids.other)).code).toBe(404);
    expect((await launch('youth', ids.text)).code).toBe(404);
    expect((await launch('youth', 99_999_999)).code).toBe(404);
    expect((await launch('youth', ids.scorm, 99_999_999)).code).toBe(404);
    expect((await launch('provider')).code).toBe(403);
    expect(
      (await call('POST', `/protected/courses/${ids.course}/lessons/${ids.scorm}/scorm-launch`)).code,
    ).toBe(401);
  });
});

describe('the wrapper page and its token', () => {
  it('loads the 1.2 runtime with a first-time CMI, frames the launch file, and may be framed by the youth portal only', async () => {
    const base = pathOf((await launch()).body.data.url);
    const page = await player('GET', base);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${PORTAL}`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    const boot = await bootOf(base);
    expect(boot).toMatchObject({
      version: '1.2',
      portal: PORTAL,
      commit: `${base}cmi`,
      launch: `${base}content/content/index.html`,
    });
    expect(boot.cmi.core).toMatchObject({ entry: 'ab-initio', student_name: '' });
    const runtime = await player('GET', `${base}runtime.js`);
    expect(runtime.statusCode).toBe(200);
    expect(runtime.body).toContain('Scorm12API');
    expect((await player('GET', `${base}player.js`)).body).toContain('window.API = api');
  });

  it('loads the 2004 runtime on window.API_1484_11 for a 2004 package, with the launch file under its xml:base', async () => {
    const r = await launch('youth', ids.scorm2004);
    expect(r.body.data.version).toBe('2004');
    const base = pathOf(r.body.data.url);
    const boot = await bootOf(base);
    expect(boot).toMatchObject({ version: '2004', launch: `${base}content/sco/start.html?lang=bn` });
    expect(boot.cmi).toMatchObject({ entry: 'ab-initio', learner_id: expect.stringMatching(/^youth-\d+$/) });
    expect((await player('GET', `${base}runtime.js`)).body).toContain('Scorm2004API');
    expect((await player('GET', `${base}content/sco/start.html?lang=bn`)).body).toContain('Start');
  });

  it('refuses a tampered, malformed or expired token with 404', async () => {
    const base = pathOf((await launch()).body.data.url);
    const token = base.split('/')[2] ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await player('GET', `/scorm-player/${tampered}/`)).statusCode).toBe(404);
    expect((await player('GET', '/scorm-player/short/')).statusCode).toBe(404);
    expect((await player('GET', `/scorm-player/${tampered}/content/content/index.html`)).statusCode).toBe(
      404,
    );
    expect((await player('POST', `/scorm-player/${tampered}/cmi`, { cmi: {} })).statusCode).toBe(404);
    await gw.db.query("update scorm_launches set expires_at = now() - interval '1 second'");
    expect((await player('GET', base)).statusCode).toBe(404);
    expect((await player('GET', `${base}content/content/index.html`)).statusCode).toBe(404);
  });
});

describe("the package's files", () => {
  it('serves a file by its path in the package with its type, nosniff and the content policy; HTML as it is', async () => {
    const base = pathOf((await launch()).body.data.url);
    const page = await player('GET', `${base}content/content/index.html`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${PORTAL}`);
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.body).toContain("api.LMSSetValue('cmi.core.lesson_status', 'completed')");
    const css = await player('GET', `${base}content/content/style.css`);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('refuses every path outside the package: traversal, encoded traversal, absolute, another package', async () => {
    const base = pathOf((await launch()).body.data.url);
    for (const path of [
      'content/../../../../package.json',
      'content/%2e%2e/%2e%2e/%2e%2e/package.json',
      'content%2F..%2F..%2Fetc%2Fpasswd',
      '..%2f..%2fpackage.json',
      '%2Fetc%2Fpasswd',
      'content%5Cindex.html',
      'content//index.html',
      'content/missing.html',
      '',
    ]) {
      const r = await player('GET', `${base}content/${path}`);
      expect(r.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, path).toBeLessThan(500);
      expect(r.body, path).not.toContain('api.LMSInitialize');
    }
    // another lesson's package has the same paths: they are not this lesson's
    const otherFiles = await gw.db.query<{ n: number }>(
      'select count(*)::int as n from course_scorm_files where lesson_id = $1',
      [ids.other],
    );
    expect(otherFiles.rows[0]?.n).toBeGreaterThan(0);
    const page = await player('GET', `${base}content/content/index.html`);
    expect(page.body).toContain('Safety check');
    expect(page.body).not.toContain('<h1>Other</h1>');
  });
});

describe('CMI', () => {
  it('round-trips: a commit is loaded on the next launch, which resumes where the learner stopped', async () => {
    const base = pathOf((await launch()).body.data.url);
    const saved = await player('POST', `${base}cmi`, {
      cmi: {
        suspend_data: 'seen=1,2',
        core: {
          lesson_location: 'page-3',
          lesson_status: 'incomplete',
          exit: 'suspend',
          session_time: '00:02:00',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ result: true, errorCode: 0, completed: false });
    const again = await bootOf(pathOf((await launch()).body.data.url));
    expect(again.cmi.suspend_data).toBe('seen=1,2');
    expect(again.cmi.core).toMatchObject({ lesson_location: 'page-3', entry: 'resume' });
    expect(again.cmi.core.session_time).toBeUndefined();
    // a beacon on leaving sends text/plain
    const beacon = await player(
      'POST',
      `${base}cmi`,
      JSON.stringify({ cmi: { core: { lesson_location: 'page-4', lesson_status: 'incomplete' } } }),
      'text/plain;charset=UTF-8',
    );
    expect(beacon.statusCode).toBe(200);
    expect((await bootOf(pathOf((await launch()).body.data.url))).cmi.core).toMatchObject({
      lesson_location: 'page-4',
      entry: '',
    });
    const row = await gw.db.query<{ version: number }>('select version from scorm_cmi');
    expect(row.rows[0]?.version).toBe(2);
  });

  it('refuses more than 64 KB of CMI with the 422 envelope, and keeps what was saved', async () => {
    const base = pathOf((await launch()).body.data.url);
    const r = await player('POST', `${base}cmi`, { cmi: { suspend_data: 'x'.repeat(70_000) } });
    expect(r.statusCode).toBe(422);
    expect(r.json().status).toMatchObject({
      success: false,
      message: 'course_learning.errors.cmi_too_large',
    });
    expect(r.json().errors).toEqual({ cmi: ['course_learning.errors.cmi_too_large'] });
    expect((await bootOf(pathOf((await launch()).body.data.url))).cmi.core.lesson_location).toBe('page-4');
  });

  it('answers bad input with a 4xx, never a 5xx', async () => {
    const base = pathOf((await launch()).body.data.url);
    const bodies: [string | object, string][] = [
      ['not json', 'text/plain'],
      ['{"cmi":', 'application/json'],
      [{ cmi: 'text' }, 'application/json'],
      [{ cmi: [1, 2] }, 'application/json'],
      [{}, 'application/json'],
      [[{ cmi: {} }], 'application/json'],
      [{ cmi: { suspend_data: 'a\u0000b' } }, 'application/json'],
      [JSON.stringify({ cmi: { suspend_data: 'a\u0000b' } }), 'text/plain'],
      ['x', 'application/x-www-form-urlencoded'],
      ['<cmi/>', 'application/xml'],
    ];
    for (const [body, type] of bodies) {
      const r = await player('POST', `${base}cmi`, body, type);
      expect(r.statusCode, `${type} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, `${type} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
  });
});

describe('completion', () => {
  it('a commit reporting completion marks the lesson complete once, through the player’s own completion', async () => {
    const base = pathOf((await launch()).body.data.url);
    const commit = () => player('POST', `${base}cmi`, { cmi: { core: { lesson_status: 'completed' } } });
    const first = await commit();
    expect(first.json()).toMatchObject({ result: true, completed: true });
    const menu = await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth');
    const lesson = menu.modules[1].lessons[0];
    expect(lesson).toMatchObject({ id: ids.scorm, completed: true });
    // one of the course's three lessons
    expect(menu.progress_percent).toBe(33);
    const second = await commit();
    expect(second.json()).toMatchObject({ completed: true });
    const rows = await gw.db.query<{ n: number }>(
      'select count(*)::int as n from course_lesson_completions where lesson_id = $1',
      [ids.scorm],
    );
    expect(rows.rows[0]?.n).toBe(1);
    expect(
      (await ok('GET', `/protected/courses/${ids.course}/side-menu`, undefined, 'youth')).progress_percent,
    ).toBe(33);
  });

  it('reads completion as each version reports it', () => {
    expect(reportsCompletion('1.2', { core: { lesson_status: 'passed' } })).toBe(true);
    expect(reportsCompletion('1.2', { core: { lesson_status: 'failed' } })).toBe(false);
    expect(reportsCompletion('1.2', { core: 'x' })).toBe(false);
    expect(reportsCompletion('2004', { completion_status: 'completed' })).toBe(true);
    expect(reportsCompletion('2004', { success_status: 'passed', completion_status: 'incomplete' })).toBe(
      true,
    );
    expect(reportsCompletion('2004', { completion_status: 'incomplete' })).toBe(false);
  });

  it('starts a 2004 learner with their id and the entry the data model asks for', () => {
    expect(bootCmi('2004', 7, null)).toEqual({ learner_id: 'youth-7', learner_name: '', entry: 'ab-initio' });
    expect(bootCmi('2004', 7, { location: 'p2', exit: 'suspend', session_time: 'PT1M' })).toEqual({
      location: 'p2',
      learner_id: 'youth-7',
      learner_name: '',
      entry: 'resume',
    });
  });
});
