import { USER_TYPE } from '@platform/contract';
import type { PortalDefinition } from '@platform/shell';
import { menu } from './menu';
import { routeGroups, routes } from './routes';
import { publicWhenSignedOut } from './sign-in-first';

export const portal: PortalDefinition = {
  id: 'admin',
  titleId: 'portals.admin.name',
  allowedUserTypes: [USER_TYPE.SYSTEM],
  publicWhenSignedOut,
  routes,
  routeGroups,
  menu,
  staffProfile: true,
  // a permanent side navigation on wide screens (issue 12 defect 9)
  navigation: 'side',
};
