import { cmsEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** Publications, newest first, each with its public PDF (`GET /public/publications`). */
export function usePublicPublications() {
  return useEndpoint(endpoints.publicPublications, {});
}
