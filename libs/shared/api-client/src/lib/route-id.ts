import { useParams } from 'react-router-dom';

/** A record id as the address holds it: a positive safe integer, else null ("/jobs/abc", "/jobs/0", "/jobs/1.5"). */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * THE read of a record id from the matched route (`/courses/:id/edit` → 12): null when the address holds no valid
 * id, so a page asks for nothing and shows its not-found state instead of calling the gateway with NaN.
 */
export function useRouteId(name = 'id'): number | null {
  return parseRouteId(useParams()[name]);
}
