import { array, boolean, type number, object, string, type ObjectSchema, type TestContext } from 'yup';
import {
  ADDRESS_TYPE,
  type AddToCvBody,
  type AreaOfAspirationBody,
  type AreaOfInterestBody,
  CV_TEMPLATE,
  EMPLOYMENT_TYPE,
  FREEDOM_FIGHTER_STATUS,
  GENDER,
  GUARDIAN_TYPE,
  IDENTITY_TYPE,
  JOB_LEVEL,
  JOB_TYPE,
  JOB_WORKPLACE,
  LANGUAGE_PROFICIENCY,
  MARITAL_STATUS,
  PHYSICAL_DISABILITY,
  PROFILE_LIST_MAX,
  RELIGION,
  SKILL_PROFICIENCY,
  SOCIAL_PLATFORM,
  SPEAKING_PROFICIENCY,
  YOUTH_DATA_SECTIONS,
  YOUTH_ITEM_SECTIONS,
  type YouthAddressBody,
  type YouthCertificationBody,
  type YouthCvBankBody,
  type YouthDataVisibilityBody,
  type YouthEducationBody,
  type YouthExperienceBody,
  type YouthGuardianBody,
  type YouthItemSection,
  type YouthJobPreferencesBody,
  type YouthLanguageBody,
  type YouthOtherBody,
  type YouthPersonalInfoBody,
  type YouthPortfolioBody,
  type YouthProjectBody,
  type YouthPublicationBody,
  type YouthReferenceBody,
  type YouthSkillBody,
  type YouthSkillSetBody,
  type YouthSocialProfileBody,
} from '@platform/contract';
import { today } from './dates';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { normalizeDigits, normalizeText } from './normalize';
import {
  arrayMaxMessage,
  atLeastOne,
  bnNumber,
  cgpa,
  cgpaScale,
  dateString,
  dobMinAge,
  email,
  endDate,
  integer,
  mobile,
  nid,
  REQUIRED,
  requiredText,
  startOnOrBeforeToday,
  text,
  url,
  year4,
} from './rules';

/*
 * Schemas of the youth profile (issue 5: /my-profile, /profile-edit). The profile forms and the gateway validate the
 * same bodies with them. Rules of spec §5: CGPA scale 4 or 5 and CGPA within the scale, four-digit years, end date
 * on or after the start date, NID format, 'at least one' lists; Bengali digits are read in every numeric input.
 *
 * Context (yup `context`, optional): `now` (a Date) pins "today"; `results` tells the education schema which result
 * asks for marks or a CGPA (the gateway reads it from education_results, the form from the public lookup).
 */

export const PROFILE_LIMITS = {
  name: 300,
  title: 300,
  shortText: 200,
  longText: 2000,
  zip: 10,
  fileId: 64,
  expectedSalaryMax: 10_000_000,
  durationYearsMax: 10,
} as const;

/** What the education schema needs to know of a result (education_results.is_marks_required / is_cgpa_required). */
export interface EducationResultRule {
  is_marks_required: boolean;
  is_cgpa_required: boolean;
}

