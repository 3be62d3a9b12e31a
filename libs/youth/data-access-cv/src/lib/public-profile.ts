import { endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** GET /public/youth/{id}: a youth's public profile by its public id (no sign-in); hidden parts are absent. */
export function usePublicYouthProfile(publicId: string | undefined) {
  return useEndpoint(endpoints.publicYouthProfile, publicId ? { params: { id: publicId } } : null);
}
