import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './domains/accounts';
import { registerCvRoutes } from './domains/cv';
import { registerYouthProfileRoutes } from './domains/youth-profile';
import { registerJobPipelineRoutes } from './domains/job-pipeline';
import { registerJobRoutes } from './domains/jobs';
import { registerAppSettingsRoutes } from './routes/private/app-settings';
import { registerPaymentRoutes } from './domains/payments/routes';
import { registerResourceRoutes } from './domains/resources';
import { registerUserRoutes } from './domains/users';
import { registerFileRoutes } from './domains/files/routes';
import { registerJobAlertRoutes } from './domains/job-alerts';
import { registerNotificationRoutes } from './domains/notifications';
import { registerContactRoutes } from './routes/public/contact';
import { registerMaintenanceModeRoutes } from './routes/public/maintenance-mode';
import { registerStaticContentRoutes } from './routes/public/static-contents';
import { registerVisitorCounterRoutes } from './routes/public/visitor-counter';
import { registerSystemRoutes } from './platform/system';

/** Every route of the gateway, one resource folder each (routes/<area>/<resource>/index.ts). */
export function registerRoutes(app: FastifyInstance): void {
  registerSystemRoutes(app);
  registerMaintenanceModeRoutes(app);
  registerVisitorCounterRoutes(app);
  registerStaticContentRoutes(app);
  registerContactRoutes(app);
  registerAccountRoutes(app);
  registerNotificationRoutes(app);
  registerYouthProfileRoutes(app);
  registerCvRoutes(app);
  registerFileRoutes(app);
  registerAppSettingsRoutes(app);
  registerUserRoutes(app);
  registerResourceRoutes(app);
  registerJobRoutes(app);
  registerJobAlertRoutes(app);
  registerJobPipelineRoutes(app);
  registerPaymentRoutes(app);
}
