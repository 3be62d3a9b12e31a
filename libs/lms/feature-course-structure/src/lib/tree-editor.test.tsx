import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  courseStructureEndpoints as E,
  type CourseTree,
  type ReorderSwapBody,
  type StoredFile,
} from '@platform/contract';
import {
  errorResponse,
  fill,
  GATEWAY_URL,
  handlerFor,
  server,
  setupMswServer,
  withNodeFileApi,
} from '@platform/testing';
import {
  content,
  courseModule,
  lesson,
  openStructure,
  provider,
  serveStructure,
  stamp,
  uploadAnswer,
  uploadHandlers,
} from '../test/fixtures';

setupMswServer();
withNodeFileApi();

/* The course tree editor over contract-typed MSW: keyboard reorder (announced, focus kept), buttons, dialogs. */

const text = (id: number, lessonId: number, position: number, title_en: string, html: string) =>
  content(id, lessonId, position, title_en, { text: html });

function makeTree(): CourseTree {
  return {
    course_id: 11,
    modules: [
      courseModule(1, 1, 'Basics', [
        lesson(10, 1, 1, 'First page', {
          contents: [text(100, 10, 1, 'Reading', '<p>Hello <strong>learner</strong></p>')],
        }),
        lesson(11, 1, 2, 'Styles'),
      ]),
      courseModule(2, 2, 'Practice'),
      courseModule(3, 3, 'Exam'),
    ],
  };
}

/** A gateway keeping the tree: swaps reorder it as the real one does. */
function serve() {
  let tree = makeTree();
  const swaps: { id: string; body: ReorderSwapBody }[] = [];
  serveStructure(
    () => tree,
    handlerFor(E.swapModule, ({ params, body }) => {
      const id = Number(params.id);
      const b = body as ReorderSwapBody;
      swaps.push({ id: params.id ?? '', body: b });
      const modules = [...tree.modules];
      const at = modules.findIndex((m) => m.id === id);
      const other = b.direction === 1 ? at - 1 : at + 1;
      if (other < 0 || other >= modules.length)
        return errorResponse(409, 'course_structure.errors.no_neighbour');
      [modules[at], modules[other]] = [
        modules[other] as (typeof modules)[0],
        modules[at] as (typeof modules)[0],
      ];
      tree = { ...tree, modules: modules.map((m, i) => ({ ...m, position: i + 1 })) };
      return tree;
    }),
  );
  return { swaps, titles: () => tree.modules.map((m) => m.title_en) };
}

it('moves a focused module down with Alt + Arrow Down, announces it and keeps the focus', async () => {
  const gateway = serve();
  const { userEvent } = openStructure('design');
  const row = await screen.findByRole('listitem', { name: 'Basics — 1 of 3' });
  row.focus();
  await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
  await waitFor(() => expect(gateway.titles()).toEqual(['Practice', 'Basics', 'Exam']));
  expect(gateway.swaps).toEqual([{ id: '1', body: { direction: 2 } }]);
  expect(await screen.findByText('Basics is now 2 of 3')).toBeInTheDocument();
  const moved = await screen.findByRole('listitem', { name: 'Basics — 2 of 3' });
  await waitFor(() => expect(moved).toHaveFocus());
  // and back up (spec: up 1)
  await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await waitFor(() => expect(gateway.titles()).toEqual(['Basics', 'Practice', 'Exam']));
  expect(gateway.swaps.at(-1)).toEqual({ id: '1', body: { direction: 1 } });
  // the first row has no place above: its key does nothing, its up button is disabled
  await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(gateway.swaps).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Move Basics up' })).toBeDisabled();
});

it('moves with the buttons and previews a text content as a learner sees it', async () => {
  const gateway = serve();
  const { userEvent } = openStructure('design');
  await userEvent.click(await screen.findByRole('button', { name: 'Move Exam up' }));
  await waitFor(() => expect(gateway.titles()).toEqual(['Basics', 'Exam', 'Practice']));
  await userEvent.click(screen.getByRole('button', { name: 'Preview Reading' }));
  const preview = screen.getByRole('article', { name: 'What a learner sees' });
  expect(within(preview).getByText('learner').tagName).toBe('STRONG');
});

it('adds a module through the dialog showing its rules first', async () => {
  serve();
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

it('shows a reader without the manage key the tree without change controls', async () => {
  serve();
  openStructure('module', provider(['view_any_course']));
  expect(await screen.findByRole('heading', { name: 'Module 1: Basics' })).toBeInTheDocument();
  expect(screen.getByText('Styles')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add module' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Move Basics/ })).toBeNull();
});

it('adds a video by uploading a file instead of an address', async () => {
  serve();
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
      return { ...text(101, 11, 1, 'Lecture', ''), content_type: 1 as const, text: null };
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

it('moves a module to the place it is dropped on (drag and drop)', async () => {
  serve();
  const moves: { id: string; body: unknown }[] = [];
  server.use(
    handlerFor(E.moveModule, ({ params, body }) => {
      moves.push({ id: params.id ?? '', body });
      const tree = makeTree();
      const [basics, practice, exam] = tree.modules;
      return {
        ...tree,
        modules: [exam, basics, practice].map((m, i) => ({ ...(m as typeof basics), position: i + 1 })),
      } as CourseTree;
    }),
  );
  openStructure('design');
  const exam = await screen.findByRole('listitem', { name: 'Exam — 3 of 3' });
  const basics = screen.getByRole('listitem', { name: 'Basics — 1 of 3' });
  fireEvent.dragStart(exam, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
  fireEvent.dragOver(basics);
  fireEvent.drop(basics);
  expect(await screen.findByText('Exam is now 1 of 3')).toBeInTheDocument();
  expect(moves).toEqual([{ id: '3', body: { position: 1 } }]);
  // a drop with nothing dragged moves nothing
  fireEvent.drop(basics);
  expect(moves).toHaveLength(1);
});

it('asks before deleting a lesson and says it is deleted', async () => {
  serve();
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
