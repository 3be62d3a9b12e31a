import { array, boolean, mixed, type number, object, string, type ObjectSchema } from 'yup';
import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  type ApplyJobBody,
  type BulkChangeApplicationStatusBody,
  type ChangeApplicationStatusBody,
  EMPLOYMENT_TYPE,
  JOB_GENDER_PREFERENCE,
  JOB_LEVEL,
  JOB_LIMITS,
  JOB_PLACE_TYPE,
  JOB_SORT,
  JOB_WORKPLACE,
  type JobCandidateRequirementBody,
  type JobCompanyInfoVisibilityBody,
  type JobContactInfoBody,
  type JobMatchingCriteriaBody,
  type JobMoreInfoBody,
  type JobPrimaryInfoBody,
  type JobRejectBody,
  type JobSubmitBody,
  JOB_POST_STATUS,
  LUNCH_FACILITIES,
  MATCHING_CRITERIA,
  type MatchingCriteria,
  POSTED_WITHIN_DAYS,
  RESUME_RECEIVING_OPTION,
  SALARY_DISPLAY,
  SALARY_REVIEW,
  SALARY_TYPE,
  SERVICE_TYPE,
} from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import {
  applicationDeadline,
  arrayMaxMessage,
  arrayMinMessage,
  bnNumber,
  dateAfter,
  dateString,
  email,
  integer,
  maxAge,
  maxExperience,
  maxMessage,
  maxSalary,
  minMessage,
  mobile,
  phone,
  presentOnOrAfterToday,
  REQUIRED,
  requiredText,
  status,
  text,
} from './rules';

/*
 * Schemas of the job posting wizard (spec §2: primary info, more info, candidate requirement, company info
 * visibility, matching criteria, contact info), the approval, the youth's application and the recruiter's status
 * changes. The recruiter portal's forms and the gateway validate the same bodies with them (ADR 0060). Spec §5 rules:
 * maximum age, salary and experience not less than their minimum; the application deadline not before the published
 * date and within the next 30 days (spec §9). Bengali digits are read in every number. `context.now` pins "today".
 */

export const JOB_FIELD_LIMITS = {
  ...JOB_LIMITS,
  name: 300,
  shortText: 200,
  ageMin: 14,
  ageMax: 90,
  experienceMax: 50,
  salaryMax: 10_000_000,
  festivalBonusMax: 4,
  vacanciesMax: 100_000,
} as const;
const L = JOB_FIELD_LIMITS;

const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
const flag = () => boolean().typeError(msg(V.format));

function numericChoice<T extends number>(values: readonly T[]) {
  return bnNumber().oneOf([...values], msg(V.oneOf)) as unknown as ReturnType<typeof number<T>>;
}
function textChoice<T extends string>(values: readonly T[]) {
  return string<T>().oneOf([...values], msg(V.oneOf));
}
const requiredRef = () => integer().positive(msg(V.oneOf)).required(REQUIRED);
const optionalRef = () => integer().transform(blankToNull).positive(msg(V.oneOf)).nullable();
/** A whole number in [min, max], empty = none. */
const optionalCount = (min: number, max: number) =>
  integer().transform(blankToNull).min(min, minMessage).max(max, maxMessage).nullable();
/**
 * The Bengali text of a bilingual pair, required unless its English twin (`english`) is written (issue 12 defect 12:
 * a recruiter may write a job in English only). The refusal sits on the Bengali field, which comes first. `when`
 * narrows it (a name shown instead of a hidden company name is needed only while the name is hidden).
 */
function eitherLanguage(
  max: number,
  english: string,
  when: (parent: Record<string, unknown>) => boolean = () => true,
) {
  return text(max).test({
    name: 'either_language',
    message: msg(V.eitherLanguage),
    test(value) {
      const parent = (this.parent ?? {}) as Record<string, unknown>;
      if (!when(parent)) return true;
      const other = parent[english];
      return Boolean(value?.trim()) || (typeof other === 'string' && other.trim() !== '');
    },
  });
}
const minOne = { message: arrayMinMessage({ min: 1 }) };
/** A list of one or more choices. */
function choices<T extends number>(values: readonly T[]) {
  return array(numericChoice(values).required(REQUIRED)).min(1, minOne.message).required(minOne.message);
}

// ---------------------------------------------------------------------------------------------------------------
// Step 1: primary info
// ---------------------------------------------------------------------------------------------------------------

