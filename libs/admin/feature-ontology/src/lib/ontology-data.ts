import { ontologyEndpoints as E } from '@platform/contract';
import { lookupSource, useEndpoint, useEndpointMutation } from '@platform/api-client';

/* The ontology (ADR 0098): one hook per endpoint; every change revalidates the graph and the nodes lookup. */

const ONTOLOGY = { revalidate: [E.ontologyGraph.path] };

/** GET /private/ontology: the nodes and relations. */
export const useOntologyGraph = () => useEndpoint(E.ontologyGraph, {});

/** GET /private/ontology/nodes (search) and /private/ontology/nodes/{id}: the pickers of a parent or a related node. */
export const ontologyNodeLookup = lookupSource(E.ontologyNodes, E.ontologyNode);

/** POST /private/ontology/nodes. */
export const useCreateOntologyNode = () => useEndpointMutation(E.createOntologyNode, ONTOLOGY);

/** PUT /private/ontology/nodes/{id}. */
export const useUpdateOntologyNode = () => useEndpointMutation(E.updateOntologyNode, ONTOLOGY);

/** DELETE /private/ontology/nodes/{id}. */
export const useDeleteOntologyNode = () => useEndpointMutation(E.deleteOntologyNode, ONTOLOGY);

/** PUT /private/ontology/nodes/{id}/parent: drag and drop, or "Move under…". */
export const useMoveOntologyNode = () => useEndpointMutation(E.moveOntologyNode, ONTOLOGY);

/** POST /private/ontology/relations. */
export const useCreateOntologyRelation = () => useEndpointMutation(E.createOntologyRelation, ONTOLOGY);

/** DELETE /private/ontology/relations/{id}. */
export const useDeleteOntologyRelation = () => useEndpointMutation(E.deleteOntologyRelation, ONTOLOGY);
