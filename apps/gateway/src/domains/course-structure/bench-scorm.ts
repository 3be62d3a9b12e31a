import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDb } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seed } from '../../db/seed';
import { manifest12 } from '../../test/scorm-package';
import { API_KEY, benchDatabase, benchIdentity } from '../../scale/bench-support';

/*
 * The SCORM import's memory budget (issue 15: "a 100 MB SCORM package imports streaming — gateway memory grows
 * < 64 MB during the import"). Run it (not a timed test) with
 *   source tmp/system.env && BENCH_DATABASE_URL=$TEST_DATABASE_URL npx tsx apps/gateway/src/domains/course-structure/bench-scorm.ts
 * It writes a package of ~`mb` MB (incompressible files of `file-mb` MB, stored, plus the SCORM 1.2 test manifest and
 * its pages) to a temporary file without holding it in memory, builds the gateway as main.ts does (a database of its
 * own on that PostgreSQL server, files on a temporary disk), has curl (another process) stream the upload to it over
 * HTTP, samples the gateway process's memory every 10 ms during the import, prints the growth over the baseline, and exits 1 past the budget.
 */

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '96' },
    'file-mb': { type: 'string', default: '4' },
    'limit-mb': { type: 'string', default: '64' },
  },
});
const MB = 1024 * 1024;
const run = promisify(execFile);

/** Writes a stored (uncompressed) .zip entry by entry to `path`: one file's bytes in memory at a time. */
async function writePackage(path: string, totalMb: number, fileMb: number): Promise<number> {
  const out = createWriteStream(path);
  const write = (chunk: Buffer) =>
    new Promise<void>((done, fail) => out.write(chunk, (error) => (error ? fail(error) : done())));
  const central: Buffer[] = [];
  let offset = 0;
  let files = 0;
  const add = async (name: string, data: Buffer) => {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    await write(Buffer.concat([local, nameBytes]));
    await write(data);
    offset += 30 + nameBytes.length + data.length;
    files += 1;
  };
  await add('imsmanifest.xml', Buffer.from(manifest12));
  await add('content/index.html', Buffer.from('<html><body>Lesson one</body></html>'));
  await add('content/two.html', Buffer.from('<html><body>Lesson two</body></html>'));
  for (let n = 0; n * fileMb < totalMb; n += 1) await add(`media/part-${n}.bin`, randomBytes(fileMb * MB));
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files, 8);
  end.writeUInt16LE(files, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(Buffer.concat([directory, end]));
  await new Promise<void>((done) => out.end(done));
  return files;
}

const used = () => process.memoryUsage().rss;
/** What the process holds live: the JS heap and the memory outside it (Buffers). */
const live = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-scorm-'));
  const db0 = await benchDatabase('bench_scorm');
  const packagePath = join(work, 'package.zip');
  const files = await writePackage(packagePath, Number(values.mb), Number(values['file-mb']));
  const size = (await stat(packagePath)).size;
  const config = loadConfig({
    ...process.env,
    API_KEYS: API_KEY,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    FILES_DIR: join(work, 'files'),
    DATABASE_URL: db0.url,
    RESPONSE_CACHE: 'off',
  });
  const db = await openDb({ databaseUrl: config.databaseUrl, poolSize: 4, dataDir: 'memory' });
  let failed: boolean;
  try {
    await migrate(db);
    await seed(db, config);
    const course = await db.query<{ id: number }>(
      `insert into courses (institute_id, course_type, title, title_en, duration_hours, language_medium, level)
       select institute_id, 1, 'স্কর্ম বেঞ্চ', 'SCORM bench', 4, 1, 1 from users where username = 'provider'
       returning id`,
    );
    const module = await db.query<{ id: number }>(
      `insert into course_modules (course_id, kind, title, position) values ($1, 4, 'স্কর্ম', 1) returning id`,
      [course.rows[0]?.id],
    );
    const app = await buildApp({ config, db, identity: benchIdentity(db), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const where = app.server.address();
    const url = `http://127.0.0.1:${typeof where === 'object' && where ? where.port : 0}`;

    (globalThis as { gc?: () => void }).gc?.();
    const baseline = used();
    const liveBaseline = live();
    let peak = baseline;
    let livePeak = liveBaseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, used());
      livePeak = Math.max(livePeak, live());
    }, 10);
    const started = performance.now();
    // the upload comes from another process (curl streams the file), so only the gateway's memory is measured
    const { stdout } = await run('curl', [
      '-s',
      '-w',
      '\n%{http_code}',
      '-H',
      `api-key: ${API_KEY}`,
      '-H',
      'authorization: Bearer bench:provider',
      '-F',
      `file=@${packagePath};filename=bench.zip;type=application/zip`,
      `${url}/private/modules/${module.rows[0]?.id}/scorm`,
    ]);
    const lines = stdout.trimEnd().split('\n');
    const status = Number(lines.pop());
    const answer = JSON.parse(lines.join('\n') || '{}') as {
      data?: { package?: { files: number; bytes: number } };
    };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, used());
    await app.close();

    const growth = (peak - baseline) / MB;
    const limit = Number(values['limit-mb']);
    console.log(
      `SCORM import of ${(size / MB).toFixed(1)} MB (${files} files, stored): HTTP ${status} in ` +
        `${seconds.toFixed(1)} s, ${answer.data?.package?.files ?? 0} files kept ` +
        `(${((answer.data?.package?.bytes ?? 0) / MB).toFixed(1)} MB)`,
    );
    console.log(
      `  memory (rss) baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB: grew ` +
        `${growth.toFixed(1)} MB during the import (budget < ${limit} MB); heap + buffers grew ` +
        `${((livePeak - liveBaseline) / MB).toFixed(1)} MB`,
    );
    failed = status !== 201 || growth >= limit;
  } finally {
    await db.close();
    await db0.drop();
    await rm(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

void main();
