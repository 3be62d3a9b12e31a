import { USER_TYPE } from '@platform/contract';
import type { PortalDefinition } from '@platform/shell';
import { menu } from './menu';
import { routeGroups, routes } from './routes';

export const portal: PortalDefinition = {
  id: 'youth',
  titleId: 'portals.youth.name',
  allowedUserTypes: [USER_TYPE.YOUTH],
  publicWhenSignedOut: true,
  routes,
  routeGroups,
  menu,
};
