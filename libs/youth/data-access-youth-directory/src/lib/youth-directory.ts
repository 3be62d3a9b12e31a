import { youthDirectoryEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** GET /public/registered-youth-in-real-time: the number of registered youth (a count only). */
export const useRegisteredYouthCount = () => useEndpoint(E.registeredYouthInRealTime, {});

/** GET /protected/youth-directory-listing: is the signed-in youth listed? */
export const useYouthDirectoryListing = () => useEndpoint(E.youthDirectoryListing, {});

/** PUT /protected/youth-directory-listing: be listed, or not (the directory's pages are read again). */
export const useUpdateYouthDirectoryListing = () =>
  useEndpointMutation(E.updateYouthDirectoryListing, { revalidate: ['/public/youths'] });
