import {
  ONTOLOGY_ACYCLIC_TYPES,
  ONTOLOGY_ERRORS as ERR,
  type OntologyRelationBody,
  type OntologyRelationType,
} from '@platform/contract';

/*
 * The ontology's rules (ADR 0098), plain functions over the whole graph (an ontology is small: hundreds of nodes, read
 * in one query under the root's row lock). The hierarchy is the tree (parent → child) together with the `narrower`
 * relations; `requires` is acyclic on its own; `related` is symmetric, so A→B and B→A are one relation.
 */

export interface GraphFacts {
  nodes: readonly { id: number; parent_id: number | null }[];
  relations: readonly { source_id: number; target_id: number; relation_type: OntologyRelationType }[];
}

/** Outgoing edges of a relation type; for `narrower`, the tree's parent → child edges too. */
function adjacency(g: GraphFacts, type: OntologyRelationType): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const add = (from: number, to: number) => out.set(from, [...(out.get(from) ?? []), to]);
  if (type === 'narrower') for (const n of g.nodes) if (n.parent_id !== null) add(n.parent_id, n.id);
  for (const r of g.relations) if (r.relation_type === type) add(r.source_id, r.target_id);
  return out;
}

/** Whether `to` can be reached from `from` along the edges (a node reaches itself). */
function reaches(edges: Map<number, number[]>, from: number, to: number): boolean {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length) {
    const at = stack.pop() as number;
    if (at === to) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(edges.get(at) ?? []));
  }
  return false;
}

const sameRelation = (r: GraphFacts['relations'][number], b: OntologyRelationBody): boolean =>
  r.relation_type === b.relation_type &&
  ((r.source_id === b.source_id && r.target_id === b.target_id) ||
    (b.relation_type === 'related' && r.source_id === b.target_id && r.target_id === b.source_id));

/**
 * Why a new relation is refused, or null: to itself, a duplicate (for `related` in either direction; for `narrower`
 * also the tree's own parent → child edge), or a cycle of a hierarchical type. Both nodes exist (checked before).
 */
export function relationRefusal(g: GraphFacts, b: OntologyRelationBody): string | null {
  if (b.source_id === b.target_id) return ERR.unableToCreateRelation;
  if (g.relations.some((r) => sameRelation(r, b))) return ERR.unableToCreateRelation;
  if (
    b.relation_type === 'narrower' &&
    g.nodes.some((n) => n.id === b.target_id && n.parent_id === b.source_id)
  )
    return ERR.unableToCreateRelation;
  // source → target closes a cycle when the target already reaches the source
  if (
    ONTOLOGY_ACYCLIC_TYPES.includes(b.relation_type) &&
    reaches(adjacency(g, b.relation_type), b.target_id, b.source_id)
  )
    return ERR.unableToCreateRelation;
  return null;
}

/**
 * Why moving `nodeId` under `parentId` is refused, or null: the root never moves; a node never goes under itself or
 * under anything it reaches along the hierarchy (its subtree and its `narrower` descendants).
 */
export function moveRefusal(g: GraphFacts, nodeId: number, parentId: number): string | null {
  const node = g.nodes.find((n) => n.id === nodeId);
  if (node?.parent_id === null) return ERR.rootNotDraggable;
  if (reaches(adjacency(g, 'narrower'), nodeId, parentId)) return ERR.unableToCreateRelation;
  return null;
}
