import {
  defineListParams,
  listLookup,
  listParam,
  resourceLookup,
  useEndpoint,
  useEndpointMutation,
  useLookup,
} from '@platform/api-client';
import { endpoints, PLATFORM_BATCH_PHASE } from '@platform/contract';
import { trainingCenters } from '@platform/resources';
import type { UseBatchLookup } from '@platform/ui-course-batches';
import { ROW_STATUSES } from './platform-courses-data';

/*
 * Every institute's trainers and batches (ADR 0118): their filters in the address (one page is
 * `useAddressList(PLATFORM_TRAINER_LIST, endpoints.platformTrainers)` and the same for batches) and one record's page.
 * An institute admin (`manage_institute_batch`, ADR 0127) adds and edits its own institute's batches here. The institute lookup and the active toggle's values
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

/** Every batch list and page lies under /private/course-batches (the list, a page, the lms reads). */
const REVALIDATE = { revalidate: ['/private/course-batches', '/private/courses'] };

/** POST /private/institute-batches: a batch of one of the caller's institute's courses (ADR 0127). */
export const useCreateInstituteBatch = () => useEndpointMutation(endpoints.createInstituteBatch, REVALIDATE);
/** PUT /private/institute-batches/:id. */
export const useUpdateInstituteBatch = () => useEndpointMutation(endpoints.updateInstituteBatch, REVALIDATE);

const centreSource = resourceLookup(trainingCenters, { activeOnly: true });
const courseSource = listLookup(endpoints.batchCourses, endpoints.batchCourse);
/** The batch form's pickers: the caller's institute's active training centres and its courses not archived. */
export const useCentreLookup: UseBatchLookup = (options) => useLookup(centreSource, options);
export const useBatchCourseLookup: UseBatchLookup = (options) => useLookup(courseSource, options);
