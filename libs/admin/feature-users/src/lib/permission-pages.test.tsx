import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type PermissionIdsBody } from '@platform/contract';
import { organizations, resourceEndpoints, roles } from '@platform/resources';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  type RenderWithPlatformOptions,
  renderWithPlatform,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { ALL_KEYS, TENANT_KEYS, organizationRecords, role, tree, users } from '../test/fixtures';
import { AssignPermissionRoute } from './assign-permission-page';
import { PermissionTreeAssignment } from './permission-tree';
import OrganizationPage from './organization-page';
import RolePage from './role-page';

const open = setupPlatformTests(
  [
    { path: 'users/:id/assign-permission', element: <AssignPermissionRoute /> },
    { path: 'roles/:id', element: <RolePage def={roles} /> },
    { path: 'organizations/:id', element: <OrganizationPage def={organizations} /> },
  ],
  asAdmin(ALL_KEYS),
);

let saved: { holder: string; id: string; body: PermissionIdsBody }[];
let userGrants: number[];
let roleGrants: number[];
let organizationGrants: number[];

beforeEach(() => {
  saved = [];
  userGrants = [12];
  roleGrants = [11, 21];
  organizationGrants = [21];
  server.use(
    handlerFor(endpoints.permissionTree, () => tree),
    handlerFor(
      endpoints.user,
      ({ params }) => users.find((u) => String(u.id) === params.id) ?? errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.userPermissions, () => ({
      permission_ids: userGrants,
      inherited_permission_ids: [11],
      institute_grant_ids: null,
    })),
    handlerFor(endpoints.updateUserPermissions, ({ params, body }) => {
      saved.push({ holder: 'user', id: params.id ?? '', body: body as PermissionIdsBody });
      userGrants = (body as PermissionIdsBody).permission_ids;
      return { permission_ids: userGrants, inherited_permission_ids: [11], institute_grant_ids: null };
    }),
    handlerFor(resourceEndpoints(roles).read, ({ params }) =>
      params.id === '5' ? role(5, 'Reviewer', { key: 'reviewer' }) : errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.rolePermissions, () => ({ permission_ids: roleGrants })),
    handlerFor(
      resourceEndpoints(organizations).read,
      ({ params }) =>
        organizationRecords.find((o) => String(o.id) === params.id) ?? errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.organizationPermissions, () => ({ permission_ids: organizationGrants })),
    handlerFor(endpoints.updateOrganizationPermissions, ({ params, body }) => {
      saved.push({ holder: 'organization', id: params.id ?? '', body: body as PermissionIdsBody });
      organizationGrants = (body as PermissionIdsBody).permission_ids;
      return { permission_ids: organizationGrants };
    }),
    handlerFor(endpoints.updateRolePermissions, ({ params, body }) => {
      saved.push({ holder: 'role', id: params.id ?? '', body: body as PermissionIdsBody });
      roleGrants = (body as PermissionIdsBody).permission_ids;
      return { permission_ids: roleGrants };
    }),
  );
});

const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });
/** The plain-language names of the fixture's permissions (issue 12 defect 13), from the catalogue. */
const L = {
  view_any_user: 'See the list of users',
  create_user: 'Add users',
  approve_vendor: 'Approve or reject organisations that signed up',
  view_app_settings: 'See the site settings',
  update_app_settings: 'Change the site settings (maintenance mode, contact details)',
};
/** Opens every section of the tree (they start closed, so the page stays short). */
async function openAll(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Open all sections' }));
}

/** Grants approve_vendor and saves while the gateway refuses (403 escalation): its message shows, the box stays checked. */
async function grantIsRefused(user: { click: (element: Element) => Promise<void> }) {
  await openAll(user);
  await user.click(await screen.findByRole('checkbox', { name: L.approve_vendor }));
  const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
  await user.click(save as HTMLElement);
  expect(
    await screen.findByText('You cannot grant permissions that you do not hold yourself.'),
  ).toBeInTheDocument();
  expect(checkbox(L.approve_vendor)).toBeChecked();
}

