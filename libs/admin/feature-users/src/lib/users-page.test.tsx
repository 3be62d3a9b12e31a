import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type AdminUser } from '@platform/contract';
import { institutes, organizations, resourceEndpoints, roles } from '@platform/resources';
import {
  asAdmin,
  errorResponse,
  fill,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import {
  ALL_KEYS,
  TENANT_KEYS,
  adminUser,
  instituteRecords,
  organizationRecords,
  role,
  users,
} from '../test/fixtures';
import { UsersRoute } from './users-page';

const open = setupPlatformTests(<UsersRoute />);

let queries: URLSearchParams[];
let calls: { name: string; id: string; body: unknown }[];

function record(name: string) {
  return ({ params, body }: { params: Record<string, string>; body: unknown }) => {
    calls.push({ name, id: params.id ?? '', body });
    const user = users.find((u) => String(u.id) === params.id) ?? users[0];
    return { ...(user as AdminUser), ...(typeof body === 'object' && body ? body : {}) };
  };
}

beforeEach(() => {
  queries = [];
  calls = [];
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

function renderUsers(permissions = ALL_KEYS, route = '/users') {
  return open(route, asAdmin(permissions));
}

async function openActions(user: ReturnType<typeof renderUsers>['userEvent'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

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

  async function chooseType(
    user: ReturnType<typeof renderUsers>['userEvent'],
    dialog: HTMLElement,
    type: string,
  ) {
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
    const recruiter = adminUser(30, {
      username: 'recruiter',
      full_name_en: 'Tanvir Hasan',
      user_type_code: 4,
      organization_id: 1,
    });
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
    const recruiter = adminUser(30, {
      username: 'recruiter',
      full_name_en: 'Tanvir Hasan',
      user_type_code: 4,
      organization_id: 1,
    });
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
