import type { FieldErrors } from '@platform/contract';
import type { FieldDef, ResourceDef } from '@platform/resources';
import { VALIDATION_MESSAGES as V, normalizeText, parseBnNumber, toDay } from '@platform/validation';
import { validationFailed } from '../../platform/errors';
import { ident, likeContains, Params } from '../../db/sql';
import { REACH_ALL, reachCondition, type RecordReach } from './tenant';

/** Who reads: an administrator (private list, may see the trash) or anyone (public lookup: active records only). */
export type ListAudience = 'admin' | 'lookup';

export interface ListSql {
  /** `where …` conditions joined with `and` (never empty). */
  where: string;
  orderBy: string;
  params: Params;
}

/** Columns every list can be sorted by, whatever the definition says. */
const ALWAYS_SORTABLE = ['id', 'created_at', 'updated_at'];

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * A filter value from the query string, read by the field's kind (as ADR 0041 sends them: enum values as they are,
 * booleans `true` / `false`, references as the referenced id). A value that cannot be read is a 422, not an
 * empty list.
 */
export function parseFilterValue(f: FieldDef, raw: unknown): Parsed {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: V.format };
  const text = normalizeText(String(raw));
  switch (f.kind) {
    case 'boolean':
      if (/^(true|1)$/i.test(text)) return { ok: true, value: true };
      if (/^(false|0)$/i.test(text)) return { ok: true, value: false };
      return { ok: false, message: V.oneOf };
    case 'enum': {
      const numeric = f.options.every((o) => typeof o.value === 'number');
      const value = numeric ? parseBnNumber(text) : text;
      return f.options.some((o) => o.value === value) ? { ok: true, value } : { ok: false, message: V.oneOf };
    }
    case 'reference':
    case 'multiReference': {
      const id = parseBnNumber(text);
      return id !== undefined && Number.isSafeInteger(id) && id > 0
        ? { ok: true, value: id }
        : { ok: false, message: V.integer };
    }
    case 'number': {
      const n = parseBnNumber(text);
      return n !== undefined && Number.isFinite(n)
        ? { ok: true, value: n }
        : { ok: false, message: V.number };
    }
    case 'date': {
      const day = toDay(text);
      return day ? { ok: true, value: day } : { ok: false, message: V.date };
    }
    default:
      return { ok: true, value: text };
  }
}

function filterCondition(f: FieldDef, placeholder: string): string {
  const c = `t.${ident(f.name)}`;
  if (f.kind === 'multiReference') return `${placeholder} = any(${c})`;
  if (f.kind === 'text' || f.kind === 'multiline') return `lower(${c}) = lower(${placeholder})`;
  return `${c} = ${placeholder}`;
}

/** The sort of a list: a sortable column and direction from the query, else the definition's default. */
export function sortOf(
  def: ResourceDef,
  query: Record<string, unknown>,
): { field: string; direction: 'asc' | 'desc' } {
  const sortable = new Set([...ALWAYS_SORTABLE, ...def.fields.filter((f) => f.sort).map((f) => f.name)]);
  const fallback = def.defaultSort ?? { field: 'id', direction: 'asc' as const };
  const order = query.order === 'desc' || query.order === 'asc' ? query.order : undefined;
  const requested = query.order_by;
  if (requested === undefined || requested === '')
    return { field: fallback.field, direction: order ?? fallback.direction };
  if (typeof requested !== 'string' || !sortable.has(requested)) return fallback;
  return { field: requested, direction: order ?? 'asc' };
}

/**
 * The where and order by of a list: the caller's tenant's records only (`reach`), soft-deleted records hidden (or only those, `trashed=only`, for admins),
 * active records only for lookups, `search` (or `query`) over the searchable fields, `<field>=<value>` over the
 * filterable ones, and the sort. Throws a 422 naming each unreadable filter value.
 */
export function buildListSql(
  def: ResourceDef,
  query: Record<string, unknown>,
  audience: ListAudience,
  reach: RecordReach = REACH_ALL,
): ListSql {
  const params = new Params();
  const where: string[] = [];
  // a tenant's caller lists its own records only (ADR 0083)
  if (reach.kind !== 'all') where.push(reachCondition(reach, params));
  if (audience === 'admin' && query.trashed === 'only') where.push('t.deleted_at is not null');
  else where.push('t.deleted_at is null');
  if (audience === 'lookup') where.push('t.row_status = 1');

  const rawSearch = typeof query.search === 'string' && query.search !== '' ? query.search : query.query;
  const term = typeof rawSearch === 'string' ? normalizeText(rawSearch) : '';
  const searchable = def.fields.filter((f) => f.search);
  if (term && searchable.length) {
    const p = params.add(likeContains(term));
    const text = (f: FieldDef) =>
      f.kind === 'text' || f.kind === 'multiline' ? `t.${ident(f.name)}` : `t.${ident(f.name)}::text`;
    where.push(`(${searchable.map((f) => `${text(f)} ilike ${p} escape '\\'`).join(' or ')})`);
  }

  const errors: FieldErrors = {};
  for (const f of def.fields) {
    if (!f.filter || (audience === 'lookup' && f.name === 'row_status')) continue;
    const raw = query[f.name];
    if (raw === undefined || raw === '') continue;
    const parsed = parseFilterValue(f, raw);
    if (parsed.ok) where.push(filterCondition(f, params.add(parsed.value)));
    else errors[f.name] = [parsed.message];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);

  const sort = sortOf(def, query);
  const dir = sort.direction === 'desc' ? 'desc' : 'asc';
  const orderBy =
    sort.field === 'id' ? `t.id ${dir}` : `t.${ident(sort.field)} ${dir} nulls last, t.id ${dir}`;
  return { where: where.join(' and '), orderBy, params };
}
