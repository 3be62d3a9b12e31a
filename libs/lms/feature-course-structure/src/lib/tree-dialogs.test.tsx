import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { courseStructureEndpoints as E } from '@platform/contract';
import { fill, handlerFor, server, setupMswServer } from '@platform/testing';
import { courseModule, openStructure, serveStructure, threeModules } from '../test/fixtures';

setupMswServer();

/*
 * The course tree editor's dialogs over contract-typed MSW: add a module, delete a lesson. Adding an uploaded video:
 * tree-upload.test.tsx.
 */

it('adds a module through the dialog showing its rules first', async () => {
  serveStructure(threeModules);
  let posted: unknown = null;
  server.use(
    handlerFor(E.createModule, ({ body }) => {
      posted = body;
      return courseModule(4, 4, 'Project');
    }),
  );
  const { userEvent } = openStructure('module');
  await userEvent.click(await screen.findByRole('button', { name: 'Add module' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add module' });
  expect(within(dialog).getByText(/A title is at most 500 characters/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  await fill(userEvent, within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'প্রকল্প');
  await fill(userEvent, within(dialog).getByRole('textbox', { name: /Title \(English\)/ }), 'Project');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posted).toEqual({ kind: 1, title: 'প্রকল্প', title_en: 'Project' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

it('asks before deleting a lesson and says it is deleted', async () => {
  serveStructure(threeModules);
  const deleted: string[] = [];
  server.use(
    handlerFor(E.deleteLesson, ({ params }) => {
      deleted.push(params.id ?? '');
      return null;
    }),
  );
  const { userEvent } = openStructure('module');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Styles' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
  expect(within(dialog).getByText('Styles is deleted with all its contents.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(deleted).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Styles' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText('Deleted')).toBeInTheDocument();
  expect(deleted).toEqual(['11']);
});
