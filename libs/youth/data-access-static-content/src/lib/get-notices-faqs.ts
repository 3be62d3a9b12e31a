import { cmsEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** Published notices and news, newest first (`GET /public/notices`). */
export function usePublicNotices() {
  return useEndpoint(endpoints.publicNotices, {});
}

/** One published notice or news item (`GET /public/notices/:id`); no call without an id. */
export function usePublicNotice(id: number | null) {
  return useEndpoint(endpoints.publicNotice, id === null ? null : { params: { id } });
}

/** The FAQs in the admin's order (`GET /public/faqs`). */
export function usePublicFaqs() {
  return useEndpoint(endpoints.publicFaqs, {});
}
