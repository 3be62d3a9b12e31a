import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ONTOLOGY_ERRORS,
  ontologyEndpoints as E,
  type OntologyGraph,
  type OntologyNode,
} from '@platform/contract';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  listHandlerFor,
  server,
  setupPlatformTests,
} from '@platform/testing';
import { ontologyRoutes } from './ontology-routes';

const open = setupPlatformTests(ontologyRoutes);
const MANAGER = asAdmin(['view_ontology', 'manage_ontology']);

const node = (
  id: number,
  parent_id: number | null,
  label_en: string,
  over: Partial<OntologyNode> = {},
): OntologyNode => ({
  id,
  parent_id,
  label: `${label_en} (bn)`,
  label_en,
  name: `${label_en} (bn)`,
  name_en: label_en,
  skill: null,
  occupation: null,
  job_sector: null,
  ...over,
});

let graph: OntologyGraph;
let sent: { name: string; params: Record<string, string>; body: unknown }[];

beforeEach(() => {
  graph = {
    root_id: 1,
    nodes: [
      node(1, null, 'Skills'),
      node(2, 1, 'Information Technology'),
      node(3, 2, 'Web development', {
        skill: { id: 20, title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' },
      }),
      node(4, 2, 'Computer literacy'),
      node(5, 4, 'Microsoft Office'),
      node(6, 1, 'Construction'),
    ],
    relations: [{ id: 1, source_id: 3, target_id: 4, relation_type: 'requires' }],
  };
  sent = [];
  const option = (n: OntologyNode) => ({ id: n.id, title: n.label, title_en: n.label_en });
  server.use(
    handlerFor(E.ontologyGraph, () => graph),
    listHandlerFor(E.ontologyNodes, ({ query }) => {
      const q = (query.get('search') ?? '').toLowerCase();
      return { data: graph.nodes.filter((n) => (n.label_en ?? '').toLowerCase().includes(q)).map(option) };
    }),
    handlerFor(E.ontologyNode, ({ params }) =>
      option(graph.nodes.find((n) => String(n.id) === params.id) as OntologyNode),
    ),
    handlerFor(E.createOntologyRelation, ({ body }) => {
      sent.push({ name: 'relate', params: {}, body });
      return errorResponse(422, ONTOLOGY_ERRORS.unableToCreateRelation, {
        target_id: [ONTOLOGY_ERRORS.unableToCreateRelation],
      });
    }),
    handlerFor(E.moveOntologyNode, ({ params, body }) => {
      sent.push({ name: 'move', params, body });
      const moved = graph.nodes.find((n) => String(n.id) === params.id) as OntologyNode;
      if (moved.parent_id === null)
        return errorResponse(422, ONTOLOGY_ERRORS.rootNotDraggable, {
          parent_id: [ONTOLOGY_ERRORS.rootNotDraggable],
        });
      moved.parent_id = (body as { parent_id: number }).parent_id;
      return moved;
    }),
  );
});

const tree = () => screen.getByRole('region', { name: 'Ontology tree' });

describe('/ontology', () => {
  it('shows the rules and the tree; a selected node shows what it stands for and its relations', async () => {
    const { userEvent } = open('/ontology', MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ontology' })).toBeInTheDocument();
    expect(screen.getByText(/The root node cannot be moved or deleted/)).toBeInTheDocument();
    // the heading comes before the tree, which shows once the nodes have loaded
    const loaded = await screen.findByRole('region', { name: 'Ontology tree' });
    await userEvent.click(await within(loaded).findByRole('button', { name: 'Web development' }));
    const panel = screen.getByRole('region', { name: 'Web development' });
    expect(within(panel).getByText('Skill: Web development')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Requires Computer literacy' })).toBeInTheDocument();
    expect(within(tree()).getByRole('button', { name: 'Web development' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // the relation leads to the other node, which shows it the other way round
    await userEvent.click(within(panel).getByRole('button', { name: 'Requires Computer literacy' }));
    const other = screen.getByRole('region', { name: 'Computer literacy' });
    expect(within(other).getByRole('button', { name: 'Required by Web development' })).toBeInTheDocument();
  });

  it('adds a relation and shows the refusal "Unable to create relation" on the field', async () => {
    const { userEvent } = open('/ontology', MANAGER);
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Ontology tree' })).findByRole('button', {
        name: 'Computer literacy',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a relation from Computer literacy' });
    expect(within(dialog).getByText(/cannot go round in a circle/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Relation type/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Requires/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Related node/ }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Related node/ }), 'Web');
    await userEvent.click(await screen.findByRole('option', { name: 'Web development' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a relation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ source_id: 4, target_id: 3, relation_type: 'requires' });
    expect(await within(dialog).findByText('Unable to create relation')).toBeInTheDocument();
  });

  it('moves a node under another with the keyboard ("Move under…" and the lookup)', async () => {
    const { userEvent } = open('/ontology', MANAGER);
    await within(await screen.findByRole('region', { name: 'Ontology tree' })).findByRole('button', {
      name: 'Microsoft Office',
    });
    within(tree()).getByRole('button', { name: 'Microsoft Office' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Move under…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Microsoft Office' });
    const parent = within(dialog).getByRole('combobox', { name: /New parent node/ });
    await userEvent.clear(parent);
    await userEvent.type(parent, 'Constr');
    // the gateway's search leaves one option; the arrow keys and Enter choose it
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Construction']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'move', params: { id: '5' }, body: { parent_id: 6 } });
    expect(await screen.findByText('The node was moved')).toBeInTheDocument();
  });

  it('moves by drag and drop, and shows "Root node cannot be dragged and dropped" for the root', async () => {
    open('/ontology', MANAGER);
    const office = await within(await screen.findByRole('region', { name: 'Ontology tree' })).findByRole(
      'button',
      { name: 'Microsoft Office' },
    );
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(office, { dataTransfer });
    fireEvent.drop(within(tree()).getByRole('button', { name: 'Construction' }), { dataTransfer });
    await waitFor(() =>
      expect(sent).toEqual([{ name: 'move', params: { id: '5' }, body: { parent_id: 6 } }]),
    );

    data.clear();
    fireEvent.dragStart(within(tree()).getByRole('button', { name: 'Skills' }), { dataTransfer });
    fireEvent.drop(within(tree()).getByRole('button', { name: 'Construction' }), { dataTransfer });
    expect(await screen.findByText('Root node cannot be dragged and dropped')).toBeInTheDocument();
  });

  it('offers no changes to a reader without manage_ontology', async () => {
    const { userEvent } = open('/ontology', asAdmin(['view_ontology']));
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Ontology tree' })).findByRole('button', {
        name: 'Web development',
      }),
    );
    expect(screen.queryByRole('button', { name: 'New node' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a relation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move under…' })).toBeNull();
  });
});
