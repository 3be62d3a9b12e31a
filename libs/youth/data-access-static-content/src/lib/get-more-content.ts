import { cmsEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The youth home's quotations in the admin's order (`GET /public/quotation-sliders`). */
export function usePublicQuotations() {
  return useEndpoint(endpoints.publicQuotationSliders, {});
}

/** Events that have not ended, soonest first (`GET /public/events`). */
export function usePublicEvents() {
  return useEndpoint(endpoints.publicEvents, {});
}

/** Recent activities, newest first (`GET /public/recent-activities`). */
export function usePublicRecentActivities() {
  return useEndpoint(endpoints.publicRecentActivities, {});
}
