import { cmsEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The youth home's sliders: active, within their dates, in the admin's order (`GET /public/sliders`). */
export function usePublicSliders() {
  return useEndpoint(endpoints.publicSliders, {});
}
