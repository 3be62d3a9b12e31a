import type { FastifyInstance } from 'fastify';
import { registerDevOutboxRoutes } from './dev/outbox';
import { registerAppSettingsRoutes } from './private/app-settings';
import { registerNotificationLogRoutes } from './private/notification-logs';
import { registerOrganizationPermissionRoutes } from './private/organizations';
import { registerPermissionSyncRoutes } from './private/permissions';
import { registerResourceRoutes } from './private/resources';
import { registerRolePermissionRoutes } from './private/roles';
import { registerUserAdminRoutes } from './private/users';
import { registerAccountRoutes } from './protected/account';
import { registerAuthRoutes } from './protected/auth';
import { registerFileRoutes } from './protected/files';
import { registerNotificationRoutes } from './protected/notifications';
import { registerPasswordRoutes } from './protected/password';
import { registerYouthProfileRoutes } from './protected/youth-profile';
import { registerContactRoutes } from './public/contact';
import { registerMaintenanceModeRoutes } from './public/maintenance-mode';
import { registerRegistrationRoutes } from './public/registrations';
import { registerStaticContentRoutes } from './public/static-contents';
import { registerVisitorCounterRoutes } from './public/visitor-counter';
import { registerPublicYouthRoutes } from './public/youth';
import { registerSystemRoutes } from './system';

/** Every route of the gateway, one resource folder each (routes/<area>/<resource>/index.ts). */
export function registerRoutes(app: FastifyInstance): void {
  registerSystemRoutes(app);
  registerMaintenanceModeRoutes(app);
  registerVisitorCounterRoutes(app);
  registerStaticContentRoutes(app);
  registerContactRoutes(app);
  registerPublicYouthRoutes(app);
  registerRegistrationRoutes(app);
  registerAuthRoutes(app);
  registerPasswordRoutes(app);
  registerAccountRoutes(app);
  registerNotificationRoutes(app);
  registerYouthProfileRoutes(app);
  registerFileRoutes(app);
  registerAppSettingsRoutes(app);
  registerNotificationLogRoutes(app);
  registerUserAdminRoutes(app);
  registerRolePermissionRoutes(app);
  registerOrganizationPermissionRoutes(app);
  registerResourceRoutes(app);
  registerPermissionSyncRoutes(app);
  if (app.services.config.mode === 'demo') registerDevOutboxRoutes(app);
}
