import type { FieldErrors, YouthItemSection } from '@platform/contract';
import {
  msg,
  serializeMessage,
  VALIDATION_MESSAGES as V,
  youthItemSchemas,
  type ProfileValidationContext,
} from '@platform/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Db } from '../../db/client';
import { belongsTo, educationResultRule } from './items';

/*
 * The owned item sections of the youth profile as data: table, schema, looked-up references, file columns and
 * extra rules. One generic SQL layer (items.ts) and one generic route module (item-routes.ts) serve all thirteen.
 * Every statement that reads or changes an item carries "youth_id = <caller>": an item of another youth is
 * invisible — reading, changing or deleting it answers 404 and touches nothing.
 */

/** A column that points at a lookup table of 004: checked to exist on write, answered with its titles. */
interface Reference {
  column: string;
  table: string;
  /** Name of the `{ title, title_en }` object in the answer. */
  as: string;
}

export interface OwnedSection {
  table: string;
  schema: ObjectSchema<AnyObject>;
  /** SQL of `order by` over the alias `t`. */
  order: string;
  references?: Reference[];
  /** Columns holding an uploaded file's id: the file must be one of the caller's own uploads. */
  files?: string[];
  /** The column a unique (youth_id, column) index guards: a duplicate is 'Already exists' on it. */
  unique?: string;
  /** Extra answer fields (a jsonb object over `t` and the reference aliases `r_<as>`). */
  extra?: string;
  /** Validation context read from the database (e.g. which education result asks for a CGPA). */
  context?: (db: Db, body: Record<string, unknown>) => Promise<ProfileValidationContext>;
  /** Rules across references (a district inside its division, a degree of its level). */
  check?: (db: Db, value: Record<string, unknown>) => Promise<FieldErrors | null>;
}

const ref = (column: string, table: string, as: string): Reference => ({ column, table, as });

const oneOf = () => [serializeMessage(msg(V.oneOf))];

export const OWNED_SECTIONS: Record<YouthItemSection, OwnedSection> = {
  addresses: {
    table: 'youth_addresses',
    schema: youthItemSchemas.addresses,
    order: 't.address_type, t.id',
    references: [
      ref('loc_division_id', 'divisions', 'division'),
      ref('loc_district_id', 'districts', 'district'),
      ref('loc_upazila_id', 'upazilas', 'upazila'),
    ],
    async check(db, v) {
      const errors: FieldErrors = {};
      if (!(await belongsTo(db, 'districts', v.loc_district_id, 'division_id', v.loc_division_id)))
        errors.loc_district_id = oneOf();
      if (!(await belongsTo(db, 'upazilas', v.loc_upazila_id, 'district_id', v.loc_district_id)))
        errors.loc_upazila_id = oneOf();
      return Object.keys(errors).length ? errors : null;
    },
  },
  guardians: {
    table: 'youth_guardians',
    schema: youthItemSchemas.guardians,
    order: 't.relationship_type, t.id',
  },
  educations: {
    table: 'youth_educations',
    schema: youthItemSchemas.educations,
    order: 'coalesce(t.year_of_passing, t.expected_year_of_passing) desc nulls first, t.id desc',
    references: [
      ref('education_level_id', 'education_levels', 'education_level'),
      ref('exam_degree_id', 'exam_degrees', 'exam_degree'),
      ref('edu_group_id', 'education_groups', 'edu_group'),
      ref('edu_board_id', 'education_boards', 'edu_board'),
      ref('result_id', 'education_results', 'result'),
      ref('foreign_institute_country_id', 'countries', 'foreign_institute_country'),
    ],
    async context(db, body) {
      const id = Number(body.result_id);
      if (!Number.isInteger(id) || id <= 0) return {};
      const rule = await educationResultRule(db, id);
      return rule ? { results: { [id]: rule } } : {};
    },
    async check(db, v) {
      return (await belongsTo(
        db,
        'exam_degrees',
        v.exam_degree_id,
        'education_level_id',
        v.education_level_id,
      ))
        ? null
        : { exam_degree_id: oneOf() };
    },
  },
  experiences: {
    table: 'youth_experiences',
    schema: youthItemSchemas.experiences,
    order: 't.is_currently_working desc, t.start_date desc, t.id desc',
  },
  skills: {
    table: 'youth_skills',
    schema: youthItemSchemas.skills,
    order: 'r_skill.skill_type, t.id',
    references: [ref('skill_id', 'skills', 'skill')],
    unique: 'skill_id',
    extra: `jsonb_build_object('skill_type', r_skill.skill_type)`,
  },
  languages: {
    table: 'youth_languages',
    schema: youthItemSchemas.languages,
    order: 't.id',
    unique: 'language_code',
  },
  certifications: {
    table: 'youth_certifications',
    schema: youthItemSchemas.certifications,
    order: 't.start_date desc nulls last, t.id desc',
    files: ['certificate_file_id'],
  },
  portfolios: {
    table: 'youth_portfolios',
    schema: youthItemSchemas.portfolios,
    order: 't.id',
    files: ['file_id'],
  },
  projects: {
    table: 'youth_projects',
    schema: youthItemSchemas.projects,
    order: 't.start_date desc nulls last, t.id desc',
  },
  publications: {
    table: 'youth_publications',
    schema: youthItemSchemas.publications,
    order: 't.published_date desc nulls last, t.id desc',
  },
  references: { table: 'youth_references', schema: youthItemSchemas.references, order: 't.id' },
  social_profiles: {
    table: 'youth_social_profiles',
    schema: youthItemSchemas.social_profiles,
    order: 't.id',
  },
  others: { table: 'youth_others', schema: youthItemSchemas.others, order: 't.id' },
};
