import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { type CourseListItem, courseEndpoints, type EndpointDef, type ListQuery } from '@platform/contract';
import {
  type LookupRecord,
  RESOURCES,
  type ResourceDef,
  type ResourceListQuery,
  type ResourceName,
  type ResourceRecord,
  resourceEndpoints,
} from '@platform/resources';
import { useApiClient, useEndpointList } from './swr';
import { useDebounced } from './use-debounced';

/** A record a lookup offers: an id and, usually, a Bengali `title` and an English `title_en`. */
export interface LookupItem {
  id: number;
  title?: unknown;
  title_en?: unknown;
}

/** Where a lookup's options come from: a paged list (search + filters) and a read by id to name chosen records. */
export interface LookupSource<R extends LookupItem = LookupItem> {
  list: EndpointDef<R[], undefined, ResourceListQuery, undefined>;
  read: EndpointDef<R, undefined, undefined, { id: number }>;
  /** Options per request: a short page narrowed by typing, or the whole of a short list. */
  pageSize: number;
  /** The gateway searches the typed text (long lists); otherwise the picker filters the page it has. */
  serverSearch: boolean;
  /** Filters every request carries (e.g. `row_status: 1`). */
  filters?: Readonly<Record<string, string | number>>;
}

/** Options per search of a server-searched lookup. */
export const LOOKUP_PAGE_SIZE = 20;
/** A short lookup (divisions, sectors, levels) comes in one page this long and is filtered as the reader types. */
export const SHORT_LOOKUP_PAGE_SIZE = 100;
/** Chosen ids named by reading them one by one, at most this many per picker. */
const MAX_NAME_READS = 25;

export function lookupSource<R extends LookupItem>(
  list: LookupSource<R>['list'],
  read: LookupSource<R>['read'],
  options: { pageSize?: number; serverSearch?: boolean; filters?: Record<string, string | number> } = {},
): LookupSource<R> {
  const serverSearch = options.serverSearch ?? true;
  return {
    list,
    read,
    serverSearch,
    pageSize: options.pageSize ?? (serverSearch ? LOOKUP_PAGE_SIZE : SHORT_LOOKUP_PAGE_SIZE),
    ...(options.filters ? { filters: options.filters } : {}),
  };
}

/** The lookups short enough to load whole (one page) and filter as the reader types. */
const SHORT_LOOKUPS: ReadonlySet<ResourceName> = new Set<ResourceName>([
  'job_sectors',
  'divisions',
  'districts',
  'upazilas',
  'education_levels',
  'education_boards',
  'education_groups',
  'education_results',
]);

const publicSources = new Map<ResourceName, LookupSource<LookupRecord>>();

/**
 * The public lookup of a resource (`/public/<segment>`, no sign-in): short lists load whole, long ones (skills,
 * occupations, degrees, interests) are searched on the gateway. One object per name, so hooks see stable sources.
 */
export function publicLookup(name: ResourceName): LookupSource<LookupRecord> {
  let source = publicSources.get(name);
  if (!source) {
    const { lookupList, lookupRead } = resourceEndpoints(RESOURCES[name]);
    if (!lookupList || !lookupRead) throw new Error(`${name} has no public lookup`);
    source = lookupSource(lookupList, lookupRead, {
      serverSearch: !SHORT_LOOKUPS.has(name),
    });
    publicSources.set(name, source);
  }
  return source;
}

/**
 * A staff picker over a resource's own list (`/private/<segment>`, searched on the gateway): the institutes,
 * organisations or centres a filter or form chooses from. `activeOnly` offers only active records (`row_status: 1`).
 */
export function resourceLookup(
  def: ResourceDef,
  options: { activeOnly?: boolean } = {},
): LookupSource<ResourceRecord> {
  const { list, read } = resourceEndpoints(def);
  return lookupSource(list, read, options.activeOnly ? { filters: { row_status: 1 } } : {});
}

/**
 * A staff picker over a paged list that is not a resource but takes `search` and paging as a resource list does, and
 * its read by id (the list's own filters are never sent by a picker, so its query type may be narrower).
 */
export function listLookup<R extends LookupItem>(
  list: EndpointDef<R[], undefined, ListQuery & { search?: string }, undefined>,
  read: LookupSource<R>['read'],
): LookupSource<R> {
  // a picker sends `search`, paging and its source's filters only: what every such list takes
  return lookupSource(list as unknown as LookupSource<R>['list'], read);
}

/** THE staff picker of the platform's courses (`/private/courses`, `view_any_course`), searched on the gateway. */
export const courseLookup: LookupSource<CourseListItem> = /*#__PURE__*/ listLookup<CourseListItem>(
  courseEndpoints.courses,
  courseEndpoints.course,
);

