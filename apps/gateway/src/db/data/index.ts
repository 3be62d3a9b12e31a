import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  areaOfAspirations,
  areaOfInterests,
  contentCategories,
  countries,
  districts,
  divisions,
  educationBoards,
  educationGroups,
  educationLevels,
  educationResults,
  examDegrees,
  jobSectors,
  occupations,
  organizationTypes,
  organizationUnitTypes,
  type ResourceDef,
  rankTypes,
  ranks,
  services,
  skills,
  upazilas,
} from '@platform/resources';
import { columnType } from '../../domains/resources/sql';
import { ident } from '../sql';
import type { Db } from '../client';
import * as data from './reference';
import { JOB_SECTORS, OCCUPATIONS } from './reference-jobs';

type Row = { id: number } & Record<string, unknown>;

interface Location {
  id: number;
  title: string;
  title_en: string;
  division_id?: number;
  district_id?: number;
  bbs_code?: string;
}

/** Names as the forms store them (NFC, trimmed); the English ones in title case ('COX\\'S BAZAR' → "Cox's Bazar"). */
const bengali = (text: string) => text.normalize('NFC').trim();
const english = (text: string) =>
  bengali(text)
    .replace(/\\'/g, "'")
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** A location file of ./bd-locations (copied from the predecessor's public seed data; ids are kept). */
function locations(file: string, pick: (l: Location) => Row): Row[] {
  const rows = JSON.parse(
    readFileSync(join(import.meta.dirname, 'bd-locations', file), 'utf8'),
  ) as Location[];
  return rows.map((l) => pick({ ...l, title: bengali(l.title), title_en: english(l.title_en) }));
}

/** Every reference table with its rows, parents before children. */
function referenceTables(): [ResourceDef, Row[]][] {
  return [
    [
      divisions,
      locations('divisions.json', ({ id, title, title_en, bbs_code }) => ({
        id,
        title,
        title_en,
        bbs_code: bbs_code ?? null,
      })),
    ],
    [
      districts,
      locations('districts.json', ({ id, title, title_en, division_id, bbs_code }) => ({
        id,
        title,
        title_en,
        division_id,
        bbs_code: bbs_code ?? null,
      })),
    ],
    [
      upazilas,
      locations('upazilas.json', ({ id, title, title_en, division_id, district_id }) => ({
        id,
        title,
        title_en,
        division_id,
        district_id,
      })),
    ],
    [countries, data.COUNTRIES],
    [educationLevels, data.EDUCATION_LEVELS],
    [examDegrees, data.EXAM_DEGREES],
    [educationBoards, data.EDUCATION_BOARDS],
    [educationGroups, data.EDUCATION_GROUPS],
    [educationResults, data.EDUCATION_RESULTS],
    [skills, data.SKILLS],
    [areaOfInterests, data.AREA_OF_INTERESTS],
    [areaOfAspirations, data.AREA_OF_ASPIRATIONS],
    [jobSectors, JOB_SECTORS],
    [occupations, OCCUPATIONS],
    [services, data.SERVICES],
    [organizationTypes, data.ORGANIZATION_TYPES],
    [organizationUnitTypes, data.ORGANIZATION_UNIT_TYPES],
    [rankTypes, data.RANK_TYPES],
    [ranks, data.RANKS],
    [contentCategories, data.CONTENT_CATEGORIES],
  ];
}

/**
 * One statement per table (rows as JSON, typed by the definition's fields). Rows whose id — or a unique value an
 * administrator has since given another record — exists are left alone, so a record edited or deleted in the admin
 * stays as it is. The id sequence then continues after the seeded ids.
 */
async function seedTable(db: Db, def: ResourceDef, rows: readonly Row[]): Promise<number> {
  const names = new Set(rows.flatMap((r) => Object.keys(r)));
  names.delete('id');
  const fields = def.fields.filter((f) => names.has(f.name));
  if (fields.length !== names.size)
    throw new Error(`seed rows of ${def.table} name columns its definition lacks`);
  const columns = ['id', ...fields.map((f) => f.name)].map(ident).join(', ');
  const types = ['"id" bigint', ...fields.map((f) => `${ident(f.name)} ${columnType(f)}`)].join(', ');
  const table = ident(def.table);
  const r = await db.query(
    `insert into ${table} (${columns}) select ${columns} from jsonb_to_recordset($1::jsonb) as x(${types}) on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  if (r.rowCount > 0) {
    await db.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      [def.table],
    );
  }
  return r.rowCount;
}

/** Locations, education, skills, jobs, countries, interests, organisation and rank lists. Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  for (const [def, rows] of referenceTables()) await seedTable(db, def, rows);
}