export interface ProfileValidationContext {
  now?: Date;
  results?: Record<number, EducationResultRule>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

function contextOf(ctx: TestContext): ProfileValidationContext {
  return (ctx.options.context ?? {}) as ProfileValidationContext;
}

/** An id chosen from a lookup; empty input is none. */
const optionalRef = () => integer().transform(blankToNull).positive(msg(V.oneOf)).nullable();
const requiredRef = () => integer().positive(msg(V.oneOf)).required(REQUIRED);

/** One of a numeric enumeration (typed by its values). */
function numericChoice<T extends number>(values: readonly T[]) {
  return bnNumber().oneOf([...values], msg(V.oneOf)) as unknown as ReturnType<typeof number<T>>;
}
function textChoice<T extends string>(values: readonly T[]) {
  return string<T>().oneOf([...values], msg(V.oneOf));
}
const flag = () => boolean().typeError(msg(V.format));
const optionalDate = () => dateString().transform(blankToNull).nullable();
const fileId = () => text(PROFILE_LIMITS.fileId).transform(blankToNull).nullable();

// ---------------------------------------------------------------------------------------------------------------
// Personal info
// ---------------------------------------------------------------------------------------------------------------

const BIRTH_CERTIFICATE = /^\d{17}$/;
/** Bangladeshi passports: one or two letters and 7–8 digits (A01234567, BX0123456). */
const PASSPORT = /^[A-Z]{1,2}\d{7,8}$/;

/** Identity number, checked by the sibling `identity_number_type`: NID, birth certificate or passport. */
export function identityNumber(typeField = 'identity_number_type') {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string'
        ? normalizeDigits(normalizeText(value)).replace(/[\s-]/g, '').toUpperCase()
        : value,
    )
    .test({
      name: 'identity_number',
      test(value) {
        const type = Number((this.parent as Record<string, unknown>)[typeField]);
        if (isBlank(value))
          return (
            isBlank((this.parent as Record<string, unknown>)[typeField]) ||
            this.createError({ message: REQUIRED })
          );
        if (type === IDENTITY_TYPE.NID)
          return nid().isValidSync(value) || this.createError({ message: msg(V.nid) });
        if (type === IDENTITY_TYPE.BIRTH_CERTIFICATE)
          return BIRTH_CERTIFICATE.test(value) || this.createError({ message: msg(V.birthCertificate) });
        if (type === IDENTITY_TYPE.PASSPORT)
          return PASSPORT.test(value) || this.createError({ message: msg(V.passport) });
        return this.createError({ path: typeField, message: REQUIRED });
      },
    });
}

export const personalInfoSchema: ObjectSchema<YouthPersonalInfoBody> = object({
  full_name: requiredText(PROFILE_LIMITS.name),
  full_name_en: text(PROFILE_LIMITS.name),
  gender: numericChoice(Object.values(GENDER)).required(REQUIRED),
  date_of_birth: dobMinAge().transform(blankToNull).nullable(),
  religion: numericChoice(Object.values(RELIGION)).transform(blankToNull).nullable(),
  marital_status: numericChoice(Object.values(MARITAL_STATUS)).transform(blankToNull).nullable(),
  nationality_country_id: optionalRef(),
  identity_number_type: numericChoice(Object.values(IDENTITY_TYPE)).transform(blankToNull).nullable(),
  identity_number: identityNumber(),
  freedom_fighter_status: numericChoice(Object.values(FREEDOM_FIGHTER_STATUS))
    .transform(blankToNull)
    .nullable(),
  physical_disability_status: flag().default(false),
  physical_disabilities: array(numericChoice(Object.values(PHYSICAL_DISABILITY)).required(REQUIRED))
    .default([])
    .when('physical_disability_status', {
      is: true,
      then: () =>
        atLeastOne(
          'physical_disability',
          numericChoice(Object.values(PHYSICAL_DISABILITY)).required(REQUIRED),
        ),
      otherwise: (s) => s.transform(() => []),
    }),
  does_belong_to_ethnic_group: flag().default(false),
  ethnic_group: text(PROFILE_LIMITS.shortText),
  bio: text(PROFILE_LIMITS.longText),
  bio_en: text(PROFILE_LIMITS.longText),
  cv_template: textChoice(Object.values(CV_TEMPLATE)),
}) as ObjectSchema<YouthPersonalInfoBody>;

// ---------------------------------------------------------------------------------------------------------------
// Item sections
// ---------------------------------------------------------------------------------------------------------------

export const addressSchema: ObjectSchema<YouthAddressBody> = object({
  address_type: numericChoice(Object.values(ADDRESS_TYPE)).required(REQUIRED),
  loc_division_id: requiredRef(),
  loc_district_id: optionalRef(),
  loc_upazila_id: optionalRef(),
  village_or_area: text(PROFILE_LIMITS.shortText),
  house_n_road: text(PROFILE_LIMITS.shortText),
  zip_or_postal_code: string()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeDigits(normalizeText(value)) : value,
    )
    .matches(/^\d{4}$/, { message: msg(V.format), excludeEmptyString: true }),
});

