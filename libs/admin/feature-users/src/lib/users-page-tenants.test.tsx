import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@platform/contract';
import { institutes, organizations, resourceEndpoints } from '@platform/resources';
import {
  errorResponse,
  fill,
  handlerFor,
  listHandlerFor,
  type RenderWithPlatformResult,
  server,
} from '@platform/testing';
import { ALL_KEYS, TENANT_KEYS, adminUser, instituteRecords, organizationRecords } from '../test/fixtures';
import { openActions, usersPageTests } from '../test/users-page';

/* /users: the organisation or institute of a user, in the create and edit dialogs. */

const { calls, renderUsers } = usersPageTests();

/** A recruiter of Dhaka Tech Ltd. (organisation 1), the user the move tests edit. */
const recruiter = adminUser(30, {
  username: 'recruiter',
  full_name_en: 'Tanvir Hasan',
  user_type_code: 4,
  organization_id: 1,
});

describe('organisation and institute of a user', () => {
  let tenantQueries: { kind: string; query: URLSearchParams }[];

  beforeEach(() => {
    tenantQueries = [];
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