function renderTree(
  value: number[],
  onSave: (ids: number[]) => Promise<unknown>,
  options: RenderWithPlatformOptions = asAdmin(ALL_KEYS),
) {
  return renderWithPlatform(
    <PermissionTreeAssignment
      tree={tree}
      value={value}
      labelId="users.assign.form"
      labelValues={{ name: 'Test' }}
      onSave={onSave}
    />,
    options,
  );
}

describe('PermissionTreeAssignment', () => {
  it('names permissions in plain words, in sections that start closed, with mixed "select all" boxes', async () => {
    const { userEvent: user } = renderTree([12], async () => undefined);
    expect(await screen.findByRole('form', { name: 'Permissions of Test' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Platform administration' })).toBeInTheDocument();
    const users = screen.getByRole('button', { name: 'Users 1 of 3 chosen' });
    expect(users).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: L.create_user })).not.toBeInTheDocument();
    await user.click(users);
    expect(users).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: /^Users/ })).toBeInTheDocument();
    await openAll(user);
    expect(checkbox(L.create_user)).toBeChecked();
    expect(checkbox(L.create_user)).toHaveAccessibleDescription('create_user · POST /private/users');
    expect(checkbox(L.view_any_user)).not.toBeChecked();
    expect(checkbox('Select all of Users')).toHaveAttribute('data-indeterminate', 'true');
    expect(checkbox('Select all of Site settings')).not.toBeChecked();
    expect(checkbox('Select all of Platform administration')).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('1 of 5 permissions selected')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save permissions' })[0]).toBeDisabled();
  });

  it('selects a module, then the whole group, and saves the ids in order', async () => {
    const sent: number[][] = [];
    const { userEvent: user } = renderTree([12], async (ids) => sent.push(ids));
    await openAll(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all of Users' }));
    expect(checkbox(L.view_any_user)).toBeChecked();
    expect(checkbox(L.approve_vendor)).toBeChecked();
    expect(checkbox('Select all of Users')).toBeChecked();
    expect(checkbox(L.view_app_settings)).not.toBeChecked();

    await user.click(checkbox('Select all of Platform administration'));
    expect(checkbox(L.view_app_settings)).toBeChecked();
    expect(checkbox('Select all of Platform administration')).toBeChecked();
    expect(screen.getByText('5 of 5 permissions selected')).toBeInTheDocument();

    await user.click(checkbox(L.update_app_settings));
    expect(checkbox('Select all of Site settings')).toHaveAttribute('data-indeterminate', 'true');
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(sent).toEqual([[11, 12, 13, 21]]);
  });

  it('clears a group and undoes changes', async () => {
    const { userEvent: user } = renderTree([11, 12, 13, 21, 22], async () => undefined);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all of Platform administration' }));
    expect(screen.getByText('0 of 5 permissions selected')).toBeInTheDocument();
    const [undo] = screen.getAllByRole('button', { name: 'Undo changes' });
    await user.click(undo as HTMLElement);
    expect(screen.getByText('5 of 5 permissions selected')).toBeInTheDocument();
    expect(checkbox('Select all of Platform administration')).toBeChecked();
  });

  it('works from the keyboard', async () => {
    const { userEvent: user } = renderTree([], async () => undefined);
    (await screen.findByRole('button', { name: /^Users/ })).focus();
    await user.keyboard('{Enter}');
    (await screen.findByRole('checkbox', { name: L.view_any_user })).focus();
    await user.keyboard(' ');
    expect(checkbox(L.view_any_user)).toBeChecked();
  });
});

