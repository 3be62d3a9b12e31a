import type {
  InAppNotification,
  NotificationEvent,
  NotificationLog,
  NotificationLogQuery,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

interface InAppRow {
  id: number;
  event: NotificationEvent;
  title: string;
  body: string;
  read_at: Date | string | null;
  created_at: Date | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

const toInApp = (r: InAppRow): InAppNotification => ({
  ...r,
  read_at: r.read_at ? iso(r.read_at) : null,
  created_at: iso(r.created_at),
});
const IN_APP_COLUMNS = 'id, event, title, body, read_at, created_at';

export async function listInAppNotifications(
  db: Db,
  userId: number,
  page: { page: number; page_size: number },
) {
  const total =
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from in_app_notifications where user_id = $1',
        [userId],
      )
    ).rows[0]?.n ?? 0;
  const rows = await db.query<InAppRow>(
    `select ${IN_APP_COLUMNS} from in_app_notifications where user_id = $1 order by id desc limit $2 offset $3`,
    [userId, page.page_size, (page.page - 1) * page.page_size],
  );
  return { data: rows.rows.map(toInApp), total };
}

/** Marks one of the user's notifications read; another user's id is indistinguishable from a missing one. */
export async function markInAppNotificationRead(
  db: Db,
  userId: number,
  id: number,
): Promise<InAppNotification | null> {
  const r = await db.query<InAppRow>(
    `update in_app_notifications set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2 returning ${IN_APP_COLUMNS}`,
    [id, userId],
  );
  return r.rows[0] ? toInApp(r.rows[0]) : null;
}

