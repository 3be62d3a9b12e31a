import type { AreaResult } from './endpoints-assessments';
import type { AssociationBadge } from './endpoints-associations';
import type { CvCertificate } from './endpoints-certificates';
import { cvEndpoints } from './endpoints-cv';
import { defineEndpoint, type EndpointDef } from './endpoint';
import type {
  EMPLOYMENT_TYPE,
  GUARDIAN_TYPE,
  IDENTITY_TYPE,
  JOB_LEVEL,
  JOB_TYPE,
  JOB_WORKPLACE,
  MARITAL_STATUS,
  RELIGION,
  SKILL_PROFICIENCY,
  ValueOf,
} from './enums';

/*
 * The youth profile and CV (spec §1 youth, §3 youth / guardian / education / job experience, §7 protected profile
 * CRUD, public youth/{id} and youth/{id}/cv). One youth = one profile, keyed by the identity user id. Every
 * protected call acts on the caller's own profile only: an item id of another youth answers 404 and changes nothing.
 * Field names follow the predecessor (reference/predecessor-nise3.md §2.10) where the spec names none.
 */

export * from './endpoints-cv';

// ---------------------------------------------------------------------------------------------------------------
// Enumerations of the profile (spec §3 where it names them; the predecessor's codes otherwise)
// ---------------------------------------------------------------------------------------------------------------

export const ADDRESS_TYPE = { PRESENT: 1, PERMANENT: 2, OTHER: 3 } as const;
export const FREEDOM_FIGHTER_STATUS = { NO: 1, YES: 2, CHILD: 3, GRANDCHILD: 4 } as const;
/** Disability types (the predecessor's physical_disabilities list, in the Bangladesh disability act's words). */
export const PHYSICAL_DISABILITY = {
  VISUAL: 1,
  HEARING: 2,
  SPEECH: 3,
  PHYSICAL: 4,
  INTELLECTUAL: 5,
  PSYCHOSOCIAL: 6,
  AUTISM: 7,
  MULTIPLE: 8,
  OTHER: 9,
} as const;
/** Reading, writing and understanding a language. */
export const LANGUAGE_PROFICIENCY = { EASY: 1, NOT_EASY: 2 } as const;
export const SPEAKING_PROFICIENCY = { FLUENT: 1, NOT_FLUENT: 2 } as const;
export const SOCIAL_PLATFORM = {
  FACEBOOK: 'facebook',
  LINKEDIN: 'linkedin',
  GITHUB: 'github',
  X: 'x',
  YOUTUBE: 'youtube',
  BEHANCE: 'behance',
  DRIBBBLE: 'dribbble',
  WEBSITE: 'website',
  OTHER: 'other',
} as const;
/** The CV templates the youth portal draws (at least three, issue 5). */
export const CV_TEMPLATE = { CLASSIC: 'classic', MODERN: 'modern', COLORFUL: 'colorful' } as const;

export type AddressType = ValueOf<typeof ADDRESS_TYPE>;
export type FreedomFighterStatus = ValueOf<typeof FREEDOM_FIGHTER_STATUS>;
export type PhysicalDisability = ValueOf<typeof PHYSICAL_DISABILITY>;
export type LanguageProficiency = ValueOf<typeof LANGUAGE_PROFICIENCY>;
export type SpeakingProficiency = ValueOf<typeof SPEAKING_PROFICIENCY>;
export type SocialPlatform = ValueOf<typeof SOCIAL_PLATFORM>;
export type CvTemplate = ValueOf<typeof CV_TEMPLATE>;
export type Religion = ValueOf<typeof RELIGION>;
export type MaritalStatus = ValueOf<typeof MARITAL_STATUS>;
export type IdentityType = ValueOf<typeof IDENTITY_TYPE>;
export type GuardianType = ValueOf<typeof GUARDIAN_TYPE>;
export type SkillProficiency = ValueOf<typeof SKILL_PROFICIENCY>;
export type JobLevel = ValueOf<typeof JOB_LEVEL>;
export type JobType = ValueOf<typeof JOB_TYPE>;
export type JobWorkplace = ValueOf<typeof JOB_WORKPLACE>;
export type EmploymentType = ValueOf<typeof EMPLOYMENT_TYPE>;