export const guardianSchema: ObjectSchema<YouthGuardianBody> = object({
  name: requiredText(PROFILE_LIMITS.name),
  name_en: text(PROFILE_LIMITS.name),
  relationship_type: numericChoice(Object.values(GUARDIAN_TYPE)).required(REQUIRED),
  relationship_title: text(PROFILE_LIMITS.shortText).when('relationship_type', {
    is: GUARDIAN_TYPE.OTHER,
    then: (s) => s.required(REQUIRED),
  }),
  relationship_title_en: text(PROFILE_LIMITS.shortText),
  nid: nid(),
  mobile: mobile(),
  date_of_birth: optionalDate().test({
    name: 'start_on_or_before_today',
    message: msg(V.dobInvalid),
    test(value) {
      return isBlank(value) || String(value).slice(0, 10) <= today(contextOf(this).now ?? new Date());
    },
  }),
});

/** A year that is four digits and not after this year (+ `ahead` years for expected years). */
function year(ahead = 0) {
  return year4()
    .transform(blankToNull)
    .nullable()
    .test({
      name: 'max',
      test(value) {
        if (value === null || value === undefined || value < 1000 || value > 9999) return true;
        const max = Number(today(contextOf(this).now ?? new Date()).slice(0, 4)) + ahead;
        return value <= max || this.createError({ message: msg(V.max, { max }) });
      },
    });
}

function resultRule(ctx: TestContext): EducationResultRule | undefined {
  const resultId = Number((ctx.parent as Record<string, unknown>).result_id);
  return contextOf(ctx).results?.[resultId];
}

export const educationSchema: ObjectSchema<YouthEducationBody> = object({
  education_level_id: requiredRef(),
  exam_degree_id: optionalRef(),
  exam_degree_name: text(PROFILE_LIMITS.title),
  major_or_concentration: text(PROFILE_LIMITS.title),
  edu_group_id: optionalRef(),
  edu_board_id: optionalRef(),
  institute_name: requiredText(PROFILE_LIMITS.title),
  is_foreign_institute: flag().default(false),
  foreign_institute_country_id: optionalRef().when('is_foreign_institute', {
    is: true,
    then: (s) => s.required(REQUIRED),
    otherwise: (s) => s.transform(() => null),
  }),
  result_id: requiredRef(),
  marks_in_percentage: bnNumber()
    .transform(blankToNull)
    .nullable()
    .min(0, (p) => msg(V.min, { min: Number(p.min) }))
    .max(100, (p) => msg(V.max, { max: Number(p.max) }))
    .test({
      name: 'marks_required',
      message: REQUIRED,
      test(value) {
        return !isBlank(value) || !resultRule(this)?.is_marks_required;
      },
    }),
  cgpa_scale: cgpaScale()
    .transform(blankToNull)
    .nullable()
    .test({
      name: 'cgpa_scale_required',
      message: REQUIRED,
      test(value) {
        const parent = this.parent as Record<string, unknown>;
        return !isBlank(value) || (isBlank(parent.cgpa) && !resultRule(this)?.is_cgpa_required);
      },
    }),
  cgpa: cgpa('cgpa_scale')
    .transform(blankToNull)
    .nullable()
    .test({
      name: 'cgpa_required',
      message: REQUIRED,
      test(value) {
        return !isBlank(value) || !resultRule(this)?.is_cgpa_required;
      },
    }),
  year_of_passing: year(),
  expected_year_of_passing: year(PROFILE_LIMITS.durationYearsMax),
  duration: integer()
    .transform(blankToNull)
    .nullable()
    .min(1, (p) => msg(V.min, { min: Number(p.min) }))
    .max(PROFILE_LIMITS.durationYearsMax, (p) => msg(V.max, { max: Number(p.max) })),
  achievements: text(PROFILE_LIMITS.longText),
}) as ObjectSchema<YouthEducationBody>;

