import { defineEndpoint } from '@platform/contract';

/** What a permission sync did: `created` keys were missing (inserted or undeleted); `total` keys the routes declare. */
export interface PermissionSyncResult {
  created: number;
  total: number;
}

/** Permission key of the sync action (the admin shows its button to holders only). */
export const SYNC_PERMISSIONS_KEY = 'sync_permissions';

/**
 * Endpoints of the resource engine that belong to no single resource. The gateway registers them next to the
 * resources; its OpenAPI document and permission catalogue list them.
 */
export const resourceEngineEndpoints = {
  /**
   * Inserts the permission rows of every key the gateway's routes declare (contract endpoints and every resource's
   * endpoints) that the database lacks, with their sub group per module; the system admin role gets the new keys.
   * Idempotent.
   */
  syncPermissions: defineEndpoint<PermissionSyncResult>({
    method: 'POST',
    path: '/private/permissions/sync',
    area: 'private',
    permission: SYNC_PERMISSIONS_KEY,
    summary: 'Insert the missing permissions the routes declare (idempotent)',
  }),
} as const;
