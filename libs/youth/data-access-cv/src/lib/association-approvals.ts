import { associationEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** GET /protected/association-approvals: every industry association with the youth's request of it, if any. */
export function useMyAssociationApprovals() {
  return useEndpoint(E.myAssociationApprovals, {});
}

/** POST /protected/association-approvals: ask an association to approve the youth and their CV (ADR 0104). */
export function useRequestAssociationApproval() {
  return useEndpointMutation(E.requestAssociationApproval);
}
