import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  SCORM_PLAYER_ERRORS as ERR,
  SCORM_PLAYER_LIMITS as LIMITS,
  type ScormLaunch,
  type ScormVersion,
  scormPlayerEndpoints as E,
} from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { activeEnrolment } from '../course-enrolments/progress';
import { completeLessonOf } from '../course-learning/completion';
import { completedLessons } from '../course-learning/repository';
import { type Boot, contentCsp, LAUNCHER, wrapperCsp, wrapperPage } from './page';
import {
  createLaunch,
  findLaunch,
  type Launch,
  loadCmi,
  packageFile,
  packageInCourse,
  saveCmi,
} from './repository';

/*
 * SCORM lessons played by scorm-again (issue 16 item 3; ADR 0102). The launch call (contract, youth area) answers a
 * 2-hour token; everything the browser asks for with it lives under /scorm-player/<token>/ on the gateway's origin,
 * outside the api-key areas (a frame cannot send headers): the wrapper page, the runtime, the package's files and
 * the CMI commits. A token that is malformed, unknown or expired is 404 like a path outside the package.
 */

const require = createRequire(import.meta.url);
/** scorm-again's browser builds (pinned in package.json), read once. */
const RUNTIME: Record<ScormVersion, () => Buffer> = {
  '1.2': once(() => readFileSync(require.resolve('scorm-again/scorm12/min'))),
  '2004': once(() => readFileSync(require.resolve('scorm-again/scorm2004/min'))),
};

function once<T>(make: () => T): () => T {
  let value: { v: T } | null = null;
  return () => {
    value ??= { v: make() };
    return value.v;
  };
}

/** A path inside a package as the import stored it: no absolute path, backslash, control character or `..`. */
const safePath = (path: string) =>
  path.length > 0 &&
  path.length <= 500 &&
  !path.startsWith('/') &&
  !path.includes('\\') &&
  ![...path].some((c) => c.charCodeAt(0) < 32) &&
  !path.split('/').some((s) => s === '..' || s === '.' || s === '');

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the committed CMI says the SCO is done: 1.2 lesson_status, 2004 completion / success status. */
export function reportsCompletion(version: ScormVersion, cmi: Json): boolean {
  if (version === '1.2') {
    const core = isObject(cmi.core) ? cmi.core : {};
    return core.lesson_status === 'completed' || core.lesson_status === 'passed';
  }
  return cmi.completion_status === 'completed' || cmi.success_status === 'passed';
}

/**
 * The CMI a launch starts from: the saved one without the last session's time and entry, the learner's id, and the
 * entry the data model asks for — "ab-initio" the first time, "resume" after a suspended exit.
 */
export function bootCmi(version: ScormVersion, youthId: number, saved: Json | null): Json {
  const learner = `youth-${youthId}`;
  if (version === '1.2') {
    const core = saved && isObject(saved.core) ? { ...saved.core } : {};
    const exit = core.exit;
    delete core.session_time;
    delete core.entry;
    delete core.exit;
    const entry = saved ? (exit === 'suspend' ? 'resume' : '') : 'ab-initio';
    return { ...(saved ?? {}), core: { ...core, student_id: learner, student_name: '', entry } };
  }
  const cmi: Json = { ...(saved ?? {}) };
  const exit = cmi.exit;
  delete cmi.session_time;
  delete cmi.entry;
  delete cmi.exit;
  const entry = saved ? (exit === 'suspend' ? 'resume' : '') : 'ab-initio';
  return { ...cmi, learner_id: learner, learner_name: '', entry };
}

