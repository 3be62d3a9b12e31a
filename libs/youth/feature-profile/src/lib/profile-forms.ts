import {
  CV_TEMPLATE,
  FREEDOM_FIGHTER_STATUS,
  GENDER,
  IDENTITY_TYPE,
  JOB_LEVEL,
  JOB_TYPE,
  JOB_WORKPLACE,
  MARITAL_STATUS,
  PHYSICAL_DISABILITY,
  RELIGION,
} from '@platform/contract';
import { type FieldSpec, enumOptions } from './profile-fields';

/** The personal info form of /profile-edit (`personalInfoSchema`). */
export const PERSONAL_INFO_FIELDS: FieldSpec[] = [
  { kind: 'text', name: 'full_name', required: true },
  { kind: 'text', name: 'full_name_en' },
  {
    kind: 'select',
    name: 'gender',
    required: true,
    options: Object.values(GENDER).map((value) => ({ value, labelId: `registration.gender.${value}` })),
  },
  { kind: 'date', name: 'date_of_birth' },
  { kind: 'select', name: 'religion', options: enumOptions('religion', RELIGION) },
  { kind: 'select', name: 'marital_status', options: enumOptions('marital_status', MARITAL_STATUS) },
  { kind: 'lookup', name: 'nationality_country_id', lookup: 'countries' },
  {
    kind: 'select',
    name: 'freedom_fighter_status',
    options: enumOptions('freedom_fighter_status', FREEDOM_FIGHTER_STATUS),
  },
  { kind: 'select', name: 'identity_number_type', options: enumOptions('identity_type', IDENTITY_TYPE) },
  { kind: 'text', name: 'identity_number' },
  { kind: 'switch', name: 'physical_disability_status', wide: true },
  {
    kind: 'choices',
    name: 'physical_disabilities',
    options: enumOptions('physical_disability', PHYSICAL_DISABILITY),
    when: { field: 'physical_disability_status', is: true },
  },
  { kind: 'switch', name: 'does_belong_to_ethnic_group' },
  { kind: 'text', name: 'ethnic_group', when: { field: 'does_belong_to_ethnic_group', is: true } },
  { kind: 'multiline', name: 'bio' },
  { kind: 'multiline', name: 'bio_en' },
  { kind: 'select', name: 'cv_template', options: enumOptions('cv_template', CV_TEMPLATE) },
];

/** The job preference form of /profile-edit (`jobPreferencesSchema`). */
export const JOB_PREFERENCE_FIELDS: FieldSpec[] = [
  { kind: 'select', name: 'job_level', options: enumOptions('job_level', JOB_LEVEL) },
  { kind: 'number', name: 'expected_salary' },
  { kind: 'choices', name: 'job_types', options: enumOptions('job_type', JOB_TYPE) },
  { kind: 'choices', name: 'workplaces', options: enumOptions('workplace', JOB_WORKPLACE) },
];
