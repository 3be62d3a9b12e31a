import { integrationEndpoints as E, type VendorIntegrationQuery } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/** GET /private/vendor-integrations: one server page, searched by vendor or code, filtered by status. */
export function useVendorIntegrations(query: VendorIntegrationQuery) {
  return useEndpointList(E.vendorIntegrations, { query }, { keepPreviousData: true });
}

/** GET /private/vendor-integrations/:id (null: wait). */
export function useVendorIntegration(id: number | null) {
  return useEndpoint(E.vendorIntegration, id ? { params: { id } } : null);
}

/** POST /private/vendor-integrations (`manage_vendor_integration`). */
export function useCreateVendorIntegration() {
  return useEndpointMutation(E.createVendorIntegration);
}

/** PUT /private/vendor-integrations/:id; an empty client secret keeps the kept one. */
export function useUpdateVendorIntegration() {
  return useEndpointMutation(E.updateVendorIntegration);
}

/** DELETE /private/vendor-integrations/:id. */
export function useDeleteVendorIntegration() {
  return useEndpointMutation(E.deleteVendorIntegration);
}

/** POST /private/vendor-integrations/:id/test-connection: the outcome, and the integration with its kept token. */
export function useTestVendorIntegration() {
  return useEndpointMutation(E.testVendorIntegration);
}
