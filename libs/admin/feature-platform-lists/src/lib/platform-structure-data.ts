import { defineListParams, listParam, useEndpoint } from '@platform/api-client';
import { endpoints, PLATFORM_BATCH_PHASE } from '@platform/contract';
import { ROW_STATUSES } from './platform-courses-data';

/*
 * Every institute's trainers and batches (ADR 0118): their filters in the address (one page is
 * `useAddressList(PLATFORM_TRAINER_LIST, endpoints.platformTrainers)` and the same for batches) and one record's page.
 * Read-only: the institute changes its own trainers and batches. The institute lookup and the active toggle's values
 * are the course list's (platform-courses-data.ts).
 */

export const BATCH_PHASES = Object.values(PLATFORM_BATCH_PHASE);

export const PLATFORM_TRAINER_LIST = defineListParams({
  params: {
    search: listParam.text(),
    institute_id: listParam.id(),
    row_status: listParam.oneOf(ROW_STATUSES),
  },
  pageSizes: [10, 25, 50],
});

export const PLATFORM_BATCH_LIST = defineListParams({
  params: {
    search: listParam.text(),
    institute_id: listParam.id(),
    phase: listParam.oneOf(BATCH_PHASES),
  },
  pageSizes: [10, 25, 50],
});

/** A trainer's page: the instructor profile, contact, courses and their batches. */
export function usePlatformTrainer(id: number | null) {
  return useEndpoint(endpoints.platformTrainer, id === null ? null : { params: { id } });
}

/** A batch's page: seats, enrolments and the course's schedule. */
export function usePlatformBatch(id: number | null) {
  return useEndpoint(endpoints.platformBatch, id === null ? null : { params: { id } });
}
