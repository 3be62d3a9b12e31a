export {
  useCreateFreelanceOffer,
  useDeleteFreelanceOffer,
  useFreelanceOffer,
  useMyFreelanceMessages,
  useMyFreelanceOffers,
  useSendFreelanceMessage,
  useSetFreelanceOfferStatus,
  useUpdateFreelanceOffer,
} from './lib/freelance';
