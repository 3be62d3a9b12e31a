import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type InstitutePermissionAssignment, type PermissionIdsBody } from '@platform/contract';
import { institutes, resourceEndpoints } from '@platform/resources';
import { asAdmin, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { TENANT_KEYS, instituteRecords, tree } from '../test/fixtures';
import InstitutePage from './institute-page';

/* /institutes/{id}: the permissions granted to an institute as a whole, the most its users may hold (ADR 0120). */

const open = setupPlatformTests([{ path: 'institutes/:id', element: <InstitutePage def={institutes} /> }]);

let grant: InstitutePermissionAssignment;
let saved: { id: string; body: PermissionIdsBody }[];

beforeEach(() => {
  saved = [];
  grant = { permission_ids: [21], limited: true };
  server.use(
    handlerFor(endpoints.permissionTree, () => tree),
    handlerFor(
      resourceEndpoints(institutes).read,
      ({ params }) =>
        instituteRecords.find((o) => String(o.id) === params.id) ?? errorResponse(404, 'errors.not_found'),
    ),
    handlerFor(endpoints.institutePermissions, () => grant),
    handlerFor(endpoints.updateInstitutePermissions, ({ params, body }) => {
      saved.push({ id: params.id ?? '', body: body as PermissionIdsBody });
      grant = { permission_ids: (body as PermissionIdsBody).permission_ids, limited: true };
      return grant;
    }),
  );
});

const KEYS = [...TENANT_KEYS, 'assign_permission_to_institute', 'view_any_permission', 'update_institute'];
const NAME = 'Rajshahi Technical Training Institute';

function renderInstitute(permissions = KEYS, id = '1') {
  return open(`/institutes/${id}`, asAdmin(permissions));
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('/institutes/{id}', () => {
  it('shows the institute and sets its grant with the permission tree', async () => {
    const { userEvent: user } = renderInstitute();
    expect(await screen.findByRole('heading', { level: 1, name: `Institute: ${NAME}` })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit institute' })).toHaveAttribute(
      'href',
      '/institutes/1/edit',
    );
    expect(
      screen.getByText(/The users of this institute can hold only these permissions/),
    ).toBeInTheDocument();
    await screen.findByRole('form', { name: `Permissions of the institute ${NAME}` });
    expect(screen.queryByText(/No grant has been saved for this institute yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open all sections' }));
    expect(checkbox('See the site settings')).toBeChecked();
    await user.click(checkbox('See the list of users'));
    const [save] = screen.getAllByRole('button', { name: 'Save permissions' });
    await user.click(save as HTMLElement);
    expect(await screen.findByText('The permissions of the institute have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ id: '1', body: { permission_ids: [11, 21] } }]);
  });

  it('says when no grant limits the institute’s users yet', async () => {
    grant = { permission_ids: [], limited: false };
    renderInstitute();
    expect(await screen.findByText(/No grant has been saved for this institute yet/)).toBeInTheDocument();
  });

  it('shows the institute without the assignment to someone without assign_permission_to_institute', async () => {
    renderInstitute(['view_single_institute', 'view_any_permission']);
    expect(await screen.findByRole('heading', { level: 1, name: `Institute: ${NAME}` })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can see this institute but you do not have permission to change its permissions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says when the institute is not there', async () => {
    renderInstitute(KEYS, '77');
    expect(
      await screen.findByText('This institute does not exist or is not yours to manage.'),
    ).toBeInTheDocument();
  });
});
