import type { RouteObject } from 'react-router-dom';
import { instituteDetailPage, organizationDetailPage, roleDetailPage } from '@platform/admin-feature-users';
import { resourceRoutes } from '@platform/resource-crud';
import { RESOURCE_INDEX } from '@platform/resources';

/**
 * The resource engine's routes of every resource in the index, a route group's table (routes.tsx). `/roles/{id}`,
 * `/organizations/{id}` and `/institutes/{id}` show the record with its permission assignment (feature-users; an
 * institute's grant is the most its users may hold, ADR 0120).
 */
export const resourceRouteTable: RouteObject[] = resourceRoutes(RESOURCE_INDEX, {
  roles: { show: roleDetailPage },
  organizations: { show: organizationDetailPage },
  institutes: { show: instituteDetailPage },
});
