export {
  useCreateFreelanceOffer,
  useDeleteFreelanceOffer,
  useFreelanceOffer,
  useFreelanceOffers,
  useMyFreelanceMessages,
  useMyFreelanceOffers,
  useSendFreelanceMessage,
  useSetFreelanceOfferStatus,
  useUpdateFreelanceOffer,
} from './lib/freelance';
