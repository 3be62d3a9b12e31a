import {
  EMPLOYMENT_TYPE,
  JOB_GENDER_PREFERENCE,
  JOB_LEVEL,
  JOB_PLACE_TYPE,
  JOB_WIZARD_STEPS,
  JOB_WORKPLACE,
  type JobPost,
  type JobWizardStep,
  LUNCH_FACILITIES,
  RESUME_RECEIVING_OPTION,
  SALARY_DISPLAY,
  SALARY_REVIEW,
  SALARY_TYPE,
} from '@platform/contract';
import type { ResourceName } from '@platform/resources';
import { optionsOf } from '@platform/ui';
import { JOB_STEP_SCHEMAS, noMatchingCriteria } from '@platform/validation';
import type { AnyObject, ObjectSchema } from 'yup';

/*
 * The posting wizard as data (spec §2: primary info, more info, candidate requirement, company info visibility,
 * matching criteria, contact info, then preview and complete). One step component draws every saved step from these
 * definitions with the step's shared schema (the gateway validates the same body with it).
 */

export interface ChoiceOption {
  value: string | number;
  labelId: string;
}

/** Shows a field only while another field of the step has a value the test accepts. */
export interface ShowIf {
  field: string;
  is: (value: unknown) => boolean;
}

interface Base {
  name: string;
  required?: boolean;
  showIf?: ShowIf;
  helperId?: string;
  /** Half a row on wide screens (pairs such as minimum / maximum). */
  half?: boolean;
}

export type WizardField =
  | { kind: 'section'; name: string; labelId: string; showIf?: ShowIf }
  | (Base & { kind: 'text'; type?: 'text' | 'email' | 'tel'; multiline?: boolean })
  | (Base & { kind: 'number' })
  | (Base & { kind: 'date' })
  | (Base & { kind: 'switch' })
  | (Base & { kind: 'select'; options: ChoiceOption[]; allowEmpty?: boolean })
  | (Base & { kind: 'choices'; options: ChoiceOption[] })
  /** One choice of a fixed list, or none (`noneLabelId`), kept as a list of at most one (the wire's shape). */
  | (Base & { kind: 'one'; options: ChoiceOption[]; noneLabelId: string })
  | (Base & {
      kind: 'lookup';
      lookup: ResourceName;
      multiple?: boolean;
      parent?: { field: string; filter: string };
    })
  | (Base & { kind: 'list' })
  | (Base & { kind: 'locations' })
  | (Base & { kind: 'criteria' });

export interface WizardStepDef {
  key: JobWizardStep;
  schema: ObjectSchema<AnyObject>;
  fields: WizardField[];
}

/** Catalogue id of a field's label. */
export const fieldLabelId = (name: string) => `recruiter_jobs.field.${name}`;

const section = (name: string, showIf?: ShowIf): WizardField => ({
  kind: 'section',
  name,
  labelId: `recruiter_jobs.section.${name}`,
  showIf,
});

/**
 * A text asked in Bengali (`name`) and English (`name_en`): either language is enough (issue 12 defect 12), the
 * first field's hint says so and each label says which one it is.
 */
const eitherLanguage = (name: string, more: { multiline?: boolean; showIf?: ShowIf } = {}): WizardField[] => [
  { kind: 'text', name, helperId: 'recruiter_jobs.hint.either_language', ...more },
  { kind: 'text', name: `${name}_en`, ...more },
];
const isFalse = (v: unknown) => v === false;
const isTrue = (v: unknown) => v === true;
const equals = (expected: unknown) => (v: unknown) => v === expected;

export const EMPLOYMENT_TYPE_OPTIONS = optionsOf(EMPLOYMENT_TYPE, 'recruiter_jobs.employment_type');
export const JOB_LEVEL_OPTIONS = optionsOf(JOB_LEVEL, 'recruiter_jobs.job_level');
export const WORKPLACE_OPTIONS = optionsOf(JOB_WORKPLACE, 'recruiter_jobs.workplace');
export const GENDER_OPTIONS = optionsOf(JOB_GENDER_PREFERENCE, 'recruiter_jobs.gender');