export const experienceSchema: ObjectSchema<YouthExperienceBody> = object({
  company_name: requiredText(PROFILE_LIMITS.title),
  position: requiredText(PROFILE_LIMITS.title),
  employment_type: textChoice(Object.values(EMPLOYMENT_TYPE)).required(REQUIRED),
  location: text(PROFILE_LIMITS.shortText),
  job_responsibilities: text(PROFILE_LIMITS.longText),
  start_date: startOnOrBeforeToday().required(REQUIRED),
  is_currently_working: flag().default(false),
  end_date: endDate('start_date')
    .transform(blankToNull)
    .nullable()
    .when('is_currently_working', {
      is: true,
      then: (s) => s.transform(() => null),
      otherwise: (s) => s.required(REQUIRED),
    }),
}) as ObjectSchema<YouthExperienceBody>;

const skillFields = {
  skill_id: requiredRef(),
  proficiency: textChoice(Object.values(SKILL_PROFICIENCY)).required(REQUIRED),
};
export const skillSchema: ObjectSchema<YouthSkillBody> = object(skillFields);

export const languageSchema: ObjectSchema<YouthLanguageBody> = object({
  language_code: string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeText(value).toLowerCase() : value))
    .required(REQUIRED)
    .matches(/^[a-z]{2,3}$/, { message: msg(V.format), excludeEmptyString: true }),
  reading_proficiency_level: numericChoice(Object.values(LANGUAGE_PROFICIENCY)).required(REQUIRED),
  writing_proficiency_level: numericChoice(Object.values(LANGUAGE_PROFICIENCY)).required(REQUIRED),
  understand_proficiency_level: numericChoice(Object.values(LANGUAGE_PROFICIENCY)).required(REQUIRED),
  speaking_proficiency_level: numericChoice(Object.values(SPEAKING_PROFICIENCY)).required(REQUIRED),
});

const period = {
  start_date: optionalDate(),
  end_date: endDate('start_date').transform(blankToNull).nullable(),
};

export const certificationSchema: ObjectSchema<YouthCertificationBody> = object({
  certification_name: requiredText(PROFILE_LIMITS.title),
  institute_name: requiredText(PROFILE_LIMITS.title),
  location: text(PROFILE_LIMITS.shortText),
  ...period,
  certificate_file_id: fileId(),
});

export const portfolioSchema: ObjectSchema<YouthPortfolioBody> = object({
  title: requiredText(PROFILE_LIMITS.title),
  description: text(PROFILE_LIMITS.longText),
  url: url(),
  file_id: fileId(),
});

export const projectSchema: ObjectSchema<YouthProjectBody> = object({
  title: requiredText(PROFILE_LIMITS.title),
  role: text(PROFILE_LIMITS.shortText),
  description: text(PROFILE_LIMITS.longText),
  url: url(),
  ...period,
});

export const publicationSchema: ObjectSchema<YouthPublicationBody> = object({
  title: requiredText(PROFILE_LIMITS.title),
  publisher: text(PROFILE_LIMITS.title),
  published_date: startOnOrBeforeToday().transform(blankToNull).nullable(),
  url: url(),
  description: text(PROFILE_LIMITS.longText),
});

export const referenceSchema: ObjectSchema<YouthReferenceBody> = object({
  referrer_first_name: requiredText(PROFILE_LIMITS.name),
  referrer_last_name: text(PROFILE_LIMITS.name),
  referrer_organization_name: requiredText(PROFILE_LIMITS.title),
  referrer_designation: requiredText(PROFILE_LIMITS.title),
  referrer_address: text(PROFILE_LIMITS.shortText),
  referrer_email: email(),
  referrer_mobile: mobile().required(REQUIRED),
  referrer_relation: text(PROFILE_LIMITS.shortText),
});

