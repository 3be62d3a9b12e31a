import {
  courseLookup,
  defineListParams,
  type ListParams,
  listParam,
  resourceLookup,
  publicLookup,
  useLookup,
} from '@platform/api-client';
import {
  GENDER,
  REPORT_ENROLMENT_STATUSES,
  REPORT_FILTERS,
  REPORT_KINDS,
  type ReportFilter,
  type ReportKind,
} from '@platform/contract';
import { institutes, organizations } from '@platform/resources';
import type { LookupControl, LookupOption, ServerListFilterBar } from '@platform/ui';

/*
 * What `/report` keeps in the address (the kind, the range, every kind's filters) and the bar of the chosen kind's
 * filters: lookups where a lookup exists (district, organisation, institute, course), selects for gender and enrolment
 * status. A job filter is taken from the address (a link) and sent; it has no control yet.
 */

export const GENDERS = Object.values(GENDER);

export const REPORT_PARAMS = defineListParams({
  params: {
    kind: listParam.withDefault(listParam.oneOf(REPORT_KINDS), 'youth_registrations' as ReportKind),
    from: listParam.day(),
    to: listParam.day(),
    loc_district_id: listParam.id(),
    gender: listParam.oneOf(GENDERS),
    job_id: listParam.id(),
    organization_id: listParam.id(),
    course_id: listParam.id(),
    institute_id: listParam.id(),
    status: listParam.oneOf(REPORT_ENROLMENT_STATUSES),
  },
  pageSizes: [10, 25, 50, 100],
});

const organizationSource = resourceLookup(organizations);
const instituteSource = resourceLookup(institutes);

/** Every filter off: choosing another kind starts it without the last kind's filters. */
export const NO_FILTERS = Object.fromEntries(
  [...new Set(Object.values(REPORT_FILTERS).flat())].map((name) => [name, undefined]),
) as Record<ReportFilter, undefined>;

type ReportListParams = ListParams<(typeof REPORT_PARAMS)['params']>;

export type ReportParamName = keyof (typeof REPORT_PARAMS)['params'] & string;

/**
 * The chosen kind's filters as the list page's bar (ADR 0117, 0124): selects for gender and enrolment status, lookups
 * for district, organisation, institute and course — each applied at once (page 1); no bar for a kind without any.
 */
export function useReportFilterBar(list: ReportListParams): ServerListFilterBar<ReportParamName> {
  const filters = REPORT_FILTERS[list.state.kind];
  const has = (name: ReportFilter) => filters.includes(name);
  const district = useLookup(publicLookup('districts'), { value: list.state.loc_district_id });
  const organization = useLookup(organizationSource, { value: list.state.organization_id });
  const institute = useLookup(instituteSource, { value: list.state.institute_id });
  const course = useLookup(courseLookup, { value: list.state.course_id });
  const lookup = (name: ReportFilter & ReportParamName, control: LookupControl<LookupOption>) =>
    has(name) && { name, lookup: control, labelId: `reports.filter.${name}` };
  return {
    list,
    prefix: 'reports',
    search: false,
    selects: [
      { name: 'gender' as const, values: GENDERS, optionPrefix: 'registration.gender' },
      { name: 'status' as const, values: REPORT_ENROLMENT_STATUSES, optionPrefix: 'course_trainees.status' },
    ].filter((select) => has(select.name)),
    lookups: [
      lookup('loc_district_id', district),
      lookup('organization_id', organization),
      lookup('institute_id', institute),
      lookup('course_id', course),
    ],
  };
}
