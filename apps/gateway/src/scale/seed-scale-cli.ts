import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { removeScale, seedScale } from './seed-scale';

/*
 * `npm run seed:scale -- [--jobs 100000] [--applicants 10000] [--courses 10000] [--enrolments 0] [--remove]` (tools/seed-scale): fills the gateway's
 * own database (DATABASE_URL, else the PGlite directory DATA_DIR, default data/pglite) with volume data. Stop the
 * gateway first when it runs on PGlite (one process owns the directory).
 */
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    applicants: { type: 'string', default: '10000' },
    courses: { type: 'string', default: '10000' },
    enrolments: { type: 'string', default: '0' },
    remove: { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  await seed(db, config);
  if (values.remove) {
    await removeScale(db);
    console.log('seed-scale: removed every scale job, scale youth and scale course');
  } else {
    const started = Date.now();
    const r = await seedScale(db, {
      jobs: Number(values.jobs),
      applicants: Number(values.applicants),
      courses: Number(values.courses),
      enrolments: Number(values.enrolments),
      log: (l) => console.log(l),
    });
    console.log(
      `seed-scale: ${r.jobs} scale jobs, ${r.applicants} applicants on job ${r.pipelineJobId ?? '-'}, ${r.courses} scale courses, ${r.enrolments} enrolments (${db.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
} finally {
  await db.close();
}
