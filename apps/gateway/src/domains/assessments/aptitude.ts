import type {
  AptitudeAreaConfig,
  AptitudeTestConfig,
  AptitudeTestConfigBody,
  AptitudeTestInfo,
  YouthAptitudeSummary,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { attemptById, resultOf } from './attempts';

/* SQL of the aptitude test's configuration (migration 020, ADR 0070): one row, its bank the platform's aptitude bank. */

interface ConfigRow {
  bank_id: number;
  duration_minutes: number;
  pass_percentage: number;
  areas: AptitudeAreaConfig[];
  updated_at: string;
}

export async function aptitudeConfigRow(db: Db): Promise<ConfigRow | null> {
  const r = await db.query<ConfigRow>(
    'select bank_id, duration_minutes, pass_percentage, areas, updated_at from aptitude_test_config where id = 1',
  );
  return r.rows[0] ?? null;
}

/** The aptitude bank's id (made with the configuration by the seed; reference data). */
export async function aptitudeBankId(db: Db): Promise<number | null> {
  const r = await db.query<{ id: number }>('select id from question_banks where is_aptitude');
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

/** Active auto-marked questions of the bank per assessment area. */
export async function availableByArea(db: Db, bankId: number): Promise<AptitudeAreaConfig[]> {
  const r = await db.query<{ assessment_area: 1 | 2 | 3; question_count: number }>(
    `select assessment_area, count(*)::int as question_count from questions
      where bank_id = $1 and row_status = 1 and question_type between 1 and 4 and assessment_area is not null
      group by assessment_area order by assessment_area`,
    [bankId],
  );
  return r.rows;
}

export async function aptitudeConfig(db: Db): Promise<AptitudeTestConfig | null> {
  const row = await aptitudeConfigRow(db);
  if (!row) return null;
  return {
    bank_id: Number(row.bank_id),
    duration_minutes: row.duration_minutes,
    pass_percentage: row.pass_percentage,
    areas: row.areas,
    available: await availableByArea(db, Number(row.bank_id)),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function aptitudeInfo(row: ConfigRow | null): AptitudeTestInfo {
  const areas = (row?.areas ?? []).filter((a) => a.question_count > 0);
  return {
    configured: areas.length > 0,
    duration_minutes: row?.duration_minutes ?? 0,
    pass_percentage: row?.pass_percentage ?? 0,
    questions: areas.reduce((n, a) => n + a.question_count, 0),
    areas,
  };
}

export async function saveAptitudeConfig(
  db: Db,
  bankId: number,
  body: AptitudeTestConfigBody,
): Promise<void> {
  await db.query(
    `insert into aptitude_test_config (id, bank_id, duration_minutes, pass_percentage, areas, updated_at)
     values (1, $1, $2, $3, $4, now())
     on conflict (id) do update set duration_minutes = excluded.duration_minutes, pass_percentage = excluded.pass_percentage,
       areas = excluded.areas, updated_at = now()`,
    [bankId, body.duration_minutes, body.pass_percentage, JSON.stringify(body.areas)],
  );
}

/** Reference data (every mode): the platform's aptitude bank and a configuration with nothing to draw yet. */
export async function seedAptitudeReference(db: Db): Promise<void> {
  if ((await aptitudeBankId(db)) !== null) return;
  const r = await db.query<{ id: number }>(
    `insert into question_banks (is_aptitude, title, title_en) values (true, 'অ্যাপটিটিউড টেস্টের প্রশ্ন ব্যাংক', 'Aptitude test question bank') returning id`,
  );
  await db.query(
    `insert into aptitude_test_config (id, bank_id, duration_minutes, pass_percentage, areas) values (1, $1, 30, 50, '[]')
     on conflict (id) do nothing`,
    [r.rows[0]?.id],
  );
}

/**
 * The youth's submitted aptitude test as the profile and the CV show it (ADR 0070): passed or not, when, the marks in
 * total and by area; null before submission. Read by the youth profile's loadProfile (its visibility is the youth's
 * `aptitude_test` part).
 */
export async function aptitudeSummaryOf(db: Db, youthId: number): Promise<YouthAptitudeSummary | null> {
  const r = await db.query<{ id: number }>(
    `select id from exam_attempts where youth_id = $1 and kind = 'aptitude' and submitted_at is not null`,
    [youthId],
  );
  const attempt = r.rows[0] ? await attemptById(db, Number(r.rows[0].id)) : null;
  if (!attempt) return null;
  const result = await resultOf(db, attempt);
  return {
    passed: result.passed,
    submitted_at: result.submitted_at,
    obtained_marks: result.obtained_marks,
    total_marks: result.total_marks,
    areas: result.areas,
  };
}
