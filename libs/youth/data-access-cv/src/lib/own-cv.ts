import { endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** GET /protected/youth-profile/cv: the signed-in youth's CV as others see it (shown parts, items on the CV). */
export function useOwnCv() {
  return useEndpoint(endpoints.youthOwnCv, {});
}