export interface UseLookupOptions {
  /** The chosen id or ids as the filter or form holds them (`3`, `'3'`, `[3, 4]`, null): they are named. */
  value?: unknown;
  /** Options are records whose `filter` equals the parent's `value` (district → division); none until it is set. */
  parent?: { filter: string; value: unknown };
  /** More filters of this use (e.g. `skill_type`). */
  filters?: Readonly<Record<string, string | number>>;
  /** Records the screen already knows by name (a record being edited), so they are not read again. */
  known?: readonly LookupItem[];
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** The ids of a filter or form value: one id, a numeric string, or a list of either. */
export function lookupIds(value: unknown): number[] {
  const list = Array.isArray(value) ? (value as unknown[]) : isEmpty(value) ? [] : [value];
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

const NO_RECORDS: readonly never[] = [];

/** Reads chosen records nobody has named yet, together (one cache entry under the lookup's read path). */
function useNamedRecords<R extends LookupItem>(source: LookupSource<R>, ids: readonly number[]) {
  const client = useApiClient();
  const wanted = ids.slice(0, MAX_NAME_READS);
  const { data } = useSWR(
    wanted.length > 0 ? (['GET', source.read.path, { ids: wanted }, null] as const) : null,
    async () => {
      const read = (await Promise.all(
        wanted.map(async (id): Promise<R | null> => {
          try {
            return (await client.call(source.read, { params: { id } })) as R;
          } catch {
            // a record that cannot be read (deleted, forbidden) stays unnamed
            return null;
          }
        }),
      )) as (R | null)[];
      return read.filter((r): r is R => r !== null);
    },
  );
  return data ?? NO_RECORDS;
}

/**
 * One lookup picker's data and state: while open, one page of options per settled search (server search) or the
 * whole short list; the chosen ids named in any case; nothing else is read while it is closed. It is what
 * `LookupAutocomplete` / `FormLookupAutocomplete` of @platform/ui draw (their `LookupControl`).
 */
export function useLookup<R extends LookupItem>(
  source: LookupSource<R>,
  { value, parent, filters, known: given = NO_RECORDS }: UseLookupOptions = {},
) {
  // a known record carries at least its id and names: enough to show it
  const known = given as readonly R[];
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<readonly R[]>(NO_RECORDS);
  const search = useDebounced(typed.trim());
  const parentValue = parent?.value;
  const waiting = parent !== undefined && isEmpty(parentValue);

  const query: ResourceListQuery | null =
    open && !waiting
      ? {
          page: 1,
          page_size: source.pageSize,
          ...(source.serverSearch && search ? { search } : {}),
          ...source.filters,
          ...filters,
          ...(parent ? { [parent.filter]: String(parentValue) } : {}),
        }
      : null;
  // the last page stays while the next search loads (no flash of "Loading…" per key), but never the page of another
  // parent or filter: a district of the division chosen before must not be offered under the new one
  const list = useEndpointList(source.list, query ? { query } : null, { keepPreviousData: true });
  const scope = JSON.stringify([source.filters, filters, parent?.filter, parentValue]);
  const [shownScope, setShownScope] = useState(scope);
  if (list.data && !list.isLoading && shownScope !== scope) setShownScope(scope);
  const stale = list.isLoading && shownScope !== scope;
  const options = (!stale && list.data?.data) || NO_RECORDS;

  const ids = lookupIds(value);
  const named = new Map<number, R>([...known, ...picked].map((r) => [r.id, r]));
  const unnamed = ids.filter((id) => !named.has(id));
  const read = useNamedRecords(source, unnamed);

  const records = useMemo(
    () => new Map<number, R>([...read, ...options, ...known, ...picked].map((r) => [r.id, r])),
    [read, options, known, picked],
  );
  const recordOf = useCallback((id: number) => records.get(id), [records]);
  const remember = useCallback(
    (chosen: readonly R[]) =>
      setPicked((before) => [...before.filter((r) => !chosen.some((c) => c.id === r.id)), ...chosen]),
    [],
  );
  return {
    options: options as readonly R[],
    /** Every record met so far (options, known, read by id, chosen). */
    recordOf,
    loading: open && list.isLoading,
    /** A parent is asked for and not chosen yet. */
    waiting,
    serverSearch: source.serverSearch,
    open,
    onOpen: useCallback(() => setOpen(true), []),
    onClose: useCallback(() => setOpen(false), []),
    /** The text typed into the picker; the gateway is asked once it rests. */
    onInput: setTyped as (text: string) => void,
    /** Chosen records keep their names after the page that held them is gone. */
    remember,
    /** The parent's value (a bound form field is emptied when it changes). */
    parentValue,
  };
}

/** What `useLookup` gives. */
export type Lookup<R extends LookupItem = LookupItem> = ReturnType<typeof useLookup<R>>;

const formLookups = new WeakMap<object, unknown>();

/**
 * `useLookup` bound to a source, as the hook a form field takes (`FormLookupField` of @platform/ui calls it with the
 * field's value and its parent's): `useLookup={formLookup(publicLookup('districts'))}`. One hook per source.
 */
export function formLookup<R extends LookupItem>(
  source: LookupSource<R>,
): (options: UseLookupOptions) => Lookup<R> {
  let hook = formLookups.get(source) as ((options: UseLookupOptions) => Lookup<R>) | undefined;
  if (!hook) {
    hook = function useFormLookup(options: UseLookupOptions) {
      return useLookup(source, options);
    };
    formLookups.set(source, hook);
  }
  return hook;
}

/**
 * The whole of a short lookup in one page (education levels, the districts of a division, the sectors), for a
 * native select or a page that shows them all; `null` filters wait.
 */
export function useLookupList<R extends LookupItem>(
  source: LookupSource<R>,
  filters: Readonly<Record<string, string | number>> | null,
) {
  return useEndpointList(
    source.list,
    filters ? { query: { page: 1, page_size: SHORT_LOOKUP_PAGE_SIZE, ...source.filters, ...filters } } : null,
  );
}