export const jobPrimaryInfoSchema = object({
  job_title: eitherLanguage(L.title, 'job_title_en'),
  job_title_en: text(L.title_en),
  is_number_of_vacancy_na: flag().default(false),
  no_of_vacancies: optionalCount(1, L.vacanciesMax).when('is_number_of_vacancy_na', {
    is: true,
    then: (s) => s.transform(() => null),
    otherwise: (s) => s.required(REQUIRED),
  }),
  job_sector_id: requiredRef(),
  occupation_id: requiredRef(),
  employment_types: array(textChoice(Object.values(EMPLOYMENT_TYPE)).required(REQUIRED))
    .min(1, minOne.message)
    .required(minOne.message),
  published_at: presentOnOrAfterToday().required(REQUIRED),
  application_deadline: applicationDeadline('published_at').required(REQUIRED),
  is_apply_online: flag().default(true),
  resume_receiving_option: numericChoice(Object.values(RESUME_RECEIVING_OPTION))
    .transform(blankToNull)
    .nullable()
    .when('is_apply_online', { is: false, then: (s) => s.required(REQUIRED) }),
  email: email().when('resume_receiving_option', {
    is: RESUME_RECEIVING_OPTION.EMAIL,
    then: (s) => s.required(REQUIRED),
  }),
  is_use_platform_mail_system: flag().default(false),
  instruction_for_hard_copy: text(L.text).when('resume_receiving_option', {
    is: RESUME_RECEIVING_OPTION.HARD_COPY,
    then: (s) => s.required(REQUIRED),
  }),
  instruction_for_walk_in_interview: text(L.text).when('resume_receiving_option', {
    is: RESUME_RECEIVING_OPTION.WALK_IN_INTERVIEW,
    then: (s) => s.required(REQUIRED),
  }),
  special_instruction_for_job_seekers: text(L.text),
  is_photograph_enclose_with_resume: flag().default(false),
  is_prefer_video_resume: flag().default(false),
}) as ObjectSchema<JobPrimaryInfoBody>;

// ---------------------------------------------------------------------------------------------------------------
// Step 2: more info
// ---------------------------------------------------------------------------------------------------------------

export const jobLocationSchema = object({
  loc_division_id: requiredRef(),
  loc_district_id: optionalRef(),
  loc_upazila_id: optionalRef().when('loc_district_id', {
    is: (v: unknown) => v === null || v === undefined,
    then: (s) =>
      s.test({
        name: 'upazila_needs_district',
        message: REQUIRED,
        test: (v) => v === null || v === undefined,
      }),
  }),
});

const salary = () =>
  integer().transform(blankToNull).min(0, minMessage).max(L.salaryMax, maxMessage).nullable();

export const jobMoreInfoSchema = object({
  job_responsibilities: eitherLanguage(L.longText, 'job_responsibilities_en'),
  job_responsibilities_en: text(L.longText),
  job_context: text(L.longText),
  job_context_en: text(L.longText),
  job_place_type: numericChoice(Object.values(JOB_PLACE_TYPE)).required(REQUIRED),
  job_levels: choices(Object.values(JOB_LEVEL)),
  workplaces: choices(Object.values(JOB_WORKPLACE)),
  locations: array(jobLocationSchema.required(REQUIRED))
    .min(1, minOne.message)
    .max(L.locations, arrayMaxMessage)
    .required(minOne.message),
  salary_type: numericChoice(Object.values(SALARY_TYPE)).transform(blankToNull).nullable(),
  salary_display: numericChoice(Object.values(SALARY_DISPLAY)).required(REQUIRED),
  salary_min: salary().when('salary_display', {
    is: SALARY_DISPLAY.SHOW_SALARY,
    then: (s) => s.required(REQUIRED),
  }),
  salary_max: maxSalary('salary_min')
    .transform(blankToNull)
    .integer(msg(V.integer))
    .min(0, minMessage)
    .max(L.salaryMax, maxMessage)
    .nullable()
    .when('salary_display', { is: SALARY_DISPLAY.SHOW_SALARY, then: (s) => s.required(REQUIRED) }),
  additional_salary_info: text(L.text),
  is_other_benefits: flag().default(false),
  other_benefits: text(L.text),
  lunch_facilities: numericChoice(Object.values(LUNCH_FACILITIES)).transform(blankToNull).nullable(),
  salary_review: numericChoice(Object.values(SALARY_REVIEW)).transform(blankToNull).nullable(),
  festival_bonus: optionalCount(0, L.festivalBonusMax),
}) as ObjectSchema<JobMoreInfoBody>;

// ---------------------------------------------------------------------------------------------------------------
// Step 3: candidate requirement
// ---------------------------------------------------------------------------------------------------------------

