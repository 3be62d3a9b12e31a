import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { trainers, institutes, instituteBranches, resourceEntry, trainingCenters } from '@platform/resources';
import { handlerFor, makeAdminProfile, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { ADMIN_PORTAL, allKeys, lookupHandlers, sampleRecord } from '../test/fixtures';
import { endpointsOf } from './endpoints';
import { resourceRoutes } from './resource-routes';

/**
 * Tenant-scoped resources in the admin portal (ADR 0083): an institute's administrator never names the institute —
 * the form, list and filters leave it out and the gateway sets it —, while a platform administrator picks it and the
 * branch and centre choices wait for it.
 */
setupMswServer();

const keys = [trainers, institutes, instituteBranches, trainingCenters].flatMap(allKeys);
const instituteAdmin = makeAdminProfile(keys, { username: 'instituteadmin', institute_id: 7 });
const platformAdmin = makeAdminProfile(keys);

let sent: Record<string, unknown>[];
beforeEach(() => {
  sent = [];
  server.use(
    ...lookupHandlers(),
    handlerFor(endpointsOf(trainers).create, ({ body }) => {
      sent.push(body as Record<string, unknown>);
      return sampleRecord(trainers, 9, { institute_id: 7 });
    }),
  );
});

const render = (route: string, user = instituteAdmin) =>
  renderWithPlatform(resourceRoutes([resourceEntry(trainers)]), { route, user, portal: ADMIN_PORTAL });

describe('a trainer of an institute', () => {
  it('is added by the institute’s admin without naming the institute; its branch is chosen at once', async () => {
    render('/trainers/create');
    const name = await screen.findByRole('textbox', { name: /Name \(Bangla\)/ });
    expect(screen.queryByRole('combobox', { name: /^Institute/ })).not.toBeInTheDocument();
    // the branch picker does not wait for an institute to be chosen first
    const branch = screen.getByRole('combobox', { name: /^Branch/ });
    expect(branch).toBeEnabled();
    expect(screen.queryByText('Choose the Institute first')).not.toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'রাকিব হাসান' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '01711000098' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('institute_id');
    expect(sent[0]).toMatchObject({ trainer_name: 'রাকিব হাসান', mobile: '01711000098' });
  });

  it('is listed for the institute’s admin without an institute column', async () => {
    render('/trainers');
    const grid = await screen.findByRole('grid', { name: 'Trainers list' });
    expect(within(grid).getByRole('columnheader', { name: 'Name (Bangla)' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Institute' })).not.toBeInTheDocument();
  });

  it('is added by a platform admin who names the institute first', async () => {
    render('/trainers/create', platformAdmin);
    await screen.findByRole('textbox', { name: /Name \(Bangla\)/ });
    expect(screen.getByRole('combobox', { name: /^Institute/ })).toBeInTheDocument();
    // the branch and the training centre wait for it
    expect(screen.getAllByText('Choose the Institute first')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the institute, the name and the mobile number
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(sent).toEqual([]);
  });
});
