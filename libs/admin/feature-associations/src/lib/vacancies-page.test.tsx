import { beforeEach, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type AssociationVacancy, associationEndpoints as E } from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { associationRoutes } from './associations-routes';

const open = setupPlatformTests(associationRoutes);
const asAssociation = () => asAdmin(['approve_association_vacancy']);

function vacancy(id: number, job: string, organization: string): AssociationVacancy {
  return {
    id,
    job_title: job,
    job_title_en: job,
    organization_title: organization,
    organization_title_en: organization,
    association_title: 'বেসিস',
    association_title_en: 'BASIS',
    no_of_vacancies: 3,
    application_deadline: '2026-12-24',
    submitted_at: '2026-11-24T06:00:00.000Z',
  };
}

let queue: AssociationVacancy[];
let calls: { name: string; id: string; body: unknown }[];

beforeEach(() => {
  queue = [
    vacancy(7, 'Digital Marketing Executive', 'Dhaka Tech Ltd.'),
    vacancy(8, 'QA Engineer', 'Dhaka Tech Ltd.'),
  ];
  calls = [];
  server.use(
    listHandlerFor(E.associationVacancies, () => ({ data: queue })),
    handlerFor(E.approveAssociationVacancy, ({ params, body }) => {
      calls.push({ name: 'approve', id: params.id ?? '', body });
      const v = queue.find((x) => String(x.id) === params.id) as AssociationVacancy;
      queue = queue.filter((x) => x !== v);
      return v;
    }),
    handlerFor(E.rejectAssociationVacancy, ({ params, body }) => {
      calls.push({ name: 'reject', id: params.id ?? '', body });
      const v = queue.find((x) => String(x.id) === params.id) as AssociationVacancy;
      queue = queue.filter((x) => x !== v);
      return v;
    }),
  );
});

it('lists the member vacancies and approves one after confirming', async () => {
  const { userEvent } = open('/association-vacancies', asAssociation());
  expect(await screen.findByRole('heading', { level: 1, name: 'Member vacancies' })).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: 'Digital Marketing Executive' })).closest(
    'tr',
  ) as HTMLElement;
  expect(within(row).getByText('Dhaka Tech Ltd.')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
  await userEvent.click(
    within(row).getByRole('button', { name: 'Approve the job post Digital Marketing Executive' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Approve this vacancy?' });
  expect(within(dialog).getByText(/The job post of Dhaka Tech Ltd. is approved/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Vacancy approved')).toBeInTheDocument();
  expect(calls.map((c) => [c.name, c.id])).toEqual([['approve', '7']]);
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: 'Digital Marketing Executive' })).toBeNull(),
  );
});

it('rejects only with a reason, and sends the reason', async () => {
  const { userEvent } = open('/association-vacancies', asAssociation());
  await userEvent.click(await screen.findByRole('button', { name: 'Reject the job post QA Engineer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the job post QA Engineer' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(calls).toEqual([]);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No salary given');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Vacancy rejected')).toBeInTheDocument();
  expect(calls).toEqual([{ name: 'reject', id: '8', body: { reason: 'No salary given' } }]);
});

it('says why an approval was refused (the deadline has passed)', async () => {
  server.use(
    handlerFor(E.approveAssociationVacancy, () => errorResponse(409, 'associations.errors.deadline_passed')),
  );
  const { userEvent } = open('/association-vacancies', asAssociation());
  await userEvent.click(await screen.findByRole('button', { name: 'Approve the job post QA Engineer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve this vacancy?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(
    await screen.findByText('The application deadline of this job post has passed: it cannot be approved'),
  ).toBeInTheDocument();
});
