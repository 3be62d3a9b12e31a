import { USER_TYPE } from '@platform/contract';
import type { PortalDefinition } from '@platform/shell';
import { menu } from './menu';
import { routes } from './routes';
import { publicWhenSignedOut } from './sign-in-first';

export const portal: PortalDefinition = {
  id: 'lms',
  titleId: 'portals.lms.name',
  allowedUserTypes: [USER_TYPE.CONTENT_PROVIDER],
  publicWhenSignedOut,
  routes,
  menu,
  staffProfile: true,
};
