import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { courseStructureEndpoints as E, type CourseLessonBody } from '@platform/contract';
import { handlerFor, setupMswServer } from '@platform/testing';
import { basicsTree, lesson, openStructure, serveStructure } from '../test/fixtures';

setupMswServer();

/* A live lesson in the structure editor (ADR 0114) over contract-typed MSW: its rules first, start and length. */

const live = lesson(20, 1, 1, 'Live Q&A', {
  kind: 4,
  title: 'লাইভ',
  live: {
    starts_at: '2026-12-01T12:30:00.000Z',
    starts_local: '2026-12-01T18:30',
    duration_minutes: 90,
    room: 'live-AbCdEfGhIjKlMnOpQrStUv',
    room_url: 'https://meet.example.org/live-AbCdEfGhIjKlMnOpQrStUv',
  },
});

it('adds a live lesson: rules first, then its start in Dhaka time and its length; the tree shows its class', async () => {
  let posted: CourseLessonBody | null = null;
  serveStructure(
    basicsTree(live),
    handlerFor(E.createLesson, ({ body }) => {
      posted = body as CourseLessonBody;
      return { ...live, id: 21 };
    }),
  );
  const { userEvent } = openStructure('module');
  // the stored class: when, how long, and the room the gateway named
  expect(await screen.findByText(/Class 1 Dec 2026, 6:30 PM, 1 hour 30 minutes/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the video room of Live Q&A' })).toHaveAttribute(
    'href',
    'https://meet.example.org/live-AbCdEfGhIjKlMnOpQrStUv',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Add lesson to Basics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add lesson' });
  expect(within(dialog).queryByLabelText(/Start \(Dhaka time\)/)).toBeNull();
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Live lesson' }));
  expect(within(dialog).getByText(/join from 15 minutes before the start until the end/)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'প্রশ্নোত্তর');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

  fireEvent.change(within(dialog).getByLabelText(/Start \(Dhaka time\)/), {
    target: { value: '2026-12-02T19:00' },
  });
  const minutes = within(dialog).getByRole('spinbutton', { name: /Length in minutes/ });
  fireEvent.change(minutes, { target: { value: '60' } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(posted).toEqual({
      kind: 4,
      title: 'প্রশ্নোত্তর',
      title_en: null,
      live_starts_at: '2026-12-02T19:00',
      live_minutes: 60,
    }),
  );
});

it('edits a live lesson with its stored start and length; another kind sends neither', async () => {
  let put: CourseLessonBody | null = null;
  serveStructure(
    basicsTree(live),
    handlerFor(E.updateLesson, ({ body }) => {
      put = body as CourseLessonBody;
      return live;
    }),
  );
  const { userEvent } = openStructure('module');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Live Q&A' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit lesson' });
  expect(within(dialog).getByLabelText(/Start \(Dhaka time\)/)).toHaveValue('2026-12-01T18:30');
  expect(within(dialog).getByRole('spinbutton', { name: /Length in minutes/ })).toHaveValue(90);
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Lesson' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(put).toMatchObject({ kind: 1, live_starts_at: null, live_minutes: null }));
});
