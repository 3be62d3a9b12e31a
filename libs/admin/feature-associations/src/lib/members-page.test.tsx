import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type AssociationMember, associationEndpoints as E } from '@platform/contract';
import { asAdmin, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { associationRoutes } from './associations-routes';

const open = setupPlatformTests(associationRoutes);
const asAssociation = () =>
  asAdmin(['view_any_association_member', 'manage_association_member', 'approve_association_vacancy']);

function member(id: number, organization: string, over: Partial<AssociationMember> = {}): AssociationMember {
  return {
    id,
    industry_association_id: 1,
    association_title: 'বেসিস',
    association_title_en: 'BASIS',
    organization_id: id + 10,
    organization_title: organization,
    organization_title_en: organization,
    membership_type: 'general',
    is_lifetime: false,
    is_patron: false,
    membership_id: null,
    last_renewal_year: null,
    status: 'approved',
    rejection_reason: null,
    applied_at: '2026-11-20T06:00:00.000Z',
    reviewed_at: '2026-11-21T06:00:00.000Z',
    actions: ['edit'],
    ...over,
  };
}

let rows: AssociationMember[];
let queries: string[];
let calls: { name: string; id: string; body: unknown }[];

beforeEach(() => {
  rows = [
    member(1, 'Dhaka Tech Ltd.', { membership_id: 'BASIS-G-0101', last_renewal_year: 2026, is_patron: true }),
    member(2, 'Chattogram Garments Ltd.', {
      status: 'applied',
      membership_type: 'associate',
      actions: ['approve', 'reject'],
    }),
  ];
  queries = [];
  calls = [];
  server.use(
    listHandlerFor(E.associationMembers, ({ query }) => {
      queries.push(query.toString());
      const status = query.get('status');
      const search = query.get('search')?.toLowerCase();
      return {
        data: rows.filter(
          (m) =>
            (!status || m.status === status) &&
            (!search || m.organization_title.toLowerCase().includes(search)),
        ),
      };
    }),
    handlerFor(E.associationMemberCounts, () => ({
      members: rows.filter((m) => m.status === 'approved').length,
      general: 1,
      associate: 0,
      lifetime: rows.filter((m) => m.status === 'approved' && m.is_lifetime).length,
      patron: 1,
      applications: rows.filter((m) => m.status === 'applied').length,
    })),
    handlerFor(E.updateAssociationMember, ({ params, body }) => {
      calls.push({ name: 'update', id: params.id ?? '', body });
      const m = rows.find((x) => String(x.id) === params.id) as AssociationMember;
      Object.assign(m, body);
      return m;
    }),
    handlerFor(E.approveAssociationMember, ({ params, body }) => {
      calls.push({ name: 'approve', id: params.id ?? '', body });
      const m = rows.find((x) => String(x.id) === params.id) as AssociationMember;
      Object.assign(m, { status: 'approved', actions: ['edit'] });
      return m;
    }),
  );
});

it('shows the members with the counts of lifetime and patron members, and no applications among them', async () => {
  open('/association-members', asAssociation());
  expect(await screen.findByRole('heading', { level: 1, name: 'Association members' })).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: 'Dhaka Tech Ltd.' })).closest(
    'tr',
  ) as HTMLElement;
  expect(within(row).getByText('General member')).toBeInTheDocument();
  expect(within(row).getByText('BASIS-G-0101')).toBeInTheDocument();
  expect(within(row).getByText('2026')).toBeInTheDocument();
  expect(within(row).getByText('Patron')).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Chattogram Garments Ltd.' })).toBeNull();
  const counts = await screen.findByLabelText('Member counts');
  expect(within(counts).getByText('Patron')).toBeInTheDocument();
  expect(within(counts).getByText('Open applications').nextSibling?.textContent).toBe('1');
  expect(queries.every((q) => q.includes('status=approved'))).toBe(true);
});

it('edits a membership in a dialog that states its rules first, and sends exactly the form', async () => {
  const { userEvent } = open('/association-members', asAssociation());
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit the membership of Dhaka Tech Ltd.' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Membership of Dhaka Tech Ltd.' });
  expect(within(dialog).getByText(/The membership type is required/)).toBeInTheDocument();
  const year = within(dialog).getByRole('textbox', { name: 'Last renewal year' });
  await userEvent.clear(year);
  await userEvent.type(year, '1800');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(/1900/)).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.clear(year);
  await userEvent.type(year, '2027');
  await userEvent.click(within(dialog).getByRole('switch', { name: 'Lifetime member' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Membership saved')).toBeInTheDocument();
  expect(calls).toEqual([
    {
      name: 'update',
      id: '1',
      body: {
        membership_type: 'general',
        is_lifetime: true,
        is_patron: true,
        membership_id: 'BASIS-G-0101',
        last_renewal_year: 2027,
      },
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('lists the applications and approves one after confirming', async () => {
  const { userEvent } = open('/association-applications', asAssociation());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Membership applications' }),
  ).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: 'Chattogram Garments Ltd.' })).closest(
    'tr',
  ) as HTMLElement;
  expect(within(row).getByText('Associate member')).toBeInTheDocument();
  await userEvent.click(
    within(row).getByRole('button', { name: 'Approve the application of Chattogram Garments Ltd.' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
  expect(within(dialog).getByText('Chattogram Garments Ltd. becomes a member of BASIS.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Application approved')).toBeInTheDocument();
  expect(calls.map((c) => [c.name, c.id])).toEqual([['approve', '2']]);
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: 'Chattogram Garments Ltd.' })).toBeNull(),
  );
});
