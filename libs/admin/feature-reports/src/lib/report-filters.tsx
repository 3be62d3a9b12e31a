import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
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
import { ListFilterBar, ListSelectFilter, LookupAutocomplete, useTranslate } from '@platform/ui';

/*
 * What `/report` keeps in the address (the kind, the range, every kind's filters) and the bar of the chosen kind's
 * filters: lookups where a lookup exists (district, organisation, institute), selects for gender and enrolment status.
 * A job filter is taken from the address (a link) and sent; it has no control yet.
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

const lookupBox = (children: ReactNode) => <Box sx={{ flex: '1 1 220px', maxWidth: 320 }}>{children}</Box>;

/** The chosen kind's filters, each applied at once (page 1). */
export function ReportFilterBar({ list }: { list: ReportListParams }) {
  const t = useTranslate();
  const filters = REPORT_FILTERS[list.state.kind];
  const district = useLookup(publicLookup('districts'), { value: list.state.loc_district_id });
  const organization = useLookup(organizationSource, { value: list.state.organization_id });
  const institute = useLookup(instituteSource, { value: list.state.institute_id });
  const course = useLookup(courseLookup, { value: list.state.course_id });
  return filters.some((name) => name !== 'job_id') ? (
    <ListFilterBar legendId="reports.filters">
      {filters.includes('loc_district_id')
        ? lookupBox(
            <LookupAutocomplete
              lookup={district}
              labelId="reports.filter.loc_district_id"
              size="small"
              value={list.state.loc_district_id ?? null}
              onChange={(id) => list.set({ loc_district_id: id ?? undefined })}
            />,
          )
        : null}
      {filters.includes('gender') ? (
        <ListSelectFilter
          id="report-filter-gender"
          labelId="reports.filter.gender"
          allLabelId="reports.filter.all"
          value={list.state.gender}
          onChange={(raw) => list.setText('gender', raw)}
          options={GENDERS.map((g) => ({ value: g, label: t(`registration.gender.${g}`) }))}
        />
      ) : null}
      {filters.includes('organization_id')
        ? lookupBox(
            <LookupAutocomplete
              lookup={organization}
              labelId="reports.filter.organization_id"
              size="small"
              value={list.state.organization_id ?? null}
              onChange={(id) => list.set({ organization_id: id ?? undefined })}
            />,
          )
        : null}
      {filters.includes('institute_id')
        ? lookupBox(
            <LookupAutocomplete
              lookup={institute}
              labelId="reports.filter.institute_id"
              size="small"
              value={list.state.institute_id ?? null}
              onChange={(id) => list.set({ institute_id: id ?? undefined })}
            />,
          )
        : null}
      {filters.includes('course_id')
        ? lookupBox(
            <LookupAutocomplete
              lookup={course}
              labelId="reports.filter.course_id"
              size="small"
              value={list.state.course_id ?? null}
              onChange={(id) => list.set({ course_id: id ?? undefined })}
            />,
          )
        : null}
      {filters.includes('status') ? (
        <ListSelectFilter
          id="report-filter-status"
          labelId="reports.filter.status"
          allLabelId="reports.filter.all"
          value={list.state.status}
          onChange={(raw) => list.setText('status', raw)}
          options={REPORT_ENROLMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`course_trainees.status.${s}`),
          }))}
        />
      ) : null}
    </ListFilterBar>
  ) : null;
}
