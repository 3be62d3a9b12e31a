import { createHash, randomBytes } from 'node:crypto';
import type { ScormVersion } from '@platform/contract';
import type { Db } from '../../db/client';

/** A launch found by its token: the youth, the course and the SCORM lesson it is bound to. */
export interface Launch {
  youth_id: number;
  course_id: number;
  lesson_id: number;
  version: ScormVersion;
  title: string;
  launch_href: string;
}

export interface StoredFile {
  storage_key: string;
  size_bytes: number;
  mime_type: string;
}

/** 32 random bytes as base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The SCORM package of a lesson of the course, or null (no such lesson in the course, or not a SCORM lesson). */
export async function packageInCourse(
  db: Db,
  courseId: number,
  lessonId: number,
): Promise<{ version: ScormVersion } | null> {
  const r = await db.query<{ version: ScormVersion }>(
    `select p.version from course_scorm_packages p join course_lessons l on l.id = p.lesson_id
      where p.lesson_id = $1 and l.course_id = $2`,
    [lessonId, courseId],
  );
  return r.rows[0] ?? null;
}

/** A new launch for `seconds`; answers the token, of which only the hash is kept. */
export async function createLaunch(
  db: Db,
  target: { youthId: number; courseId: number; lessonId: number },
  seconds: number,
): Promise<{ token: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const r = await db.query<{ expires_at: Date }>(
    `insert into scorm_launches (token_hash, youth_id, course_id, lesson_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5)) returning expires_at`,
    [hashOf(token), target.youthId, target.courseId, target.lessonId, seconds],
  );
  // expired launches of anyone are dropped now and then
  await db.query("delete from scorm_launches where expires_at < now() - interval '1 day'");
  return { token, expires_at: new Date(r.rows[0]?.expires_at ?? Date.now()).toISOString() };
}

/** The live launch of a token, or null (malformed, unknown, tampered with or expired). */
export async function findLaunch(db: Db, token: string): Promise<Launch | null> {
  if (!TOKEN.test(token)) return null;
  const r = await db.query<Launch>(
    `select s.youth_id::int, s.course_id::int, s.lesson_id::int, p.version, p.title, p.launch_href
       from scorm_launches s join course_scorm_packages p on p.lesson_id = s.lesson_id
      where s.token_hash = $1 and s.expires_at > now()`,
    [hashOf(token)],
  );
  return r.rows[0] ?? null;
}

/** A file of the lesson's package by its exact path in the package, or null. */
export async function packageFile(db: Db, lessonId: number, path: string): Promise<StoredFile | null> {
  const r = await db.query<StoredFile>(
    'select storage_key, size_bytes::int, mime_type from course_scorm_files where lesson_id = $1 and path = $2',
    [lessonId, path],
  );
  return r.rows[0] ?? null;
}

export async function loadCmi(
  db: Db,
  youthId: number,
  lessonId: number,
): Promise<Record<string, unknown> | null> {
  const r = await db.query<{ cmi: Record<string, unknown> }>(
    'select cmi from scorm_cmi where youth_id = $1 and lesson_id = $2',
    [youthId, lessonId],
  );
  return r.rows[0]?.cmi ?? null;
}

/** Keeps the learner's CMI as committed last; answers the number of commits so far. */
export async function saveCmi(db: Db, youthId: number, lessonId: number, cmi: unknown): Promise<number> {
  const r = await db.query<{ version: number }>(
    `insert into scorm_cmi (youth_id, lesson_id, cmi) values ($1, $2, $3::jsonb)
     on conflict (youth_id, lesson_id)
     do update set cmi = excluded.cmi, version = scorm_cmi.version + 1, updated_at = now()
     returning version`,
    [youthId, lessonId, JSON.stringify(cmi)],
  );
  return r.rows[0]?.version ?? 1;
}
