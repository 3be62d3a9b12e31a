import {
  FREELANCE_LIMITS,
  type FreelanceMessage,
  type FreelanceOffer,
  type FreelanceOfferBody,
  type FreelanceOfferCard,
  type FreelanceOfferPublic,
  type FreelanceOfferStatus,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

/*
 * The SQL of the freelance corner (migration 052, ADR 0099). The public reads only active, undeleted offers of active,
 * undeleted youth, and of the youth only the name and the photo; every write names the offer's youth, so another
 * youth's offer is never touched (the routes answer 404).
 */

export interface PageRequest {
  page: number;
  page_size: number;
}

const SKILLS = `coalesce((select jsonb_agg(jsonb_build_object('id', s.id::int, 'title', s.title, 'title_en', s.title_en)
    order by os.position) from freelance_offer_skills os join skills s on s.id = os.skill_id where os.offer_id = o.id),
  '[]'::jsonb)`;
const PUBLIC_WHERE = `o.status = 'active' and o.deleted_at is null
  and u.user_type_code = 3 and u.row_status = 1 and u.deleted_at is null`;
const PUBLIC_COLUMNS = `o.id::int as id, o.title, o.title_en, o.rate_amount::float8 as rate_amount, o.rate_unit,
  o.availability, ${SKILLS} as skills, o.updated_at,
  jsonb_build_object('full_name', u.full_name, 'full_name_en', u.full_name_en, 'photo_file_id', p.photo_file_id::text) as youth`;
const PUBLIC_FROM = `from freelance_offers o join users u on u.id = o.youth_id
  left join youth_profiles p on p.user_id = u.id`;

const iso = <T extends { updated_at: unknown }>(row: T) => ({
  ...row,
  updated_at: new Date(row.updated_at as string).toISOString(),
});

export interface OfferFilters {
  search: string | null;
  skillId: number | null;
}

/** One page of the public list, the most recently changed first. */
export async function listPublicOffers(
  db: Db,
  f: OfferFilters,
  page: PageRequest,
): Promise<{ data: FreelanceOfferCard[]; total: number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [PUBLIC_WHERE];
  if (f.search) {
    const like = p(likeContains(f.search));
    where.push(`(o.title ilike ${like} or o.title_en ilike ${like} or o.description ilike ${like} or exists (
      select 1 from freelance_offer_skills os join skills s on s.id = os.skill_id
      where os.offer_id = o.id and (s.title ilike ${like} or s.title_en ilike ${like})))`);
  }
  if (f.skillId !== null)
    where.push(
      `exists (select 1 from freelance_offer_skills os where os.offer_id = o.id and os.skill_id = ${p(f.skillId)})`,
    );
  const cond = where.join(' and ');
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${PUBLIC_FROM} where ${cond}`, params)).rows[0]
      ?.n ?? 0;
  const limit = p(page.page_size);
  const offset = p((page.page - 1) * page.page_size);
  const rows = await db.query<FreelanceOfferCard>(
    `select ${PUBLIC_COLUMNS}, left(o.description, ${FREELANCE_LIMITS.excerpt}) as excerpt
     ${PUBLIC_FROM} where ${cond} order by o.updated_at desc, o.id desc limit ${limit} offset ${offset}`,
    params,
  );
  return { data: rows.rows.map(iso), total };
}

/** One offer as the public reads it; null when it is not active or its youth is not. */
export async function readPublicOffer(db: Db, id: number): Promise<FreelanceOfferPublic | null> {
  const r = await db.query<FreelanceOfferPublic>(
    `select ${PUBLIC_COLUMNS}, left(o.description, ${FREELANCE_LIMITS.excerpt}) as excerpt, o.description
     ${PUBLIC_FROM} where ${PUBLIC_WHERE} and o.id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? iso(row) : null;
}

const OWN_COLUMNS = `o.id::int as id, o.title, o.title_en, o.description, o.rate_amount::float8 as rate_amount,
  o.rate_unit, o.availability, o.status, ${SKILLS} as skills,
  (select count(*)::int from freelance_messages m where m.offer_id = o.id) as message_count, o.created_at, o.updated_at`;

const ownOf = (row: FreelanceOffer): FreelanceOffer => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The youth's own offers, newest first. */
export async function listOwnOffers(
  db: Db,
  youthId: number,
  page: PageRequest,
): Promise<{ data: FreelanceOffer[]; total: number }> {
  const total =
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from freelance_offers where youth_id = $1 and deleted_at is null',
        [youthId],
      )
    ).rows[0]?.n ?? 0;
  const rows = await db.query<FreelanceOffer>(
    `select ${OWN_COLUMNS} from freelance_offers o where o.youth_id = $1 and o.deleted_at is null
     order by o.created_at desc, o.id desc limit $2 offset $3`,
    [youthId, page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: rows.rows.map(ownOf), total };
}

/** One of the youth's own offers; null for another youth's, a deleted or an unknown one. */
export async function readOwnOffer(db: Db, youthId: number, id: number): Promise<FreelanceOffer | null> {
  const r = await db.query<FreelanceOffer>(
    `select ${OWN_COLUMNS} from freelance_offers o where o.id = $1 and o.youth_id = $2 and o.deleted_at is null`,
    [id, youthId],
  );
  const row = r.rows[0];
  return row ? ownOf(row) : null;
}

/** The ids among `ids` that name a skill. */
export async function existingSkills(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await db.query<{ id: number }>('select id::int as id from skills where id = any($1::bigint[])', [
    ids,
  ]);
  return new Set(r.rows.map((row) => row.id));
}

