import { catalogue } from '@platform/i18n/catalogue';
import { describePortalDefinition } from '@platform/testing';
import { portal } from './portal';

const pages = [
  '/',
  '/settings',
  '/notifications',
  '/skills',
  '/skills/create',
  '/divisions/3',
  '/upazilas/7/edit',
  // deep links into route groups (ADR 0149)
  '/users',
  '/platform-jobs/4',
  '/job-questions-bank',
  '/notification-heads/2/edit',
];
describePortalDefinition(portal, {
  catalogue,
  id: 'admin',
  allowedUserTypes: [1],
  publicWhenSignedOut: false,
  pages,
});