/** Most items one youth may keep in one section (spec §5 "Array fields cannot have more than {max} items"). */
export const PROFILE_SECTION_MAX_ITEMS = 30;
/** Most skills, interests or aspirations in one list. */
export const PROFILE_LIST_MAX = 20;

/** The career's item sections (what recruiters read first), in the order the profile page shows them. */
export const YOUTH_CAREER_SECTIONS = [
  'educations',
  'experiences',
  'skills',
  'languages',
  'certifications',
  'portfolios',
  'projects',
  'publications',
  'references',
  'social_profiles',
  'others',
] as const;

/**
 * The parts of a profile that the youth can show or hide on the public profile and CV (`show-or-hide-youth-data`).
 * `personal_info` is date of birth, religion, marital status, nationality and the like; the identity number and the
 * guardians' NIDs are never public. `contact` is e-mail and mobile.
 */
export const YOUTH_DATA_SECTIONS = [
  'personal_info',
  'contact',
  'addresses',
  'guardians',
  ...YOUTH_CAREER_SECTIONS,
  'area_of_interest',
  'area_of_aspiration',
  'job_preferences',
  // the aptitude test's result (ADR 0070): shown unless the youth hides it
  'aptitude_test',
] as const;
export type YouthDataSection = (typeof YOUTH_DATA_SECTIONS)[number];
/**
 * Hidden on a new profile until the youth shows them (migration 018): personal details (date of birth, religion,
 * disability, ethnic group, freedom-fighter status…), contact details, home and family, and referees.
 */
export const YOUTH_DATA_HIDDEN_BY_DEFAULT: readonly YouthDataSection[] = [
  'personal_info',
  'contact',
  'addresses',
  'guardians',
  'references',
];
export type YouthDataVisibility = Record<YouthDataSection, boolean>;

// ---------------------------------------------------------------------------------------------------------------
// Item sections: bodies (what the form sends) and items (what the gateway answers)
// ---------------------------------------------------------------------------------------------------------------

/** What every stored item carries besides its own fields. */
export interface YouthItemBase {
  id: number;
  /** Whether the item appears on the CV (`add-to-cv`); new items do. */
  add_to_cv: boolean;
  created_at: string;
  updated_at: string;
}

/** A stored body: every field present, unset ones null. */
export type Stored<B> = { [K in keyof B]-?: Exclude<B[K], undefined> | null };

export interface YouthAddressBody {
  address_type: AddressType;
  loc_division_id: number;
  loc_district_id?: number | null;
  loc_upazila_id?: number | null;
  village_or_area?: string;
  house_n_road?: string;
  zip_or_postal_code?: string;
}

export interface YouthGuardianBody {
  name: string;
  name_en?: string;
  relationship_type: GuardianType;
  /** Required for relationship "other". */
  relationship_title?: string;
  relationship_title_en?: string;
  nid?: string;
  mobile?: string;
  date_of_birth?: string | null;
}

export interface YouthEducationBody {
  education_level_id: number;
  exam_degree_id?: number | null;
  /** The degree's name when it is not in the list (or to add a subject). */
  exam_degree_name?: string;
  major_or_concentration?: string;
  edu_group_id?: number | null;
  edu_board_id?: number | null;
  institute_name: string;
  is_foreign_institute?: boolean;
  foreign_institute_country_id?: number | null;
  result_id: number;
  marks_in_percentage?: number | null;
  cgpa_scale?: number | null;
  cgpa?: number | null;
  year_of_passing?: number | null;
  expected_year_of_passing?: number | null;
  /** Years. */
  duration?: number | null;
  achievements?: string;
}

export interface YouthExperienceBody {
  company_name: string;
  position: string;
  employment_type: EmploymentType;
  location?: string;
  job_responsibilities?: string;
  start_date: string;
  /** Required unless currently working; on or after the start date. */
  end_date?: string | null;
  is_currently_working?: boolean;
}

export interface YouthSkillBody {
  skill_id: number;
  proficiency: SkillProficiency;
}

