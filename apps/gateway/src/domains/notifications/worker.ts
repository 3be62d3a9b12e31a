import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ChannelPort, deliver, relayPending } from './outbox';
import { type JobQueue, NOTIFICATION_QUEUE } from '../../platform/queue';

const RELAY_INTERVAL_MS = 30_000;

/**
 * Works the notification queue: each job names one log row, delivered by the outbox's `deliver`. A failed
 * attempt with attempts left throws, so pg-boss re-runs the job after its back-off. Rows written without a
 * queue (seeds, outages) are relayed at start and every 30 s, after `beforeRelay` (the job alerts of jobs whose
 * published day has come, ADR 0065). Any number of replicas can run this.
 */
export async function startNotificationWorker(
  queue: JobQueue,
  db: Db,
  port: ChannelPort,
  log: FastifyBaseLogger,
  /**
   * What writes notification rows before each relay: the gateway passes the job alerts of jobs whose published day
   * has come (job-alerts' dispatchDueJobAlerts), so this domain does not depend on that one.
   */
  beforeRelay: () => Promise<unknown>,
): Promise<() => Promise<void>> {
  await queue.boss.work<{ log_id: number }>(
    NOTIFICATION_QUEUE,
    { batchSize: 10, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1, burstWhenBatchFull: true },
    async (jobs) => {
      // every job of the batch is attempted; if one needs another attempt the batch is failed and re-run
      // later, and the rows already DONE are skipped then
      const retry: number[] = [];
      for (const job of jobs) {
        if ((await deliver(db, port, job.data.log_id)) === 'retry') retry.push(job.data.log_id);
      }
      if (retry.length) throw new Error(`notifications ${retry.join(', ')}: delivery failed, will retry`);
    },
  );
  const relay = () =>
    beforeRelay()
      .then(() => relayPending(db, queue.outbox))
      .catch((e: unknown) => log.error({ err: e }, 'notification relay failed'));
  await relay();
  const timer = setInterval(() => void relay(), RELAY_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await queue.boss.offWork(NOTIFICATION_QUEUE, { wait: true });
  };
}
