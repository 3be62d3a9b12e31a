import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, listHandlerFor, server } from '@platform/testing';
import { ALL_KEYS, users } from '../test/fixtures';
import { usersPageTests } from '../test/users-page';

/* /users: the list, its filters and search in the address (the actions, forms and tenants: users-page-*.test.tsx). */

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

  it('filters and searches on the server, keeping the query in the address', async () => {
    const { userEvent: user, router } = renderUsers();
    await screen.findByText('Rashed Khan');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Vendor approval' }),
      'Waiting for approval',
    );
    await waitFor(() => expect(queries.at(-1)?.get('vendor_status')).toBe('pending'));
    expect(router.state.location.search).toBe('?vendor_status=pending');
    await waitFor(() => expect(screen.queryByText('Rahim Uddin')).not.toBeInTheDocument());

    await user.type(screen.getByRole('searchbox', { name: /Search by name/ }), 'rashed{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('rashed'));
    expect(queries.at(-1)?.get('vendor_status')).toBe('pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'Recruiter');
    await waitFor(() => expect(queries.at(-1)?.get('user_type_code')).toBe('4'));
  });

  it('reads the pending-vendor menu link from the address', async () => {
    renderUsers(ALL_KEYS, '/users?vendor_status=pending');
    await screen.findByText('Rashed Khan');
    expect(queries[0]?.get('vendor_status')).toBe('pending');
    expect(screen.getByRole('combobox', { name: 'Vendor approval' })).toHaveValue('pending');
  });

  it('searches as the admin types, once the typing rests, and says when nobody is found', async () => {
    server.use(
      listHandlerFor(endpoints.users, ({ query }) => {
        queries.push(query);
        return { data: query.get('search') ? [] : users };
      }),
    );
    const { userEvent: user, router } = renderUsers();
    await screen.findByText('Rashed Khan');
    await user.type(screen.getByRole('searchbox', { name: /Search by name/ }), 'nobody');
    await waitFor(() => expect(router.state.location.search).toBe('?search=nobody'));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    // one request for the rested text, none per key
    expect(queries.filter((q) => q.has('search')).map((q) => q.get('search'))).toEqual(['nobody']);
  });

  it('says when the list cannot be loaded', async () => {
    server.use(listHandlerFor(endpoints.users, () => errorResponse(500, 'errors.internal')));
    renderUsers();
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
  });
});
