import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type AssociationYouthRequest, associationEndpoints as E } from '@platform/contract';
import {
  asAdmin,
  handlerFor,
  listHandlerFor,
  makeCvView,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { associationRoutes } from './associations-routes';

/*
 * `/association-youth` (spec §6, ADR 0104, 0110): the association's queue of youth asking for its approval, and the
 * youth it approved, whose approval it may withdraw with a reason.
 */

const open = setupPlatformTests(associationRoutes);
const asAssociation = () => asAdmin(['approve_association_youth']);

const request = (id: number, name: string): AssociationYouthRequest => ({
  id,
  youth_name: name,
  youth_name_en: name,
  public_id: `00000000-0000-4000-8000-00000000000${id}`,
  association_title: 'বেসিস',
  association_title_en: 'BASIS',
  status: 'applied',
  applied_at: '2026-11-24T06:00:00.000Z',
  reviewed_at: null,
});

let queue: AssociationYouthRequest[];
let approved: AssociationYouthRequest[];
let calls: { name: string; id: string; body: unknown }[];

beforeEach(() => {
  queue = [request(7, 'Rahim Uddin'), request(8, 'Karima Begum')];
  approved = [{ ...request(9, 'Salma Akter'), status: 'approved', reviewed_at: '2026-11-25T06:00:00.000Z' }];
  calls = [];
  const decide = (name: string) =>
    handlerFor(
      name === 'approve' ? E.approveAssociationYouth : E.rejectAssociationYouth,
      ({ params, body }) => {
        calls.push({ name, id: params.id ?? '', body });
        const r = queue.find((x) => String(x.id) === params.id) as AssociationYouthRequest;
        queue = queue.filter((x) => x !== r);
        const status: AssociationYouthRequest['status'] = name === 'approve' ? 'approved' : 'rejected';
        return { ...r, status };
      },
    );
  server.use(
    listHandlerFor(E.associationYouthRequests, ({ query }) => ({
      data: query.get('status') === 'approved' ? approved : queue,
    })),
    handlerFor(E.withdrawAssociationYouth, ({ params, body }) => {
      calls.push({ name: 'withdraw', id: params.id ?? '', body });
      const r = approved.find((x) => String(x.id) === params.id) as AssociationYouthRequest;
      approved = approved.filter((x) => x !== r);
      return { ...r, status: 'withdrawn' as const };
    }),
    handlerFor(E.associationYouthCv, () => makeCvView({ full_name_en: 'Rahim Uddin', bio_en: 'A welder' })),
    decide('approve'),
    decide('reject'),
  );
});

it('lists the youth, unfolds a CV, and approves after confirming', async () => {
  const { userEvent } = open('/association-youth', asAssociation());
  expect(await screen.findByRole('heading', { level: 1, name: 'Youth approvals' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Show the CV of Rahim Uddin' }));
  expect(await screen.findByText('A welder')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve Rahim Uddin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve this youth?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Youth approved')).toBeInTheDocument();
  expect(calls.map((c) => [c.name, c.id])).toEqual([['approve', '7']]);
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Rahim Uddin/ })).toBeNull());
});

it('rejects only with a reason, and sends it', async () => {
  const { userEvent } = open('/association-youth', asAssociation());
  await userEvent.click(await screen.findByRole('button', { name: 'Reject Karima Begum' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Karima Begum' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Add your skills');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Request rejected')).toBeInTheDocument();
  expect(calls).toEqual([{ name: 'reject', id: '8', body: { reason: 'Add your skills' } }]);
});

it('withdraws an approval after saying what follows and the rule, only with a reason', async () => {
  const { userEvent } = open('/association-youth', asAssociation());
  const section = await screen.findByRole('region', { name: 'Approved youth' });
  expect(await within(section).findByRole('rowheader', { name: 'Salma Akter' })).toBeInTheDocument();
  await userEvent.click(
    within(section).getByRole('button', { name: 'Withdraw the approval of Salma Akter' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw the approval of Salma Akter?' });
  // what follows and the rule, before the first error
  expect(within(dialog).getByText(/A reason is required \(up to 2000 characters\)/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for withdrawing/ }), 'Fake');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Approval withdrawn')).toBeInTheDocument();
  expect(calls).toEqual([{ name: 'withdraw', id: '9', body: { reason: 'Fake' } }]);
  await waitFor(() => expect(within(section).queryByRole('rowheader', { name: 'Salma Akter' })).toBeNull());
});
