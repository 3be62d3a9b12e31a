import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type AdminUser, endpoints } from '@platform/contract';
import { errorResponse, fill, handlerFor, server } from '@platform/testing';
import { users } from '../test/fixtures';
import { openActions, usersPageTests } from '../test/users-page';

/* /users: the create and edit dialogs, and closing an edited dialog. */

const { calls, renderUsers } = usersPageTests();

describe('create and edit', () => {
  it('creates a user, with the gateway’s field errors on their fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      handlerFor(endpoints.createUser, ({ body }) => {
        bodies.push(body);
        if ((body as { username: string }).username === 'admin')
          return errorResponse(422, 'errors.validation', { username: ['validation.already_exists'] });
        return { ...(users[0] as AdminUser), id: 99, username: 'nadia' };
      }),
    );
    const { userEvent: user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a user' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });

    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect((await within(dialog).findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    expect(bodies).toEqual([]);

    await fill(user, field(/Username/), 'admin');
    await fill(user, within(dialog).getByLabelText(/Password/), 'weak');
    await fill(user, field(/Full name \(Bengali\)/), 'নাদিয়া রহমান');
    await fill(user, field(/E-mail/), 'nadia@example.com');
    await fill(user, within(dialog).getByRole('textbox', { name: /Mobile number/ }), '01912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Password is not valid')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Password/));
    await fill(user, within(dialog).getByLabelText(/Password/), 'Strong123');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Already exists')).toBeInTheDocument();
    expect(field(/Username/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field(/Username/));
    await fill(user, field(/Username/), 'nadia');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The user has been created.')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      username: 'nadia',
      password: 'Strong123',
      full_name: 'নাদিয়া রহমান',
      mobile: '01912345678',
      user_type_code: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a user without username or password fields', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rahim Uddin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit youth' });
    expect(within(dialog).queryByRole('textbox', { name: /Username/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const english = within(dialog).getByRole('textbox', { name: /Full name \(English\)/ });
    await user.clear(english);
    await fill(user, english, 'Rahim Uddin Khan');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The user has been updated.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      name: 'update',
      id: '8',
      body: { full_name_en: 'Rahim Uddin Khan', user_type_code: 3 },
    });
    expect(calls[0]?.body).not.toHaveProperty('password');
  });
});

describe('closing an edited dialog (issue 12 defect 15)', () => {
  it('asks before Cancel discards the changes; without changes it just closes', async () => {
    const { userEvent: user } = renderUsers();
    const menu = await openActions(user, 'Rahim Uddin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit youth' });
    const english = within(dialog).getByRole('textbox', { name: /Full name \(English\)/ });
    await fill(user, english, ' Khan');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(english).toHaveValue('Rahim Uddin Khan');
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(within(await openActions(user, 'Rahim Uddin')).getByRole('menuitem', { name: 'Edit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Edit youth' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