export function registerScormPlayerRoutes(app: FastifyInstance): void {
  const { db, storage, config } = app.services;
  const portal = config.portalOrigins[0] ?? '';

  registerEndpoint(
    app,
    E.scormLaunch,
    async (ctx) => {
      const youthId = ctx.youthId();
      const courseId = ctx.id();
      const lessonId = ctx.id('lessonId');
      if (!(await activeEnrolment(db, courseId, youthId))) throw notFound();
      const found = await packageInCourse(db, courseId, lessonId);
      if (!found) throw notFound();
      const { token, expires_at } = await createLaunch(
        db,
        { youthId, courseId, lessonId },
        LIMITS.launchSeconds,
      );
      const answer: ScormLaunch = {
        lesson_id: lessonId,
        version: found.version,
        url: `${config.publicUrl}/scorm-player/${token}/`,
        expires_at,
      };
      return answer;
    },
    { message: 'course_learning.scorm.launched', successCode: 200 },
  );

  async function launchOf(params: unknown): Promise<Launch> {
    const token = (params as { token?: string }).token ?? '';
    const launch = await findLaunch(db, token);
    if (!launch) throw notFound();
    return launch;
  }

  /** Headers of everything under /scorm-player: never sniffed, never kept by a proxy, framed as the CSP says. */
  function framed(reply: FastifyReply, csp: string): FastifyReply {
    reply.raw.removeHeader('x-frame-options');
    reply.removeHeader('x-frame-options');
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', csp)
      .header('cross-origin-resource-policy', 'same-origin')
      .header('referrer-policy', 'no-referrer');
  }

  app.get('/scorm-player/:token/', async (request, reply) => {
    const launch = await launchOf(request.params);
    const base = `/scorm-player/${(request.params as { token: string }).token}/`;
    const boot: Boot = {
      version: launch.version,
      portal,
      commit: `${base}cmi`,
      launch: `${base}content/${launch.launch_href}`,
      cmi: bootCmi(launch.version, launch.youth_id, await loadCmi(db, launch.youth_id, launch.lesson_id)),
    };
    return framed(reply, wrapperCsp(portal))
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(wrapperPage(launch.title, boot));
  });

  app.get('/scorm-player/:token/runtime.js', async (request, reply) => {
    const launch = await launchOf(request.params);
    return framed(reply, "default-src 'none'")
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'private, max-age=3600')
      .send(RUNTIME[launch.version]());
  });

  app.get('/scorm-player/:token/player.js', async (request, reply) => {
    await launchOf(request.params);
    return framed(reply, "default-src 'none'")
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(LAUNCHER);
  });

  // the package's files, by their exact path in this lesson's package only; HTML is sent as it is
  app.get('/scorm-player/:token/content/*', async (request, reply) => {
    const launch = await launchOf(request.params);
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (!safePath(path)) throw notFound();
    const file = await packageFile(db, launch.lesson_id, path);
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    return framed(reply, contentCsp(portal))
      .header(
        'content-type',
        /^text\/|javascript|json|xml/.test(file.mime_type) && !file.mime_type.includes('charset')
          ? `${file.mime_type}; charset=utf-8`
          : file.mime_type,
      )
      .header('content-length', String(bytes.length))
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });

  // a commit of the runtime (JSON; text/plain when a browser sends it as a beacon on leaving)
  app.post('/scorm-player/:token/cmi', async (request, reply) => {
    const launch = await launchOf(request.params);
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        throw validationFailed({ cmi: ['validation.format'] });
      }
    }
    const cmi = isObject(body) ? body.cmi : undefined;
    if (!isObject(cmi)) throw validationFailed({ cmi: ['validation.required'] });
    const text = JSON.stringify(cmi);
    // PostgreSQL's jsonb holds no NUL character
    if (text.includes('\\u0000')) throw validationFailed({ cmi: ['validation.format'] });
    if (Buffer.byteLength(text) > LIMITS.cmiBytes)
      throw new HttpError(422, ERR.cmiTooLarge, { cmi: [ERR.cmiTooLarge] });
    const enrolment = await activeEnrolment(db, launch.course_id, launch.youth_id);
    if (!enrolment) throw notFound();
    const version = await saveCmi(db, launch.youth_id, launch.lesson_id, cmi);
    let completed = (await completedLessons(db, enrolment.id)).has(launch.lesson_id);
    if (!completed && reportsCompletion(launch.version, cmi)) {
      try {
        await completeLessonOf(db, {
          youthId: launch.youth_id,
          courseId: launch.course_id,
          lessonId: launch.lesson_id,
        });
        completed = true;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      }
    }
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send({ result: true, errorCode: 0, version, completed });
  });
}
