import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { type RplApplication, rplEndpoints as E } from '@platform/contract';
import { asYouth, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { rplRoutes } from './rpl-routes';
import { makeRplApplication } from './test-data';

const base = makeRplApplication();
const certified: RplApplication = {
  ...base,
  id: 8,
  status: 'certified',
  batch: {
    id: 3,
    title: 'ব্যাচ ১',
    title_en: 'Masons, March',
    exam_date: '2027-03-01',
    centre: { id: 4, title: 'কেন্দ্র', title_en: 'Mirpur centre' },
  },
  score: 82.5,
  certificate_id: '3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11',
  actions: [],
};

const open = setupPlatformTests(rplRoutes, { ...asYouth(), route: '/rpl/my-applications' });

it('shows each application’s state, batch, centre, score and certificate, and the moves the gateway allows', async () => {
  let applications = [base, certified];
  let withdrawn = 0;
  server.use(
    handlerFor(E.myRplApplications, () => applications),
    handlerFor(E.withdrawRplApplication, ({ params }) => {
      withdrawn = Number(params.id);
      const moved: RplApplication = { ...base, status: 'not_submitted', actions: ['resubmit'] };
      applications = [moved, certified];
      return moved;
    }),
  );
  const user = userEventApi.setup();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'My RPL applications' })).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  const done = within(items[1] as HTMLElement);
  expect(done.getByText('Status: Certified')).toBeInTheDocument();
  expect(done.getByText(/Masons, March/)).toBeInTheDocument();
  expect(done.getByText('Assessment centre: Mirpur centre')).toBeInTheDocument();
  expect(done.getByText('Your score: 82.5%')).toBeInTheDocument();
  expect(done.getByRole('button', { name: 'Download the certificate' })).toBeInTheDocument();
  expect(done.getByRole('link', { name: 'Public verification page' })).toHaveAttribute(
    'href',
    `/certificates/${certified.certificate_id}`,
  );
  expect(done.queryByRole('button', { name: 'Withdraw' })).toBeNull();

  const open1 = within(items[0] as HTMLElement);
  expect(open1.getByText('Status: Submitted')).toBeInTheDocument();
  await user.click(open1.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Status: Not submitted')).toBeInTheDocument();
  expect(withdrawn).toBe(7);
  expect(screen.getByRole('button', { name: 'Submit again' })).toBeInTheDocument();
}, 60_000);
