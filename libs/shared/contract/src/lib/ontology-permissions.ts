/**
 * The permission keys of endpoints-ontology.ts, in a module of their own: a staff portal's menu and route table (its
 * start chunk, ADR 0006 r6) read them without bringing the domain's endpoint tables, which only the lazy pages need.
 */
/** The keys of the ontology: reading it, and changing nodes and relations. */
export const ONTOLOGY_PERMISSIONS = {
  view: 'view_ontology',
  manage: 'manage_ontology',
} as const;
