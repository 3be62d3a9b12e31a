import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { listHandlerFor, server } from '@platform/testing';
import { ALL_KEYS, users } from '../test/fixtures';
import { usersPageTests } from '../test/users-page';

/* /users: the filters and the search, kept in the address and sent to the gateway. */

const { queries, renderUsers } = usersPageTests();

describe('users list filters and search', () => {
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
});
