import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { fill, handlerFor, type RenderWithPlatformResult, server } from '@platform/testing';
import { ALL_KEYS, TENANT_KEYS, adminUser } from '../test/fixtures';
import { serveTenants, usersPageTests } from '../test/users-page';

/* /users: the organisation or institute of a user in the create dialog (the edit dialog's: users-page-tenant-move). */

const { renderUsers } = usersPageTests();

describe('organisation and institute of a new user', () => {
  const tenantQueries = serveTenants();

  async function openCreate(permissions: string[]) {
    const rendered = renderUsers(permissions);
    await rendered.userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a user' });
    const user = rendered.userEvent;
    await fill(user, within(dialog).getByRole('textbox', { name: /Username/ }), 'nadia');
    await fill(user, within(dialog).getByLabelText(/Password/), 'Strong123');
    await fill(user, within(dialog).getByRole('textbox', { name: /Full name \(Bengali\)/ }), 'নাদিয়া রহমান');
    await fill(user, within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nadia@example.com');
    await fill(user, within(dialog).getByRole('textbox', { name: /Mobile number/ }), '01912345678');
    return { user, dialog };
  }

  async function chooseType(user: RenderWithPlatformResult['userEvent'], dialog: HTMLElement, type: string) {
    await user.click(within(dialog).getByRole('combobox', { name: /User type/ }));
    await user.click(await screen.findByRole('option', { name: type }));
  }

  function recordCreates() {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      handlerFor(endpoints.createUser, ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return adminUser(99, { username: 'nadia' });
      }),
    );
    return bodies;
  }

  it('creates a recruiter of an organisation chosen by searching, from the keyboard', async () => {
    const bodies = recordCreates();
    const { user, dialog } = await openCreate([...ALL_KEYS, ...TENANT_KEYS]);
    await chooseType(user, dialog, 'Recruiter');
    expect(within(dialog).queryByRole('combobox', { name: /Institute/ })).not.toBeInTheDocument();
    const picker = within(dialog).getByRole('combobox', { name: /Organization/ });
    expect(picker).toHaveAccessibleDescription(/Recruiters work for an organization/);
    expect(tenantQueries).toEqual([]); // nothing is loaded before the picker opens
    await user.click(picker);
    await user.keyboard('chatto');
    const option = await screen.findByRole('option', { name: 'Chattogram Garments Ltd.' });
    await waitFor(() => expect(tenantQueries.at(-1)?.query.get('search')).toBe('chatto'));
    expect(tenantQueries.at(-1)?.query.get('row_status')).toBe('1');
    expect(screen.queryByRole('option', { name: 'Dhaka Tech Ltd.' })).not.toBeInTheDocument();
    expect(option).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Chattogram Garments Ltd.');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('The user has been created.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        username: 'nadia',
        user_type_code: 4,
        organization_id: 2,
        institute_id: null,
      }),
    ]);
  });

  it('offers an institute to content providers and clears both tenants for a youth', async () => {
    const bodies = recordCreates();
    const { user, dialog } = await openCreate([...ALL_KEYS, ...TENANT_KEYS]);
    await chooseType(user, dialog, 'Content provider');
    expect(within(dialog).queryByRole('combobox', { name: /Organization/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Institute/ }));
    await user.click(await screen.findByRole('option', { name: 'Rajshahi Technical Training Institute' }));
    await chooseType(user, dialog, 'Youth');
    expect(within(dialog).queryByRole('combobox', { name: /Institute/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await screen.findByText('The user has been created.');
    expect(bodies).toEqual([
      expect.objectContaining({ user_type_code: 3, organization_id: null, institute_id: null }),
    ]);
  });

  it('lets an organisation’s own administrator create users without choosing a tenant (the gateway puts them in its own)', async () => {
    const bodies = recordCreates();
    const orgAdminKeys = [
      'view_any_user',
      'view_single_user',
      'create_user',
      'update_user',
      'assign_permission_to_user',
      'assign_message_channel',
      'view_any_permission',
    ];
    const { user, dialog } = await openCreate(orgAdminKeys);
    await chooseType(user, dialog, 'Recruiter');
    expect(within(dialog).queryByRole('combobox', { name: /Organization/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Role/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await screen.findByText('The user has been created.');
    expect(bodies[0]).not.toHaveProperty('organization_id');
    expect(bodies[0]).not.toHaveProperty('institute_id');
    expect(tenantQueries).toEqual([]);
  });
});