export interface YouthLanguageBody {
  /** ISO 639-1 code ('bn', 'en', 'ar'…); the portal names it with Intl.DisplayNames in the reader's language. */
  language_code: string;
  reading_proficiency_level: LanguageProficiency;
  writing_proficiency_level: LanguageProficiency;
  understand_proficiency_level: LanguageProficiency;
  speaking_proficiency_level: SpeakingProficiency;
}

export interface YouthCertificationBody {
  certification_name: string;
  institute_name: string;
  location?: string;
  start_date?: string | null;
  end_date?: string | null;
  certificate_file_id?: string | null;
}

export interface YouthPortfolioBody {
  title: string;
  description?: string;
  url?: string;
  file_id?: string | null;
}

export interface YouthProjectBody {
  title: string;
  role?: string;
  description?: string;
  url?: string;
  start_date?: string | null;
  end_date?: string | null;
}

export interface YouthPublicationBody {
  title: string;
  publisher?: string;
  published_date?: string | null;
  url?: string;
  description?: string;
}

export interface YouthReferenceBody {
  referrer_first_name: string;
  referrer_last_name?: string;
  referrer_organization_name: string;
  referrer_designation: string;
  referrer_address?: string;
  referrer_email?: string;
  referrer_mobile: string;
  referrer_relation?: string;
}

export interface YouthSocialProfileBody {
  platform: SocialPlatform;
  url: string;
}

export interface YouthOtherBody {
  title: string;
  description?: string;
}

/** A looked-up title in both languages (education level, degree, skill, division…). */
export interface TitlePair {
  title: string | null;
  title_en: string | null;
}

export type YouthAddress = YouthItemBase &
  Stored<YouthAddressBody> & { division: TitlePair; district: TitlePair; upazila: TitlePair };
export type YouthGuardian = YouthItemBase & Stored<YouthGuardianBody>;
export type YouthEducation = YouthItemBase &
  Stored<YouthEducationBody> & {
    education_level: TitlePair;
    exam_degree: TitlePair;
    edu_group: TitlePair;
    edu_board: TitlePair;
    result: TitlePair;
    foreign_institute_country: TitlePair;
  };
export type YouthExperience = YouthItemBase & Stored<YouthExperienceBody>;
export type YouthSkill = YouthItemBase & Stored<YouthSkillBody> & { skill: TitlePair; skill_type: number };
export type YouthLanguage = YouthItemBase & Stored<YouthLanguageBody>;
export type YouthCertification = YouthItemBase & Stored<YouthCertificationBody>;
export type YouthPortfolio = YouthItemBase & Stored<YouthPortfolioBody>;
export type YouthProject = YouthItemBase & Stored<YouthProjectBody>;
export type YouthPublication = YouthItemBase & Stored<YouthPublicationBody>;
export type YouthReference = YouthItemBase & Stored<YouthReferenceBody>;
export type YouthSocialProfile = YouthItemBase & Stored<YouthSocialProfileBody>;
export type YouthOther = YouthItemBase & Stored<YouthOtherBody>;

/** The item sections: wire segment, and the item / body types (one generic CRUD serves them all). */
export interface YouthItemSections {
  addresses: { item: YouthAddress; body: YouthAddressBody };
  guardians: { item: YouthGuardian; body: YouthGuardianBody };
  educations: { item: YouthEducation; body: YouthEducationBody };
  experiences: { item: YouthExperience; body: YouthExperienceBody };
  skills: { item: YouthSkill; body: YouthSkillBody };
  languages: { item: YouthLanguage; body: YouthLanguageBody };
  certifications: { item: YouthCertification; body: YouthCertificationBody };
  portfolios: { item: YouthPortfolio; body: YouthPortfolioBody };
  projects: { item: YouthProject; body: YouthProjectBody };
  publications: { item: YouthPublication; body: YouthPublicationBody };
  references: { item: YouthReference; body: YouthReferenceBody };
  social_profiles: { item: YouthSocialProfile; body: YouthSocialProfileBody };
  others: { item: YouthOther; body: YouthOtherBody };
}
export type YouthItemSection = keyof YouthItemSections;

