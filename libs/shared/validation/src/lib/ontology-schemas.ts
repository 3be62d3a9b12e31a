import { object, type ObjectSchema } from 'yup';
import {
  ONTOLOGY_LIMITS as L,
  ONTOLOGY_RELATION_TYPES,
  type OntologyMoveBody,
  type OntologyNodeBody,
  type OntologyNodeQuery,
  type OntologyRelationBody,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { blankToNull, integer, REQUIRED, requiredText, status, text } from './rules';

/* The ontology (issue 17 item 6, ADR 0098): the admin's node, move and relation forms and the gateway check the same. */

const reference = () => integer().required(REQUIRED).positive(msg(V.referenceMissing));
const optionalReference = () =>
  integer()
    .transform(blankToNull)
    .nullable()
    .positive(msg(V.referenceMissing))
    .max(Number.MAX_SAFE_INTEGER, msg(V.referenceMissing));

/** A node: labels and names in Bengali (required) and English; the parent (creation only); one concept at most. */
export const ontologyNodeSchema: ObjectSchema<OntologyNodeBody> = object({
  label: requiredText(L.label),
  label_en: text(L.label).transform(blankToNull).nullable(),
  name: requiredText(L.name),
  name_en: text(L.name).transform(blankToNull).nullable(),
  parent_id: optionalReference(),
  skill_id: optionalReference(),
  occupation_id: optionalReference(),
  job_sector_id: optionalReference(),
});

/** Re-parenting: the new parent. */
export const ontologyMoveSchema: ObjectSchema<OntologyMoveBody> = object({
  parent_id: reference(),
});

/** A typed relation from one node to another. */
export const ontologyRelationSchema: ObjectSchema<OntologyRelationBody> = object({
  source_id: reference(),
  target_id: reference(),
  relation_type: status(ONTOLOGY_RELATION_TYPES),
});

/** The nodes lookup's query. */
export const ontologyNodeQuerySchema = object({
  search: text(L.search),
}) as unknown as ObjectSchema<Omit<OntologyNodeQuery, 'page' | 'page_size'>>;
