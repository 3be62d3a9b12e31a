import type { NotificationChannel, NotificationEvent, QueueJob, QueueJobState } from '@platform/contract';
import type { Db } from '../../db/client';
import {
  claimLog,
  dueLogIds,
  insertInAppNotification,
  insertLog,
  insertLogs,
  markAttemptFailed,
  markDone,
  markQueued,
  pendingLogIds,
  resetFailed,
} from './repository';
import { startBulkEmail } from './bulk';
import { bulkEmailText } from './bulk-repository';
import { headTemplateFor } from './heads-repository';
import { renderHeadTemplate, renderTemplate } from './templates';

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

/** Where a delivered e-mail or SMS goes: SMTP, an SMS provider, or (demo) the local outbox. */
export interface ChannelPort {
  send(message: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string;
    body: string;
  }): Promise<void>;
}

/**
 * The queue the outbox hands rows to (pg-boss in the running gateway, platform/queue.ts). `enqueue` runs with the
 * caller's executor, so on a transaction the jobs commit or roll back together with the log rows.
 */
export interface OutboxQueue {
  /** `priority` below 0 lets other notifications pass first (bulk e-mail); pg-boss works higher numbers first. */
  enqueue(executor: Db, ids: number[], options?: { priority?: number }): Promise<void>;
  /** The queue's jobs as the admin's queue view (`rmq-logs`) reads them; absent where no queue runs. */
  jobs?: QueueJobs;
}

/** Reading and requeueing the notification queue's jobs (pg-boss in the running gateway). */
export interface QueueJobs {
  list(q: {
    page: number;
    page_size: number;
    state?: QueueJobState;
  }): Promise<{ data: QueueJob[]; total: number }>;
  find(id: string): Promise<QueueJob | null>;
  /** A FAILED job back to the queue, with the caller's executor. */
  retry(executor: Db, id: string): Promise<void>;
}

/** Attempts per delivery before a row is FAILED (a retry from the admin log starts a new budget). */
export const MAX_ATTEMPTS = 3;
/** Seconds before attempt n + 1 in the synchronous drain: 2, 4, 8… (pg-boss uses its own back-off). */
const backoffS = (attempt: number) => 2 ** attempt;

function recipientFor(channel: NotificationChannel, r: Recipient): string | null {
  if (channel === 'email') return r.email ?? null;
  if (channel === 'sms') return r.mobile ?? null;
  return r.user_id != null ? String(r.user_id) : null;
}

/**
 * Producer. Writes one `notification_logs` row per channel × recipient (IN_PRODUCER) in the caller's
 * transaction (or a new one), then — when a queue is given — enqueues them in the same transaction (IN_QUEUE).
 * A rolled-back action therefore never notifies anyone and a committed one always does. Without a queue the
 * rows wait IN_PRODUCER for the relay (`relayPending`) or the synchronous `drainOutbox`.
 * Recipients lacking the channel's address (no e-mail for an e-mail) are skipped. Returns the log ids.
 */
export async function notify(db: Db, req: NotifyRequest, queue?: OutboxQueue | null): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const channel of req.channels) {
      for (const r of req.recipients) {
        const recipient = recipientFor(channel, r);
        if (!recipient) continue;
        ids.push(
          await insertLog(tx, {
            event: req.event,
            channel,
            recipient,
            user_id: r.user_id ?? null,
            variables: req.variables ?? {},
          }),
        );
      }
    }
    if (queue && ids.length) {
      await queue.enqueue(tx, ids);
      await markQueued(tx, ids);
    }
    return ids;
  });
}

/** One recipient of `notifyEach` with the variables of their own message (their name, their link). */
export interface PersonalNotice {
  recipient: Recipient;
  variables: Record<string, string | number>;
}

/**
 * Producer of one event to many recipients, each with their own variables (a bulk course invitation): like `notify`
 * (same transaction rule, same skipping of a missing address), but one statement per channel writes every row and
 * one enqueue hands them to the queue, so thousands of invitations cost a handful of round trips. Returns the log ids.
 */
export async function notifyEach(
  db: Db,
  req: { event: NotificationEvent; channels: NotificationChannel[]; notices: PersonalNotice[] },
  queue?: OutboxQueue | null,
): Promise<number[]> {
  if (req.notices.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const channel of req.channels) {
      const rows = req.notices.flatMap((n) => {
        const recipient = recipientFor(channel, n.recipient);
        return recipient ? [{ recipient, user_id: n.recipient.user_id ?? null, variables: n.variables }] : [];
      });
      ids.push(...(await insertLogs(tx, req.event, channel, rows)));
    }
    if (queue && ids.length) {
      await queue.enqueue(tx, ids);
      await markQueued(tx, ids);
    }
    return ids;
  });
}

/** Hands rows still IN_PRODUCER (written by seeds or while no queue ran) to the queue. Returns how many. */
export async function relayPending(db: Db, queue: OutboxQueue): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const ids = await pendingLogIds(tx);
      if (ids.length) {
        await queue.enqueue(tx, ids);
        await markQueued(tx, ids);
      }
      return ids.length;
    });
    total += moved;
    if (moved === 0) return total;
  }
}

