import { useEndpointList } from '@platform/api-client';
import { type LookupRecord, RESOURCES, resourceEndpoints } from '@platform/resources';

/** Public lookups of the seeded locations (8 divisions, 64 districts, 493 upazilas), filtered by their parent. */
const lookup = (name: 'divisions' | 'districts' | 'upazilas') => {
  const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
  if (!endpoint) throw new Error(`${name} has no public lookup`);
  return endpoint;
};
const divisions = lookup('divisions');
const districts = lookup('districts');
const upazilas = lookup('upazilas');

export type Location = Pick<LookupRecord, 'id'> & { title?: unknown; title_en?: unknown };

// no list of them is longer than 100 (the largest district has fewer than 20 upazilas)
const ALL = { page: 1, page_size: 100 };

export function useDivisions() {
  return useEndpointList(divisions, { query: ALL });
}

/** Districts of a division; nothing is fetched until one is chosen. */
export function useDistricts(divisionId: number | null | undefined) {
  return useEndpointList(districts, divisionId ? { query: { ...ALL, division_id: divisionId } } : null);
}

export function useUpazilas(districtId: number | null | undefined) {
  return useEndpointList(upazilas, districtId ? { query: { ...ALL, district_id: districtId } } : null);
}