describe('PermissionTreeAssignment search and languages (issue 12 defect 13)', () => {
  it('finds permissions by what they allow, by key and by section; select all covers what is found', async () => {
    const sent: number[][] = [];
    const { userEvent: user } = renderTree([], async (ids) => sent.push(ids));
    const search = await screen.findByRole('searchbox', { name: 'Find a permission' });
    await user.type(search, 'site settings');
    expect(await screen.findByText('1 section with “site settings”')).toBeInTheDocument();
    expect(checkbox(L.view_app_settings)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: L.create_user })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'approve');
    await screen.findByText('1 section with “approve”');
    expect(
      screen
        .getAllByRole('checkbox', { name: /^(?!Select all)/ })
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([L.approve_vendor]);
    await user.click(checkbox('Select all of Platform administration'));
    await user.clear(search);
    await user.type(search, 'update_app');
    expect(await screen.findByRole('checkbox', { name: L.update_app_settings })).not.toBeChecked();
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText('No permission matches “nothing like this”')).toBeInTheDocument();
    await user.clear(search);
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(sent).toEqual([[13]]);
  });

  it('speaks Bengali: Bengali names, the key stays as it is', async () => {
    const { userEvent: user } = renderTree([12], async () => undefined, {
      ...asAdmin(ALL_KEYS),
      locale: 'bn-BD',
    });
    await user.click(await screen.findByRole('button', { name: 'সব বিভাগ খুলুন' }));
    expect(checkbox('ব্যবহারকারী যোগ করা')).toBeChecked();
    expect(checkbox('ব্যবহারকারী যোগ করা')).toHaveAccessibleDescription('create_user · POST /private/users');
  });
});

describe('/users/{id}/assign-permission', () => {
  function renderPage(permissions = ALL_KEYS, id = '8') {
    return open(`/users/${id}/assign-permission`, asAdmin(permissions));
  }

  it('needs the assignment and the tree keys', async () => {
    renderPage(['view_any_user', 'assign_permission_to_user']);
    expect(await screen.findByText(/you do not have permission to view this page/i)).toBeInTheDocument();
  });

  it('shows the user’s own grants, marks what the role gives, and saves', async () => {
    const { userEvent: user } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permissions of Rahim Uddin' }),
    ).toBeInTheDocument();
    await openAll(user);
    await screen.findByRole('checkbox', { name: L.create_user });
    expect(checkbox(L.create_user)).toBeChecked();
    expect(checkbox(L.view_any_user)).not.toBeChecked();
    expect(checkbox(L.view_any_user)).toHaveAccessibleDescription(
      'view_any_user · GET /private/users · held through the role or organisation',
    );
    await user.click(checkbox(L.approve_vendor));
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(await screen.findByText('The permissions have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ holder: 'user', id: '8', body: { permission_ids: [12, 13] } }]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Save permissions' })[0]).toBeDisabled(),
    );
    expect(checkbox(L.approve_vendor)).toBeChecked();
  });

  it('reports a refusal and keeps the selection', async () => {
    server.use(
      handlerFor(endpoints.updateUserPermissions, () => errorResponse(403, 'users.errors.escalation')),
    );
    const { userEvent: user } = renderPage();
    await grantIsRefused(user);
  });

  it('greys the keys outside the institute’s grant with the reason; "select all" leaves them out (ADR 0123)', async () => {
    server.use(
      handlerFor(endpoints.userPermissions, () => ({
        permission_ids: userGrants,
        inherited_permission_ids: [11],
        institute_grant_ids: [11, 12, 21],
      })),
    );
    const { userEvent: user } = renderPage();
    expect(
      await screen.findByText(
        'This user’s institute is granted only some permissions: the others are greyed out. A platform administrator grants them to the institute first.',
      ),
    ).toBeInTheDocument();
    await openAll(user);
    await screen.findByRole('checkbox', { name: L.approve_vendor });
    expect(checkbox(L.approve_vendor)).toBeDisabled();
    expect(checkbox(L.approve_vendor)).toHaveAccessibleDescription(
      'approve_vendor · PUT /private/users · not granted to the institute',
    );
    expect(checkbox(L.update_app_settings)).toBeDisabled();
    expect(checkbox(L.view_app_settings)).toBeEnabled();
    await user.click(checkbox('Select all of Platform administration'));
    expect(checkbox('Select all of Platform administration')).toBeChecked();
    expect(checkbox(L.approve_vendor)).not.toBeChecked();
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(await screen.findByText('The permissions have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ holder: 'user', id: '8', body: { permission_ids: [11, 12, 21] } }]);
  });

  it('says when the user is not there', async () => {
    renderPage(ALL_KEYS, '404');
    expect(
      await screen.findByText('This user does not exist or is not yours to manage.'),
    ).toBeInTheDocument();
  });
});

