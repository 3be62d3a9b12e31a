/** How often the page of a background job (bulk e-mail, document sync) asks for its progress, in milliseconds. */
export const JOB_POLL_MS = 2000;

/**
 * SWR's `refreshInterval` for the read of a job the gateway runs in the background (ADR 0116): every `ms` until
 * `finished(data)` holds, then no more.
 */
export function pollUntil<T>(finished: (data: T | undefined) => boolean, ms = JOB_POLL_MS) {
  return (data?: T) => (finished(data) ? 0 : ms);
}
