import { expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  ONTOLOGY_ERRORS,
  ONTOLOGY_RELATION_TYPE,
  ontologyEndpoints as E,
  type OntologyNode,
} from '@platform/contract';
import { asAdmin, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { ontologyRoutes } from './ontology-routes';

const open = setupPlatformTests(ontologyRoutes);

const node = (id: number, parent_id: number | null, label: string, label_en: string): OntologyNode => ({
  id,
  parent_id,
  label,
  label_en,
  name: label,
  name_en: label_en,
  skill: null,
  occupation: null,
  job_sector: null,
});

it('shows the tree and the relations in Bengali, and the root refusal in Bengali', async () => {
  server.use(
    handlerFor(E.ontologyGraph, () => ({
      root_id: 1,
      nodes: [
        node(1, null, 'দক্ষতা', 'Skills'),
        node(2, 1, 'ওয়েব ডেভেলপমেন্ট', 'Web development'),
        node(3, 1, 'কম্পিউটার সাক্ষরতা', 'Computer literacy'),
      ],
      relations: [{ id: 1, source_id: 2, target_id: 3, relation_type: ONTOLOGY_RELATION_TYPE.REQUIRES }],
    })),
    handlerFor(E.moveOntologyNode, () =>
      errorResponse(422, ONTOLOGY_ERRORS.rootNotDraggable, { parent_id: [ONTOLOGY_ERRORS.rootNotDraggable] }),
    ),
  );
  const { userEvent } = open('/ontology', {
    ...asAdmin(['view_ontology', 'manage_ontology']),
    locale: 'bn-BD',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'অন্টোলজি' })).toBeInTheDocument();
  const tree = await screen.findByRole('region', { name: 'অন্টোলজি গাছ' });
  await userEvent.click(await within(tree).findByRole('button', { name: 'ওয়েব ডেভেলপমেন্ট' }));
  const panel = screen.getByRole('region', { name: 'ওয়েব ডেভেলপমেন্ট' });
  expect(within(panel).getByRole('button', { name: 'কম্পিউটার সাক্ষরতা প্রয়োজন' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'এর অধীনে সরান…' })).toBeInTheDocument();

  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
  };
  fireEvent.dragStart(within(tree).getByRole('button', { name: 'দক্ষতা' }), { dataTransfer });
  fireEvent.drop(within(tree).getByRole('button', { name: 'কম্পিউটার সাক্ষরতা' }), { dataTransfer });
  expect(await screen.findByText('মূল নোড টেনে এনে সরানো যায় না')).toBeInTheDocument();
});
