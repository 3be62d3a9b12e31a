import { youthDirectoryEndpoints as E } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** GET /public/registered-youth-in-real-time: the number of registered youth (a count only). */
export const useRegisteredYouthCount = () => useEndpoint(E.registeredYouthInRealTime, {});
