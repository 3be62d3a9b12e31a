import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { courseStructureEndpoints as E, type CourseTree, type ReorderSwapBody } from '@platform/contract';
import { errorResponse, handlerFor, server, setupMswServer } from '@platform/testing';
import { openStructure, serveStructure, threeModules } from '../test/fixtures';

setupMswServer();

/*
 * The course tree editor's moves over contract-typed MSW: keyboard reorder (announced, focus kept), buttons, drag and
 * drop, and the tree without change controls. Its dialogs: tree-dialogs.test.tsx.
 */

/** A gateway keeping the tree: swaps reorder it as the real one does. */
function serve() {
  let tree = threeModules();
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

it('shows a reader without the manage key the tree without change controls', async () => {
  serve();
  openStructure('module', ['view_any_course']);
  expect(await screen.findByRole('heading', { name: 'Module 1: Basics' })).toBeInTheDocument();
  expect(screen.getByText('Styles')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add module' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Move Basics/ })).toBeNull();
});

it('moves a module to the place it is dropped on (drag and drop)', async () => {
  serve();
  const moves: { id: string; body: unknown }[] = [];
  server.use(
    handlerFor(E.moveModule, ({ params, body }) => {
      moves.push({ id: params.id ?? '', body });
      const tree = threeModules();
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