export const socialProfileSchema: ObjectSchema<YouthSocialProfileBody> = object({
  platform: textChoice(Object.values(SOCIAL_PLATFORM)).required(REQUIRED),
  url: url().required(REQUIRED),
});

export const otherSchema: ObjectSchema<YouthOtherBody> = object({
  title: requiredText(PROFILE_LIMITS.title),
  description: text(PROFILE_LIMITS.longText),
});

/** The schema of each item section (the generic gateway CRUD and the profile forms look them up here). */
export const youthItemSchemas = {
  addresses: addressSchema,
  guardians: guardianSchema,
  educations: educationSchema,
  experiences: experienceSchema,
  skills: skillSchema,
  languages: languageSchema,
  certifications: certificationSchema,
  portfolios: portfolioSchema,
  projects: projectSchema,
  publications: publicationSchema,
  references: referenceSchema,
  social_profiles: socialProfileSchema,
  others: otherSchema,
} as const satisfies Record<YouthItemSection, ObjectSchema<object>>;

// ---------------------------------------------------------------------------------------------------------------
// Lists, preferences, CV and visibility
// ---------------------------------------------------------------------------------------------------------------

function idList(field: 'interest' | 'aspiration') {
  return atLeastOne(field, requiredRef()).max(PROFILE_LIST_MAX, arrayMaxMessage);
}

export const areaOfInterestSchema: ObjectSchema<AreaOfInterestBody> = object({
  area_of_interest_ids: idList('interest'),
});

export const areaOfAspirationSchema: ObjectSchema<AreaOfAspirationBody> = object({
  area_of_aspiration_ids: idList('aspiration'),
});

/** Basic or specialized skills replaced as a set: at least one, each skill once. */
export function skillSetSchema(kind: 'basic_skill' | 'specialized_skill'): ObjectSchema<YouthSkillSetBody> {
  return object({
    skills: atLeastOne(kind, object(skillFields))
      .max(PROFILE_LIST_MAX, arrayMaxMessage)
      .test({
        name: 'already_exists',
        message: msg(V.alreadyExists),
        test: (items) => !items || new Set(items.map((i) => i.skill_id)).size === items.length,
      }),
  }) as ObjectSchema<YouthSkillSetBody>;
}

export const jobPreferencesSchema: ObjectSchema<YouthJobPreferencesBody> = object({
  job_level: numericChoice(Object.values(JOB_LEVEL)).transform(blankToNull).nullable(),
  job_types: array(textChoice(Object.values(JOB_TYPE)).required(REQUIRED)).default([]),
  workplaces: array(numericChoice(Object.values(JOB_WORKPLACE)).required(REQUIRED)).default([]),
  expected_salary: integer()
    .transform(blankToNull)
    .nullable()
    .min(0, (p) => msg(V.min, { min: Number(p.min) }))
    .max(PROFILE_LIMITS.expectedSalaryMax, (p) => msg(V.max, { max: Number(p.max) })),
}) as ObjectSchema<YouthJobPreferencesBody>;

export const addToCvSchema: ObjectSchema<AddToCvBody> = object({
  section: textChoice(YOUTH_ITEM_SECTIONS).required(REQUIRED),
  id: requiredRef(),
  add_to_cv: flag().required(REQUIRED),
});

export const dataVisibilitySchema: ObjectSchema<YouthDataVisibilityBody> = object({
  // unknown section names are dropped, like every unknown key (validateBody strips them)
  sections: object(Object.fromEntries(YOUTH_DATA_SECTIONS.map((s) => [s, flag()]))).required(REQUIRED),
}) as ObjectSchema<YouthDataVisibilityBody>;

/** PUT …/cv-bank: the youth's choice to be found in the recruiters' CV bank. */
export const cvBankSettingSchema: ObjectSchema<YouthCvBankBody> = object({
  opt_in: flag().required(REQUIRED),
});