/** Wire segment of each item section under /protected/youth-profile (spec §7 names). */
export const YOUTH_ITEM_SECTION_SEGMENTS: Record<YouthItemSection, string> = {
  addresses: 'addresses',
  guardians: 'guardians',
  educations: 'educations',
  experiences: 'experiences',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  portfolios: 'portfolios',
  projects: 'projects',
  publications: 'publications',
  references: 'references',
  social_profiles: 'social-profiles',
  others: 'others',
};
export const YOUTH_ITEM_SECTIONS = Object.keys(YOUTH_ITEM_SECTION_SEGMENTS) as YouthItemSection[];

// ---------------------------------------------------------------------------------------------------------------
// Personal info, lists and preferences
// ---------------------------------------------------------------------------------------------------------------

export interface YouthPersonalInfoBody {
  full_name: string;
  full_name_en?: string;
  gender: number;
  date_of_birth?: string | null;
  religion?: Religion | null;
  marital_status?: MaritalStatus | null;
  nationality_country_id?: number | null;
  identity_number_type?: IdentityType | null;
  /** Checked by type: NID 10, 13 or 17 digits; birth certificate 17 digits; passport letters and digits. */
  identity_number?: string;
  freedom_fighter_status?: FreedomFighterStatus | null;
  physical_disability_status?: boolean;
  /** At least one when physical_disability_status is true; empty otherwise. */
  physical_disabilities?: PhysicalDisability[];
  does_belong_to_ethnic_group?: boolean;
  ethnic_group?: string;
  bio?: string;
  bio_en?: string;
  cv_template?: CvTemplate;
}

export interface YouthJobPreferencesBody {
  job_level?: JobLevel | null;
  job_types?: JobType[];
  workplaces?: JobWorkplace[];
  /** Monthly, in Taka. */
  expected_salary?: number | null;
}
export type YouthJobPreferences = Required<{
  [K in keyof YouthJobPreferencesBody]: Exclude<YouthJobPreferencesBody[K], undefined>;
}>;

export interface AreaOfInterestBody {
  area_of_interest_ids: number[];
}
export interface AreaOfAspirationBody {
  area_of_aspiration_ids: number[];
}
export interface YouthSkillSetBody {
  skills: YouthSkillBody[];
}
export interface LookupRef extends TitlePair {
  id: number;
}

export interface AddToCvBody {
  section: YouthItemSection;
  id: number;
  add_to_cv: boolean;
}
export interface AddToCvResult {
  section: YouthItemSection;
  id: number;
  add_to_cv: boolean;
}

/** Sections to show (true) or hide (false); sections not named keep their setting. */
export interface YouthDataVisibilityBody {
  sections: Partial<YouthDataVisibility>;
}

/**
 * The recruiters' CV bank holds a youth's CV only when the youth opts in (off on every new profile; issue 12, defect
 * 1) and the profile is at least this complete (percent): education, skills, interests and aspirations — what the
 * profile setup asks for — make 40, so a CV worth reading has at least those.
 */
export const CV_BANK_MIN_COMPLETION = 40;

/** PUT …/cv-bank: the youth's choice. */
export interface YouthCvBankBody {
  /** true: recruiters may find the CV in the CV bank (once complete enough). */
  opt_in: boolean;
}

/** Whether recruiters can find the youth's CV in the CV bank, and why not. */
export interface YouthCvBankStatus {
  opt_in: boolean;
  /** Opted in and at least `min_completion` complete: the CV bank shows the CV now. */
  listed: boolean;
  /** The profile completion percentage, 0–100. */
  completion: number;
  /** CV_BANK_MIN_COMPLETION. */
  min_completion: number;
}

/** What counts toward the profile completion percentage (ADR 0051); weights add up to 100. */
export const PROFILE_COMPLETION_WEIGHTS = {
  personal_info: 15,
  photo: 5,
  addresses: 5,
  educations: 15,
  experiences: 10,
  basic_skills: 5,
  specialized_skills: 10,
  languages: 5,
  certifications: 5,
  work_samples: 5,
  references: 5,
  area_of_interest: 5,
  area_of_aspiration: 5,
  job_preferences: 5,
} as const;
export type ProfileCompletionPart = keyof typeof PROFILE_COMPLETION_WEIGHTS;