describe('/roles/{id}', () => {
  function renderRole(permissions = ALL_KEYS, id = '5') {
    return open(`/roles/${id}`, asAdmin(permissions));
  }

  it('shows the role and assigns its permissions with the same tree', async () => {
    const { userEvent: user } = renderRole();
    expect(await screen.findByRole('heading', { level: 1, name: 'Role: Reviewer' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('reviewer')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit role' })).toHaveAttribute('href', '/roles/5/edit');
    await screen.findByRole('form', { name: 'Permissions of the role Reviewer' });
    await openAll(user);
    expect(checkbox(L.view_any_user)).toBeChecked();
    expect(checkbox(L.view_app_settings)).toBeChecked();
    await user.click(checkbox('Select all of Site settings'));
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(await screen.findByText('The permissions of the role have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ holder: 'role', id: '5', body: { permission_ids: [11, 21, 22] } }]);
  });

  it('shows the role without the assignment to someone who may not assign', async () => {
    renderRole(['view_single_role']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Role: Reviewer' })).toBeInTheDocument();
    expect(
      screen.getByText('You can see this role but you do not have permission to change its permissions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit role' })).not.toBeInTheDocument();
  });

  it('says when the role is not there', async () => {
    renderRole(ALL_KEYS, '77');
    expect(await screen.findByText('This role does not exist.')).toBeInTheDocument();
  });
});

describe('/organizations/{id}', () => {
  const ORGANIZATION_KEYS = [
    ...TENANT_KEYS,
    'assign_permission_to_organization',
    'view_any_permission',
    'update_organization',
  ];

  function renderOrganization(permissions = ORGANIZATION_KEYS, id = '2') {
    return open(`/organizations/${id}`, asAdmin(permissions));
  }

  it('shows the organisation and assigns the permissions of its users with the same tree', async () => {
    const { userEvent: user } = renderOrganization();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization: Chattogram Garments Ltd.' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('চট্টগ্রাম গার্মেন্টস লিমিটেড')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit organization' })).toHaveAttribute(
      'href',
      '/organizations/2/edit',
    );
    expect(screen.getByRole('link', { name: 'Back to organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );
    expect(screen.getByText(/Every user of this organization holds these permissions/)).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Permissions of the organization Chattogram Garments Ltd.' });
    await openAll(user);
    expect(checkbox(L.view_app_settings)).toBeChecked();
    expect(checkbox(L.view_any_user)).not.toBeChecked();
    // keyboard: tab to a permission and tick it with the space bar
    checkbox(L.view_any_user).focus();
    await user.keyboard(' ');
    await user.click(checkbox(L.update_app_settings));
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(
      await screen.findByText('The permissions of the organization have been saved.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([{ holder: 'organization', id: '2', body: { permission_ids: [11, 21, 22] } }]);
  });

  it('reports the gateway’s refusal of a grant beyond the caller’s keys and keeps the selection', async () => {
    server.use(
      handlerFor(endpoints.updateOrganizationPermissions, () =>
        errorResponse(403, 'users.errors.escalation'),
      ),
    );
    const { userEvent: user } = renderOrganization();
    await grantIsRefused(user);
  });

  it('shows the organisation without the assignment to someone without assign_permission_to_organization', async () => {
    renderOrganization(['view_single_organization', 'view_any_permission']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization: Chattogram Garments Ltd.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can see this organization but you do not have permission to change its permissions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit organization' })).not.toBeInTheDocument();
  });

  it('says when the organisation is not there (or not the caller’s)', async () => {
    renderOrganization(ORGANIZATION_KEYS, '77');
    expect(
      await screen.findByText('This organization does not exist or is not yours to manage.'),
    ).toBeInTheDocument();
  });
});
