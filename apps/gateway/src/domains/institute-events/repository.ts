import type { InstituteEvent, InstituteEventBody } from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import { scopeCondition } from '../courses/repository';

/*
 * The SQL of an institute's events (044_course_schedules_events.sql). Every statement carries the caller's tenant
 * condition on institute_id: another institute's event finds nothing and the route answers 404.
 */

const COLUMNS = `e.id, e.institute_id, e.title, e.title_en, e.description, e.description_en,
  to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
  to_char(e.start_time, 'HH24:MI') as start_time, to_char(e.end_time, 'HH24:MI') as end_time,
  e.venue, e.venue_en, e.online_link, e.is_published, e.created_at, e.updated_at`;

type Row = Record<string, unknown>;
const text = (v: unknown) => (v as string | null) ?? null;
const iso = (v: unknown) => new Date(v as string).toISOString();

function eventOf(r: Row): InstituteEvent {
  return {
    id: Number(r.id),
    institute_id: Number(r.institute_id),
    title: String(r.title),
    title_en: text(r.title_en),
    description: text(r.description),
    description_en: text(r.description_en),
    start_date: String(r.start_date),
    end_date: String(r.end_date),
    start_time: text(r.start_time),
    end_time: text(r.end_time),
    venue: text(r.venue),
    venue_en: text(r.venue_en),
    online_link: text(r.online_link),
    is_published: Boolean(r.is_published),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** One page of the scope's events by start; with a range, those overlapping it. */
export async function listEvents(
  db: Db,
  scope: TenantScope,
  range: { from?: string; to?: string },
  page: PageRequest,
): Promise<{ data: InstituteEvent[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 'e', params)];
  if (range.from) {
    params.push(range.from);
    where.push(`e.end_date >= $${params.length}::date`);
  }
  if (range.to) {
    params.push(range.to);
    where.push(`e.start_date <= $${params.length}::date`);
  }
  const filter = where.join(' and ');
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from institute_events e where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from institute_events e where ${filter}
      order by e.start_date, e.start_time nulls first, e.id limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(eventOf), total: Number(count.rows[0]?.n ?? 0) };
}

export async function findEvent(db: Db, id: number, scope: TenantScope): Promise<InstituteEvent | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${COLUMNS} from institute_events e where e.id = $1 and ${scopeCondition(scope, 'e', params)}`,
    params,
  );
  return r.rows[0] ? eventOf(r.rows[0]) : null;
}

const values = (b: InstituteEventBody) => [
  b.title,
  b.title_en ?? null,
  b.description ?? null,
  b.description_en ?? null,
  b.start_date,
  b.end_date,
  b.start_time ?? null,
  b.end_time ?? null,
  b.venue ?? null,
  b.venue_en ?? null,
  b.online_link ?? null,
  b.is_published,
];

export async function insertEvent(
  db: Db,
  instituteId: number,
  body: InstituteEventBody,
  by: number,
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into institute_events (title, title_en, description, description_en, start_date, end_date, start_time,
       end_time, venue, venue_en, online_link, is_published, institute_id, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) returning id`,
    [...values(body), instituteId, by],
  );
  return Number(r.rows[0]?.id);
}

/** Changes an event of the scope; false when there is none. */
export async function updateEvent(
  db: Db,
  id: number,
  scope: TenantScope,
  body: InstituteEventBody,
  by: number,
): Promise<boolean> {
  const params: unknown[] = [...values(body), by, id];
  const r = await db.query(
    `update institute_events e set title = $1, title_en = $2, description = $3, description_en = $4,
       start_date = $5, end_date = $6, start_time = $7, end_time = $8, venue = $9, venue_en = $10,
       online_link = $11, is_published = $12, updated_by = $13, updated_at = now()
     where e.id = $14 and ${scopeCondition(scope, 'e', params)}`,
    params,
  );
  return r.rowCount > 0;
}

/** Deletes an event of the scope; false when there is none. */
export async function deleteEvent(db: Db, id: number, scope: TenantScope): Promise<boolean> {
  const params: unknown[] = [id];
  const r = await db.query(
    `delete from institute_events e where e.id = $1 and ${scopeCondition(scope, 'e', params)}`,
    params,
  );
  return r.rowCount > 0;
}
