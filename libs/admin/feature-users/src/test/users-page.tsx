import { beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import { endpoints, type AdminUser } from '@platform/contract';
import { institutes, organizations, resourceEndpoints, roles } from '@platform/resources';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  type RenderWithPlatformResult,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { UsersRoute } from '../lib/users-page';
import { ALL_KEYS, instituteRecords, organizationRecords, role, users } from './fixtures';

/** A call the users page made to one of the user actions: its name, the user's id and the body. */
export interface UserCall {
  name: string;
  id: string;
  body: unknown;
}

/**
 * The set-up of a `/users` test file (the page's tests are split by subject so that each file stays short): the
 * users list (24 users, 3 pages; the pending vendors on their own), the roles, and every user action answering the
 * user with the body merged in. `queries` (the list's queries) and `calls` (the actions) start empty in each test.
 */
export function usersPageTests() {
  const open = setupPlatformTests(<UsersRoute />);
  const queries: URLSearchParams[] = [];
  const calls: UserCall[] = [];
  const record =
    (name: string) =>
    ({ params, body }: { params: Record<string, string>; body: unknown }) => {
      calls.push({ name, id: params.id ?? '', body });
      const user = users.find((u) => String(u.id) === params.id) ?? users[0];
      return { ...(user as AdminUser), ...(typeof body === 'object' && body ? body : {}) };
    };

  beforeEach(() => {
    queries.length = 0;
    calls.length = 0;
    server.use(
      listHandlerFor(endpoints.users, ({ query }) => {
        queries.push(query);
        const pending = query.get('vendor_status') === 'pending';
        const rows = pending ? users.filter((u) => u.vendor_status === 'pending') : users;
        return {
          data: rows,
          meta: { current_page: 1, page_size: 10, total: pending ? rows.length : 24, total_page: 3 },
        };
      }),
      listHandlerFor(resourceEndpoints(roles).list, () => ({
        data: [role(1, 'System Admin'), role(5, 'Reviewer')],
      })),
      handlerFor(endpoints.approveVendor, record('approve')),
      handlerFor(endpoints.rejectVendor, record('reject')),
      handlerFor(endpoints.deactivateUser, record('deactivate')),
      handlerFor(endpoints.restoreUser, record('restore')),
      handlerFor(endpoints.assignUserRole, record('role')),
      handlerFor(endpoints.assignUserMessageChannels, record('channels')),
      handlerFor(endpoints.updateUser, record('update')),
    );
  });

  /** Opens `/users` (or `route`) as an admin holding `permissions` (every key of the screens unless told). */
  const renderUsers = (permissions = ALL_KEYS, route = '/users') => open(route, asAdmin(permissions));

  return { queries, calls, renderUsers };
}

/** Opens the actions menu of the user shown as `name`. */
export async function openActions(user: RenderWithPlatformResult['userEvent'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

/** A search of the organisation or institute picker: which list it asked and its query. */
export interface TenantQuery {
  kind: string;
  query: URLSearchParams;
}

/**
 * Serves the organisations and institutes (search and read) in each test of the file; returns the searches the
 * pickers made, emptied before each test.
 */
export function serveTenants(): TenantQuery[] {
  const tenantQueries: TenantQuery[] = [];
  beforeEach(() => {
    tenantQueries.length = 0;
    const byId =
      (records: typeof organizationRecords) =>
      ({ params }: { params: Record<string, string> }) =>
        records.find((r) => String(r.id) === params.id) ?? errorResponse(404, 'errors.not_found');
    const search =
      (kind: string, records: typeof organizationRecords) =>
      ({ query }: { query: URLSearchParams }) => {
        tenantQueries.push({ kind, query });
        const text = (query.get('search') ?? '').toLowerCase();
        return { data: records.filter((r) => String(r.title_en).toLowerCase().includes(text)) };
      };
    server.use(
      listHandlerFor(resourceEndpoints(organizations).list, search('organizations', organizationRecords)),
      handlerFor(resourceEndpoints(organizations).read, byId(organizationRecords)),
      listHandlerFor(resourceEndpoints(institutes).list, search('institutes', instituteRecords)),
      handlerFor(resourceEndpoints(institutes).read, byId(instituteRecords)),
    );
  });
  return tenantQueries;
}
