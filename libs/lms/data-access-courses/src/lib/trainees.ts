import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type BulkEnrolBody,
  type BulkEnrolResult,
  type CourseTraineeListQuery,
  courseTraineeEndpoints as E,
  TRAINEE_ENROLMENT_LIMITS,
  TRAINEE_STATUSES,
  type TraineeYouthOption,
} from '@platform/contract';
import {
  defineListParams,
  keyMatchesPrefix,
  type LookupSource,
  listParam,
  lookupSource,
  useApiClient,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from '@platform/api-client';

/* The trainees of a course (issue 15 item 6; ADR 0081): the paged list and one trainee's quiz results. */

/** /courses/{id}/trainees keeps its search, batch and status filters and its page in the address. */
export const TRAINEE_LIST = defineListParams({
  params: {
    search: listParam.text(),
    batch_id: listParam.id(),
    status: listParam.oneOf(TRAINEE_STATUSES),
  },
  pageSizes: [10, 25, 50],
});

/** GET /private/courses/:id/trainees. `null` waits. */
export const useCourseTrainees = (courseId: number | null, query: CourseTraineeListQuery) =>
  useEndpointList(E.courseTrainees, courseId === null ? null : { params: { id: courseId }, query }, {
    keepPreviousData: true,
  });

/** GET /private/courses/:id/trainees/:youthId/assessment. `null` waits. */
export const useTraineeAssessment = (courseId: number | null, youthId: number | null) =>
  useEndpoint(
    E.courseTraineeAssessment,
    courseId === null || youthId === null ? null : { params: { id: courseId, youthId } },
  );

/* Enrolling youth (issue 15 item 6; ADR 0088): the youth lookup, one enrolment, a sheet's rows in chunks. */

const ENROL_REVALIDATE = ['/private/courses', '/private/trainee-youths'];

/**
 * The enrol dialog's youth picker: GET /private/trainee-youths (searched on the gateway; pass `{ course_id }` as the
 * lookup's filters) and GET /private/trainee-youths/:id to name a chosen id.
 */
export const traineeYouthLookup: LookupSource<TraineeYouthOption> = lookupSource(
  E.traineeYouthLookup as unknown as LookupSource<TraineeYouthOption>['list'],
  E.traineeYouth as unknown as LookupSource<TraineeYouthOption>['read'],
);

/** POST /private/courses/:id/trainees. */
export const useEnrolTrainee = () => useEndpointMutation(E.enrolTrainee, { revalidate: ENROL_REVALIDATE });

/** What a sheet's enrolment came to so far. */
export interface BulkEnrolProgress {
  sent: number;
  total: number;
  enrolled: BulkEnrolResult['enrolled'];
  errors: BulkEnrolResult['errors'];
}

/**
 * POST /private/courses/:id/trainees/bulk, chunk after chunk of TRAINEE_ENROLMENT_LIMITS.chunkRows rows: `onProgress`
 * hears after each one; the course's reads are revalidated once at the end (also after a failed chunk, which stops the
 * run: the rows before it are enrolled).
 */
export function useBulkEnrolTrainees() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      courseId: number,
      rows: BulkEnrolBody['rows'],
      onProgress: (progress: BulkEnrolProgress) => void,
    ): Promise<BulkEnrolProgress> => {
      const progress: BulkEnrolProgress = { sent: 0, total: rows.length, enrolled: [], errors: {} };
      setBusy(true);
      try {
        for (let i = 0; i < rows.length; i += TRAINEE_ENROLMENT_LIMITS.chunkRows) {
          const chunk = rows.slice(i, i + TRAINEE_ENROLMENT_LIMITS.chunkRows);
          const result = await client.call(E.bulkEnrolTrainees, {
            params: { id: courseId },
            body: { rows: chunk },
          });
          progress.sent += chunk.length;
          progress.enrolled = [...progress.enrolled, ...result.enrolled];
          progress.errors = { ...progress.errors, ...result.errors };
          onProgress({ ...progress });
        }
        return progress;
      } finally {
        setBusy(false);
        await mutate((key) => ENROL_REVALIDATE.some((prefix) => keyMatchesPrefix(key, prefix)));
      }
    },
    [client, mutate],
  );
  return { run, busy };
}