export interface ProfileCompletion {
  /** 0–100, the sum of the weights of the complete parts. */
  percentage: number;
  parts: { part: ProfileCompletionPart; weight: number; complete: boolean }[];
}

export interface YouthPersonalInfo
  extends Stored<
    Omit<YouthPersonalInfoBody, 'physical_disabilities' | 'cv_template' | 'full_name' | 'gender'>
  > {
  full_name: string;
  gender: number | null;
  physical_disabilities: PhysicalDisability[];
  cv_template: CvTemplate;
  nationality: TitlePair;
  /** Id of the uploaded photo (files); set by the photo call only, never from a body naming a file. */
  photo_file_id: string | null;
}

export interface YouthProfileSections {
  addresses: YouthAddress[];
  guardians: YouthGuardian[];
  educations: YouthEducation[];
  experiences: YouthExperience[];
  skills: YouthSkill[];
  languages: YouthLanguage[];
  certifications: YouthCertification[];
  portfolios: YouthPortfolio[];
  projects: YouthProject[];
  publications: YouthPublication[];
  references: YouthReference[];
  social_profiles: YouthSocialProfile[];
  others: YouthOther[];
  area_of_interests: LookupRef[];
  area_of_aspirations: LookupRef[];
  job_preferences: YouthJobPreferences;
}

/** The signed-in youth's own profile: everything, hidden parts included. */
/**
 * The aptitude test's result as the profile and the CV show it (ADR 0070): passed or not, when, and the marks in
 * total and by assessment area. Absent until the youth has submitted the test.
 */
export interface YouthAptitudeSummary {
  passed: boolean | null;
  submitted_at: string;
  obtained_marks: number | null;
  total_marks: number;
  areas: AreaResult[];
}

export interface YouthProfile extends YouthPersonalInfo, YouthProfileSections {
  user_id: number;
  /** The id of the public profile and CV links (/youth-profile/{public_id}): not guessable, not the user id. */
  public_id: string;
  username: string;
  email: string | null;
  mobile: string | null;
  visibility: YouthDataVisibility;
  profile_completion: ProfileCompletion;
  /** Whether recruiters can find the CV in the CV bank (opt-in, off by default). */
  cv_bank: YouthCvBankStatus;
  /** The aptitude test's result once submitted (its visibility is the `aptitude_test` part). */
  aptitude_test?: YouthAptitudeSummary | null;
  /** The industry associations that approved the youth and their CV (ADR 0104). */
  association_badges?: AssociationBadge[];
}

/**
 * The public profile (and, with only the items added to the CV, the CV): hidden sections are absent, and so are the
 * identity number, the guardians' NIDs and the username.
 */
