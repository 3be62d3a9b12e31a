import { type FieldErrors, JOB_WIZARD_STEPS, type JobPost, type JobWizardStep } from '@platform/contract';
import {
  JOB_STEP_SCHEMAS,
  serializeMessage,
  VALIDATION_MESSAGES as V,
  validateBody,
} from '@platform/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import type { Db } from '../../db/client';
import { badLocations, missingIds, occupationSector } from './references';

/*
 * One wizard step's body: the shared schema (the recruiter portal's form runs the same one), then what only the
 * database knows — the sector and its occupation, the division / district / upazila chain, the skills.
 */

export const stepNumberOf = (step: JobWizardStep) => JOB_WIZARD_STEPS.indexOf(step) + 1;

async function referenceErrors(
  db: Db,
  step: JobWizardStep,
  value: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (step === 'primary_info') {
    const sector = Number(value.job_sector_id);
    if ((await missingIds(db, 'job_sectors', [sector])).length) errors.job_sector_id = [V.referenceMissing];
    else if ((await occupationSector(db, Number(value.occupation_id))) !== sector)
      errors.occupation_id = [V.referenceMissing];
  }
  if (step === 'more_info') {
    const locations = (value.locations ?? []) as { loc_division_id: number }[];
    for (const bad of await badLocations(db, locations))
      errors[`locations[${bad.index}].${bad.field}`] = [V.referenceMissing];
  }
  if (step === 'candidate_requirement') {
    const ids = (value.skill_ids ?? []) as number[];
    for (const id of await missingIds(db, 'skills', ids))
      errors[`skill_ids[${ids.indexOf(id)}]`] = [V.referenceMissing];
  }
  return errors;
}

export type StepResult = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** The shared schema of one wizard step's body (also what the OpenAPI document describes). */
export const stepSchema = (step: JobWizardStep) =>
  JOB_STEP_SCHEMAS[step] as unknown as ObjectSchema<AnyObject>;

export async function validateStep(
  db: Db,
  step: JobWizardStep,
  body: unknown,
  now: Date,
): Promise<StepResult> {
  const result = await validateBody(stepSchema(step), body ?? {}, { now });
  if (!result.ok) return result;
  const value = result.value as Record<string, unknown>;
  const errors = await referenceErrors(db, step, value);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** A stored post as the body of one of its steps (nulls left out, child lists as the form sends them). */
export function stepBodyOf(job: JobPost): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(job)) if (value !== null) body[key] = value;
  body.skill_ids = job.skills.map((s) => s.id);
  body.locations = job.locations.map((l) => ({
    loc_division_id: l.loc_division_id,
    loc_district_id: l.loc_district_id,
    loc_upazila_id: l.loc_upazila_id,
  }));
  return body;
}

/**
 * Every step of a stored post checked again (at submission: a deadline chosen days ago may have passed). Errors are
 * keyed by field, as the step forms show them; `step` names the first step that failed.
 */
export async function validateWholeJob(db: Db, job: JobPost, now: Date): Promise<FieldErrors | null> {
  const body = stepBodyOf(job);
  for (const step of JOB_WIZARD_STEPS) {
    const result = await validateStep(db, step, body, now);
    if (!result.ok) return { step: [serializeMessage(`jobs.step.${step}`)], ...result.errors };
  }
  return null;
}
