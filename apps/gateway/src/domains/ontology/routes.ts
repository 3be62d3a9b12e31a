import { ONTOLOGY_ERRORS as ERR, ontologyEndpoints as E } from '@platform/contract';
import {
  ontologyMoveSchema,
  ontologyNodeQuerySchema,
  ontologyNodeSchema,
  ontologyRelationSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import {
  deleteNode,
  deleteRelation,
  findNode,
  findNodeOption,
  insertNode,
  insertRelation,
  listNodeOptions,
  lockOntology,
  nodeProblems,
  readGraph,
  setParent,
  updateNode,
} from './repository';
import { moveRefusal, relationRefusal } from './rules';

/** A rule of the spec refused: its message id as the envelope's message and on the field it concerns (422). */
const refused = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
const missing = (field: string) => validationFailed({ [field]: ['validation.reference_missing'] });

/**
 * The ontology (ADR 0098): view_ontology reads the graph and looks nodes up; manage_ontology changes nodes and
 * relations. Every change runs in one transaction holding the root's row (repository.lockOntology) and checks its
 * rule against the graph as it is then (rules.ts).
 */
export function registerOntologyRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const found = async (id: number) => (await findNode(db, id)) ?? Promise.reject(notFound());

  registerEndpoint(app, E.ontologyGraph, async () => readGraph(db));

  registerListEndpoint(
    app,
    E.ontologyNodes,
    async (ctx) => {
      const search = ctx.query.search;
      const r = await listNodeOptions(db, typeof search === 'string' && search ? search : undefined, {
        limit: ctx.page.page_size,
        offset: (ctx.page.page - 1) * ctx.page.page_size,
      });
      return { data: r.rows, total: r.total };
    },
    { query: ontologyNodeQuerySchema },
  );

  registerEndpoint(
    app,
    E.ontologyNode,
    async (ctx) => (await findNodeOption(db, ctx.id())) ?? Promise.reject(notFound()),
  );

  registerEndpoint(
    app,
    E.createOntologyNode,
    async (ctx) => {
      const by = ctx.requireUser().id;
      const id = await db.transaction(async (tx: Db) => {
        await lockOntology(tx);
        const graph = await readGraph(tx);
        const parentId = ctx.body.parent_id ?? graph.root_id;
        const problems = await nodeProblems(tx, ctx.body, null);
        if (!graph.nodes.some((n) => n.id === parentId))
          problems.parent_id = ['validation.reference_missing'];
        if (Object.keys(problems).length) throw validationFailed(problems);
        return insertNode(tx, ctx.body, parentId, by);
      });
      return found(id);
    },
    { body: ontologyNodeSchema, message: 'ontology.success.node_created' },
  );

  registerEndpoint(
    app,
    E.updateOntologyNode,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx: Db) => {
        await lockOntology(tx);
        if (!(await findNode(tx, id))) throw notFound();
        const problems = await nodeProblems(tx, ctx.body, id);
        if (Object.keys(problems).length) throw validationFailed(problems);
        await updateNode(tx, id, ctx.body, ctx.requireUser().id);
      });
      return found(id);
    },
    { body: ontologyNodeSchema, message: 'ontology.success.node_updated' },
  );

  registerEndpoint(
    app,
    E.moveOntologyNode,
    async (ctx) => {
      const id = ctx.id();
      const parentId = ctx.body.parent_id;
      await db.transaction(async (tx: Db) => {
        await lockOntology(tx);
        const graph = await readGraph(tx);
        const node = graph.nodes.find((n) => n.id === id);
        if (!node) throw notFound();
        if (node.parent_id === null) throw refused('parent_id', ERR.rootNotDraggable);
        if (!graph.nodes.some((n) => n.id === parentId)) throw missing('parent_id');
        const why = moveRefusal(graph, id, parentId);
        if (why) throw refused('parent_id', why);
        await setParent(tx, id, parentId, ctx.requireUser().id);
      });
      return found(id);
    },
    { body: ontologyMoveSchema, message: 'ontology.success.node_moved' },
  );

  registerEndpoint(
    app,
    E.deleteOntologyNode,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx: Db) => {
        await lockOntology(tx);
        const node = await findNode(tx, id);
        if (!node) throw notFound();
        if (node.parent_id === null) throw new HttpError(409, ERR.rootNotDeletable);
        await deleteNode(tx, id, node.parent_id);
      });
      return null;
    },
    { message: 'ontology.success.node_deleted' },
  );

  registerEndpoint(
    app,
    E.createOntologyRelation,
    async (ctx) => {
      const body = ctx.body;
      return db.transaction(async (tx: Db) => {
        await lockOntology(tx);
        const graph = await readGraph(tx);
        if (!graph.nodes.some((n) => n.id === body.source_id)) throw missing('source_id');
        if (!graph.nodes.some((n) => n.id === body.target_id)) throw missing('target_id');
        const why = relationRefusal(graph, body);
        if (why) throw refused('target_id', why);
        return insertRelation(tx, body, ctx.requireUser().id);
      });
    },
    { body: ontologyRelationSchema, message: 'ontology.success.relation_created' },
  );

  registerEndpoint(
    app,
    E.deleteOntologyRelation,
    async (ctx) => {
      if (!(await deleteRelation(db, ctx.id()))) throw notFound();
      return null;
    },
    { message: 'ontology.success.relation_deleted' },
  );
}
