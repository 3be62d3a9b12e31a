import { defineEndpoint } from './endpoint';

/*
 * The public youth numbers and directory (issue 18 item 5, ADR 0096). The registered-youth counter is a count only:
 * youth accounts that are active and not deleted; no personal data. The answer may be a few seconds old (the
 * gateway's public response cache).
 */

/** GET /public/registered-youth-in-real-time. */
export interface RegisteredYouthCount {
  total_registered_youth: number;
}

export const youthDirectoryEndpoints = {
  registeredYouthInRealTime: defineEndpoint<RegisteredYouthCount>({
    method: 'GET',
    path: '/public/registered-youth-in-real-time',
    area: 'public',
    summary: 'The number of registered youth (a count only; may be a few seconds old)',
  }),
} as const;