async function writeSkills(tx: Db, offerId: number, skillIds: number[]): Promise<void> {
  await tx.query('delete from freelance_offer_skills where offer_id = $1', [offerId]);
  await tx.query(
    `insert into freelance_offer_skills (offer_id, skill_id, position)
     select $1, s.id, s.n from unnest($2::bigint[]) with ordinality as s(id, n)`,
    [offerId, skillIds],
  );
}

export async function insertOffer(db: Db, youthId: number, body: FreelanceOfferBody): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ id: number }>(
      `insert into freelance_offers (youth_id, title, title_en, description, rate_amount, rate_unit, availability, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int as id`,
      [
        youthId,
        body.title,
        body.title_en ?? null,
        body.description,
        body.rate_amount,
        body.rate_unit,
        body.availability ?? null,
        body.status,
      ],
    );
    const id = r.rows[0]?.id;
    if (id === undefined) throw new Error('freelance offer not inserted');
    await writeSkills(tx, id, body.skill_ids);
    return id;
  });
}

/** Changes the youth's own offer; false when it is not theirs (or gone). */
export async function updateOwnOffer(
  db: Db,
  youthId: number,
  id: number,
  body: FreelanceOfferBody,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx.query(
      `update freelance_offers set title = $3, title_en = $4, description = $5, rate_amount = $6, rate_unit = $7,
         availability = $8, status = $9, updated_at = now()
       where id = $1 and youth_id = $2 and deleted_at is null`,
      [
        id,
        youthId,
        body.title,
        body.title_en ?? null,
        body.description,
        body.rate_amount,
        body.rate_unit,
        body.availability ?? null,
        body.status,
      ],
    );
    if (!r.rowCount) return false;
    await writeSkills(tx, id, body.skill_ids);
    return true;
  });
}

export async function setOwnOfferStatus(
  db: Db,
  youthId: number,
  id: number,
  status: FreelanceOfferStatus,
): Promise<boolean> {
  const r = await db.query(
    `update freelance_offers set status = $3, updated_at = now() where id = $1 and youth_id = $2 and deleted_at is null`,
    [id, youthId, status],
  );
  return Boolean(r.rowCount);
}

export async function deleteOwnOffer(db: Db, youthId: number, id: number): Promise<boolean> {
  const r = await db.query(
    `update freelance_offers set deleted_at = now() where id = $1 and youth_id = $2 and deleted_at is null`,
    [id, youthId],
  );
  return Boolean(r.rowCount);
}

/** The youth who offers an active offer, with what the notice to them needs; null when the offer is not public. */
export async function offerRecipient(
  db: Db,
  offerId: number,
): Promise<{
  youth_id: number;
  email: string | null;
  full_name: string;
  full_name_en: string | null;
  preferred_locale: string | null;
  message_channels: string[];
  title: string;
  title_en: string | null;
} | null> {
  const r = await db.query<{
    youth_id: number;
    email: string | null;
    full_name: string;
    full_name_en: string | null;
    preferred_locale: string | null;
    message_channels: string[];
    title: string;
    title_en: string | null;
  }>(
    `select u.id::int as youth_id, u.email, u.full_name, u.full_name_en, u.preferred_locale, u.message_channels,
       o.title, o.title_en
     ${PUBLIC_FROM} where ${PUBLIC_WHERE} and o.id = $1`,
    [offerId],
  );
  return r.rows[0] ?? null;
}

/** Messages `senderId` sent in the last 24 hours (the daily limit). */
export async function messagesSentToday(db: Db, senderId: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    `select count(*)::int as n from freelance_messages where sender_id = $1 and created_at > now() - interval '1 day'`,
    [senderId],
  );
  return r.rows[0]?.n ?? 0;
}

export async function insertMessage(
  db: Db,
  m: { offerId: number; senderId: number; subject: string; message: string },
): Promise<{ id: number; created_at: string }> {
  const r = await db.query<{ id: number; created_at: string }>(
    `insert into freelance_messages (offer_id, sender_id, subject, message) values ($1, $2, $3, $4)
     returning id::int as id, created_at`,
    [m.offerId, m.senderId, m.subject, m.message],
  );
  const row = r.rows[0];
  if (!row) throw new Error('freelance message not inserted');
  return { id: row.id, created_at: new Date(row.created_at).toISOString() };
}

/** Messages about the youth's offers (deleted ones too), newest first, with each sender's contact. */
export async function listMessagesTo(
  db: Db,
  youthId: number,
  page: PageRequest,
): Promise<{ data: FreelanceMessage[]; total: number }> {
  const from = `from freelance_messages m join freelance_offers o on o.id = m.offer_id join users s on s.id = m.sender_id
    where o.youth_id = $1`;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${from}`, [youthId])).rows[0]?.n ?? 0;
  const rows = await db.query<FreelanceMessage>(
    `select m.id::int as id, m.subject, m.message, m.created_at,
       jsonb_build_object('id', o.id::int, 'title', o.title, 'title_en', o.title_en) as offer,
       jsonb_build_object('full_name', s.full_name, 'full_name_en', s.full_name_en, 'email', s.email, 'mobile', s.mobile)
         as sender
     ${from} order by m.created_at desc, m.id desc limit $2 offset $3`,
    [youthId, page.page_size, (page.page - 1) * page.page_size],
  );
  return {
    data: rows.rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total,
  };
}

/** The sender's name for the notice. */
export async function senderName(
  db: Db,
  userId: number,
): Promise<{ full_name: string; full_name_en: string | null }> {
  const r = await db.query<{ full_name: string; full_name_en: string | null }>(
    'select full_name, full_name_en from users where id = $1',
    [userId],
  );
  return r.rows[0] ?? { full_name: '', full_name_en: null };
}
