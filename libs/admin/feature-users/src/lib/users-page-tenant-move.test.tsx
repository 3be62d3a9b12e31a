import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { errorResponse, handlerFor, listHandlerFor, server } from '@platform/testing';
import { ALL_KEYS, TENANT_KEYS, adminUser } from '../test/fixtures';
import { openActions, serveTenants, usersPageTests } from '../test/users-page';

/* /users: the organisation of a user in the edit dialog — a move to another, and the gateway's refusal of one. */

const { calls, renderUsers } = usersPageTests();

/** A recruiter of Dhaka Tech Ltd. (organisation 1), the user the move tests edit. */
const recruiter = adminUser(30, {
  username: 'recruiter',
  full_name_en: 'Tanvir Hasan',
  user_type_code: 4,
  organization_id: 1,
});

describe('organisation of a user being edited', () => {
  serveTenants();

  it('shows the organisation of a user being edited and moves the user to another', async () => {
    server.use(listHandlerFor(endpoints.users, () => ({ data: [recruiter] })));
    const { userEvent: user } = renderUsers([...ALL_KEYS, ...TENANT_KEYS]);
    const menu = await openActions(user, 'Tanvir Hasan');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recruiter' });
    const picker = within(dialog).getByRole('combobox', { name: /Organization/ });
    await waitFor(() => expect(picker).toHaveValue('Dhaka Tech Ltd.'));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Chattogram Garments Ltd.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The user has been updated.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      name: 'update',
      id: '30',
      body: { user_type_code: 4, organization_id: 2, institute_id: null },
    });
  });

  it('puts the gateway’s refusal of a move on the organisation field', async () => {
    server.use(
      listHandlerFor(endpoints.users, () => ({ data: [recruiter] })),
      handlerFor(endpoints.updateUser, () =>
        errorResponse(422, 'errors.validation', {
          organization_id: ['users.errors.role_of_other_organization'],
        }),
      ),
    );
    const { userEvent: user } = renderUsers([...ALL_KEYS, ...TENANT_KEYS]);
    await user.click(within(await openActions(user, 'Tanvir Hasan')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit recruiter' });
    const picker = within(dialog).getByRole('combobox', { name: /Organization/ });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Chattogram Garments Ltd.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText(
        'The user’s role belongs to another organization: give the user another role first.',
      ),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });
});
