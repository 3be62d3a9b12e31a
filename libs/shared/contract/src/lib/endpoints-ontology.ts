import { defineEndpoint } from './endpoint';
import type { ValueOf } from './enums';
import { ONTOLOGY_PERMISSIONS } from './ontology-permissions';

/*
 * The ontology (issue 17 item 6, ADR 0098; spec §3 "Ontology node: label, name, relations", §7 "ontology nodes and
 * relations", §8 "Ontology: unable to create relation; root node cannot be dragged and dropped"). Migration
 * 051_ontology.sql; gateway domain apps/gateway/src/domains/ontology; the admin screen /ontology
 * (@platform/admin-feature-ontology).
 *
 * Nodes form one tree under a single root (the migration makes it): every other node has a parent, and re-parenting
 * ("drag and drop", or "move under…") is the only way to change it — never for the root. A node may stand for one
 * skill, occupation or job sector of the reference lists. Relations are typed and directed, source → target:
 *
 *   narrower  the target is a narrower concept of the source (hierarchical: no cycle with the tree or each other)
 *   related   the two are related (symmetric in meaning: A→B and B→A are the same relation)
 *   requires  the source requires the target (no cycle either)
 *
 * A relation to itself, a duplicate or one that closes a cycle is refused with ONTOLOGY_ERRORS.unableToCreateRelation;
 * moving the root with ONTOLOGY_ERRORS.rootNotDraggable (both in the 422 envelope). The gateway widens skill matching
 * with the ontology (recommended jobs, CV-bank skill search): a required skill is met by itself, by a skill one level
 * narrower (a child in the tree or a `narrower` target) and by a `related` skill.
 */

export const ONTOLOGY_RELATION_TYPE = {
  NARROWER: 'narrower',
  RELATED: 'related',
  REQUIRES: 'requires',
} as const;
export type OntologyRelationType = ValueOf<typeof ONTOLOGY_RELATION_TYPE>;
export const ONTOLOGY_RELATION_TYPES: readonly OntologyRelationType[] = Object.values(ONTOLOGY_RELATION_TYPE);

/** The relation types that may never close a cycle (with the tree, for `narrower`). */
export const ONTOLOGY_ACYCLIC_TYPES: readonly OntologyRelationType[] = ['narrower', 'requires'];

export const ONTOLOGY_LIMITS = { label: 100, name: 300, search: 100 } as const;

export { ONTOLOGY_PERMISSIONS } from './ontology-permissions';

/** The spec's messages (§8), the message of a refused request and the field's message in the 422 envelope. */
export const ONTOLOGY_ERRORS = {
  unableToCreateRelation: 'ontology.errors.unable_to_create_relation',
  rootNotDraggable: 'ontology.errors.root_not_draggable',
  rootNotDeletable: 'ontology.errors.root_not_deletable',
  /** A skill, occupation or sector already stands for another node. */
  conceptTaken: 'ontology.errors.concept_taken',
  /** More than one of skill, occupation and sector chosen. */
  oneConcept: 'ontology.errors.one_concept',
} as const;

/** A reference record a node stands for. */
export interface OntologyConcept {
  id: number;
  title: string;
  title_en: string | null;
}

export interface OntologyNode {
  id: number;
  label: string;
  label_en: string | null;
  name: string;
  name_en: string | null;
  /** Null only for the root. */
  parent_id: number | null;
  skill: OntologyConcept | null;
  occupation: OntologyConcept | null;
  job_sector: OntologyConcept | null;
}

export interface OntologyRelation {
  id: number;
  source_id: number;
  target_id: number;
  relation_type: OntologyRelationType;
}

/** GET /private/ontology: every node (parents before children, then by label) and every relation. */
export interface OntologyGraph {
  root_id: number;
  nodes: OntologyNode[];
  relations: OntologyRelation[];
}

/** A node as the form sends it (the parent only on creation; at most one of skill, occupation, sector). */
export interface OntologyNodeBody {
  label: string;
  label_en?: string | null;
  name: string;
  name_en?: string | null;
  /** On creation: the parent (the root when absent). Ignored on edit: re-parent with the move call. */
  parent_id?: number | null;
  skill_id?: number | null;
  occupation_id?: number | null;
  job_sector_id?: number | null;
}

/** Re-parenting (drag and drop, or "move under…"). */
export interface OntologyMoveBody {
  parent_id: number;
}

export interface OntologyRelationBody {
  source_id: number;
  target_id: number;
  relation_type: OntologyRelationType;
}

/** A node as a lookup offers it: its label in both languages as `title` / `title_en`. */
export interface OntologyNodeOption {
  id: number;
  title: string;
  title_en: string | null;
}

/** The lookup's query: paging and a text searched in the labels and names. */
export interface OntologyNodeQuery {
  page?: number;
  page_size?: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

type IdParams = { id: number };
const P = ONTOLOGY_PERMISSIONS;

export const ontologyEndpoints = {
  ontologyGraph: defineEndpoint<OntologyGraph>({
    method: 'GET',
    path: '/private/ontology',
    area: 'private',
    permission: P.view,
    summary: 'The whole ontology: its nodes (the tree under the root) and its typed relations',
  }),
  ontologyNodes: defineEndpoint<OntologyNodeOption[], undefined, OntologyNodeQuery>({
    method: 'GET',
    path: '/private/ontology/nodes',
    area: 'private',
    permission: P.view,
    list: true,
    summary: 'Nodes by label for a lookup (search in the labels and names), in label order',
  }),
  ontologyNode: defineEndpoint<OntologyNodeOption, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/ontology/nodes/:id',
    area: 'private',
    permission: P.view,
    summary: 'One node named for a lookup',
  }),
  createOntologyNode: defineEndpoint<OntologyNode, OntologyNodeBody>({
    method: 'POST',
    path: '/private/ontology/nodes',
    area: 'private',
    permission: P.manage,
    summary: 'Add a node under a parent (the root when none is given)',
  }),
  updateOntologyNode: defineEndpoint<OntologyNode, OntologyNodeBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/ontology/nodes/:id',
    area: 'private',
    permission: P.manage,
    summary: "Edit a node's labels, names and the skill, occupation or sector it stands for",
  }),
  deleteOntologyNode: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/ontology/nodes/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Delete a node (never the root): its children move to its parent, its relations go with it',
  }),
  moveOntologyNode: defineEndpoint<OntologyNode, OntologyMoveBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/ontology/nodes/:id/parent',
    area: 'private',
    permission: P.manage,
    summary: 'Re-parent a node (drag and drop or move under…): never the root, never under its own subtree',
  }),
  createOntologyRelation: defineEndpoint<OntologyRelation, OntologyRelationBody>({
    method: 'POST',
    path: '/private/ontology/relations',
    area: 'private',
    permission: P.manage,
    summary: 'Add a typed relation: never to itself, never twice, never a cycle of a hierarchical type',
  }),
  deleteOntologyRelation: defineEndpoint<null, undefined, undefined, IdParams>({
    method: 'DELETE',
    path: '/private/ontology/relations/:id',
    area: 'private',
    permission: P.manage,
    summary: 'Remove a relation',
  }),
} as const;
