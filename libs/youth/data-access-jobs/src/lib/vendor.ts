import { useEndpoint } from '@platform/api-client';
import { vendorEndpoints as E } from '@platform/contract';

/** GET /public/vendors/{id}: an approved vendor's public page (404 for any other); `null` waits. */
export const usePublicVendor = (id: number | null) =>
  useEndpoint(E.publicVendor, id === null ? null : { params: { id } }, { shouldRetryOnError: false });
