import { beforeEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type AssociationMember, associationEndpoints as E } from '@platform/contract';
import { industryAssociations, resourceEndpoints } from '@platform/resources';
import {
  asAdmin,
  handlerFor,
  listHandlerFor,
  makeTitledRecord,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { associationRoutes } from './associations-routes';

const open = setupPlatformTests(associationRoutes);
const asOrganisation = () =>
  asAdmin([
    'apply_association_membership',
    'view_any_industry_association',
    'view_single_industry_association',
  ]);
const R = resourceEndpoints(industryAssociations);
const basis = makeTitledRecord(1, 'বেসিস', 'BASIS');

let mine: AssociationMember[];
let sent: unknown[];

beforeEach(() => {
  mine = [
    {
      id: 5,
      industry_association_id: 2,
      association_title: 'চেম্বার',
      association_title_en: 'Dhaka Chamber',
      organization_id: 9,
      organization_title: 'ঢাকা টেক',
      organization_title_en: 'Dhaka Tech Ltd.',
      membership_type: 'general',
      is_lifetime: false,
      is_patron: false,
      membership_id: null,
      last_renewal_year: null,
      status: 'rejected',
      rejection_reason: 'No trade licence',
      applied_at: '2026-11-20T06:00:00.000Z',
      reviewed_at: '2026-11-21T06:00:00.000Z',
      actions: [],
    },
  ];
  sent = [];
  server.use(
    handlerFor(E.myAssociationMemberships, () => mine),
    listHandlerFor(R.list, () => ({ data: [basis] })),
    handlerFor(R.read, () => basis),
    handlerFor(E.applyAssociationMembership, ({ body }) => {
      sent.push(body);
      const applied: AssociationMember = {
        ...(mine[0] as AssociationMember),
        id: 6,
        industry_association_id: 1,
        association_title: 'বেসিস',
        association_title_en: 'BASIS',
        membership_type: 'associate',
        status: 'applied',
        rejection_reason: null,
      };
      mine = [applied, ...mine];
      return applied;
    }),
  );
});

it('shows the organisation’s memberships with a rejection’s reason, and applies to another association', async () => {
  const { userEvent } = open('/association-membership', asOrganisation());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Industry association membership' }),
  ).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: 'Dhaka Chamber' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Rejected')).toBeInTheDocument();
  expect(within(row).getByText('Reason given: No trade licence')).toBeInTheDocument();
  expect(screen.getByText(/one open application or membership per association/)).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Apply to join an association' });
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  expect(await within(form).findByText('This field is required')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.click(within(form).getByRole('combobox', { name: /Industry association/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'BASIS' }));
  await userEvent.click(within(form).getByRole('combobox', { name: /Membership type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Associate member' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Application sent to the association')).toBeInTheDocument();
  expect(sent).toEqual([{ industry_association_id: 1, membership_type: 'associate' }]);
  expect(await screen.findByRole('rowheader', { name: 'BASIS' })).toBeInTheDocument();
});
