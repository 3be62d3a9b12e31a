import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormNativeSelect, type SelectOption } from '@platform/ui';
import {
  type Location,
  useDistricts,
  useDivisions,
  useUpazilas,
} from '@platform/youth-data-access-registration';

/** A lookup record's name in the active language (Bengali `title`, English `title_en`, either as a fallback). */
function optionsOf(records: Location[] | undefined, bengali: boolean): SelectOption[] {
  return (records ?? []).map((r) => {
    const bn = typeof r.title === 'string' ? r.title : '';
    const en = typeof r.title_en === 'string' ? r.title_en : '';
    return { value: r.id, label: (bengali ? bn || en : en || bn) || String(r.id) };
  });
}

/**
 * Division → district → upazila from the public lookups: each list loads when its parent is chosen, and changing a
 * parent clears the children (a district of another division would be refused by the gateway).
 */
export function LocationFields() {
  const bengali = useIntl().locale.startsWith('bn');
  const { setValue } = useFormContext();
  const division = useWatch({ name: 'loc_division_id' }) as number | null;
  const district = useWatch({ name: 'loc_district_id' }) as number | null;
  const divisions = useDivisions();
  const districts = useDistricts(division);
  const upazilas = useUpazilas(district);

  const previous = useRef({ division, district });
  useEffect(() => {
    if (previous.current.division !== division) setValue('loc_district_id', null);
    if (previous.current.division !== division || previous.current.district !== district)
      setValue('loc_upazila_id', null);
    previous.current = { division, district };
  }, [division, district, setValue]);

  return (
    <>
      <FormNativeSelect
        name="loc_division_id"
        labelId="registration.fields.loc_division_id"
        required
        options={optionsOf(divisions.data?.data, bengali)}
      />
      <FormNativeSelect
        name="loc_district_id"
        labelId="registration.fields.loc_district_id"
        required
        disabled={!division}
        options={optionsOf(districts.data?.data, bengali)}
      />
      <FormNativeSelect
        name="loc_upazila_id"
        labelId="registration.fields.loc_upazila_id"
        disabled={!district}
        allowEmpty
        options={optionsOf(upazilas.data?.data, bengali)}
      />
    </>
  );
}
