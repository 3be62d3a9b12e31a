import type { Db } from '../../db/client';

/*
 * Skill matching widened with the ontology (ADR 0098), one level deep: a required skill is met by itself, by a skill
 * one level narrower (a child of its node in the tree, or the target of a `narrower` relation from it) and by a
 * `related` skill (either direction). Only nodes standing for skills count. Recommended jobs (the job's skills are
 * required, the youth's held) and the CV-bank skill search (the searched skills are required) both read this.
 */

/** Pairs (required skill, a skill that meets it) the ontology adds. */
const MEETS = `
  with k as (select id, parent_id, skill_id from ontology_nodes where skill_id is not null),
  pairs as (
    select p.skill_id as required, c.skill_id as meets from k c join k p on p.id = c.parent_id
    union
    select s.skill_id, t.skill_id from ontology_relations r join k s on s.id = r.source_id join k t on t.id = r.target_id
     where r.relation_type in ('narrower', 'related')
    union
    select t.skill_id, s.skill_id from ontology_relations r join k s on s.id = r.source_id join k t on t.id = r.target_id
     where r.relation_type = 'related'
  )`;

const unique = (ids: Iterable<number>) => [...new Set([...ids].map(Number))];

/** The skills meeting each required skill (the skill itself first). */
export async function skillsMeeting(db: Db, required: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(required.map((id) => [id, [id]]));
  if (!required.length) return out;
  const r = await db.query<{ required: number; meets: number }>(
    `${MEETS} select required, meets from pairs where required = any($1::bigint[]) order by required, meets`,
    [required],
  );
  for (const row of r.rows) {
    const list = out.get(Number(row.required));
    if (list && !list.includes(Number(row.meets))) list.push(Number(row.meets));
  }
  return out;
}

/** The skills a holder of `held` meets: the held ones and those they meet one level up or across. */
export async function skillsMetBy(db: Db, held: readonly number[]): Promise<number[]> {
  if (!held.length) return [];
  const r = await db.query<{ required: number }>(
    `${MEETS} select distinct required from pairs where meets = any($1::bigint[])`,
    [held],
  );
  return unique([...held, ...r.rows.map((row) => row.required)]);
}
