import type { BulkEmailSource, NotificationEvent } from '@platform/contract';
import type { Db } from '../../db/client';
import { inBatches } from '../../platform/background';
import { insertBulkEmail, insertBulkLogs } from './bulk-repository';
import type { OutboxQueue } from './outbox';
import { markQueued } from './repository';

/** Messages written (and queued) per transaction. */
export const BULK_BATCH = 500;
/** Queue priority of bulk messages: an interview invitation written meanwhile is worked first. */
export const BULK_PRIORITY = -10;

export interface BulkRecipient {
  email: string;
  user_id: number | null;
  name: string | null;
}

/** One address once (case-insensitive), the first row's name kept. */
export function uniqueRecipients(rows: BulkRecipient[]): BulkRecipient[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = r.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Starts a campaign: the bulk_emails row (with its total) at once, then its messages in batches of BULK_BATCH, each
 * batch written and handed to the queue in one transaction, at BULK_PRIORITY. Answers the campaign id and the promise of
 * the batches (the route does not wait for it; the progress view polls). Without a queue the rows wait IN_PRODUCER
 * for the relay. If the process stops midway, `queued` < `total` shows how far it got.
 */
export async function startBulkEmail(
  db: Db,
  queue: OutboxQueue | null,
  c: {
    source: BulkEmailSource;
    subject: string;
    message: string;
    filter: object;
    createdBy: number;
    recipients: BulkRecipient[];
  },
): Promise<{ id: number; written: Promise<void> }> {
  const recipients = uniqueRecipients(c.recipients);
  const id = await insertBulkEmail(db, { ...c, total: recipients.length });
  const event: NotificationEvent =
    c.source === 'users' ? 'bulk_email_to_platform_users' : 'bulk_email_from_excel';
  // other requests go in between the batches (platform/background.ts)
  const written = inBatches(recipients, BULK_BATCH, (batch) =>
    db.transaction(async (tx) => {
      const ids = await insertBulkLogs(tx, id, event, batch);
      if (queue && ids.length) {
        await queue.enqueue(tx, ids, { priority: BULK_PRIORITY });
        await markQueued(tx, ids);
      }
    }),
  );
  return { id, written };
}
