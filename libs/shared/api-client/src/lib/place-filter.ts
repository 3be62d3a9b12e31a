import { publicLookup, useLookup } from './lookup';

/** Where a list (or a search) stands on its place filter: a division, then one of its districts. */
export interface PlaceFilterValue {
  loc_division_id?: unknown;
  loc_district_id?: unknown;
}

/**
 * THE place filter of a list: the division lookup and the district lookup that follows it (its options are the
 * chosen division's, none until one is chosen), both named from `value` (`list.state` or a search's value).
 * `lookups` are the two entries of a `ServerListPage` filter bar (`filterBar.lookups`): `<labelPrefix>.division` and
 * `<labelPrefix>.district` (which waits for the division); choosing a division empties the district.
 */
export function usePlaceFilter(value: PlaceFilterValue, labelPrefix: string) {
  const division = useLookup(publicLookup('divisions'), { value: value.loc_division_id });
  const district = useLookup(publicLookup('districts'), {
    value: value.loc_district_id,
    parent: { filter: 'division_id', value: value.loc_division_id },
  });
  const divisionLabelId = `${labelPrefix}.division`;
  return {
    division,
    district,
    lookups: [
      { name: 'loc_division_id', lookup: division, labelId: divisionLabelId, clears: ['loc_district_id'] },
      {
        name: 'loc_district_id',
        lookup: district,
        labelId: `${labelPrefix}.district`,
        parentLabelId: divisionLabelId,
      },
    ] as const,
  };
}
