import { paymentEndpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/**
 * POST /private/jobs/:id/payment (pay_job): starts the payment of an approved job; the answer names the provider's
 * checkout to send the browser to. The amount is the gateway's (the service type's price), never sent.
 */
export function usePayJob() {
  return useEndpointMutation(paymentEndpoints.payJob, { revalidate: ['/private/jobs'] });
}

/** GET /private/payments/:id (pay_job): the payment's status and outcome for the result page; `null` waits. */
export function usePayment(id: number | null) {
  return useEndpoint(paymentEndpoints.payment, id === null ? null : { params: { id } });
}
