import {
  STATIC_PAGE_TYPE,
  type StaticContent,
  type StaticContentBody,
  type StaticPageType,
} from '@platform/contract';
import { type Db, firstRow } from '../../db/client';

const PAGE_TYPES = new Set<string>(Object.values(STATIC_PAGE_TYPE));
/** A path's `:type` names one of the spec's static page types. */
export const isPageType = (v: unknown): v is StaticPageType => typeof v === 'string' && PAGE_TYPES.has(v);

const columns = 'id, content_type, title, title_en, body, body_en, updated_at';
const iso = (row: StaticContent): StaticContent => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function listStaticContents(db: Db): Promise<StaticContent[]> {
  return (await db.query<StaticContent>(`select ${columns} from static_contents order by id`)).rows.map(iso);
}

export async function findStaticContent(db: Db, type: StaticPageType): Promise<StaticContent | null> {
  const row = (
    await db.query<StaticContent>(`select ${columns} from static_contents where content_type = $1`, [type])
  ).rows[0];
  return row ? iso(row) : null;
}

/** Writes one page's titles and bodies (already sanitised); null when no page of that type exists. */
export async function updateStaticContent(
  db: Db,
  type: StaticPageType,
  page: StaticContentBody,
): Promise<StaticContent | null> {
  const row = (
    await db.query<StaticContent>(
      `update static_contents set title = $2, title_en = $3, body = $4, body_en = $5, updated_at = now()
        where content_type = $1 returning ${columns}`,
      [type, page.title, page.title_en, page.body, page.body_en],
    )
  ).rows[0];
  return row ? iso(row) : null;
}

export async function countVisitors(db: Db): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from visitors')).rows[0]?.n ?? 0;
}

export async function addVisitor(db: Db, ipHash: string): Promise<number> {
  await db.query('insert into visitors (ip_hash) values ($1)', [ipHash]);
  return countVisitors(db);
}

export async function addContactMessage(
  db: Db,
  m: {
    name: string;
    email: string;
    mobile?: string | null;
    subject: string;
    message: string;
    ipHash: string;
  },
): Promise<number> {
  const r = await db.query<{ id: number }>(
    'insert into contact_messages (name, email, mobile, subject, message, ip_hash) values ($1,$2,$3,$4,$5,$6) returning id',
    [m.name, m.email, m.mobile ?? null, m.subject, m.message, m.ipHash],
  );
  return firstRow(r, 'contact message id').id;
}
