import {
  COURSE_LESSON_KIND,
  COURSE_STRUCTURE_ERRORS as ERR,
  COURSE_STRUCTURE_LIMITS as L,
  type CourseScormPackage,
  type ScormVersion,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { type FileStorage, newStorageKey } from '../../platform/storage/storage';
import type { TenantScope } from '../../platform/tenant-scope';
import { addChild } from './structure';
import { readZip, safeEntryPath, type ZipProblem, ZipRefused, type ZipSource } from './zip';

/*
 * SCORM import (issue 15 item 3, ADR 0078): a SCORM 1.2 or 2004 package (.zip) becomes a lesson of kind 5 (SCORM
 * content) at the end of a module. The upload is streamed to a temporary file (scorm-upload.ts) and read by zip.ts at
 * offsets (names, counts, sizes and bombs checked before and
 * while inflating), its imsmanifest.xml read here for the version, the default organisation's title, its SCOs and the
 * file to launch (which must be in the package); every file is kept through the storage port under a key of the
 * gateway's, with its path in the package recorded beside it. The player (issue 16) serves them.
 */

export interface ScormManifest {
  version: ScormVersion;
  title: string;
  launch_href: string;
  scos: number;
}

const decode = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    out[(m[1] ?? '').toLowerCase()] = decode(m[2] ?? m[3] ?? '');
  return out;
}
/** An attribute whatever its namespace prefix (`adlcp:scormtype`, `adlcp:scormType`). */
const attr = (a: Record<string, string>, name: string) =>
  a[name] ?? Object.entries(a).find(([k]) => k.endsWith(`:${name}`))?.[1];

const TAG = (name: string) => `(?:[\\w.-]+:)?${name}`;

/**
 * What a manifest says, or null when it names no known SCORM version or nothing to launch. Read with patterns over
 * the text (no entity is expanded, no external reference followed): comments dropped, tags matched with or without a
 * namespace prefix.
 */
export function parseManifest(xml: string): ScormManifest | null {
  const text = xml.replace(/<!--[\s\S]*?-->/g, '');
  const schemaVersion = new RegExp(`<${TAG('schemaversion')}>([^<]*)<`, 'i').exec(text)?.[1]?.trim() ?? '';
  let version: ScormVersion | null = null;
  if (/^1\.2$/.test(schemaVersion) || (!schemaVersion && /adlcp_rootv1p2/i.test(text))) version = '1.2';
  else if (/2004|CAM 1\.3/i.test(schemaVersion) || (!schemaVersion && /adlcp_v1p3/i.test(text)))
    version = '2004';
  if (!version) return null;

  const organizations = new RegExp(`<${TAG('organizations')}\\b([^>]*)>`, 'i').exec(text);
  const defaultId = organizations ? attributes(organizations[1] ?? '').default : undefined;
  const orgs = [
    ...text.matchAll(
      new RegExp(`<${TAG('organization')}\\b([^>]*)>([\\s\\S]*?)</${TAG('organization')}>`, 'gi'),
    ),
  ];
  const org = orgs.find((m) => attributes(m[1] ?? '').identifier === defaultId) ?? orgs[0];
  if (!org) return null;
  const body = org[2] ?? '';
  const head = body.split(new RegExp(`<${TAG('item')}\\b`, 'i'))[0] ?? '';
  const title = decode(
    new RegExp(`<${TAG('title')}>([\\s\\S]*?)</${TAG('title')}>`, 'i').exec(head)?.[1] ?? '',
  );

  // resources by identifier, their href under the xml:base of <resources> and <resource>
  const resourcesTag = new RegExp(`<${TAG('resources')}\\b([^>]*)>`, 'i').exec(text);
  const rootBase = resourcesTag ? (attributes(resourcesTag[1] ?? '')['xml:base'] ?? '') : '';
  const resources = new Map<string, { href: string; sco: boolean }>();
  for (const m of text.matchAll(new RegExp(`<${TAG('resource')}\\b([^>]*?)/?>`, 'gi'))) {
    const a = attributes(m[1] ?? '');
    if (!a.identifier || !a.href) continue;
    const type = (attr(a, 'scormtype') ?? '').toLowerCase();
    resources.set(a.identifier, { href: `${rootBase}${a['xml:base'] ?? ''}${a.href}`, sco: type === 'sco' });
  }
  const used = [...body.matchAll(new RegExp(`<${TAG('item')}\\b([^>]*)>`, 'gi'))]
    .map((m) => resources.get(attributes(m[1] ?? '').identifierref ?? ''))
    .filter((r): r is { href: string; sco: boolean } => !!r);
  const launch = used.find((r) => r.sco) ?? used[0];
  if (!launch) return null;
  return {
    version,
    title: title.slice(0, L.title),
    launch_href: launch.href,
    scos: Math.max(1, used.filter((r) => r.sco).length),
  };
}

const TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  xml: 'application/xml',
  xsd: 'application/xml',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};
