import { integrationEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

// The list (GET /private/vendor-integrations) is the page's useAddressList(INTEGRATION_LIST, E.vendorIntegrations).

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
