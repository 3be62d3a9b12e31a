import { platformEndpoints as endpoints, type StaticPageType } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** One public static page (about us, how it works, …) with its Bengali and English title and body. */
export function useStaticContent(type: StaticPageType) {
  return useEndpoint(endpoints.staticContent, { params: { type } });
}
