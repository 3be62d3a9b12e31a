import { USER_TYPE } from '@platform/contract';
import type { AuthenticatedUser } from '../identity/types';

/**
 * Whose records a signed-in admin may manage (ARCHITECTURE §5: the gateway enforces the tenant as well as the key):
 * - a user of an organisation: that organisation's; of an institute: that institute's;
 * - a system user with neither: everyone's (`all`: the platform administrators);
 * - anyone else (a content provider or recruiter without a tenant): no one's.
 */
export type TenantScope =
  | { kind: 'all' }
  | { kind: 'organization'; id: number }
  | { kind: 'institute'; id: number }
  | { kind: 'none' };

export function scopeOf(
  actor: Pick<AuthenticatedUser, 'user_type_code' | 'organization_id' | 'institute_id'>,
): TenantScope {
  if (actor.organization_id != null) return { kind: 'organization', id: actor.organization_id };
  if (actor.institute_id != null) return { kind: 'institute', id: actor.institute_id };
  return actor.user_type_code === USER_TYPE.SYSTEM ? { kind: 'all' } : { kind: 'none' };
}

/**
 * The scope as a SQL condition on `alias`'s organization_id / institute_id, with its parameter numbered after
 * `params` (which it extends). Column names are fixed here; the value is always a parameter.
 */
export function scopeCondition(scope: TenantScope, alias: string, params: unknown[]): string {
  switch (scope.kind) {
    case 'all':
      return 'true';
    case 'organization':
      params.push(scope.id);
      return `${alias}.organization_id = $${params.length}`;
    case 'institute':
      params.push(scope.id);
      return `${alias}.institute_id = $${params.length}`;
    case 'none':
      return 'false';
  }
}