export interface YouthPublicProfile extends Partial<YouthProfileSections> {
  public_id: string;
  full_name: string;
  full_name_en: string | null;
  gender: number | null;
  photo_file_id: string | null;
  bio: string | null;
  bio_en: string | null;
  cv_template: CvTemplate;
  personal_info?: Omit<
    YouthPersonalInfo,
    | 'identity_number'
    | 'identity_number_type'
    | 'full_name'
    | 'full_name_en'
    | 'gender'
    | 'photo_file_id'
    | 'bio'
    | 'bio_en'
    | 'cv_template'
  >;
  contact?: { email: string | null; mobile: string | null };
  /** The aptitude test's result, when submitted and the `aptitude_test` part is shown. */
  aptitude_test?: YouthAptitudeSummary;
  /** The industry associations that approved the youth and their CV (spec §6, ADR 0104); absent when none. */
  association_badges?: AssociationBadge[];
  /**
   * The platform's certificates the youth added to the CV, valid ones, newest first (ADR 0115), on the CV and the
   * public profile; absent when none or when the `certifications` part is hidden.
   */
  earned_certificates?: CvCertificate[];
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

type IdParams = { id: number };
const BASE = '/protected/youth-profile';

type ItemEndpoints<S extends YouthItemSection> = {
  list: EndpointDef<YouthItemSections[S]['item'][]>;
  read: EndpointDef<YouthItemSections[S]['item'], undefined, undefined, IdParams>;
  create: EndpointDef<YouthItemSections[S]['item'], YouthItemSections[S]['body']>;
  update: EndpointDef<YouthItemSections[S]['item'], YouthItemSections[S]['body'], undefined, IdParams>;
  remove: EndpointDef<null, undefined, undefined, IdParams>;
};

function itemEndpoints<S extends YouthItemSection>(section: S): ItemEndpoints<S> {
  const path = `${BASE}/${YOUTH_ITEM_SECTION_SEGMENTS[section]}`;
  const what = section.replace('_', ' ');
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      area: 'protected',
      summary: `The signed-in youth's ${what}`,
    }),
    read: defineEndpoint({
      method: 'GET',
      path: `${path}/:id`,
      area: 'protected',
      summary: `One of the signed-in youth's ${what}`,
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      area: 'protected',
      summary: `Add to the signed-in youth's ${what}`,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${path}/:id`,
      area: 'protected',
      summary: `Change one of the signed-in youth's ${what} (404 for another youth's)`,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      area: 'protected',
      summary: `Delete one of the signed-in youth's ${what} (404 for another youth's)`,
    }),
  };
}

/** The CRUD endpoints of every item section, by section (the generic gateway module and the portal hooks use these). */
export const youthItemEndpoints: { [S in YouthItemSection]: ItemEndpoints<S> } = {
  addresses: itemEndpoints('addresses'),
  guardians: itemEndpoints('guardians'),
  educations: itemEndpoints('educations'),
  experiences: itemEndpoints('experiences'),
  skills: itemEndpoints('skills'),
  languages: itemEndpoints('languages'),
  certifications: itemEndpoints('certifications'),
  portfolios: itemEndpoints('portfolios'),
  projects: itemEndpoints('projects'),
  publications: itemEndpoints('publications'),
  references: itemEndpoints('references'),
  social_profiles: itemEndpoints('social_profiles'),
  others: itemEndpoints('others'),
};

type ItemVerb = keyof ItemEndpoints<YouthItemSection>;
/** `youth_<section>_<verb>` → that endpoint, typed per section. */
export type FlatYouthItemEndpoints = {
  [K in `${YouthItemSection}.${ItemVerb}` as K extends `${infer S}.${infer V}`
    ? `youth_${S}_${V}`
    : never]: K extends `${infer S extends YouthItemSection}.${infer V extends ItemVerb}`
    ? ItemEndpoints<S>[V]
    : never;
};
const flatItemEndpoints = Object.fromEntries(
  YOUTH_ITEM_SECTIONS.flatMap((section) =>
    Object.entries(youthItemEndpoints[section]).map(([verb, ep]) => [`youth_${section}_${verb}`, ep]),
  ),
) as FlatYouthItemEndpoints;

/** Youth profile endpoints; spread into the contract's `endpoints` (so OpenAPI and the route tests see them). */
export const youthProfileEndpoints = {
  youthProfile: defineEndpoint<YouthProfile>({
    method: 'GET',
    path: BASE,
    area: 'protected',
    summary: "The signed-in youth's whole profile with every section, visibility and completion",
  }),
  updateYouthPersonalInfo: defineEndpoint<YouthProfile, YouthPersonalInfoBody>({
    method: 'PUT',
    path: `${BASE}/personal-info`,
    area: 'protected',
    summary:
      'Change name, gender, date of birth, religion, marital status, nationality, identity, disability, ethnic group, bio',
  }),
  youthJobPreferences: defineEndpoint<YouthJobPreferences>({
    method: 'GET',
    path: `${BASE}/job-preferences`,
    area: 'protected',
    summary: 'Job level, job types, workplaces and expected salary',
  }),
  updateYouthJobPreferences: defineEndpoint<YouthJobPreferences, YouthJobPreferencesBody>({
    method: 'PUT',
    path: `${BASE}/job-preferences`,
    area: 'protected',
    summary: 'Change the job preferences',
  }),
  youthAreaOfInterest: defineEndpoint<LookupRef[]>({
    method: 'GET',
    path: `${BASE}/area-of-interest`,
    area: 'protected',
    summary: 'Areas of interest',
  }),
  updateYouthAreaOfInterest: defineEndpoint<LookupRef[], AreaOfInterestBody>({
    method: 'PUT',
    path: `${BASE}/area-of-interest`,
    area: 'protected',
    summary: 'Replace the areas of interest (at least one)',
  }),
  youthAreaOfAspirations: defineEndpoint<LookupRef[]>({
    method: 'GET',
    path: `${BASE}/area-of-aspirations`,
    area: 'protected',
    summary: 'Areas of aspiration',
  }),
  updateYouthAreaOfAspirations: defineEndpoint<LookupRef[], AreaOfAspirationBody>({
    method: 'PUT',
    path: `${BASE}/area-of-aspirations`,
    area: 'protected',
    summary: 'Replace the areas of aspiration (at least one)',
  }),
  youthBasicSkills: defineEndpoint<YouthSkill[]>({
    method: 'GET',
    path: `${BASE}/basic-skills`,
    area: 'protected',
    summary: 'Basic skills with proficiency',
  }),
  updateYouthBasicSkills: defineEndpoint<YouthSkill[], YouthSkillSetBody>({
    method: 'PUT',
    path: `${BASE}/basic-skills`,
    area: 'protected',
    summary: 'Replace the basic skills (at least one)',
  }),
  youthSpecializedSkills: defineEndpoint<YouthSkill[]>({
    method: 'GET',
    path: `${BASE}/specialized-skills`,
    area: 'protected',
    summary: 'Specialized skills with proficiency',
  }),
  updateYouthSpecializedSkills: defineEndpoint<YouthSkill[], YouthSkillSetBody>({
    method: 'PUT',
    path: `${BASE}/specialized-skills`,
    area: 'protected',
    summary: 'Replace the specialized skills (at least one)',
  }),
  youthAddToCv: defineEndpoint<AddToCvResult, AddToCvBody>({
    method: 'PUT',
    path: `${BASE}/add-to-cv`,
    area: 'protected',
    summary: 'Add one of the signed-in youth’s items to the CV, or take it off',
  }),
  youthDataVisibility: defineEndpoint<YouthDataVisibility>({
    method: 'GET',
    path: `${BASE}/show-or-hide-youth-data`,
    area: 'protected',
    summary: 'Which parts of the profile the public profile and CV show',
  }),
  updateYouthDataVisibility: defineEndpoint<YouthDataVisibility, YouthDataVisibilityBody>({
    method: 'PUT',
    path: `${BASE}/show-or-hide-youth-data`,
    area: 'protected',
    summary: 'Show or hide parts of the profile',
  }),
  youthCvBank: defineEndpoint<YouthCvBankStatus>({
    method: 'GET',
    path: `${BASE}/cv-bank`,
    area: 'protected',
    summary: 'Whether recruiters can find the signed-in youth’s CV in the CV bank (opt-in, off by default)',
  }),
  updateYouthCvBank: defineEndpoint<YouthCvBankStatus, YouthCvBankBody>({
    method: 'PUT',
    path: `${BASE}/cv-bank`,
    area: 'protected',
    summary: `Opt in to the CV bank or out of it; the CV is listed while the profile is at least ${CV_BANK_MIN_COMPLETION} % complete`,
  }),
  youthProfileCompletion: defineEndpoint<ProfileCompletion>({
    method: 'GET',
    path: `${BASE}/profile-completion`,
    area: 'protected',
    summary: 'The profile completion percentage and which parts are complete (ADR 0051)',
  }),
  youthOwnCv: defineEndpoint<YouthPublicProfile>({
    method: 'GET',
    path: `${BASE}/cv`,
    area: 'protected',
    summary: 'The signed-in youth’s CV as others see it: shown sections, items added to the CV',
  }),
  publicYouthProfile: defineEndpoint<YouthPublicProfile, undefined, undefined, { id: string }>({
    method: 'GET',
    path: '/public/youth/:id',
    area: 'public',
    summary: 'A youth’s public profile by its public id: hidden parts absent',
  }),
  publicYouthCv: defineEndpoint<YouthPublicProfile, undefined, undefined, { id: string }>({
    method: 'GET',
    path: '/public/youth/:id/cv',
    area: 'public',
    summary: 'A youth’s CV by its public id: shown sections, items added to the CV',
  }),
  ...cvEndpoints,
  ...flatItemEndpoints,
} as const;
