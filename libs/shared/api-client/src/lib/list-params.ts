import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT } from '@platform/contract';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';

/**
 * One value of a list's address: how it is read from the query string (anything unknown becomes `undefined`, or the
 * default) and written back (`null` leaves it out, so a plain list has a plain address).
 */
export interface ListParam<T, V = T | undefined> {
  read: (raw: string | null) => V;
  write: (value: T) => string | null;
}

type AnyParam = ListParam<never, unknown>;
/** The params of a list's address, by query name. */
export type ParamSet = Readonly<Record<string, AnyParam>>;
type ValueOf<P> = P extends ListParam<never, infer V> ? V : never;
type InputOf<P> = P extends ListParam<infer T, unknown> ? T : never;

/** What a list shows, as its address says: one value per param, the 1-based page and the page size. */
export type ListState<P extends ParamSet> = { [K in keyof P]: ValueOf<P[K]> } & {
  page: number;
  page_size: number;
};
/** A change of some values; anything but paging sends the list back to page 1. */
export type ListPatch<P extends ParamSet> = { [K in keyof P]?: InputOf<P[K]> | undefined } & {
  page?: number;
  page_size?: number;
};

function positiveInt(raw: string | null): number | undefined {
  return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** The kinds of value a list keeps in its address. */
export const listParam = {
  /** Free text (a search), trimmed and cut at `max` characters; empty is none. */
  text(max = 200): ListParam<string> {
    return {
      read: (raw) => raw?.trim().slice(0, max) || undefined,
      write: (value) => value.trim().slice(0, max) || null,
    };
  },
  /** A positive whole number (an id). */
  id(): ListParam<number> {
    return { read: positiveInt, write: (value) => String(value) };
  },
  /** One of a fixed set of values (an enumeration); numbers are read as numbers. */
  oneOf<V extends string | number>(values: readonly V[]): ListParam<V> {
    return {
      read: (raw) => values.find((v) => raw !== null && String(v) === raw),
      write: (value) => String(value),
    };
  },
  /** A switch: `1` when on, absent when off. */
  flag(): ListParam<boolean, boolean> {
    return { read: (raw) => raw === '1', write: (value) => (value ? '1' : null) };
  },
  /** Several ids, comma-separated. */
  ids(): ListParam<readonly number[], readonly number[]> {
    return {
      read: (raw) => (raw ?? '').split(',').flatMap((part) => positiveInt(part) ?? []),
      write: (value) => (value.length > 0 ? value.join(',') : null),
    };
  },
  /** A day as 'YYYY-MM-DD' (a date filter or a range's end); anything else in the address is none. */
  day(): ListParam<string> {
    return {
      read: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined),
      write: (value) => value || null,
    };
  },
  /** A param that is never absent: `fallback` stands for "not in the address" and is not written. */
  withDefault<T>(param: ListParam<T>, fallback: T): ListParam<T, T> {
    return {
      read: (raw) => param.read(raw) ?? fallback,
      write: (value) => (value === fallback ? null : param.write(value)),
    };
  },
};

export interface ListParamsConfig<P extends ParamSet> {
  /** The list's values by query name, in the order they are written. A text param named `search` feeds `search`. */
  params: P;
  /** Page sizes on offer; another size in the address falls back to `defaultPageSize`. */
  pageSizes: readonly number[];
  defaultPageSize?: number;
  /** Drops combinations that cannot list anything (a stage outside the tab); runs after every read. */
  refine?: (state: ListState<P>) => ListState<P>;
  /** How long the search box rests before the search is applied. */
  searchDelayMs?: number;
}

/** A list's address layout; define it once at module level (the hook compares it by identity). */
export function defineListParams<P extends ParamSet>(config: ListParamsConfig<P>): ListParamsConfig<P> {
  return config;
}

function readState<P extends ParamSet>(config: ListParamsConfig<P>, params: URLSearchParams): ListState<P> {
  const fallbackSize = config.defaultPageSize ?? PAGE_SIZE_DEFAULT;
  const size = positiveInt(params.get('page_size'));
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(config.params)) values[name] = param.read(params.get(name));
  const state = {
    ...values,
    page: positiveInt(params.get('page')) ?? 1,
    page_size: size !== undefined && config.pageSizes.includes(size) ? size : fallbackSize,
  } as ListState<P>;
  return config.refine ? config.refine(state) : state;
}

