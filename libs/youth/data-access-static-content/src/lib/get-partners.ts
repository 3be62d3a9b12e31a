import { cmsEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The platform's partners in the admin's order (`GET /public/partners`). */
export function usePublicPartners() {
  return useEndpoint(endpoints.publicPartners, {});
}

/** The header and footer logo docks (`GET /public/logo-docks`). */
export function usePublicLogoDocks() {
  return useEndpoint(endpoints.publicLogoDocks, {});
}
