import { useMemo } from 'react';
import { type ListQuery, learningEndpoints as endpoints } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/** GET /public/courses/{id}: a catalogue course with its outline and open batches; `null` waits. */
export function useCatalogueCourse(id: number | null) {
  return useEndpoint(endpoints.catalogueCourse, id ? { params: { id } } : null);
}

/**
 * GET /public/courses/{id}/instructors/{instructorId}: an instructor's public profile from a catalogue course (404
 * unless the trainer teaches it); `null` waits.
 */
export function useCourseInstructor(courseId: number | null, instructorId: number | null) {
  return useEndpoint(
    endpoints.catalogueInstructor,
    courseId && instructorId ? { params: { id: courseId, instructorId } } : null,
  );
}

/** GET /public/course-institutes: the institute filter's options. */
export function useCatalogueInstitutes() {
  return useEndpoint(endpoints.catalogueInstitutes, {});
}

/** GET /protected/courses/{id}/my-enrolment: the youth's enrolment, favourite and rating of a course; `null` waits. */
export function useMyEnrolment(courseId: number | null) {
  return useEndpoint(endpoints.myEnrolment, courseId ? { params: { id: courseId } } : null);
}

/** GET /protected/course-enrolments/{id}: one of the youth's enrolments; `null` waits. */
export function useCourseEnrolment(id: number | null) {
  return useEndpoint(endpoints.courseEnrolment, id ? { params: { id } } : null, {
    shouldRetryOnError: false,
  });
}

/** GET /protected/course-enrolment-payments/{id}: one of the youth's payments (the result page); `null` waits. */
export function useEnrolmentPayment(id: number | null) {
  return useEndpoint(endpoints.courseEnrolmentPayment, id ? { params: { id } } : null, {
    shouldRetryOnError: false,
  });
}

/** GET /protected/favorite-courses: the youth's favourite courses. */
export function useFavouriteCourses(query: ListQuery) {
  return useEndpointList(endpoints.favoriteCourses, { query }, { keepPreviousData: true });
}

/**
 * The ids of the youth's favourite courses (the first 100, the largest page), to mark the heart on catalogue cards.
 * `enabled` false (a visitor) reads nothing.
 */
export function useFavouriteCourseIds(enabled: boolean): ReadonlySet<number> {
  const { data } = useEndpointList(
    endpoints.favoriteCourses,
    enabled ? { query: { page: 1, page_size: 100 } } : null,
  );
  return useMemo(() => new Set((data?.data ?? []).map((course) => course.id)), [data]);
}

/** Leaving the portal for the payment provider's checkout: one seam, so tests can watch it. */
export const courseCheckoutBrowser = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};

const REVALIDATE = ['/protected/my-courses', '/protected/courses', '/public/courses'];

/**
 * POST /protected/courses/{id}/enroll: a free course answers the enrolment; a paid one its checkout, where the browser
 * goes at once. Rejects with the gateway's error (the caller shows it).
 */
export function useEnrolCourse() {
  const mutation = useEndpointMutation(endpoints.enrolCourse, { revalidate: REVALIDATE });
  return {
    isMutating: mutation.isMutating,
    async enrol(courseId: number, batchId: number, locale: 'en-US' | 'bn-BD') {
      const result = await mutation.trigger({
        params: { id: courseId },
        body: { batch_id: batchId, locale },
      });
      if (result.redirect_url) courseCheckoutBrowser.leaveTo(result.redirect_url);
      return result;
    },
  };
}

/** POST /protected/course-enrolments/{id}/payment: pays a pending enrolment again and leaves for the checkout. */
export function usePayEnrolment() {
  const mutation = useEndpointMutation(endpoints.payCourseEnrolment, { revalidate: REVALIDATE });
  return {
    isMutating: mutation.isMutating,
    async pay(enrolmentId: number, locale: 'en-US' | 'bn-BD'): Promise<void> {
      const started = await mutation.trigger({ params: { id: enrolmentId }, body: { locale } });
      courseCheckoutBrowser.leaveTo(started.redirect_url);
    },
  };
}

/** POST /protected/courses/{id}/toggle-favourite. */
export function useToggleFavouriteCourse() {
  return useEndpointMutation(endpoints.toggleFavouriteCourse, {
    revalidate: ['/protected/favorite-courses', '/protected/courses'],
  });
}

/** PUT /protected/courses/{id}/course-rating. */
export function useRateCourse() {
  return useEndpointMutation(endpoints.rateCourse, { revalidate: ['/protected/courses', '/public/courses'] });
}
