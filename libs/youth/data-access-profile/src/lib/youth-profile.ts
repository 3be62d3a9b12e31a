import { endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** Every profile call lives under this path; each write revalidates every cached read below it. */
export const YOUTH_PROFILE_PATH = endpoints.youthProfile.path;

/** GET /protected/youth-profile: the signed-in youth's whole profile (every section, visibility, completion). */
export function useYouthProfile() {
  return useEndpoint(endpoints.youthProfile, {});
}