const schema = (step: JobWizardStep) => JOB_STEP_SCHEMAS[step] as unknown as ObjectSchema<AnyObject>;

export const WIZARD_STEPS: WizardStepDef[] = [
  {
    key: 'primary_info',
    schema: schema('primary_info'),
    fields: [
      section('vacancy'),
      ...eitherLanguage('job_title'),
      { kind: 'switch', name: 'is_number_of_vacancy_na' },
      {
        kind: 'number',
        name: 'no_of_vacancies',
        required: true,
        showIf: { field: 'is_number_of_vacancy_na', is: isFalse },
      },
      { kind: 'lookup', name: 'job_sector_id', lookup: 'job_sectors', required: true, half: true },
      {
        kind: 'lookup',
        name: 'occupation_id',
        lookup: 'occupations',
        required: true,
        half: true,
        parent: { field: 'job_sector_id', filter: 'job_sector_id' },
      },
      {
        kind: 'choices',
        name: 'employment_types',
        options: EMPLOYMENT_TYPE_OPTIONS,
        required: true,
        helperId: 'recruiter_jobs.hint.choose_some',
      },
      // the rules show before they are broken (issue 12 defect 10)
      {
        kind: 'date',
        name: 'published_at',
        required: true,
        half: true,
        helperId: 'recruiter_jobs.hint.published_at',
      },
      {
        kind: 'date',
        name: 'application_deadline',
        required: true,
        half: true,
        helperId: 'recruiter_jobs.hint.application_deadline',
      },
      section('application'),
      { kind: 'switch', name: 'is_apply_online' },
      {
        kind: 'select',
        name: 'resume_receiving_option',
        options: optionsOf(RESUME_RECEIVING_OPTION, 'recruiter_jobs.resume_option'),
        allowEmpty: true,
        required: true,
        showIf: { field: 'is_apply_online', is: isFalse },
      },
      {
        kind: 'text',
        name: 'email',
        type: 'email',
        required: true,
        showIf: { field: 'resume_receiving_option', is: equals(RESUME_RECEIVING_OPTION.EMAIL) },
      },
      {
        kind: 'switch',
        name: 'is_use_platform_mail_system',
        showIf: { field: 'resume_receiving_option', is: equals(RESUME_RECEIVING_OPTION.EMAIL) },
      },
      {
        kind: 'text',
        name: 'instruction_for_hard_copy',
        multiline: true,
        required: true,
        showIf: { field: 'resume_receiving_option', is: equals(RESUME_RECEIVING_OPTION.HARD_COPY) },
      },
      {
        kind: 'text',
        name: 'instruction_for_walk_in_interview',
        multiline: true,
        required: true,
        showIf: { field: 'resume_receiving_option', is: equals(RESUME_RECEIVING_OPTION.WALK_IN_INTERVIEW) },
      },
      { kind: 'text', name: 'special_instruction_for_job_seekers', multiline: true },
      { kind: 'switch', name: 'is_photograph_enclose_with_resume' },
      { kind: 'switch', name: 'is_prefer_video_resume' },
    ],
  },
  {
    key: 'more_info',
    schema: schema('more_info'),
    fields: [
      section('job'),
      ...eitherLanguage('job_responsibilities', { multiline: true }),
      { kind: 'text', name: 'job_context', multiline: true },
      { kind: 'text', name: 'job_context_en', multiline: true },
      {
        kind: 'select',
        name: 'job_place_type',
        options: optionsOf(JOB_PLACE_TYPE, 'recruiter_jobs.place_type'),
        required: true,
      },
      {
        kind: 'choices',
        name: 'job_levels',
        options: JOB_LEVEL_OPTIONS,
        required: true,
        helperId: 'recruiter_jobs.hint.choose_some',
      },
      {
        kind: 'choices',
        name: 'workplaces',
        options: WORKPLACE_OPTIONS,
        required: true,
        helperId: 'recruiter_jobs.hint.choose_some',
      },
      section('locations'),
      { kind: 'locations', name: 'locations', required: true },
      section('salary'),
      {
        kind: 'select',
        name: 'salary_type',
        options: optionsOf(SALARY_TYPE, 'recruiter_jobs.salary_type'),
        allowEmpty: true,
      },
      {
        kind: 'select',
        name: 'salary_display',
        options: optionsOf(SALARY_DISPLAY, 'jobs.salary_display'),
        required: true,
      },
      {
        kind: 'number',
        name: 'salary_min',
        half: true,
        showIf: { field: 'salary_display', is: equals(SALARY_DISPLAY.SHOW_SALARY) },
        required: true,
      },
      {
        kind: 'number',
        name: 'salary_max',
        half: true,
        helperId: 'recruiter_jobs.hint.salary_max',
        showIf: { field: 'salary_display', is: equals(SALARY_DISPLAY.SHOW_SALARY) },
        required: true,
      },
      { kind: 'text', name: 'additional_salary_info', multiline: true },
      { kind: 'switch', name: 'is_other_benefits' },
      {
        kind: 'text',
        name: 'other_benefits',
        multiline: true,
        showIf: { field: 'is_other_benefits', is: isTrue },
      },
      {
        kind: 'select',
        name: 'lunch_facilities',
        options: optionsOf(LUNCH_FACILITIES, 'recruiter_jobs.lunch'),
        allowEmpty: true,
        half: true,
      },
      {
        kind: 'select',
        name: 'salary_review',
        options: optionsOf(SALARY_REVIEW, 'recruiter_jobs.salary_review'),
        allowEmpty: true,
        half: true,
      },
      { kind: 'number', name: 'festival_bonus' },
    ],
  },
  {
    key: 'candidate_requirement',
    schema: schema('candidate_requirement'),
    fields: [
      section('education'),
      { kind: 'text', name: 'education_requirements', multiline: true },
      { kind: 'text', name: 'other_educational_qualification' },
      { kind: 'list', name: 'trainings', helperId: 'recruiter_jobs.field.list_helper' },
      { kind: 'list', name: 'professional_certifications', helperId: 'recruiter_jobs.field.list_helper' },
      section('experience'),
      { kind: 'switch', name: 'is_experience_needed' },
      { kind: 'switch', name: 'is_freshers_encouraged' },
      { kind: 'number', name: 'min_experience', half: true },
      { kind: 'number', name: 'max_experience', half: true, helperId: 'recruiter_jobs.hint.max_experience' },
      section('candidate'),
      { kind: 'number', name: 'min_age', half: true },
      { kind: 'number', name: 'max_age', half: true, helperId: 'recruiter_jobs.hint.max_age' },
      {
        kind: 'one',
        name: 'genders',
        options: GENDER_OPTIONS,
        noneLabelId: 'recruiter_jobs.gender.any',
        helperId: 'recruiter_jobs.field.genders_helper',
      },
      { kind: 'lookup', name: 'skill_ids', lookup: 'skills', multiple: true },
      { kind: 'switch', name: 'person_with_disability' },
      { kind: 'switch', name: 'preferred_retired_army_officer' },
      { kind: 'text', name: 'additional_requirements', multiline: true },
    ],
  },
  {
    key: 'company_info_visibility',
    schema: schema('company_info_visibility'),
    fields: [
      section('company'),
      { kind: 'switch', name: 'is_company_name_visible' },
      ...eitherLanguage('company_name', { showIf: { field: 'is_company_name_visible', is: isFalse } }),
      { kind: 'switch', name: 'is_company_address_visible' },
      { kind: 'text', name: 'company_address', showIf: { field: 'is_company_address_visible', is: isTrue } },
      { kind: 'switch', name: 'is_company_business_visible' },
      {
        kind: 'text',
        name: 'company_business',
        showIf: { field: 'is_company_business_visible', is: isTrue },
      },
    ],
  },
  {
    key: 'matching_criteria',
    schema: schema('matching_criteria'),
    fields: [
      section('criteria'),
      { kind: 'criteria', name: 'criteria', helperId: 'recruiter_jobs.field.criteria_helper' },
    ],
  },
  {
    key: 'contact_info',
    schema: schema('contact_info'),
    fields: [
      section('contact'),
      ...eitherLanguage('contact_name'),
      { kind: 'text', name: 'contact_designation' },
      {
        kind: 'text',
        name: 'contact_mobile',
        type: 'tel',
        required: true,
        half: true,
        helperId: 'recruiter_jobs.hint.mobile',
      },
      { kind: 'text', name: 'contact_phone', type: 'tel', half: true },
      { kind: 'text', name: 'contact_email', type: 'email' },
    ],
  },
];

