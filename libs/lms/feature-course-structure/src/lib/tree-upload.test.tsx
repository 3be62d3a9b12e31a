import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { courseStructureEndpoints as E, type StoredFile } from '@platform/contract';
import { fill, GATEWAY_URL, handlerFor, server, setupMswServer, withNodeFileApi } from '@platform/testing';
import {
  content,
  openStructure,
  serveStructure,
  stamp,
  threeModules,
  uploadAnswer,
  uploadHandlers,
} from '../test/fixtures';

setupMswServer();
withNodeFileApi();

/* The course tree editor's content dialog over contract-typed MSW: a video added by uploading its file. */

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
