import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import {
  buildPath,
  type CourseScormImport,
  type CourseTree,
  courseStructureEndpoints as E,
} from '@platform/contract';
import { GATEWAY_URL, setupMswServer, withNodeFileApi } from '@platform/testing';
import {
  courseModule,
  lesson,
  openStructure,
  serveStructure,
  uploadAnswer,
  uploadHandlers,
} from '../test/fixtures';

setupMswServer();
withNodeFileApi();

/* Importing a SCORM package into a module (issue 15 item 3, ADR 0078) over MSW: rules first, checks before sending,
 * the gateway's refusal under the field, the package said on success. */

const tree: CourseTree = { course_id: 11, modules: [courseModule(1, 1, 'Basics', [], { kind: 4 })] };
const imported: CourseScormImport = {
  lesson: lesson(40, 1, 1, 'Fire safety', { kind: 5, title_en: null }),
  package: {
    lesson_id: 40,
    version: '2004',
    title: 'Fire safety',
    launch_href: 'sco/start.html',
    scos: 1,
    files: 12,
    bytes: 4096,
    original_name: 'fire.zip',
  },
};
const url = `${GATEWAY_URL}${buildPath(E.importScorm.path, { id: 1 })}`;

it('imports a package: rules first, a wrong file refused before sending, the gateway’s refusal, then success', async () => {
  let calls = 0;
  serveStructure(
    tree,
    ...uploadHandlers(url, () => {
      calls += 1;
      if (calls === 1)
        return uploadAnswer(
          {
            status: { success: false, code: 422, message: 'course_structure.errors.scorm_no_manifest' },
            errors: { file: ['course_structure.errors.scorm_no_manifest'] },
          },
          422,
        );
      return uploadAnswer(
        {
          data: imported,
          status: { success: true, code: 201, message: 'course_structure.success.scorm_imported' },
        },
        201,
      );
    }),
  );
  const { userEvent } = openStructure('module');
  await userEvent.click(await screen.findByRole('button', { name: 'Import SCORM package into Basics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import SCORM package into Basics' });
  expect(within(dialog).getByText(/one \.zip file of at most 100 MB, with imsmanifest\.xml/)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvents
    .setup({ applyAccept: false })
    .upload(input, new File(['x'], 'course.rar', { type: 'application/x-rar' }));
  expect(await within(dialog).findByText('Invalid file type')).toBeInTheDocument();

  await userEvent.upload(input, new File([new Uint8Array(64)], 'fire.zip', { type: 'application/zip' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(
    await within(dialog).findByText('The package has no imsmanifest.xml at its root'),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Imported: Fire safety (SCORM 2004, 12 files)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toBe(2);
});
