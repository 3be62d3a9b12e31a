export { useNotificationLogs, useRetryNotificationLog } from './lib/notification-logs';
export {
  useCreateNotificationHead,
  useNotificationHead,
  useNotificationHeads,
  useUpdateNotificationHead,
  useUpdateNotificationTemplates,
} from './lib/notification-heads';
export { useQueueJobs, useRequeueQueueJob } from './lib/queue-jobs';
export { useBulkEmail, useSendBulkEmailFromExcel, useSendBulkEmailToUsers } from './lib/bulk-email';
