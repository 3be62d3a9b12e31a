import { platformEndpoints as endpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/** The platform's total visitor count (counting this browser is the shell's job). */
export function useVisitorCount() {
  return useEndpoint(endpoints.visitorCounter, {});
}
