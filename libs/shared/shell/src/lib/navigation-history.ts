/**
 * The history under the portal router (ADR 0146): the browser's, with an index of its own in each entry's state (so a
 * blocked back/forward move can be undone), or an in-memory list for tests.
 */
import { type Location, type Navigator, type To, createPath, parsePath } from 'react-router-dom';

export interface MemoryHistoryOptions {
  initialEntries?: Array<string | Partial<Location>>;
  /** Defaults to the last entry. */
  initialIndex?: number;
}

/** The history under the controller: the browser's, or an in-memory list (tests). */
export interface HistoryDriver {
  /** The current entry and its index (null: an entry the controller did not write, e.g. a fragment link's). */
  read(): { location: Location; index: number | null };
  write(location: Location, index: number, replace: boolean): void;
  go(delta: number): void;
  /** The browser moved (back/forward): the new entry. */
  listen(onPop: (location: Location, index: number | null) => void): void;
  createHref(to: To): string;
  encodeLocation?: Navigator['encodeLocation'];
}

const createKey = () => Math.random().toString(36).slice(2, 10);

export function toLocation(current: Location, to: To, state: unknown): Location {
  return {
    pathname: current.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: createKey(),
  } as Location;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function browserHistory(): HistoryDriver {
  const read = () => {
    const { pathname, search, hash } = window.location;
    const entry = (window.history.state ?? {}) as HistoryEntryState;
    return {
      location: { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' } as Location,
      index: typeof entry.idx === 'number' ? entry.idx : null,
    };
  };
  return {
    read,
    write(location, index, replace) {
      const entry: HistoryEntryState = { usr: location.state, key: location.key, idx: index };
      if (replace) window.history.replaceState(entry, '', createPath(location));
      else window.history.pushState(entry, '', createPath(location));
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', () => {
        const { location, index } = read();
        onPop(location, index);
      });
    },
    createHref: hrefOf,
    encodeLocation(to) {
      const url = new URL(hrefOf(to), window.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
  };
}

export function memoryHistory(options: MemoryHistoryOptions): HistoryDriver {
  const start = { pathname: '/', search: '', hash: '', state: null, key: 'default' } as Location;
  const entries = (options.initialEntries ?? ['/']).map(
    (entry, i) =>
      ({
        ...start,
        ...(typeof entry === 'string' ? parsePath(entry) : entry),
        key: i === 0 ? 'default' : createKey(),
      }) as Location,
  );
  let index = Math.min(Math.max(options.initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let onPop: (location: Location, index: number | null) => void = () => undefined;
  return {
    read: () => ({ location: entries[index] as Location, index }),
    write(location, at, replace) {
      if (!replace) entries.splice(at);
      entries[at] = location;
      index = at;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      onPop(entries[index] as Location, index);
    },
    listen(listener) {
      onPop = listener;
    },
    createHref: hrefOf,
  };
}
