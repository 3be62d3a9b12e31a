import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type CourseBatchBody, courseBatchEndpoints as B, courseEndpoints as E } from '@platform/contract';
import { asProvider, handlerFor, makeCourseBatch, server, setupPlatformTests } from '@platform/testing';
import { coursesRoutes } from './courses-routes';
import { makeCourse } from './test-data';

const open = setupPlatformTests(coursesRoutes, asProvider());

it('lists the batches, says the rules first, keeps the date rule and adds a batch', async () => {
  let batches = [makeCourseBatch()];
  let sent: CourseBatchBody | null = null;
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(B.courseBatches, () => batches),
    handlerFor(B.createCourseBatch, ({ body }) => {
      sent = body as CourseBatchBody;
      const made = makeCourseBatch({
        ...(body as CourseBatchBody),
        id: 8,
        code: 'BT000008',
        available_seats: 20,
      });
      batches = [...batches, made];
      return made;
    }),
  );
  const { userEvent } = open('/courses/11/batches');
  expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeInTheDocument();
  const row = (await screen.findByText('December batch')).closest('tr') as HTMLElement;
  expect(within(row).getByText('BT000007')).toBeInTheDocument();
  expect(within(row).getByText('24 / 30')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add a batch' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a batch' });
  // the rules are there before any error
  expect(
    within(dialog).getByText(/The registration start date must be before the registration end date/),
  ).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'জানুয়ারি ব্যাচ');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'January batch');
  await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Total seats/ }), '20');
  await userEvent.type(within(dialog).getByLabelText(/Registration start date/), '2027-01-20');
  await userEvent.type(within(dialog).getByLabelText(/Registration end date/), '2027-01-10');
  await userEvent.type(within(dialog).getByLabelText(/Batch start date/), '2027-02-01');
  await userEvent.type(within(dialog).getByLabelText(/Batch end date/), '2027-03-31');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Start date must be before the registration end date'),
  ).toBeInTheDocument();
  expect(sent).toBeNull();

  await userEvent.clear(within(dialog).getByLabelText(/Registration end date/));
  await userEvent.type(within(dialog).getByLabelText(/Registration end date/), '2027-01-25');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Batch saved')).toBeInTheDocument();
  expect(sent).toMatchObject({
    title: 'জানুয়ারি ব্যাচ',
    title_en: 'January batch',
    total_seats: 20,
    registration_start_date: '2027-01-20',
    registration_end_date: '2027-01-25',
    batch_start_date: '2027-02-01',
    batch_end_date: '2027-03-31',
  });
  // left empty, the available seats are not sent: the gateway makes them the total
  expect((sent as CourseBatchBody | null)?.available_seats ?? null).toBeNull();
  expect(await screen.findByText('January batch')).toBeInTheDocument();
});

it('edits the seats and refuses more available seats than the total', async () => {
  let sent: CourseBatchBody | null = null;
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(B.courseBatches, () => [makeCourseBatch()]),
    handlerFor(B.updateCourseBatch, ({ body }) => {
      sent = body as CourseBatchBody;
      return makeCourseBatch({ ...sent, available_seats: sent.available_seats ?? sent.total_seats });
    }),
  );
  const { userEvent } = open('/courses/11/batches');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit December batch' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit December batch' });
  const available = within(dialog).getByRole('spinbutton', { name: /Available seats/ });
  await userEvent.clear(available);
  await userEvent.type(available, '31');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Available seats must not be more than the total seats'),
  ).toBeInTheDocument();
  await userEvent.clear(available);
  await userEvent.type(available, '10');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Batch saved')).toBeInTheDocument();
  expect(sent).toMatchObject({ total_seats: 30, available_seats: 10 });
});

it('asks before deleting a batch', async () => {
  let deleted = 0;
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(B.courseBatches, () => (deleted ? [] : [makeCourseBatch()])),
    handlerFor(B.deleteCourseBatch, ({ params }) => {
      deleted = Number(params.id);
      return null;
    }),
  );
  const { userEvent } = open('/courses/11/batches');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete December batch' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/“December batch” and its dates will be removed/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Batch deleted')).toBeInTheDocument();
  expect(deleted).toBe(7);
  await waitFor(() => expect(screen.queryByText('December batch')).toBeNull());
});

it('shows a reader (trainer) the batches without changes', async () => {
  server.use(
    handlerFor(E.course, () => makeCourse()),
    handlerFor(B.courseBatches, () => [makeCourseBatch()]),
  );
  open('/courses/11/batches', asProvider(['view_any_course']));
  expect(await screen.findByText('December batch')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a batch' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Edit December batch/ })).toBeNull();
});
