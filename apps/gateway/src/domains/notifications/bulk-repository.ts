import type { BulkEmail, BulkEmailSource } from '@platform/contract';
import type { Db } from '../../db/client';

/* bulk_emails (033) and their outbox rows (notification_logs.bulk_email_id). */

interface BulkRow {
  id: number;
  source: BulkEmailSource;
  subject: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  created_at: Date | string;
}

export async function insertBulkEmail(
  db: Db,
  b: {
    source: BulkEmailSource;
    subject: string;
    message: string;
    filter: object;
    total: number;
    createdBy: number;
  },
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into bulk_emails (source, subject, message, filter, total, created_by) values ($1,$2,$3,$4::jsonb,$5,$6) returning id`,
    [b.source, b.subject, b.message, JSON.stringify(b.filter), b.total, b.createdBy],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('bulk_emails insert returned no id');
  return Number(id);
}

/** One batch of a campaign's messages (IN_PRODUCER), in one statement; answers their ids. */
export async function insertBulkLogs(
  db: Db,
  bulkId: number,
  event: string,
  batch: { email: string; user_id: number | null; name: string | null }[],
): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `insert into notification_logs (event, channel, recipient, user_id, variables, state, bulk_email_id)
     select $1, 'email', t.email, t.user_id,
            case when t.name is null then '{}'::jsonb else jsonb_build_object('name', t.name) end, 'IN_PRODUCER', $2
       from unnest($3::text[], $4::bigint[], $5::text[]) as t(email, user_id, name)
     returning id`,
    [event, bulkId, batch.map((b) => b.email), batch.map((b) => b.user_id), batch.map((b) => b.name)],
  );
  await db.query('update bulk_emails set queued = queued + $2 where id = $1', [bulkId, r.rows.length]);
  return r.rows.map((row) => Number(row.id));
}

/** The e-mail addresses of active users of these types, of these organisations if any (one per address, the first user's). */
export async function userRecipients(
  db: Db,
  userTypes: number[],
  organizationIds: number[] = [],
): Promise<{ email: string; user_id: number | null; name: string | null }[]> {
  const r = await db.query<{ email: string; user_id: number; name: string | null }>(
    `select distinct on (lower(email)) email, id as user_id, full_name as name from users
      where user_type_code = any($1::smallint[]) and email is not null and email <> ''
        and row_status = 1 and deleted_at is null
        and (cardinality($2::bigint[]) = 0 or organization_id = any($2::bigint[]))
      order by lower(email), id`,
    [userTypes, organizationIds],
  );
  return r.rows.map((row) => ({ ...row, user_id: Number(row.user_id) }));
}

export async function findBulkEmail(db: Db, id: number): Promise<BulkEmail | null> {
  const r = await db.query<BulkRow>(
    `select b.id, b.source, b.subject, b.total, b.queued, b.created_at,
            (select count(*)::int from notification_logs l where l.bulk_email_id = b.id and l.state = 'DONE') as sent,
            (select count(*)::int from notification_logs l where l.bulk_email_id = b.id and l.state = 'FAILED') as failed
       from bulk_emails b where b.id = $1`,
    [id],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    finished: row.queued >= row.total && row.sent + row.failed >= row.total,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The words of a campaign, filled into each of its messages at delivery. */
export async function bulkEmailText(
  db: Db,
  id: number,
): Promise<{ subject: string; message: string } | null> {
  const r = await db.query<{ subject: string; message: string }>(
    'select subject, message from bulk_emails where id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}
