import { ONTOLOGY_ERRORS as ERR, type OntologyRelationBody } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { type GraphFacts, moveRefusal, relationRefusal } from './rules';

/*
 *        1 (root)
 *       /  \
 *      2    5
 *     / \
 *    3   4          relations: 3 ─narrower→ 5, 3 ─requires→ 4, 2 ─related→ 5
 */
const g: GraphFacts = {
  nodes: [
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
    { id: 4, parent_id: 2 },
    { id: 5, parent_id: 1 },
  ],
  relations: [
    { source_id: 3, target_id: 5, relation_type: 'narrower' },
    { source_id: 3, target_id: 4, relation_type: 'requires' },
    { source_id: 2, target_id: 5, relation_type: 'related' },
  ],
};
const rel = (source_id: number, target_id: number, relation_type: OntologyRelationBody['relation_type']) => ({
  source_id,
  target_id,
  relation_type,
});

describe('relationRefusal', () => {
  it.each([
    ['to itself', rel(3, 3, 'related')],
    ['a duplicate', rel(3, 5, 'narrower')],
    ['a related one again, the other way round', rel(5, 2, 'related')],
    ["the tree's own parent → child edge", rel(2, 3, 'narrower')],
    ['narrower up the tree (3 is under 2)', rel(3, 2, 'narrower')],
    ['narrower closing a cycle through a narrower relation (5 is narrower than 3)', rel(5, 2, 'narrower')],
    ['narrower making the root narrower than anything', rel(4, 1, 'narrower')],
    ['requires closing a cycle', rel(4, 3, 'requires')],
  ])('refuses %s', (_name, body) => {
    expect(relationRefusal(g, body)).toBe(ERR.unableToCreateRelation);
  });

  it.each([
    ['narrower across branches', rel(4, 5, 'narrower')],
    ['related the first time', rel(3, 4, 'related')],
    ['related back to an ancestor (not hierarchical)', rel(3, 1, 'related')],
    ['requires in the direction the tree goes up (requires is its own graph)', rel(4, 2, 'requires')],
    ['the same pair with another type', rel(3, 5, 'related')],
  ])('allows %s', (_name, body) => {
    expect(relationRefusal(g, body)).toBeNull();
  });
});

describe('moveRefusal', () => {
  it('never moves the root', () => {
    expect(moveRefusal(g, 1, 5)).toBe(ERR.rootNotDraggable);
  });
  it.each([
    ['under itself', 2, 2],
    ['under its child', 2, 3],
    ['under a node it reaches by a narrower relation', 2, 5],
  ])('refuses a move %s', (_name, node, parent) => {
    expect(moveRefusal(g, node, parent)).toBe(ERR.unableToCreateRelation);
  });
  it.each([
    ['to another branch', 4, 5],
    ['up to the root', 3, 1],
    ['under its current parent again', 3, 2],
  ])('allows a move %s', (_name, node, parent) => {
    expect(moveRefusal(g, node, parent)).toBeNull();
  });
});
