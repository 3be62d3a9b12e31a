export {
  useAddLockerDocument,
  useDeleteLockerDocument,
  useLockerDocuments,
  useLockerFile,
  useRevokeLockerShare,
  useShareLockerDocument,
  useUpdateLockerDocument,
} from './lib/locker';
export { useCalendar, useCalendarIcs } from './lib/calendar';
