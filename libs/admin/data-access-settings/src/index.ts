export { useAppSettings } from './lib/get-app-settings';
export { useUpdateAppSettings } from './lib/update-app-settings';
export { useNotificationLogs } from './lib/get-notification-logs';
export { generateMaintenanceHash, maintenanceBypassLink } from './lib/maintenance-hash';
export { useStaticContentsAdmin, useUpdateStaticContent } from './lib/static-contents';