const typeOf = (path: string) =>
  TYPES[/\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const PROBLEM: Record<ZipProblem, string> = {
  not_zip: ERR.scormNotZip,
  unsupported: ERR.scormNotZip,
  corrupt: ERR.scormNotZip,
  unsafe_path: ERR.scormUnsafePath,
  too_many_entries: ERR.scormTooBig,
  too_large: ERR.scormTooBig,
};

/** A refused package: 422 with its message id, on the `file` field too. */
export const scormRefused = (message: string) => new HttpError(422, message, { file: [message] });

/**
 * Reads, checks and stores a package, and adds its lesson at the end of `moduleId` (inside the caller's scope, under
 * the course's lock like every change of the structure). Stored bytes are removed again when anything fails.
 */
export async function importScorm(
  db: Db,
  storage: FileStorage,
  scope: TenantScope,
  moduleId: number,
  upload: { source: ZipSource; name: string },
  by: number,
): Promise<number> {
  let entries: Awaited<ReturnType<typeof readZip>>;
  try {
    entries = await readZip(upload.source, {
      entries: L.scormEntries,
      totalBytes: L.scormUnpackedBytes,
      entryBytes: L.scormEntryBytes,
      ratio: 200,
    });
  } catch (error) {
    if (error instanceof ZipRefused) throw scormRefused(PROBLEM[error.problem]);
    throw error;
  }
  const files = entries.filter((e) => !e.directory);
  const manifestEntry = files.find((e) => e.path === 'imsmanifest.xml');
  if (!manifestEntry) throw scormRefused(ERR.scormNoManifest);
  const manifest = parseManifest((await readEntry(manifestEntry)).toString('utf8'));
  const launchPath = manifest?.launch_href.replace(/[?#].*$/, '') ?? '';
  if (!manifest || !safeEntryPath(launchPath) || !files.some((e) => e.path === launchPath))
    throw scormRefused(ERR.scormBadManifest);

  const stored: { path: string; storage_key: string; size_bytes: number; mime_type: string }[] = [];
  try {
    for (const entry of files) {
      // one entry in memory at a time, inflated into at most its declared size
      const read = await readEntry(entry);
      // the read may be a view the source reuses: an adapter that keeps what it is given (memory) gets a copy
      const bytes = storage.kind === 'memory' ? Buffer.from(read) : read;
      const key = newStorageKey();
      await storage.put(key, bytes);
      stored.push({
        path: entry.path,
        storage_key: key,
        size_bytes: bytes.length,
        mime_type: typeOf(entry.path),
      });
    }
    const title = manifest.title || upload.name.replace(/\.zip$/i, '').slice(0, L.title) || 'SCORM';
    const lesson = await addChild(
      db,
      scope,
      'module',
      moduleId,
      { kind: COURSE_LESSON_KIND.SCORM_CONTENT, title, title_en: null },
      by,
      async (tx, id) => {
        await tx.query(
          `insert into course_scorm_packages (lesson_id, version, title, launch_href, scos, files, bytes, original_name, created_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            manifest.version,
            title,
            manifest.launch_href,
            manifest.scos,
            stored.length,
            stored.reduce((sum, f) => sum + f.size_bytes, 0),
            upload.name.slice(0, 300),
            by,
          ],
        );
        await tx.query(
          `insert into course_scorm_files (lesson_id, path, storage_key, size_bytes, mime_type)
           select $1, f.path, f.storage_key, f.size_bytes, f.mime_type
             from jsonb_to_recordset($2::jsonb) as f(path text, storage_key text, size_bytes bigint, mime_type text)`,
          [id, JSON.stringify(stored)],
        );
      },
    );
    return lesson.id;
  } catch (error) {
    // bytes without rows would never be served nor cleaned up
    await Promise.all(stored.map((f) => storage.delete(f.storage_key).catch(() => undefined)));
    if (error instanceof ZipRefused) throw scormRefused(PROBLEM[error.problem]);
    throw error;
  }
}

async function readEntry(entry: Awaited<ReturnType<typeof readZip>>[number]): Promise<Buffer> {
  try {
    return await entry.read();
  } catch (error) {
    if (error instanceof ZipRefused) throw scormRefused(PROBLEM[error.problem]);
    throw error;
  }
}

/** A SCORM lesson's package (the lesson already found in the caller's scope), or null. */
export async function scormPackageOf(db: Db, lessonId: number): Promise<CourseScormPackage | null> {
  const r = await db.query<Record<string, unknown>>(
    `select lesson_id, version, title, launch_href, scos, files, bytes, original_name
       from course_scorm_packages where lesson_id = $1`,
    [lessonId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    lesson_id: Number(row.lesson_id),
    version: row.version as ScormVersion,
    title: String(row.title),
    launch_href: String(row.launch_href),
    scos: Number(row.scos),
    files: Number(row.files),
    bytes: Number(row.bytes),
    original_name: String(row.original_name),
  };
}
