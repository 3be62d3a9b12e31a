import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { courseLibraryEndpoints } from '@platform/contract';
import { courseLibraryContents, type ResourceRecord, resourceEndpoints } from '@platform/resources';
import {
  asProvider,
  errorResponse,
  handlerFor,
  listHandlerFor,
  renderWithPlatform,
  server,
  setupMswServer,
} from '@platform/testing';
import { content, stamp } from '../test/fixtures';
import { LibraryDialog } from './library-dialog';

setupMswServer();

/* Copying a library content into a lesson (issue 15 item 3, ADR 0091) over contract-typed MSW: the rule said first, a
 * content chosen by name, the copy asked for with its id; the gateway's refusal shows on the field. */

const record = (id: number, title_en: string): ResourceRecord => ({
  id,
  title: title_en,
  title_en,
  content_type: 5,
  row_status: 1,
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
});
const library = resourceEndpoints(courseLibraryContents);

function serve(refuse: boolean) {
  const asked: unknown[] = [];
  server.use(
    listHandlerFor(library.list, () => ({
      data: [record(7, 'Safety at the workplace'), record(8, 'Empty handout')],
    })),
    handlerFor(library.read, () => record(7, 'Safety at the workplace')),
    handlerFor(courseLibraryEndpoints.importLibraryContent, async ({ request }) => {
      asked.push(await request.json());
      if (refuse)
        return errorResponse(422, 'errors.validation', {
          library_content_id: ['course_library.errors.incomplete'],
        });
      return content(99, 3, 2, 'Safety at the workplace', { text: '<p>Wear it.</p>' });
    }),
  );
  return asked;
}

async function choose(name: string) {
  const user = userEvents.setup();
  renderWithPlatform(
    <LibraryDialog lessonId={3} lessonName="Lesson one" onClose={() => undefined} />,
    asProvider(['view_any_course', 'manage_course', 'view_any_course_library_content']),
  );
  expect(
    await screen.findByRole('dialog', { name: 'Add a library content to “Lesson one”' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/a copy goes to the end of the lesson/)).toBeInTheDocument();
  await user.type(screen.getByRole('combobox', { name: /Library content/ }), name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }));
  await user.click(screen.getByRole('button', { name: 'Add to the lesson' }));
}

it('copies the chosen library content into the lesson by its id', async () => {
  const asked = serve(false);
  await choose('Safety at the workplace');
  await waitFor(() => expect(asked).toEqual([{ library_content_id: 7 }]));
  expect(await screen.findByText('The library content was added to the lesson.')).toBeInTheDocument();
});

it('shows the gateway’s refusal of an incomplete content on the field', async () => {
  serve(true);
  await choose('Empty handout');
  expect(await screen.findByText(/lacks what its type needs/)).toBeInTheDocument();
});
