import type { ResourceDef, TenantColumn } from '@platform/resources';
import { ident, type Params } from '../../db/sql';
import type { TenantScope } from '../../platform/tenant-scope';

/**
 * Which records of a resource one call reaches (ADR 0083), decided from the matched definition's `tenant` and the
 * verified caller's scope (platform/tenant-scope.ts), never from the request:
 * - `all`: a resource without a tenant, or a platform administrator (no tenant): every record;
 * - `own`: a caller of the definition's kind of tenant: the records whose tenant column holds its id, and what it
 *   creates is its own;
 * - `none`: anyone else (an organisation's user on an institute's resource, a provider without a tenant): no record.
 */
export type RecordReach =
  | { kind: 'all' }
  | { kind: 'own'; column: TenantColumn; id: number }
  | { kind: 'none' };

export const REACH_ALL: RecordReach = { kind: 'all' };

const SCOPE_KIND: Record<TenantColumn, TenantScope['kind']> = {
  institute_id: 'institute',
  organization_id: 'organization',
};

export function reachOf(def: ResourceDef, scope: TenantScope): RecordReach {
  const column = def.tenant;
  if (!column || scope.kind === 'all') return REACH_ALL;
  if ((scope.kind === 'institute' || scope.kind === 'organization') && scope.kind === SCOPE_KIND[column])
    return { kind: 'own', column, id: scope.id };
  return { kind: 'none' };
}

/** The reach as a condition on `alias` (`true` for all); the id is a bound parameter, the column from the definition. */
export function reachCondition(reach: RecordReach, params: Params, alias = 't'): string {
  switch (reach.kind) {
    case 'all':
      return 'true';
    case 'own':
      return `${alias}.${ident(reach.column)} = ${params.add(reach.id)}`;
    case 'none':
      return 'false';
  }
}

/** The values a caller's write stores: its own tenant in the tenant column, whatever the body said. */
export function withOwnTenant<V extends Record<string, unknown>>(reach: RecordReach, values: V): V {
  return reach.kind === 'own' ? { ...values, [reach.column]: reach.id } : values;
}