export const jobCandidateRequirementSchema = object({
  education_requirements: text(L.longText),
  other_educational_qualification: text(L.text),
  trainings: array(requiredText(L.shortText)).max(L.listItems, arrayMaxMessage).default([]),
  professional_certifications: array(requiredText(L.shortText)).max(L.listItems, arrayMaxMessage).default([]),
  is_experience_needed: flag().default(false),
  is_freshers_encouraged: flag().default(false),
  min_experience: optionalCount(0, L.experienceMax),
  max_experience: maxExperience('min_experience')
    .transform(blankToNull)
    .integer(msg(V.integer))
    .min(0, minMessage)
    .max(L.experienceMax, maxMessage)
    .nullable(),
  min_age: optionalCount(L.ageMin, L.ageMax),
  max_age: maxAge('min_age')
    .transform(blankToNull)
    .integer(msg(V.integer))
    .min(L.ageMin, minMessage)
    .max(L.ageMax, maxMessage)
    .nullable(),
  // one preference (spec §3: 1 male, 2 female, 3 both, 4 other), or none (anyone may apply); a list on the wire
  genders: array(numericChoice(Object.values(JOB_GENDER_PREFERENCE)).required(REQUIRED))
    .max(1, arrayMaxMessage)
    .default([]),
  skill_ids: array(integer().positive(msg(V.oneOf)).required(REQUIRED))
    .max(L.skills, arrayMaxMessage)
    .default([]),
  person_with_disability: flag().default(false),
  preferred_retired_army_officer: flag().default(false),
  additional_requirements: text(L.longText),
}) as ObjectSchema<JobCandidateRequirementBody>;

// ---------------------------------------------------------------------------------------------------------------
// Step 4: company info visibility
// ---------------------------------------------------------------------------------------------------------------

export const jobCompanyInfoVisibilitySchema = object({
  is_company_name_visible: flag().required(REQUIRED),
  // the name shown instead of a hidden one
  company_name: eitherLanguage(
    L.name,
    'company_name_en',
    (parent) => parent.is_company_name_visible === false,
  ),
  company_name_en: text(L.name),
  is_company_address_visible: flag().required(REQUIRED),
  company_address: text(L.text),
  is_company_business_visible: flag().required(REQUIRED),
  company_business: text(L.text),
}) as ObjectSchema<JobCompanyInfoVisibilityBody>;

// ---------------------------------------------------------------------------------------------------------------
// Step 5: matching criteria
// ---------------------------------------------------------------------------------------------------------------

/** Every criterion off: the default of a new job, and what a missing criterion means. */
export function noMatchingCriteria(): MatchingCriteria {
  return Object.fromEntries(
    MATCHING_CRITERIA.map((c) => [c, { enabled: false, mandatory: false }]),
  ) as MatchingCriteria;
}

const criterionSetting = () =>
  object({ enabled: flag().default(false), mandatory: flag().default(false) })
    .default({ enabled: false, mandatory: false })
    // a mandatory criterion is always enabled (it would otherwise block without counting in the score)
    .transform((value: { enabled?: boolean; mandatory?: boolean } | undefined) =>
      value && value.mandatory === true ? { ...value, enabled: true } : value,
    );

export const jobMatchingCriteriaSchema = object({
  criteria: object(Object.fromEntries(MATCHING_CRITERIA.map((c) => [c, criterionSetting()]))).required(
    REQUIRED,
  ),
}) as unknown as ObjectSchema<JobMatchingCriteriaBody>;

// ---------------------------------------------------------------------------------------------------------------
// Step 6: contact info
// ---------------------------------------------------------------------------------------------------------------

export const jobContactInfoSchema = object({
  contact_name: eitherLanguage(L.name, 'contact_name_en'),
  contact_name_en: text(L.name),
  contact_designation: text(L.shortText),
  contact_mobile: mobile().required(REQUIRED),
  contact_email: email(),
  contact_phone: phone(),
}) as ObjectSchema<JobContactInfoBody>;

