import { beforeEach, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { associationEndpoints as E, endpoints, type YouthAssociationApproval } from '@platform/contract';
import { asYouth, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { makeCvView } from '../test/fixtures';
import { cvRoutes } from './cv-routes';

/* "Association approval" on /my-cv (spec §6, ADR 0104): badges, each request's state, asking one more association. */

const open = setupPlatformTests(cvRoutes);

const association = (
  id: number,
  title: string,
  status: YouthAssociationApproval['status'] = null,
  reason: string | null = null,
): YouthAssociationApproval => ({
  industry_association_id: id,
  association_title: title,
  association_title_en: title,
  status,
  rejection_reason: reason,
  applied_at: status ? '2026-11-20T06:00:00.000Z' : null,
  reviewed_at: null,
});

let list: YouthAssociationApproval[];
let asked: unknown[];

beforeEach(() => {
  list = [
    association(1, 'BASIS', 'approved'),
    association(2, 'BGMEA', 'rejected', 'Add your work experience'),
    association(3, 'FBCCI'),
    association(4, 'DCCI', 'applied'),
    association(5, 'MCCI', 'withdrawn', 'Fake certificate'),
  ];
  asked = [];
  server.use(
    handlerFor(endpoints.youthOwnCv, () =>
      makeCvView({ association_badges: [{ id: 1, title: 'বেসিস', title_en: 'BASIS' }] }),
    ),
    handlerFor(E.myAssociationApprovals, () => list),
    handlerFor(E.requestAssociationApproval, ({ body }) => {
      asked.push(body);
      const id = (body as { industry_association_id: number }).industry_association_id;
      list = list.map((a) => (a.industry_association_id === id ? { ...a, status: 'applied' } : a));
      return list.find((a) => a.industry_association_id === id) as YouthAssociationApproval;
    }),
  );
});

it('shows the badge, each request’s state with a rejection’s reason, and offers only the open associations', async () => {
  const { userEvent } = open('/my-cv', asYouth());
  const panel = await screen.findByRole('region', { name: 'Association approval' });
  expect(
    within(within(panel).getByRole('list', { name: 'Approved by industry associations' })).getByText(
      'Approved by BASIS',
    ),
  ).toBeInTheDocument();
  // the requests load on their own call
  expect(
    await within(panel).findByText('Reason given: Add your work experience', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(within(panel).getByText('Waiting for a decision')).toBeInTheDocument();
  // a withdrawn approval (ADR 0110): its state and reason, and the association is offered again
  expect(within(panel).getByText('Approval withdrawn')).toBeInTheDocument();
  expect(within(panel).getByText('Reason given: Fake certificate')).toBeInTheDocument();
  // the rule is said before the first error
  expect(within(panel).getByText(/one open request per association/)).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('combobox', { name: /Industry association/ }));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  expect(options).toEqual(['BGMEA', 'FBCCI', 'MCCI']);
  await userEvent.click(screen.getByRole('option', { name: 'FBCCI' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Ask for approval' }));
  expect(await screen.findByText('Request sent to the association')).toBeInTheDocument();
  expect(asked).toEqual([{ industry_association_id: 3 }]);
});

it('asks for a choice before sending, and says when the gateway refuses', async () => {
  server.use(
    handlerFor(E.requestAssociationApproval, () =>
      errorResponse(409, 'associations.errors.youth_already_requested'),
    ),
  );
  const { userEvent } = open('/my-cv', asYouth());
  const panel = await screen.findByRole('region', { name: 'Association approval' });
  await userEvent.click(
    await within(panel).findByRole('button', { name: 'Ask for approval' }, { timeout: 3000 }),
  );
  expect(await within(panel).findByText('This field is required')).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('combobox', { name: /Industry association/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'BGMEA' }));
  await userEvent.click(within(panel).getByRole('button', { name: 'Ask for approval' }));
  expect(
    await screen.findByText('You have already asked this association, or it has approved you'),
  ).toBeInTheDocument();
});
