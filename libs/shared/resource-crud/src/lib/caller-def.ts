import { useAuth } from '@platform/auth';
import { type ResourceDef, tenantFixedView } from '@platform/resources';

/**
 * The definition as the signed-in user works with it (ADR 0083): a tenant-scoped resource without its tenant field
 * when the user belongs to that kind of tenant (the gateway reaches only its records and sets the owner itself); as
 * it is for a platform administrator, who names the owner in the form.
 */
export function useCallerDef(def: ResourceDef): ResourceDef {
  const { user } = useAuth();
  const column = def.tenant;
  return column && user?.[column] != null ? tenantFixedView(def) : def;
}
