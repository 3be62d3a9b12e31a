import { catalogue } from '@platform/i18n/catalogue';
import { describePortalDefinition } from '@platform/testing';
import { portal } from './portal';

describePortalDefinition(portal, {
  catalogue,
  id: 'recruiter',
  allowedUserTypes: [4],
  publicWhenSignedOut: false,
});
