import {
  type ListParam,
  type ListParamsConfig,
  type ListState,
  defineListParams,
  listParam,
} from '@platform/api-client';
import type { FieldDef, ResourceDef, ResourceListQuery } from '@platform/resources';

/** Page sizes offered by the list (the gateway clamps at 100). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Every value of a resource list's address is text on the wire (`skill_type=2`, `order=desc`, `trashed=only`). */
type TextParam = ListParam<string>;
export type ResourceListParams = Readonly<Record<string, TextParam>>;
/** A resource list as its address says (the kit's `ListState` over the resource's params). */
export type ResourceListState = ListState<ResourceListParams>;

export function filterFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.filter);
}

export function sortableFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.sort);
}

export function isSearchable(def: ResourceDef): boolean {
  return def.fields.some((f) => f.search);
}

/** A positive whole number kept as text (a referenced record's id). */
const idText: TextParam = {
  read: (raw) => (raw !== null && /^[1-9]\d*$/.test(raw) ? raw : undefined),
  write: (value) => value,
};

/** `trashed=only`: the soft-deleted records, as the gateway names them. */
const trashedParam: TextParam = {
  read: (raw) => (raw === 'only' ? 'only' : undefined),
  write: (value) => (value === 'only' ? 'only' : null),
};

function filterParam(field: FieldDef): TextParam {
  switch (field.kind) {
    case 'enum':
      return listParam.oneOf(field.options.map((o) => String(o.value)));
    case 'boolean':
      return listParam.oneOf(['true', 'false']);
    case 'reference':
    case 'multiReference':
      return idText;
    default:
      return listParam.text(100);
  }
}

const configs = new WeakMap<ResourceDef, ListParamsConfig<ResourceListParams>>();

/**
 * The address layout of a resource's list (the kit's `defineListParams`, made once per definition): search (when a
 * field is searchable), sort by a sortable field, the trash, one value per filter field, page and page size. Unknown
 * filters, unsortable fields and odd page sizes in an address are dropped.
 */
export function resourceListParams(def: ResourceDef): ListParamsConfig<ResourceListParams> {
  const known = configs.get(def);
  if (known) return known;
  const params: Record<string, TextParam> = {};
  if (isSearchable(def)) params.search = listParam.text();
  const sortable = sortableFields(def).map((f) => f.name);
  if (sortable.length > 0) {
    params.order_by = listParam.oneOf(sortable);
    params.order = listParam.oneOf(['asc', 'desc']);
  }
  params.trashed = trashedParam;
  for (const field of filterFields(def)) params[field.name] = filterParam(field);
  const config = defineListParams<ResourceListParams>({ params, pageSizes: PAGE_SIZES });
  configs.set(def, config);
  return config;
}

/** One value of a list state (`undefined` when the address does not set it). */
export function stateValue(state: ResourceListState, name: string): string | undefined {
  const value: unknown = (state as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The list endpoint's query for the address's state (its names are the wire's); `page` and `page_size` may be
 * replaced (the export pages through everything). A sort field goes with its order (ascending unless the address says
 * otherwise); an order without a field is left out.
 */
export function listQuery(
  state: ResourceListState,
  over: Partial<Pick<ResourceListQuery, 'page' | 'page_size'>> = {},
): ResourceListQuery {
  const query: ResourceListQuery = { page: state.page, page_size: state.page_size, ...over };
  for (const [name, value] of Object.entries(state)) {
    if (name === 'page' || name === 'page_size' || typeof value !== 'string' || value === '') continue;
    if (name === 'order' && stateValue(state, 'order_by') === undefined) continue;
    query[name] = value;
  }
  if (query.order_by && !query.order) query.order = 'asc';
  return query;
}
