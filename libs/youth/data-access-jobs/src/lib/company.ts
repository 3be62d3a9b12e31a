import { companyEndpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** GET /public/companies/{id}: an organisation of the job board and its live jobs that show its name; `null` waits. */
export function usePublicCompany(id: number | null) {
  return useEndpoint(companyEndpoints.publicCompany, id ? { params: { id } } : null, {
    shouldRetryOnError: false,
  });
}
