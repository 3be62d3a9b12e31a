import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DateRangeField } from './date-range-field';
import { ListFilterBar, ListSearchField, type ListSearchFieldProps, ListSelectFilter } from './list-filters';
import { LookupAutocomplete, type LookupControl, type LookupOption } from './lookup-autocomplete';
import { useTranslate } from './message';

/** What the filter bar reads of `useListParams(…)` (@platform/api-client): the search box and the filters' state. */
export interface ListFilterParams<N extends string> {
  search: ListSearchFieldProps['search'];
  state: { readonly [K in N]?: unknown };
  setText: (name: N, raw: string) => void;
  setTexts: (raws: Partial<Record<N, string>>) => void;
}

/**
 * A filter of one list param chosen among fixed values: an enum (`values`, each named `<optionPrefix>.<value>`) or
 * records read beside the list (`options`, named by the page: a course's batches).
 */
export type ListSelectChoice<N extends string> = {
  name: N;
  /** Its label; `<prefix>.filter.<name>` when not given (an id other screens already share). */
  labelId?: string;
  minWidth?: number;
} & (
  | { values: readonly (string | number)[]; optionPrefix: string; options?: never }
  | { options: readonly { value: string | number; label: string }[]; values?: never; optionPrefix?: never }
);

/** A filter of one id param chosen in a lookup: `lookup` is `useLookup(source, { value: list.state[name] })`. */
export interface ListLookupChoice<N extends string> {
  name: N;
  lookup: LookupControl<LookupOption>;
  /** Its label; `<prefix>.filter.<name>` when not given. */
  labelId?: string;
  /** The params a change empties (the child lookups of this one: a division's district). */
  clears?: readonly N[];
  /** The label of the parent a child lookup waits for ("Choose a division first"). */
  parentLabelId?: string;
}

/**
 * A filter of two day params, the start and the end of a range, labelled `<prefix>.filter.<from>` and
 * `<prefix>.filter.<to>` unless given; the list's refusal of either param shows on its field.
 */
export interface ListDateRangeChoice<N extends string> {
  from: N;
  to: N;
  fromLabelId?: string;
  toLabelId?: string;
}

export interface ServerListFilterBar<N extends string> {
  /** `useListParams(…)` (or `useAddressList(…).list`). */
  list: ListFilterParams<N>;
  /** `false`: no search box (a list without a `search` param, such as a report). */
  search?: boolean;
  /** The select filters after the search box: `<prefix>.filter.<name>`, "all" is `<prefix>.filter.all`. */
  selects?: readonly ListSelectChoice<N>[];
  /** The "all" choice of the selects when not `<prefix>.filter.all`. */
  allLabelId?: string;
  /** Filters of another kind after the selects (month fields). */
  fields?: ReactNode;
  /** The lookup filters after those; `false` / `null` leaves one out (a list the user may not read). */
  lookups?: readonly (ListLookupChoice<N> | false | null)[];
  /** A range of days after the lookups, on a row of its own. */
  dateRange?: ListDateRangeChoice<N>;
  /** The prefix of the bar's ids; the list's `labelPrefix` when not given. */
  prefix?: string;
}

export type ListFiltersProps<N extends string> = ServerListFilterBar<N> & {
  prefix: string;
  /** The list's load error: the messages a refusal (`ApiError.fieldErrors`) gives the range's params. */
  error?: unknown;
};

/** The field errors of a refusal (the ApiError of @platform/api-client, duck-typed: ui does no I/O). */
function fieldErrorsOf(error: unknown): Partial<Record<string, readonly string[]>> | undefined {
  return error && typeof error === 'object' && 'fieldErrors' in error
    ? (error.fieldErrors as Partial<Record<string, readonly string[]>>)
    : undefined;
}

/**
 * THE filter bar of a list whose params live in the address (`useListParams`): a fieldset `<prefix>.filters` with
 * the search box (`<prefix>.search`, `<prefix>.search_submit`) unless `search: false`, the `selects`, the `fields`,
 * the `lookups` and the `dateRange`; nothing at all when it has nothing to draw (a report kind without filters).
 * `ServerListPage` draws it from its `filterBar`; a list inside a page section passes it to `ServerList`'s `filters`.
 */
export function ListFilters<N extends string>({ prefix, error, ...bar }: ListFiltersProps<N>) {
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
      {bar.selects?.map((choice) => {
        const value = list.state[choice.name];
        return (
          <ListSelectFilter
            key={choice.name}
            id={`${prefix.replace(/\./g, '-')}-filter-${choice.name}`}
            labelId={choice.labelId ?? `${prefix}.filter.${choice.name}`}
            allLabelId={bar.allLabelId ?? `${prefix}.filter.all`}
            value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
            onChange={(raw) => list.setText(choice.name, raw)}
            options={
              choice.options ??
              choice.values.map((v) => ({ value: v, label: t(`${choice.optionPrefix}.${v}`) }))
            }
            minWidth={choice.minWidth}
          />
        );
      })}
      {bar.fields}
      {bar.lookups?.map((choice) =>
        choice ? (
          <Box key={choice.name} sx={{ flex: '1 1 220px', maxWidth: 320 }}>
            <LookupAutocomplete
              lookup={choice.lookup}
              labelId={choice.labelId ?? `${prefix}.filter.${choice.name}`}
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
      {bar.dateRange ? (
        <DateRangeFilter list={list} range={bar.dateRange} prefix={prefix} errors={fieldErrorsOf(error)} />
      ) : null}
    </ListFilterBar>
  );
}

function DateRangeFilter<N extends string>({
  list,
  range,
  prefix,
  errors,
}: {
  list: ListFilterParams<N>;
  range: ListDateRangeChoice<N>;
  prefix: string;
  errors?: Partial<Record<string, readonly string[]>>;
}) {
  const day = (name: N) => {
    const value = list.state[name];
    return typeof value === 'string' ? value : '';
  };
  const value = { from: day(range.from), to: day(range.to) };
  return (
    <Box sx={{ flex: '1 1 100%' }}>
      <DateRangeField
        value={value}
        onChange={(next) =>
          list.setTexts({ [range.from]: next.from, [range.to]: next.to } as Partial<Record<N, string>>)
        }
        fromLabelId={range.fromLabelId ?? `${prefix}.filter.${range.from}`}
        toLabelId={range.toLabelId ?? `${prefix}.filter.${range.to}`}
        fieldErrors={errors && { from: errors[range.from], to: errors[range.to] }}
      />
    </Box>
  );
}
