import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { DateRangeField } from './date-range-field';
import { ListFilterBar, ListSearchField, type ListSearchFieldProps, ListSelectFilter } from './list-filters';
import { LookupAutocomplete, type LookupControl, type LookupOption } from './lookup-autocomplete';
import { useTranslate } from './message';
import { PageHeader } from './page-title';
import { ServerList, type ServerListProps } from './server-list';

/** What the filter bar reads of `useListParams(…)` (@platform/api-client): the search box and the filters' state. */
export interface ListFilterParams<N extends string> {
  search: ListSearchFieldProps['search'];
  state: { readonly [K in N]?: unknown };
  setText: (name: N, raw: string) => void;
  setTexts: (raws: Partial<Record<N, string>>) => void;
}

/** A filter of one list param chosen among fixed values (an enum), each named `<optionPrefix>.<value>`. */
export interface ListSelectChoice<N extends string> {
  name: N;
  values: readonly (string | number)[];
  optionPrefix: string;
  minWidth?: number;
}

/** A filter of one id param chosen in a lookup: `lookup` is `useLookup(source, { value: list.state[name] })`. */
export interface ListLookupChoice<N extends string> {
  name: N;
  lookup: LookupControl<LookupOption>;
  labelId: string;
  /** The params a change empties (the child lookups of this one: a division's district). */
  clears?: readonly N[];
  /** The label of the parent a child lookup waits for ("Choose a division first"). */
  parentLabelId?: string;
}

/** A filter of two day params, the start and the end of a range. */
export interface ListDateRangeChoice<N extends string> {
  from: N;
  to: N;
  fromLabelId: string;
  toLabelId: string;
  /** The list's refusal (`ApiError.fieldErrors`): the messages of the two params show on their fields. */
  fieldErrors?: Partial<Record<string, readonly string[]>>;
}

export interface ServerListFilterBar<N extends string> {
  /** `useListParams(…)`. */
  list: ListFilterParams<N>;
  /** `false`: no search box (a list without a `search` param, such as a report). */
  search?: boolean;
  /** The select filters after the search box: `<prefix>.filter.<name>`, "all" is `<prefix>.filter.all`. */
  selects?: readonly ListSelectChoice<N>[];
  /** Filters of another kind after the selects (month fields). */
  fields?: ReactNode;
  /** The lookup filters after those; `false` / `null` leaves one out (a list the user may not read). */
  lookups?: readonly (ListLookupChoice<N> | false | null)[];
  /** A range of days after the lookups, on a row of its own. */
  dateRange?: ListDateRangeChoice<N>;
  /** The prefix of the bar's ids; the list's `labelPrefix` when not given. */
  prefix?: string;
}

export type ServerListPageProps<T, N extends string = string> = ServerListProps<T> & {
  /** Catalogue id of the page's h1; the list's name (`<labelPrefix>.title`) when not given. */
  titleId?: string;
  /** The page's main actions beside the title (the add button). */
  actions?: ReactNode;
  /**
   * The list's own filter bar, named by its prefix: a fieldset `<prefix>.filters` with the search box
   * (`<prefix>.search`, `<prefix>.search_submit`), the `selects`, then `fields`. A bar of another shape goes in
   * `filters`.
   */
  filterBar?: ServerListFilterBar<N>;
  /** Between the title and the list (a live region saying what an action did). */
  intro?: ReactNode;
  /** After the list (its dialogs). */
  children?: ReactNode;
};

/**
 * THE list page of a staff portal: the title with its actions, the filter bar of search + filters, the `ServerList`,
 * and the list's dialogs. Paging and filters live in the address through `useListParams` of @platform/api-client.
 */
export function ServerListPage<T, N extends string = string>({
  titleId,
  actions,
  filterBar,
  intro,
  children,
  ...list
}: ServerListPageProps<T, N>) {
  const prefix = list.labelPrefix;
  const barPrefix = filterBar?.prefix ?? prefix;
  if (filterBar && !barPrefix)
    throw new Error('ServerListPage: a filterBar is named by labelPrefix or its own prefix');
  const filters = filterBar && barPrefix ? <FilterBar bar={filterBar} prefix={barPrefix} /> : list.filters;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader titleId={titleId ?? list.labelId ?? `${prefix}.title`} actions={actions} />
      {intro}
      <ServerList<T> {...list} filters={filters} />
      {children}
    </Container>
  );
}

/** The bar of `filterBar`; nothing at all when it has nothing to draw (a report kind without filters). */
function FilterBar<N extends string>({ bar, prefix }: { bar: ServerListFilterBar<N>; prefix: string }) {
  const t = useTranslate();
  const { list } = bar;
  const searched = bar.search !== false;
  if (!searched && !bar.selects?.length && !bar.fields && !bar.lookups?.some(Boolean) && !bar.dateRange)
    return null;
  return (
    <ListFilterBar legendId={`${prefix}.filters`}>
      {searched ? (
        <ListSearchField
          labelId={`${prefix}.search`}
          submitId={`${prefix}.search_submit`}
          search={list.search}
        />
      ) : null}
      {bar.selects?.map(({ name, values, optionPrefix, minWidth }) => {
        const value = list.state[name];
        return (
          <ListSelectFilter
            key={name}
            id={`${prefix.replace(/\./g, '-')}-filter-${name}`}
            labelId={`${prefix}.filter.${name}`}
            allLabelId={`${prefix}.filter.all`}
            value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
            onChange={(raw) => list.setText(name, raw)}
            options={values.map((v) => ({ value: v, label: t(`${optionPrefix}.${v}`) }))}
            minWidth={minWidth}
          />
        );
      })}
      {bar.fields}
      {bar.lookups?.map((choice) =>
        choice ? (
          <Box key={choice.name} sx={{ flex: '1 1 220px', maxWidth: 320 }}>
            <LookupAutocomplete
              lookup={choice.lookup}
              labelId={choice.labelId}
              parentLabelId={choice.parentLabelId}
              size="small"
              value={list.state[choice.name] ?? null}
              onChange={(id) =>
                list.setTexts({
                  ...Object.fromEntries((choice.clears ?? []).map((child) => [child, ''])),
                  [choice.name]: id === null ? '' : String(id),
                } as Partial<Record<N, string>>)
              }
            />
          </Box>
        ) : null,
      )}
      {bar.dateRange ? <DateRangeFilter list={list} range={bar.dateRange} /> : null}
    </ListFilterBar>
  );
}

function DateRangeFilter<N extends string>({
  list,
  range,
}: {
  list: ListFilterParams<N>;
  range: ListDateRangeChoice<N>;
}) {
  const day = (name: N) => {
    const value = list.state[name];
    return typeof value === 'string' ? value : '';
  };
  const value = { from: day(range.from), to: day(range.to) };
  const errors = range.fieldErrors;
  return (
    <Box sx={{ flex: '1 1 100%' }}>
      <DateRangeField
        value={value}
        onChange={(next) =>
          list.setTexts({ [range.from]: next.from, [range.to]: next.to } as Partial<Record<N, string>>)
        }
        fromLabelId={range.fromLabelId}
        toLabelId={range.toLabelId}
        fieldErrors={errors && { from: errors[range.from], to: errors[range.to] }}
      />
    </Box>
  );
}
