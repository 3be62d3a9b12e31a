import type { TenantScope } from '../../platform/tenant-scope';

/*
 * Tenancy of jobs (ADR 0060): every private read and write of a job or an application carries the caller's
 * organisation condition in its SQL, so another organisation's id finds nothing.
 */

/** Whose jobs a caller manages: its organisation's; a platform administrator (system user, no tenant) everyone's. */
export type JobScope = { kind: 'all' } | { kind: 'organization'; id: number } | { kind: 'none' };

export function jobScopeOf(tenant: TenantScope): JobScope {
  return tenant.kind === 'institute' ? { kind: 'none' } : tenant;
}

/** The tenant condition on a `jobs` alias (parameters appended to `params`); used by every private statement. */
export function jobScopeSql(scope: JobScope, alias: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'none') return 'false';
  params.push(scope.id);
  return `${alias}.organization_id = $${params.length}`;
}
