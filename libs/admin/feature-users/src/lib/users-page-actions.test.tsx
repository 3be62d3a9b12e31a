import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, fill, handlerFor, server } from '@platform/testing';
import { openActions, usersPageTests } from '../test/users-page';

/* /users: a user's actions menu — approval, rejection, deactivation, role, message channels, permissions. */

const { calls, renderUsers } = usersPageTests();

describe('user actions', () => {
  it('offers only what the signed-in user may do', async () => {
    renderUsers(['view_any_user']);
    await screen.findByText('Rashed Khan');
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument();
  });

  it('approves a pending vendor after a confirmation', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rashed Khan');
    expect(within(menu).queryByRole('menuitem', { name: 'Restore' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Approve vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this vendor?' });
    expect(within(dialog).getByText(/vendor_pending1 will be activated/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The vendor has been approved.')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'approve', id: '20', body: undefined }]);
  });

  it('rejects a pending vendor only with a reason', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rashed Khan');
    await user.click(within(menu).getByRole('menuitem', { name: 'Reject vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject vendor_pending1' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject vendor' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the rejection/ });
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    await fill(user, reason, 'No trade licence');
    await user.click(within(dialog).getByRole('button', { name: 'Reject vendor' }));
    expect(await screen.findByText('The vendor has been rejected.')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'reject', id: '20', body: { reason: 'No trade licence' } }]);
  });

  it('deactivates others (never oneself) and restores an inactive user', async () => {
    const { userEvent: user } = renderUsers();
    const own = await openActions(user, 'System Admin');
    expect(within(own).queryByRole('menuitem', { name: 'Deactivate' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    const menu = await openActions(user, 'Rahim Uddin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The user has been deactivated.')).toBeInTheDocument();

    const inactive = await openActions(user, 'Sumaiya Khatun');
    await user.click(within(inactive).getByRole('menuitem', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore this user?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('The user has been restored.')).toBeInTheDocument();
    expect(calls.map((c) => [c.name, c.id])).toEqual([
      ['deactivate', '8'],
      ['restore', '9'],
    ]);
  });

  it('shows a refusal of the gateway', async () => {
    server.use(handlerFor(endpoints.deactivateUser, () => errorResponse(409, 'users.errors.self')));
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rahim Uddin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('You cannot deactivate your own account.')).toBeInTheDocument();
  });

  it('assigns a role from the roles of the resource engine', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rahim Uddin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Assign role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a role to youth' });
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Reviewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign role' }));
    expect(await screen.findByText('The role has been assigned.')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'role', id: '8', body: { role_id: 5 } }]);
  });

  it('sets message channels, at least one', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rahim Uddin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Message channels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message channels of youth' });
    for (const name of ['Email', 'SMS', 'In-app'])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save channels' }));
    expect(await within(dialog).findByText('At least one channel is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save channels' }));
    expect(await screen.findByText('The message channels have been saved.')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'channels', id: '8', body: { channels: ['sms'] } }]);
  });

  it('links to the permission assignment of a user', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rahim Uddin');
    expect(within(menu).getByRole('menuitem', { name: 'Assign permissions' })).toHaveAttribute(
      'href',
      '/users/8/assign-permission',
    );
  });
});
