import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type ChannelPort, drainOutbox } from './outbox';

/** Polls the outbox queue; the queue itself lives in Postgres, so any number of replicas can run this. */
export function startWorker(db: Db, port: ChannelPort, log: FastifyBaseLogger, intervalMs = 1000): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    running = drainOutbox(db, port).catch((e: unknown) => log.error({ err: e }, 'notification worker failed'));
    await running;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  let timer = setTimeout(tick, intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
