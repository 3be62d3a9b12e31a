import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';
import { freelanceEndpoints as E, type ListQuery } from '@platform/contract';

/* The freelance corner (ADR 0099): one hook per endpoint. A youth's writes revalidate every cached offer read. */

const OFFERS = ['/public/freelance-offers', '/protected/my-freelance-offers'];

/** GET /public/freelance-offers/{id}: one active offer; `null` waits. */
export const useFreelanceOffer = (id: number | null) =>
  useEndpoint(E.freelanceOffer, id === null ? null : { params: { id } }, { shouldRetryOnError: false });

/** POST /protected/freelance-offers/{id}/messages: write to the offer's youth. */
export const useSendFreelanceMessage = () => useEndpointMutation(E.sendFreelanceMessage);

/** GET /protected/my-freelance-offers: the signed-in youth's offers in every status. */
export const useMyFreelanceOffers = (query: ListQuery) =>
  useEndpointList(E.myFreelanceOffers, { query }, { keepPreviousData: true });

/** POST /protected/my-freelance-offers. */
export const useCreateFreelanceOffer = () =>
  useEndpointMutation(E.createFreelanceOffer, { revalidate: OFFERS });
/** PUT /protected/my-freelance-offers/{id}. */
export const useUpdateFreelanceOffer = () =>
  useEndpointMutation(E.updateFreelanceOffer, { revalidate: OFFERS });
/** PUT /protected/my-freelance-offers/{id}/status: pause, or make active again. */
export const useSetFreelanceOfferStatus = () =>
  useEndpointMutation(E.setFreelanceOfferStatus, { revalidate: OFFERS });
/** DELETE /protected/my-freelance-offers/{id}. */
export const useDeleteFreelanceOffer = () =>
  useEndpointMutation(E.deleteFreelanceOffer, { revalidate: OFFERS });

/** GET /protected/my-freelance-messages: messages about the youth's offers, each with its sender's contact. */
export const useMyFreelanceMessages = (query: ListQuery) =>
  useEndpointList(E.myFreelanceMessages, { query }, { keepPreviousData: true });
