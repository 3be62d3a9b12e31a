import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { courseStructureEndpoints as E, type StoredFile } from '@platform/contract';
import { fill, GATEWAY_URL, handlerFor, server, setupMswServer, withNodeFileApi } from '@platform/testing';
import {
  content,
  courseModule,
  openStructure,
  serveStructure,
  stamp,
  threeModules,
  uploadAnswer,
  uploadHandlers,
} from '../test/fixtures';

setupMswServer();
withNodeFileApi();

/* The course tree editor's dialogs over contract-typed MSW: add a module, add an uploaded video, delete a lesson. */

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

it('adds a video by uploading a file instead of an address', async () => {
  serveStructure(threeModules);
  let posted: unknown = null;
  server.use(
    ...uploadHandlers(`${GATEWAY_URL}${E.uploadCourseMedia.path}`, () =>
      uploadAnswer(
        {
          data: {
            id: '0b5e2f9e-8c1a-4d1e-9f5a-2b7c3d4e5f60',
            path: '/files/0b5e2f9e-8c1a-4d1e-9f5a-2b7c3d4e5f60',
            original_name: 'lecture.mp4',
            mime_type: 'video/mp4',
            size: 2048,
            sha256: 'a'.repeat(64),
            visibility: 'public',
            created_at: stamp,
          } satisfies StoredFile,
          status: { success: true, code: 201, message: 'common.created' },
        },
        201,
      ),
    ),
    handlerFor(E.createContent, ({ body }) => {
      posted = body;
      return content(101, 11, 1, 'Lecture', { content_type: 1 });
    }),
  );
  const { userEvent } = openStructure('design');
  await userEvent.click(await screen.findByRole('button', { name: 'Add content to Styles' }));
  // every content type of the spec is offered, the quiz too (ADR 0078), and a copy from the content library (ADR 0091)
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Text',
    'Video',
    'Audio',
    'File',
    'Quiz',
    'From the content library…',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Video' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add content' });
  await fill(userEvent, within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'বক্তৃতা');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Upload a file' }));
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([new Uint8Array(2048)], 'lecture.mp4', { type: 'video/mp4' }));
  expect(await within(dialog).findByText('lecture.mp4')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(posted).toMatchObject({
      content_type: 1,
      title: 'বক্তৃতা',
      file_id: '0b5e2f9e-8c1a-4d1e-9f5a-2b7c3d4e5f60',
      url: null,
    }),
  );
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