/** The six step schemas in wizard order (JOB_WIZARD_STEPS). */
export const JOB_STEP_SCHEMAS = {
  primary_info: jobPrimaryInfoSchema,
  more_info: jobMoreInfoSchema,
  candidate_requirement: jobCandidateRequirementSchema,
  company_info_visibility: jobCompanyInfoVisibilitySchema,
  matching_criteria: jobMatchingCriteriaSchema,
  contact_info: jobContactInfoSchema,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Approval
// ---------------------------------------------------------------------------------------------------------------

export const jobSubmitSchema = object({
  service_type: status(Object.values(SERVICE_TYPE)),
}) as ObjectSchema<JobSubmitBody>;

export const jobRejectSchema = object({
  reason: requiredText(L.text),
}) as ObjectSchema<JobRejectBody>;

// ---------------------------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------------------------

export const applyJobSchema = object({
  expected_salary: integer().min(0, minMessage).max(L.salaryMax, maxMessage).required(REQUIRED),
}) as ObjectSchema<ApplyJobBody>;

const applicationStatus = () => status<ApplicationStatus>(Object.values(APPLICATION_STATUS));

export const changeApplicationStatusSchema = object({
  status: applicationStatus(),
}) as ObjectSchema<ChangeApplicationStatusBody>;

export const bulkChangeApplicationStatusSchema = object({
  status: applicationStatus(),
  application_ids: array(integer().positive(msg(V.oneOf)).required(REQUIRED))
    .min(1, minOne.message)
    .max(L.bulk, arrayMaxMessage)
    .required(minOne.message),
}) as ObjectSchema<BulkChangeApplicationStatusBody>;

// ---------------------------------------------------------------------------------------------------------------
// Queries (public search and lists): repeated keys or comma-separated values
// ---------------------------------------------------------------------------------------------------------------

const splitList = (value: unknown, original: unknown) => {
  if (typeof original === 'string')
    return original
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof original === 'number') return [original];
  return value;
};
const idList = () =>
  array(integer().positive(msg(V.oneOf)).required(REQUIRED))
    .transform(splitList)
    .max(50, arrayMaxMessage);
const numberList = <T extends number>(values: readonly T[]) =>
  array(numericChoice(values).required(REQUIRED)).transform(splitList).max(values.length, arrayMaxMessage);

export const jobSearchQuerySchema = object({
  search: text(200),
  job_sector_ids: idList(),
  occupation_ids: idList(),
  skill_ids: idList(),
  loc_division_id: optionalRef(),
  loc_district_id: optionalRef(),
  loc_upazila_id: optionalRef(),
  job_levels: numberList(Object.values(JOB_LEVEL)),
  employment_types: array(textChoice(Object.values(EMPLOYMENT_TYPE)).required(REQUIRED))
    .transform(splitList)
    .max(Object.values(EMPLOYMENT_TYPE).length, arrayMaxMessage),
  workplaces: numberList(Object.values(JOB_WORKPLACE)),
  salary_min: salary(),
  salary_max: maxSalary('salary_min').transform(blankToNull).min(0, minMessage).nullable(),
  posted_within: numericChoice(POSTED_WITHIN_DAYS).transform(blankToNull).nullable(),
  sort: textChoice(Object.values(JOB_SORT)),
});

export const privateJobListQuerySchema = object({
  status: textChoice(Object.values(JOB_POST_STATUS)),
  search: text(200),
});

/** The admin's platform-wide job list (ADR 0107): the recruiter's filters, organisation, sector, published range. */
export const platformJobListQuerySchema = object({
  status: textChoice(Object.values(JOB_POST_STATUS)),
  search: text(200),
  organization_id: optionalRef(),
  job_sector_id: optionalRef(),
  published_from: dateString(),
  published_to: dateAfter('published_from'),
});

/** An optional application status of a list's filter (a query's text is read as its number); '' is no filter. */
export function applicationStatusFilter() {
  return mixed<ApplicationStatus>()
    .transform((_value: unknown, original: unknown) =>
      original === '' || original === undefined ? undefined : Number(original),
    )
    .oneOf([...Object.values(APPLICATION_STATUS), undefined], msg(V.oneOf));
}

export const applicantListQuerySchema = object({
  stage: numericChoice([0, 1, 2, 3, 4, 5, 9] as const)
    .transform(blankToNull)
    .nullable(),
  tab: numericChoice([1, 2, 3, 4, 5] as const)
    .transform(blankToNull)
    .nullable(),
  status: applicationStatusFilter(),
  removed: boolean()
    .transform((value: unknown, original: unknown) =>
      original === 'true' ? true : original === 'false' || original === '' ? false : value,
    )
    .typeError(msg(V.format)),
});

/** Query of the recruiter's /job-offers: one offer state (41 open, 42 accepted, 43 rejected, 44 cancelled, 51 hired) or all. */
export const recruiterJobOffersQuerySchema = object({
  status: mixed<ApplicationStatus>()
    .transform((_value: unknown, original: unknown) =>
      original === '' || original === undefined ? undefined : Number(original),
    )
    .oneOf(
      [
        APPLICATION_STATUS.OFFER_LETTER_SENT,
        APPLICATION_STATUS.OFFER_ACCEPTED,
        APPLICATION_STATUS.OFFER_REJECTED,
        APPLICATION_STATUS.OFFER_CANCELLED,
        APPLICATION_STATUS.HIRED,
        undefined,
      ],
      msg(V.oneOf),
    ),
});

export const appliedJobsQuerySchema = object({
  tab: textChoice(['all', 'favourite', 'assessment'] as const),
});