/**
 * The wizard's screens: the six saved steps, then preview and complete (spec §2). Only the six are counted ("Step 3 of
 * 6", as the job list's "3 of 6 steps saved"): the preview and the confirmation are no steps to save.
 */
export const WIZARD_SCREENS = [...JOB_WIZARD_STEPS, 'preview', 'complete'] as const;
export type WizardScreen = (typeof WIZARD_SCREENS)[number];

export function isWizardScreen(value: string | null): value is WizardScreen {
  return value !== null && (WIZARD_SCREENS as readonly string[]).includes(value);
}

export function stepDef(key: JobWizardStep): WizardStepDef {
  const def = WIZARD_STEPS.find((s) => s.key === key);
  if (!def) throw new Error(`unknown wizard step ${key}`);
  return def;
}

/** Today in Asia/Dhaka as `YYYY-MM-DD` (the gateway's "today" for the published date). */
export function todayInDhaka(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** What a new job starts with (step 1 of /jobs/create). */
function newJobValues(): Record<string, unknown> {
  return {
    is_number_of_vacancy_na: false,
    employment_types: [],
    published_at: todayInDhaka(),
    is_apply_online: true,
    resume_receiving_option: null,
    is_use_platform_mail_system: false,
    is_photograph_enclose_with_resume: false,
    is_prefer_video_resume: false,
    job_levels: [],
    workplaces: [],
    locations: [{ loc_division_id: null, loc_district_id: null, loc_upazila_id: null }],
    salary_display: SALARY_DISPLAY.SHOW_SALARY,
    job_place_type: JOB_PLACE_TYPE.INSIDE_BANGLADESH,
    is_other_benefits: false,
    trainings: [],
    professional_certifications: [],
    is_experience_needed: false,
    is_freshers_encouraged: false,
    genders: [],
    skill_ids: [],
    person_with_disability: false,
    preferred_retired_army_officer: false,
    is_company_name_visible: true,
    is_company_address_visible: true,
    is_company_business_visible: true,
    criteria: noMatchingCriteria(),
  };
}

/** The stored post (or a new one) as the default values of one step's form: text fields never null. */
export function stepValues(def: WizardStepDef, job: JobPost | undefined): Record<string, unknown> {
  const fresh = newJobValues();
  const stored: Record<string, unknown> = job
    ? {
        ...job,
        skill_ids: job.skills.map((s) => s.id),
        locations: job.locations.length
          ? job.locations.map((l) => ({
              loc_division_id: l.loc_division_id,
              loc_district_id: l.loc_district_id,
              loc_upazila_id: l.loc_upazila_id,
            }))
          : fresh.locations,
      }
    : {};
  const values: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (field.kind === 'section') continue;
    const value = stored[field.name] ?? fresh[field.name] ?? null;
    if (field.kind === 'date') values[field.name] = typeof value === 'string' ? value.slice(0, 10) : '';
    else if (field.kind === 'text') values[field.name] = value ?? '';
    else if (field.kind === 'criteria')
      values[field.name] = { ...noMatchingCriteria(), ...(value as object) };
    else values[field.name] = value;
  }
  return values;
}

/** The screen a job opens on: the first step not saved yet, or the preview when every step is. */
export function resumeScreen(job: JobPost | undefined): WizardScreen {
  if (!job) return 'primary_info';
  return job.completed_steps >= JOB_WIZARD_STEPS.length
    ? 'preview'
    : (JOB_WIZARD_STEPS[job.completed_steps] ?? 'primary_info');
}
