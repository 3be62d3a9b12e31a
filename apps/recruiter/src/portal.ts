import { USER_TYPE } from '@platform/contract';
import type { PortalDefinition } from '@platform/shell';
import { menu } from './menu';
import { routes } from './routes';
import { publicWhenSignedOut } from './sign-in-first';

export const portal: PortalDefinition = {
  id: 'recruiter',
  titleId: 'portals.recruiter.name',
  allowedUserTypes: [USER_TYPE.RECRUITER],
  publicWhenSignedOut,
  routes,
  menu,
  staffProfile: true,
  // a permanent side navigation on wide screens (issue 12 defect 9)
  navigation: 'side',
};