function writeState<P extends ParamSet>(
  config: ListParamsConfig<P>,
  state: Record<string, unknown>,
  keep: URLSearchParams,
): URLSearchParams {
  const owned = new Set([...Object.keys(config.params), 'page', 'page_size']);
  const out = new URLSearchParams([...keep].filter(([name]) => !owned.has(name)));
  for (const [name, param] of Object.entries(config.params)) {
    const value = state[name];
    const raw = value === undefined ? null : (param as ListParam<unknown, unknown>).write(value);
    if (raw !== null) out.set(name, raw);
  }
  const page = Number(state.page ?? 1);
  const size = Number(state.page_size);
  if (page > 1) out.set('page', String(page));
  if (size !== (config.defaultPageSize ?? PAGE_SIZE_DEFAULT)) out.set('page_size', String(size));
  return out;
}

/** The values of a state that are set: the query to send to the gateway. */
function compact<S extends object>(state: S): S {
  return Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined && v !== false)) as S;
}

export interface ListParams<P extends ParamSet> {
  /** Every value as the address holds it (defaults filled in). */
  state: ListState<P>;
  /** The values that are set, for the list's request (unset and switched-off values left out). */
  query: ListState<P>;
  /** Changes some values (a new address entry: back and forward walk through them); page 1 unless paging. */
  set: (patch: ListPatch<P>) => void;
  /** Changes one value from the text of a native select or field (`''` is none). */
  setText: (name: keyof P & string, raw: string) => void;
  /** Changes several values at once from their texts (a range's two ends; a parent and the child it empties). */
  setTexts: (raws: Partial<Record<keyof P & string, string>>) => void;
  /** For `ServerPagination` / `ServerList`. */
  paging: {
    page: number;
    pageSize: number;
    pageSizes: readonly number[];
    onChange: (next: { page: number; page_size: number }) => void;
  };
  /** For a search box (`ListSearchField`): what is typed, applied when it rests or on submit. */
  search: { value: string; onChange: (text: string) => void; onSubmit: () => void };
}

/**
 * A server list's state in the address (`?status=draft&page=2`): a reload, a shared link and back / forward show the
 * same page. Unknown values are dropped rather than sent to the gateway; params of other owners are kept.
 */
export function useListParams<P extends ParamSet>(config: ListParamsConfig<P>): ListParams<P> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readState(config, searchParams), [config, searchParams]);
  // The address as last written: two changes before the router renders again (a second filter chosen at once) each
  // build on the one before. react-router's setSearchParams (and its updater form) starts from the params of the last
  // render, so the second change would silently undo the first.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const set = useCallback(
    (patch: ListPatch<P>) => {
      const current = latest.current;
      const paging = 'page' in patch || 'page_size' in patch;
      const next = { ...readState(config, current), ...(paging ? {} : { page: 1 }), ...patch };
      const out = writeState(config, next, current);
      if (out.toString() === current.toString()) return;
      latest.current = out;
      setSearchParams(out);
    },
    [config, setSearchParams],
  );
  const setTexts = useCallback(
    (raws: Partial<Record<keyof P & string, string>>) => {
      const patch: Record<string, unknown> = {};
      for (const [name, raw] of Object.entries(raws) as [string, string | undefined][]) {
        const param = config.params[name];
        if (param && raw !== undefined) patch[name] = param.read(raw === '' ? null : raw);
      }
      if (Object.keys(patch).length > 0) set(patch as ListPatch<P>);
    },
    [config, set],
  );
  const setText = useCallback(
    (name: keyof P & string, raw: string) =>
      setTexts({ [name]: raw } as Partial<Record<keyof P & string, string>>),
    [setTexts],
  );

  // the search box: typing is applied once it rests; an address changed elsewhere (back, a link) shows again
  const { search: searched } = state as Record<string, unknown>;
  const committed = typeof searched === 'string' ? searched : '';
  const [typed, setTyped] = useState({ text: committed, from: committed });
  if (typed.from !== committed) setTyped({ text: committed, from: committed });
  const text = typed.from === committed ? typed.text : committed;
  const settled = useDebounced(text, config.searchDelayMs ?? SEARCH_DEBOUNCE_MS);
  const applySearch = useCallback(
    (value: string) => {
      if ('search' in config.params && value.trim() !== committed)
        set({ search: value } as unknown as ListPatch<P>);
    },
    [config, committed, set],
  );
  const apply = useEffectEvent(applySearch);
  useEffect(() => {
    if (settled === text) apply(settled);
  }, [settled, text]);

  return {
    state,
    query: useMemo(() => compact(state), [state]),
    set,
    setText,
    setTexts,
    paging: {
      page: state.page,
      pageSize: state.page_size,
      pageSizes: config.pageSizes,
      onChange: (next) => set(next as ListPatch<P>),
    },
    search: {
      value: text,
      onChange: (value) => setTyped({ text: value, from: committed }),
      onSubmit: () => applySearch(text),
    },
  };
}