export async function insertInAppNotification(
  db: Db,
  n: { user_id: number; event: NotificationEvent; title: string; body: string },
): Promise<void> {
  await db.query('insert into in_app_notifications (user_id, event, title, body) values ($1,$2,$3,$4)', [
    n.user_id,
    n.event,
    n.title,
    n.body,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// notification_logs: the outbox
// ---------------------------------------------------------------------------------------------------------------

export interface OutboxRow {
  id: number;
  event: NotificationEvent;
  channel: 'email' | 'sms' | 'in_app';
  recipient: string;
  user_id: number | null;
  variables: Record<string, string | number>;
  attempts: number;
  bulk_email_id: number | null;
}

export async function insertLog(
  db: Db,
  row: {
    event: string;
    channel: string;
    recipient: string;
    user_id: number | null;
    variables: Record<string, string | number>;
  },
): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into notification_logs (event, channel, recipient, user_id, variables, state) values ($1,$2,$3,$4,$5::jsonb,'IN_PRODUCER') returning id`,
    [row.event, row.channel, row.recipient, row.user_id, JSON.stringify(row.variables)],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error('notification_logs insert returned no id');
  return id;
}

/** Log rows of one event and channel, one per recipient with their own variables, in one statement; their ids in order. */
export async function insertLogs(
  db: Db,
  event: string,
  channel: string,
  rows: { recipient: string; user_id: number | null; variables: Record<string, string | number> }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const r = await db.query<{ id: number }>(
    `insert into notification_logs (event, channel, recipient, user_id, variables, state)
     select $1, $2, t.recipient, t.user_id, t.variables, 'IN_PRODUCER'
       from unnest($3::text[], $4::bigint[], $5::jsonb[]) with ordinality as t(recipient, user_id, variables, n)
      order by t.n
     returning id`,
    [
      event,
      channel,
      rows.map((row) => row.recipient),
      rows.map((row) => row.user_id),
      rows.map((row) => JSON.stringify(row.variables)),
    ],
  );
  return r.rows.map((row) => Number(row.id));
}

export async function markQueued(db: Db, ids: number[]): Promise<void> {
  if (ids.length)
    await db.query(
      `update notification_logs set state = 'IN_QUEUE', updated_at = now() where id = any($1::bigint[])`,
      [ids],
    );
}

/** Rows written without a queue at hand (seeds, a queue outage): the relay hands them to the queue. */
export async function pendingLogIds(db: Db, limit = 100): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `select id from notification_logs where state = 'IN_PRODUCER' order by id limit $1`,
    [limit],
  );
  return r.rows.map((row) => row.id);
}

/** Rows whose delivery is due (used by the synchronous drain; pg-boss schedules its own retries). */
export async function dueLogIds(db: Db, limit: number): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `select id from notification_logs where state = 'IN_QUEUE' and next_attempt_at <= now() order by id limit $1`,
    [limit],
  );
  return r.rows.map((row) => row.id);
}

/**
 * Claims one row for delivery (IN_QUEUE → IN_CONSUMER, one more attempt). A row left IN_CONSUMER by a worker
 * that died mid-delivery can be claimed again after five minutes. Null when someone else has it or it is done.
 */
export async function claimLog(db: Db, id: number): Promise<OutboxRow | null> {
  const r = await db.query<OutboxRow>(
    `update notification_logs set state = 'IN_CONSUMER', attempts = attempts + 1, updated_at = now()
     where id = $1 and (state = 'IN_QUEUE' or (state = 'IN_CONSUMER' and updated_at < now() - interval '5 minutes'))
     returning id, event, channel, recipient, user_id, variables, attempts, bulk_email_id`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Variables that are secrets (verification codes, links with a token): dropped from the row once delivered. */
export const SECRET_VARIABLES = ['code', 'link'] as const;

export async function markDone(db: Db, id: number): Promise<void> {
  await db.query(
    `update notification_logs set state = 'DONE', updated_at = now(), variables = variables - $2::text[] where id = $1`,
    [id, [...SECRET_VARIABLES]],
  );
}

/** A failed attempt: back to IN_QUEUE with a back-off, or FAILED for good; the error is kept either way. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  final: boolean,
  retryInS: number,
): Promise<void> {
  await db.query(
    `update notification_logs set state = $2, last_error = $3, updated_at = now(),
       next_attempt_at = now() + make_interval(secs => $4::int) where id = $1`,
    [id, final ? 'FAILED' : 'IN_QUEUE', error.slice(0, 500), retryInS],
  );
}

/** FAILED rows back to IN_PRODUCER with a fresh attempt budget (the last error stays until a success). */
export async function resetFailed(db: Db, ids?: number[]): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `update notification_logs set state = 'IN_PRODUCER', attempts = 0, next_attempt_at = now(), updated_at = now()
     where state = 'FAILED' and ($1::bigint[] is null or id = any($1::bigint[])) returning id`,
    [ids ?? null],
  );
  return r.rows.map((row) => row.id);
}

export async function listNotificationLogs(
  db: Db,
  q: Pick<NotificationLogQuery, 'state' | 'event' | 'channel' | 'search'> & {
    page: number;
    page_size: number;
  },
): Promise<{ data: NotificationLog[]; total: number }> {
  const where = `where ($1::text is null or state = $1) and ($2::text is null or event = $2) and ($3::text is null or channel = $3)
                   and ($4::text is null or recipient ilike $4)`;
  const params = [
    q.state ?? null,
    q.event ?? null,
    q.channel ?? null,
    q.search ? likeContains(q.search) : null,
  ];
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from notification_logs ${where}`, params))
      .rows[0]?.n ?? 0;
  const rows = await db.query<NotificationLog>(
    `select id, event, channel, recipient, state, attempts, last_error, created_at, updated_at from notification_logs ${where}
     order by id desc limit $5 offset $6`,
    [...params, q.page_size, (q.page - 1) * q.page_size],
  );
  return {
    data: rows.rows.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) })),
    total,
  };
}

export interface DevOutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export async function insertDevOutbox(
  db: Db,
  m: { channel: string; recipient: string; subject: string; body: string },
): Promise<void> {
  await db.query('insert into dev_outbox (channel, recipient, subject, body) values ($1,$2,$3,$4)', [
    m.channel,
    m.recipient,
    m.subject,
    m.body,
  ]);
}

export async function latestDevOutbox(db: Db, limit = 200): Promise<DevOutboxRow[]> {
  const r = await db.query<DevOutboxRow>(
    'select id, channel, recipient, subject, body, created_at from dev_outbox order by id desc limit $1',
    [limit],
  );
  return r.rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

export async function findNotificationLog(db: Db, id: number): Promise<NotificationLog | null> {
  const r = await db.query<NotificationLog>(
    'select id, event, channel, recipient, state, attempts, last_error, created_at, updated_at from notification_logs where id = $1',
    [id],
  );
  const row = r.rows[0];
  return row ? { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) } : null;
}
