import { useMemo } from 'react';
import { publicLookup, useLookupList } from '@platform/api-client';
import type { LookupRecord, ResourceName } from '@platform/resources';
import type { EducationResultRule } from '@platform/validation';

/** The public lookups the profile forms choose from. */
export type ProfileLookup = Extract<
  ResourceName,
  | 'education_levels'
  | 'exam_degrees'
  | 'education_boards'
  | 'education_groups'
  | 'education_results'
  | 'skills'
  | 'countries'
  | 'divisions'
  | 'districts'
  | 'upazilas'
  | 'area_of_interests'
  | 'area_of_aspirations'
>;

export type { LookupRecord };

/**
 * Which education result asks for marks or a CGPA (`education_results`), as the education schema's `results`
 * context; nothing is fetched while `enabled` is false. There are a handful of results, so one page holds them.
 */
export function useEducationResultRules(enabled: boolean): Record<number, EducationResultRule> | undefined {
  const { data } = useLookupList(publicLookup('education_results'), enabled ? {} : null);
  return useMemo(
    () =>
      data
        ? Object.fromEntries(
            data.data.map((r) => [
              r.id,
              {
                is_marks_required: r.is_marks_required === true,
                is_cgpa_required: r.is_cgpa_required === true,
              },
            ]),
          )
        : undefined,
    [data],
  );
}