/** The text of a row: its event's head template for the channel and language when one exists, else the built-in. */
async function render(
  db: Db,
  row: {
    event: NotificationEvent;
    channel: NotificationChannel;
    variables: Record<string, string | number> | null;
    bulk_email_id?: number | null;
  },
) {
  // a bulk e-mail's subject and message are kept once, on the campaign, not on each of its rows
  const bulk = row.bulk_email_id ? await bulkEmailText(db, row.bulk_email_id) : null;
  const vars: Record<string, string | number> = { ...(row.variables ?? {}), ...(bulk ?? {}) };
  const template = await headTemplateFor(db, row.event, row.channel, vars.locale === 'bn-BD' ? 'bn' : 'en');
  return template?.body ? renderHeadTemplate(row.event, template, vars) : renderTemplate(row.event, vars);
}

export type DeliveryResult = 'done' | 'retry' | 'failed' | 'skipped';

/**
 * Consumer step for one row: IN_QUEUE → IN_CONSUMER (attempt counted) → DONE, or back to IN_QUEUE with the
 * error kept, or FAILED once MAX_ATTEMPTS are used. 'skipped' when the row is not claimable (done, or taken).
 */
export async function deliver(db: Db, port: ChannelPort, id: number): Promise<DeliveryResult> {
  const row = await claimLog(db, id);
  if (!row) return 'skipped';
  try {
    const { subject, body } = await render(db, row);
    if (row.channel === 'in_app') {
      if (row.user_id == null) throw new Error('in-app notification without a user');
      await insertInAppNotification(db, { user_id: row.user_id, event: row.event, title: subject, body });
    } else {
      await port.send({ channel: row.channel, recipient: row.recipient, subject, body });
    }
    await markDone(db, row.id);
    return 'done';
  } catch (e) {
    const final = row.attempts >= MAX_ATTEMPTS;
    await markAttemptFailed(
      db,
      row.id,
      e instanceof Error ? e.message : 'delivery failed',
      final,
      backoffS(row.attempts),
    );
    return final ? 'failed' : 'retry';
  }
}

/**
 * Synchronous worker for tests and one-off scripts: queues what waits IN_PRODUCER (no pg-boss involved), then
 * delivers every due row once. Returns the number of rows it attempted.
 */
export async function drainOutbox(db: Db, port: ChannelPort, batch = 100): Promise<number> {
  await db.transaction(async (tx) => markQueued(tx, await pendingLogIds(tx, batch)));
  let handled = 0;
  for (const id of await dueLogIds(db, batch)) {
    if ((await deliver(db, port, id)) !== 'skipped') handled++;
  }
  return handled;
}

/** Admin retry: FAILED rows (all, or the given ids) start again with a new attempt budget. Returns their ids. */
export async function retryFailed(db: Db, queue: OutboxQueue | null, ids?: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const reset = await resetFailed(tx, ids);
    if (queue && reset.length) {
      await queue.enqueue(tx, reset);
      await markQueued(tx, reset);
    }
    return reset;
  });
}

/**
 * Requeue from the queue view: a FAILED job goes back to the queue and its log row, if it gave up too, gets a new
 * attempt budget — in one transaction. 'not_found' without a queue or job; 'not_failed' for any other state.
 */
export async function requeueJob(
  db: Db,
  queue: OutboxQueue | null,
  id: string,
): Promise<QueueJob | 'not_found' | 'not_failed'> {
  const jobs = queue?.jobs;
  const job = jobs ? await jobs.find(id) : null;
  if (!jobs || !job) return 'not_found';
  if (job.state !== 'failed') return 'not_failed';
  await db.transaction(async (tx) => {
    if (job.log_id != null) await markQueued(tx, await resetFailed(tx, [job.log_id]));
    await jobs.retry(tx, id);
  });
  return (await jobs.find(id)) ?? 'not_found';
}

/** The producer as route handlers see it (`app.services.notifier`): bound to the running queue, if any. */
export interface Notifier {
  notify(req: NotifyRequest, tx?: Db): Promise<number[]>;
  /** One event to many recipients, each with their own variables (`notifyEach`). */
  notifyEach(req: Parameters<typeof notifyEach>[1], tx?: Db): Promise<number[]>;
  retryFailed(ids?: number[]): Promise<number[]>;
  /** The queue's jobs (empty where no queue runs: tests, one-off scripts). */
  listJobs: QueueJobs['list'];
  requeueJob(id: string): ReturnType<typeof requeueJob>;
  /** A bulk e-mail through the running queue (bulk.ts). */
  startBulkEmail(c: Parameters<typeof startBulkEmail>[2]): ReturnType<typeof startBulkEmail>;
}

export function createNotifier(db: Db, queue: OutboxQueue | null): Notifier {
  return {
    notify: (req, tx) => notify(tx ?? db, req, queue),
    notifyEach: (req, tx) => notifyEach(tx ?? db, req, queue),
    retryFailed: (ids) => retryFailed(db, queue, ids),
    listJobs: (q) => queue?.jobs?.list(q) ?? Promise.resolve({ data: [], total: 0 }),
    requeueJob: (id) => requeueJob(db, queue, id),
    startBulkEmail: (c) => startBulkEmail(db, queue, c),
  };
}
