import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import {
  buildPath,
  type Course,
  type CourseScormImport,
  type CourseTree,
  courseEndpoints,
  courseStructureEndpoints as E,
} from '@platform/contract';
import {
  GATEWAY_URL,
  handlerFor,
  LMS_PORTAL,
  makeProfile,
  renderWithPlatform,
  server,
  setupMswServer,
  withNodeFileApi,
} from '@platform/testing';
import { structureRoutes } from './structure-routes';

setupMswServer();
withNodeFileApi();

/* Importing a SCORM package into a module (issue 15 item 3, ADR 0078) over MSW: rules first, checks before sending,
 * the gateway's refusal under the field, the package said on success. */

const provider = makeProfile({
  id: 5,
  username: 'provider',
  user_type_code: 2,
  institute_id: 1,
  permissions: ['view_any_course', 'manage_course'],
});
const stamp = '2026-11-26T10:00:00.000Z';
const tree: CourseTree = {
  course_id: 11,
  modules: [
    {
      id: 1,
      course_id: 11,
      kind: 4,
      title: 'Basics',
      title_en: 'Basics',
      position: 1,
      updated_at: stamp,
      lessons: [],
    },
  ],
};
const imported: CourseScormImport = {
  lesson: {
    id: 40,
    module_id: 1,
    course_id: 11,
    kind: 5,
    title: 'Fire safety',
    title_en: null,
    position: 1,
    updated_at: stamp,
    contents: [],
  },
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
const answer = (body: Record<string, unknown>, status: number) =>
  HttpResponse.json(body, { status, headers: { 'access-control-allow-origin': '*' } });

it('imports a package: rules first, a wrong file refused before sending, the gateway’s refusal, then success', async () => {
  let calls = 0;
  server.use(
    handlerFor(courseEndpoints.course, () => ({ id: 11, title: 'ওয়েব', title_en: 'Web' }) as Course),
    handlerFor(E.courseTree, () => tree),
    // an upload that reports its progress asks the gateway first (CORS preflight), as in a browser
    http.options(url, () =>
      HttpResponse.json(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'authorization, api-key, content-type, accept-language',
        },
      }),
    ),
    http.post(url, () => {
      calls += 1;
      if (calls === 1)
        return answer(
          {
            status: { success: false, code: 422, message: 'course_structure.errors.scorm_no_manifest' },
            errors: { file: ['course_structure.errors.scorm_no_manifest'] },
          },
          422,
        );
      return answer(
        {
          data: imported,
          status: { success: true, code: 201, message: 'course_structure.success.scorm_imported' },
        },
        201,
      );
    }),
  );
  const { userEvent } = renderWithPlatform(structureRoutes, {
    route: '/courses/11/module',
    user: provider,
    portal: LMS_PORTAL,
  });
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
