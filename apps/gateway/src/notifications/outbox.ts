import type {
  NotificationChannel,
  NotificationEvent,
  NotificationLog,
  NotificationLogQuery,
} from '@platform/contract';
import type { Db } from '../db/client';
import { renderTemplate } from './templates';

export interface Recipient {
  user_id?: number;
  email?: string;
  mobile?: string;
}

export interface NotifyRequest {
  event: NotificationEvent;
  channels: NotificationChannel[];
  recipients: Recipient[];
  variables?: Record<string, string | number>;
}

/** Where a delivered message goes: SMTP, an SMS provider, or (demo) the local outbox. */
export interface ChannelPort {
  send(message: { channel: 'email' | 'sms'; recipient: string; subject: string; body: string }): Promise<void>;
}

export const MAX_ATTEMPTS = 3;

function recipientFor(channel: NotificationChannel, r: Recipient): string | null {
  if (channel === 'email') return r.email ?? null;
  if (channel === 'sms') return r.mobile ?? null;
  return r.user_id != null ? String(r.user_id) : null;
}

/**
 * Producer: writes one log row per channel x recipient (IN_PRODUCER) in the caller's transaction, then
 * hands them to the queue (IN_QUEUE). Nothing is sent until the transaction commits, so a rolled-back
 * action never notifies anyone.
 */
export async function notify(db: Db, req: NotifyRequest): Promise<number[]> {
  const ids: number[] = [];
  for (const channel of req.channels) {
    for (const r of req.recipients) {
      const recipient = recipientFor(channel, r);
      if (!recipient) continue;
      const row = await db.query<{ id: number }>(
        `insert into notification_logs (event, channel, recipient, user_id, variables) values ($1,$2,$3,$4,$5::jsonb) returning id`,
        [req.event, channel, recipient, r.user_id ?? null, JSON.stringify(req.variables ?? {})],
      );
      ids.push(row.rows[0]!.id);
    }
  }
  if (ids.length) {
    await db.query(`update notification_logs set state = 'IN_QUEUE', updated_at = now() where id = any($1::bigint[])`, [ids]);
  }
  return ids;
}

interface ClaimedRow {
  id: number;
  event: NotificationEvent;
  channel: NotificationChannel;
  recipient: string;
  user_id: number | null;
  variables: Record<string, string | number>;
  attempts: number;
}

/**
 * Consumer: claims due rows (FOR UPDATE SKIP LOCKED, so several gateway replicas can work the same queue),
 * delivers them and records DONE, a retry with back-off, or FAILED after MAX_ATTEMPTS. Returns rows handled.
 */
export async function drainOutbox(db: Db, port: ChannelPort, batch = 20): Promise<number> {
  const claimed = await db.query<ClaimedRow>(
    `update notification_logs set state = 'IN_CONSUMER', attempts = attempts + 1, updated_at = now()
     where id in (select id from notification_logs where state = 'IN_QUEUE' and next_attempt_at <= now()
                  order by id limit $1 for update skip locked)
     returning id, event, channel, recipient, user_id, variables, attempts`,
    [batch],
  );
  for (const row of claimed.rows) {
    try {
      const { subject, body } = renderTemplate(row.event, row.variables ?? {});
      if (row.channel === 'in_app') {
        if (row.user_id == null) throw new Error('in-app notification without a user');
        await db.query('insert into in_app_notifications (user_id, event, title, body) values ($1,$2,$3,$4)', [row.user_id, row.event, subject, body]);
      } else {
        await port.send({ channel: row.channel, recipient: row.recipient, subject, body });
      }
      await db.query(`update notification_logs set state = 'DONE', last_error = null, updated_at = now() where id = $1`, [row.id]);
    } catch (e) {
      const message = e instanceof Error ? e.message.slice(0, 500) : 'delivery failed';
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db.query(
        `update notification_logs set state = $2, last_error = $3, updated_at = now(),
           next_attempt_at = now() + make_interval(secs => $4::int) where id = $1`,
        [row.id, failed ? 'FAILED' : 'IN_QUEUE', message, 2 ** row.attempts],
      );
    }
  }
  return claimed.rows.length;
}

/** Puts FAILED rows back in the queue (admin "retry"). */
export async function retryFailed(db: Db, ids?: number[]): Promise<number> {
  const r = await db.query(
    `update notification_logs set state = 'IN_QUEUE', attempts = 0, next_attempt_at = now(), updated_at = now()
     where state = 'FAILED' and ($1::bigint[] is null or id = any($1::bigint[]))`,
    [ids ?? null],
  );
  return r.rowCount;
}

export async function listNotificationLogs(
  db: Db,
  q: NotificationLogQuery & { page: number; page_size: number },
): Promise<{ rows: NotificationLog[]; total: number }> {
  const where = `where ($1::text is null or state = $1) and ($2::text is null or event = $2) and ($3::text is null or channel = $3)`;
  const params = [q.state ?? null, q.event ?? null, q.channel ?? null];
  const total = (await db.query<{ n: number }>(`select count(*)::int as n from notification_logs ${where}`, params)).rows[0]?.n ?? 0;
  const rows = await db.query<NotificationLog>(
    `select id, event, channel, recipient, state, attempts, last_error, created_at, updated_at from notification_logs ${where}
     order by id desc limit $4 offset $5`,
    [...params, q.page_size, (q.page - 1) * q.page_size],
  );
  return {
    rows: rows.rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString() })),
    total,
  };
}
