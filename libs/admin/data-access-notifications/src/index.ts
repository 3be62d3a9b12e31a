export { useRetryNotificationLog } from './lib/notification-logs';
export {
  useCreateNotificationHead,
  useNotificationHead,
  useUpdateNotificationHead,
  useUpdateNotificationTemplates,
} from './lib/notification-heads';
export { useRequeueQueueJob } from './lib/queue-jobs';
export { useBulkEmail, useSendBulkEmailFromExcel, useSendBulkEmailToUsers } from './lib/bulk-email';
