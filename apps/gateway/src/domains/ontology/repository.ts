import type {
  OntologyConcept,
  OntologyGraph,
  OntologyNode,
  OntologyNodeBody,
  OntologyNodeOption,
  OntologyRelation,
  OntologyRelationBody,
  OntologyRelationType,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

/* The ontology's SQL (migration 051, ADR 0098). */

const NODE = `
  select n.id, n.parent_id, n.label, n.label_en, n.name, n.name_en,
         s.id as skill_id, s.title as skill_title, s.title_en as skill_title_en,
         o.id as occupation_id, o.title as occupation_title, o.title_en as occupation_title_en,
         j.id as job_sector_id, j.title as job_sector_title, j.title_en as job_sector_title_en
    from ontology_nodes n
    left join skills s on s.id = n.skill_id
    left join occupations o on o.id = n.occupation_id
    left join job_sectors j on j.id = n.job_sector_id`;

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const concept = (r: Row, kind: string): OntologyConcept | null =>
  r[`${kind}_id`] === null || r[`${kind}_id`] === undefined
    ? null
    : {
        id: Number(r[`${kind}_id`]),
        title: String(r[`${kind}_title`]),
        title_en: str(r[`${kind}_title_en`]),
      };

function nodeOf(r: Row): OntologyNode {
  return {
    id: Number(r.id),
    label: String(r.label),
    label_en: str(r.label_en),
    name: String(r.name),
    name_en: str(r.name_en),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    skill: concept(r, 'skill'),
    occupation: concept(r, 'occupation'),
    job_sector: concept(r, 'job_sector'),
  };
}

const relationOf = (r: Row): OntologyRelation => ({
  id: Number(r.id),
  source_id: Number(r.source_id),
  target_id: Number(r.target_id),
  relation_type: r.relation_type as OntologyRelationType,
});

/**
 * Serialises the ontology's writes: every change takes the root's row first, so two requests never both pass the
 * cycle check on a graph the other is changing.
 */
export async function lockOntology(tx: Db): Promise<void> {
  await tx.query('select id from ontology_nodes where parent_id is null for update');
}

export async function readGraph(db: Db): Promise<OntologyGraph> {
  const [nodes, relations] = await Promise.all([
    db.query<Row>(`${NODE} order by n.id`),
    db.query<Row>('select id, source_id, target_id, relation_type from ontology_relations order by id'),
  ]);
  const all = nodes.rows.map(nodeOf);
  return {
    root_id: all.find((n) => n.parent_id === null)?.id ?? 0,
    nodes: all,
    relations: relations.rows.map(relationOf),
  };
}

export async function findNode(db: Db, id: number): Promise<OntologyNode | null> {
  const r = await db.query<Row>(`${NODE} where n.id = $1`, [id]);
  return r.rows[0] ? nodeOf(r.rows[0]) : null;
}

/** The lookup: labels and names containing the text, in label order. */
export async function listNodeOptions(
  db: Db,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: OntologyNodeOption[]; total: number }> {
  const like = search ? likeContains(search) : null;
  const r = await db.query<OntologyNodeOption & { total: number }>(
    `select id::int as id, label as title, label_en as title_en, (count(*) over ())::int as total from ontology_nodes
      where $1::text is null or label ilike $1 or label_en ilike $1 or name ilike $1 or name_en ilike $1
      order by coalesce(label_en, label), id limit $2 offset $3`,
    [like, page.limit, page.offset],
  );
  return { rows: r.rows.map(({ total: _t, ...o }) => o), total: r.rows[0]?.total ?? 0 };
}

export async function findNodeOption(db: Db, id: number): Promise<OntologyNodeOption | null> {
  const r = await db.query<OntologyNodeOption>(
    'select id::int as id, label as title, label_en as title_en from ontology_nodes where id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

/** The field naming a reference record that does not exist, or a concept another node already stands for. */
export async function nodeProblems(
  db: Db,
  body: OntologyNodeBody,
  self: number | null,
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  const concepts = (['skill_id', 'occupation_id', 'job_sector_id'] as const).filter((k) => body[k] != null);
  if (concepts.length > 1) {
    for (const k of concepts) problems[k] = ['ontology.errors.one_concept'];
    return problems;
  }
  const tables = { skill_id: 'skills', occupation_id: 'occupations', job_sector_id: 'job_sectors' } as const;
  for (const k of concepts) {
    const exists = await db.query(`select 1 from ${tables[k]} where id = $1 and deleted_at is null`, [
      body[k],
    ]);
    if (!exists.rows.length) problems[k] = ['validation.reference_missing'];
    else {
      const taken = await db.query(
        `select 1 from ontology_nodes where ${k} = $1 and id is distinct from $2`,
        [body[k], self],
      );
      if (taken.rows.length) problems[k] = ['ontology.errors.concept_taken'];
    }
  }
  return problems;
}

const values = (b: OntologyNodeBody) => [
  b.label,
  b.label_en ?? null,
  b.name,
  b.name_en ?? null,
  b.skill_id ?? null,
  b.occupation_id ?? null,
  b.job_sector_id ?? null,
];

export async function insertNode(db: Db, b: OntologyNodeBody, parentId: number, by: number): Promise<number> {
  const r = await db.query<{ id: number }>(
    `insert into ontology_nodes (label, label_en, name, name_en, skill_id, occupation_id, job_sector_id, parent_id, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
    [...values(b), parentId, by],
  );
  return Number(r.rows[0]?.id);
}

export async function updateNode(db: Db, id: number, b: OntologyNodeBody, by: number): Promise<void> {
  await db.query(
    `update ontology_nodes set label = $1, label_en = $2, name = $3, name_en = $4, skill_id = $5, occupation_id = $6,
       job_sector_id = $7, updated_by = $8, updated_at = now() where id = $9`,
    [...values(b), by, id],
  );
}

export async function setParent(db: Db, id: number, parentId: number, by: number): Promise<void> {
  await db.query(
    'update ontology_nodes set parent_id = $1, updated_by = $2, updated_at = now() where id = $3',
    [parentId, by, id],
  );
}

/** Deletes a node; its children move to its parent, its relations go with it (cascade). */
export async function deleteNode(db: Db, id: number, parentId: number): Promise<void> {
  await db.query('update ontology_nodes set parent_id = $1 where parent_id = $2', [parentId, id]);
  await db.query('delete from ontology_nodes where id = $1', [id]);
}

export async function insertRelation(db: Db, b: OntologyRelationBody, by: number): Promise<OntologyRelation> {
  const r = await db.query<Row>(
    `insert into ontology_relations (source_id, target_id, relation_type, created_by) values ($1, $2, $3, $4)
     returning id, source_id, target_id, relation_type`,
    [b.source_id, b.target_id, b.relation_type, by],
  );
  return relationOf(r.rows[0] as Row);
}

export async function deleteRelation(db: Db, id: number): Promise<boolean> {
  const r = await db.query('delete from ontology_relations where id = $1 returning id', [id]);
  return r.rows.length > 0;
}
