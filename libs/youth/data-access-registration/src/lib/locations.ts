import { useEndpointList } from '@platform/api-client';
import {
  districts as districtDef,
  divisions as divisionDef,
  type LookupRecord,
  type ResourceDef,
  resourceEndpoints,
  upazilas as upazilaDef,
} from '@platform/resources';

/**
 * Public lookups of the seeded locations (8 divisions, 64 districts, 493 upazilas), filtered by their parent. The three
 * definitions by name, not `RESOURCES[name]`: the whole table (every definition and the endpoint tables they name,
 * ≈ 6 KB) would come with sign-up (ADR 0006 r9).
 */
const lookup = (def: ResourceDef) => {
  const endpoint = resourceEndpoints(def).lookupList;
  if (!endpoint) throw new Error(`${def.name} has no public lookup`);
  return endpoint;
};
const divisions = lookup(divisionDef);
const districts = lookup(districtDef);
const upazilas = lookup(upazilaDef);

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
