export { useAppSettings } from './lib/get-app-settings';
export { useUpdateAppSettings } from './lib/update-app-settings';
export { generateMaintenanceHash, maintenanceBypassLink } from './lib/maintenance-hash';
export { useStaticContentsAdmin, useUpdateStaticContent } from './lib/static-contents';
export {
  useCreateVendorIntegration,
  useDeleteVendorIntegration,
  useTestVendorIntegration,
  useUpdateVendorIntegration,
  useVendorIntegration,
} from './lib/integrations';
