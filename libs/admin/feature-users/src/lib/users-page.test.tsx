import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, listHandlerFor, server } from '@platform/testing';
import { users } from '../test/fixtures';
import { usersPageTests } from '../test/users-page';

/* /users: the list and its states (its filters and search: users-page-search; the actions, forms and tenants:
 * users-page-*.test.tsx). */

const { queries, renderUsers } = usersPageTests();

describe('users list', () => {
  it('shows the Unauthorized page without view_any_user', async () => {
    renderUsers(['view_app_settings']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('lists a server page with type, role, contact and status', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByText('Rashed Khan')).closest('tr') as HTMLElement;
    expect(within(row).getByText('vendor_pending1')).toBeInTheDocument();
    expect(within(row).getByText('Content provider')).toBeInTheDocument();
    expect(within(row).getByText('Content Provider')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(users.length + 1);
    expect(screen.getByText('1–10 of 24')).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('page_size')).toBe('10');
  });

  it('says when the list cannot be loaded', async () => {
    server.use(listHandlerFor(endpoints.users, () => errorResponse(500, 'errors.internal')));
    renderUsers();
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
  });
});
