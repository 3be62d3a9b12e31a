/*
 * Long jobs that a request starts and does not wait for (bulk e-mail, ADR 0077; document sync, ADR 0116): the request
 * writes the job's row with its total and answers at once; the job works in batches, records its progress in that row
 * after each one, and lets other requests in between; the admin's page polls the row (`pollUntil` of
 * @platform/api-client) and shows it with `JobProgress` of @platform/ui. If the process stops midway, the row shows
 * how far the job got.
 */

/** Lets the event loop serve what waits (other requests) before the next batch. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `work` over `items` in batches of `size`, one after another, yielding to other requests between batches. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (batch: T[], offset: number) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    await work(items.slice(i, i + size), i);
    await yieldToOthers();
  }
}

/** Where a background job's unexpected failure goes (the app's logger). */
export interface BackgroundLog {
  error(details: object, message: string): void;
}

/**
 * Starts `job` without waiting for it: the request answers while it runs. A failure the job did not record itself is
 * logged with `what` and its details, never thrown at nobody (an unhandled rejection would stop the process).
 */
export function inBackground(
  log: BackgroundLog,
  what: string,
  details: object,
  job: () => Promise<unknown>,
): Promise<void> {
  return job().then(
    () => undefined,
    (err: unknown) => log.error({ err, ...details }, what),
  );
}
