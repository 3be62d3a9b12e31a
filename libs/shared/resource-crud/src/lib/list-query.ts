import { PAGE_SIZE_DEFAULT } from '@platform/contract';
import type { FieldDef, ResourceDef, ResourceListQuery } from '@platform/resources';

/** Page sizes offered by the list (the gateway clamps at 100). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** What the list shows, as kept in the address: paging, search, sort, trash and one value per filter field. */
export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  orderBy: string | null;
  order: 'asc' | 'desc';
  trashed: boolean;
  filters: Record<string, string>;
}

export function filterFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.filter);
}

export function sortableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.sort);
}

export function isSearchable(def: ResourceDef): boolean {
  return def.fields.some((f) => f.search);
}

function positive(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads the list state from the address; unknown filters, sort fields and page sizes are ignored. */
export function listStateFromParams(def: ResourceDef, params: URLSearchParams): ListState {
  const size = positive(params.get('page_size'), PAGE_SIZE_DEFAULT);
  const orderBy = params.get('order_by');
  const filters: Record<string, string> = {};
  for (const f of filterFields(def)) {
    const value = params.get(f.name);
    if (value !== null && value !== '') filters[f.name] = value;
  }
  return {
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
    search: isSearchable(def) ? (params.get('search') ?? '') : '',
    orderBy: orderBy && sortableFields(def).some((f) => f.name === orderBy) ? orderBy : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    trashed: params.get('trashed') === 'only',
    filters,
  };
}

/** Writes the list state to the address (defaults left out, so a plain list has a plain address). */
export function paramsFromListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) params.set('page_size', String(state.pageSize));
  if (state.search) params.set('search', state.search);
  if (state.orderBy) {
    params.set('order_by', state.orderBy);
    params.set('order', state.order);
  }
  if (state.trashed) params.set('trashed', 'only');
  for (const [name, value] of Object.entries(state.filters)) if (value !== '') params.set(name, value);
  return params;
}

/** The list endpoint's query for a state; `page` and `page_size` may be replaced (export pages through all). */
export function listQuery(
  state: ListState,
  over: Partial<Pick<ResourceListQuery, 'page' | 'page_size'>> = {},
): ResourceListQuery {
  const query: ResourceListQuery = { page: state.page, page_size: state.pageSize, ...over };
  if (state.search) query.search = state.search;
  if (state.orderBy) {
    query.order_by = state.orderBy;
    query.order = state.order;
  }
  if (state.trashed) query.trashed = 'only';
  for (const [name, value] of Object.entries(state.filters)) query[name] = value;
  return query;
}
