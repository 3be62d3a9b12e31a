import type { AssociationBadge } from './endpoints-associations';
import { defineEndpoint } from './endpoint';
import type { ApplicantPipelineFields } from './endpoints-job-pipeline';
import type { CvTemplate, YouthDataSection } from './endpoints-youth-profile';
import type { ListQuery } from './envelope';
import type { DeactivationBody } from './staff-deactivation';
import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  type EMPLOYMENT_TYPE,
  type JOB_GENDER_PREFERENCE,
  type JOB_LEVEL,
  type JOB_WORKPLACE,
  type PipelineStage,
  type SALARY_DISPLAY,
  type SALARY_TYPE,
  type SERVICE_TYPE,
  type ValueOf,
} from './enums';
import { JOB_PERMISSIONS } from './jobs-permissions';

/*
 * Jobs and applications (issue 4; spec §2 recruiter wizard, §3 job post, §4 application status codes, §5 rules,
 * §7 public jobs / featured-jobs / jobs/{id}, protected apply / toggle-favourite / applied-jobs / application-status,
 * private jobs, applicants by stage, change-status, restore). ADR 0060.
 *
 * Tenancy: a job belongs to one organisation (the poster's). Every private call with a job or application id answers
 * 404 when the record lies outside the caller's organisation, as if it did not exist. Youth calls act on the caller's
 * own applications and favourites only. The public never sees a job that is not live, nor a field the recruiter hid.
 */

// ---------------------------------------------------------------------------------------------------------------
// Enumerations of the job post
// ---------------------------------------------------------------------------------------------------------------

/**
 * Stored job status. `expired` is never stored: a live job whose application deadline has passed reads as expired.
 * `approved` = approved by an admin or the industry association, waiting for the payment procedure (then live).
 */
export const JOB_POST_STATUS = {
  DRAFT: 'draft',
  PENDING_APPROVAL: 'pending_approval',
  REJECTED: 'rejected',
  APPROVED: 'approved',
  LIVE: 'live',
  EXPIRED: 'expired',
  /** Taken off the public board by platform staff (ADR 0107); a restore puts it back in its former status. */
  DEACTIVATED: 'deactivated',
} as const;
export type JobPostStatus = ValueOf<typeof JOB_POST_STATUS>;

/** The six saved steps of the posting wizard, in order (preview and complete are screens, not saves). */
export const JOB_WIZARD_STEPS = [
  'primary_info',
  'more_info',
  'candidate_requirement',
  'company_info_visibility',
  'matching_criteria',
  'contact_info',
] as const;
export type JobWizardStep = (typeof JOB_WIZARD_STEPS)[number];

/** How a resume reaches the recruiter besides applying online (spec §3 resume receiving options). */
export const RESUME_RECEIVING_OPTION = { EMAIL: 1, HARD_COPY: 2, WALK_IN_INTERVIEW: 3 } as const;
/** Where the job is: inside or outside Bangladesh. */
export const JOB_PLACE_TYPE = { INSIDE_BANGLADESH: 1, OUTSIDE_BANGLADESH: 2 } as const;
export const LUNCH_FACILITIES = { PARTIAL_SUBSIDY: 1, FULL_SUBSIDY: 2 } as const;
export const SALARY_REVIEW = { HALF_YEARLY: 1, YEARLY: 2 } as const;

/**
 * The matching criteria (wizard step 5): each can be enabled (it feeds the match score) and made mandatory (a youth
 * who fails it cannot apply). Mandatory implies enabled.
 */
export const MATCHING_CRITERIA = [
  'age',
  'experience',
  'gender',
  'location',
  'skills',
  'job_level',
  'salary',
] as const;
export type MatchingCriterion = (typeof MATCHING_CRITERIA)[number];
export interface MatchingCriterionSetting {
  enabled: boolean;
  mandatory: boolean;
}
export type MatchingCriteria = Record<MatchingCriterion, MatchingCriterionSetting>;

/** Posted-date filter of the public search: published within the last N days. */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 15, 30] as const;
export const JOB_SORT = {
  NEWEST: 'newest',
  DEADLINE: 'deadline',
  SALARY_HIGH: 'salary_high',
  SALARY_LOW: 'salary_low',
} as const;
export type JobSort = ValueOf<typeof JOB_SORT>;

/**
 * The public search counts and pages through at most this many matches (100 pages of 10), like the large job boards:
 * `meta.total` of a broader search is this number (show it as "1,000+") and asks for narrower filters. Counting every
 * match would make a broad search slower as the board grows (ADR 0060).
 */
export const PUBLIC_SEARCH_MAX_RESULTS = 1000;

/** Most items in the job post's lists. */
export const JOB_LIMITS = {
  title: 500,
  title_en: 300,
  longText: 5000,
  text: 1000,
  locations: 20,
  skills: 30,
  listItems: 10,
  bulk: 100,
} as const;

/**
 * THE mapping of an application status code to its pipeline stage (spec §4): 0 → 0 new, 11 → 1 shortlist, 21–24 →
 * 2 assessment, 31–36 → 3 interview, 41–44 → 4 offer, 51 → 5 hire, 91/92/99 → 9 reject. The gateway filters
 * `?stage=` with it and the screens label rows with it (`jobs.stage.<n>`); nothing else maps codes to stages.
 */
export function pipelineStageOf(status: ApplicationStatus): PipelineStage {
  if (status === APPLICATION_STATUS.APPLIED) return 0;
  if (status === APPLICATION_STATUS.SHORTLISTED) return 1;
  if (status >= 90) return 9;
  return Math.floor(status / 10) as PipelineStage;
}

/**
 * The applicant tabs of /jobs/{id}/management (spec §3: 1 applications, 2 assessments, 3 interviews, 4 offers,
 * 5 saved) by the stages they list. Tab 5 (saved) is not a stage: it lists the applicants the recruiter bookmarked
 * (`is_saved`), whatever their stage.
 */
export const APPLICANT_TAB_STAGES: Record<1 | 2 | 3 | 4, readonly PipelineStage[]> = {
  1: [0, 1, 9],
  2: [2],
  3: [3],
  4: [4, 5],
};

// ---------------------------------------------------------------------------------------------------------------
// Wizard bodies (one per saved step; the shared yup schemas of @platform/validation job-schemas check them)
// ---------------------------------------------------------------------------------------------------------------

export interface JobPrimaryInfoBody {
  job_title: string;
  job_title_en?: string;
  /** Not applicable: the number of vacancies is not disclosed. */
  is_number_of_vacancy_na?: boolean;
  /** Required unless `is_number_of_vacancy_na`. */
  no_of_vacancies?: number | null;
  job_sector_id: number;
  /** An occupation of that sector. */
  occupation_id: number;
  employment_types: ValueOf<typeof EMPLOYMENT_TYPE>[];
  /** The day the job appears (today or later). */
  published_at: string;
  /** Not before the published date, within the next 30 days (spec §5, §9). */
  application_deadline: string;
  is_apply_online?: boolean;
  /** Required when the job cannot be applied for online. */
  resume_receiving_option?: ValueOf<typeof RESUME_RECEIVING_OPTION> | null;
  /** Where e-mailed resumes go (option e-mail). */
  email?: string;
  /** Resumes arrive through the platform's own e-mail system. */
  is_use_platform_mail_system?: boolean;
  instruction_for_hard_copy?: string;
  instruction_for_walk_in_interview?: string;
  special_instruction_for_job_seekers?: string;
  is_photograph_enclose_with_resume?: boolean;
  is_prefer_video_resume?: boolean;
}

export interface JobLocationBody {
  loc_division_id: number;
  loc_district_id?: number | null;
  loc_upazila_id?: number | null;
}

export interface JobMoreInfoBody {
  job_responsibilities: string;
  job_responsibilities_en?: string;
  job_context?: string;
  job_context_en?: string;
  job_place_type: ValueOf<typeof JOB_PLACE_TYPE>;
  job_levels: ValueOf<typeof JOB_LEVEL>[];
  workplaces: ValueOf<typeof JOB_WORKPLACE>[];
  locations: JobLocationBody[];
  salary_type?: ValueOf<typeof SALARY_TYPE> | null;
  /** Show the salary, show nothing, or show "negotiable" (spec §3 salary display). */
  salary_display: ValueOf<typeof SALARY_DISPLAY>;
  /** Monthly, BDT. Required when the salary is shown. */
  salary_min?: number | null;
  /** Not less than the minimum (spec §5). */
  salary_max?: number | null;
  additional_salary_info?: string;
  is_other_benefits?: boolean;
  other_benefits?: string;
  lunch_facilities?: ValueOf<typeof LUNCH_FACILITIES> | null;
  salary_review?: ValueOf<typeof SALARY_REVIEW> | null;
  /** Festival bonuses a year (0–4). */
  festival_bonus?: number | null;
}

export interface JobCandidateRequirementBody {
  education_requirements?: string;
  other_educational_qualification?: string;
  trainings?: string[];
  professional_certifications?: string[];
  is_experience_needed?: boolean;
  is_freshers_encouraged?: boolean;
  /** Years, 0–50. */
  min_experience?: number | null;
  /** Not less than the minimum (spec §5). */
  max_experience?: number | null;
  /** Years, 14–90. */
  min_age?: number | null;
  /** Not less than the minimum (spec §5). */
  max_age?: number | null;
  /** Job gender preference (spec §3: 1 male, 2 female, 3 both, 4 other); empty: anyone. */
  genders?: ValueOf<typeof JOB_GENDER_PREFERENCE>[];
  skill_ids?: number[];
  person_with_disability?: boolean;
  preferred_retired_army_officer?: boolean;
  additional_requirements?: string;
}

export interface JobCompanyInfoVisibilityBody {
  is_company_name_visible: boolean;
  /** The name shown instead when the real one is hidden (required then). */
  company_name?: string;
  company_name_en?: string;
  is_company_address_visible: boolean;
  company_address?: string;
  is_company_business_visible: boolean;
  company_business?: string;
}

export interface JobMatchingCriteriaBody {
  criteria: MatchingCriteria;
}

export interface JobContactInfoBody {
  contact_name: string;
  contact_name_en?: string;
  contact_designation?: string;
  contact_mobile: string;
  contact_email?: string;
  contact_phone?: string;
}

export interface JobSubmitBody {
  service_type: ValueOf<typeof SERVICE_TYPE>;
}

export interface JobRejectBody {
  reason: string;
}

export interface TitleRef {
  id: number;
  title: string;
  title_en: string | null;
}

export interface JobLocation extends JobLocationBody {
  division_title: string | null;
  division_title_en: string | null;
  district_title: string | null;
  district_title_en: string | null;
  upazila_title: string | null;
  upazila_title_en: string | null;
}

type Nullable<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };

/** A job post as its organisation (and the approvers) see it: every field of every step, unset ones null. */
export interface JobPost
  extends Nullable<Omit<JobPrimaryInfoBody, 'employment_types'>>,
    Nullable<Omit<JobMoreInfoBody, 'locations' | 'job_levels' | 'workplaces'>>,
    Nullable<
      Omit<JobCandidateRequirementBody, 'skill_ids' | 'genders' | 'trainings' | 'professional_certifications'>
    >,
    Nullable<JobCompanyInfoVisibilityBody>,
    Nullable<JobContactInfoBody> {
  id: number;
  organization_id: number;
  organization_title: string;
  organization_title_en: string | null;
  status: JobPostStatus;
  /** How many wizard steps are saved (0–6); step n can be saved once step n − 1 is. */
  completed_steps: number;
  service_type: ValueOf<typeof SERVICE_TYPE> | null;
  employment_types: ValueOf<typeof EMPLOYMENT_TYPE>[];
  job_levels: ValueOf<typeof JOB_LEVEL>[];
  workplaces: ValueOf<typeof JOB_WORKPLACE>[];
  locations: JobLocation[];
  genders: ValueOf<typeof JOB_GENDER_PREFERENCE>[];
  trainings: string[];
  professional_certifications: string[];
  skills: TitleRef[];
  criteria: MatchingCriteria;
  job_sector: TitleRef | null;
  occupation: TitleRef | null;
  rejection_reason: string | null;
  /** The industry association that approved the job (its badge), when one did (ADR 0092). */
  association_badge?: AssociationBadge | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  live_at: string | null;
  /** When platform staff deactivated the job (status `deactivated`); null otherwise (ADR 0107). */
  deactivated_at?: string | null;
  /** Why platform staff deactivated it, as they wrote it (ADR 0112); null when not deactivated. */
  deactivation_reason?: string | null;
  /** Who deactivated it: the staff member's name, for platform staff only (null for the organisation). */
  deactivated_by_name?: string | null;
  applications: number;
  created_at: string;
  updated_at: string;
}

/** A job as the public sees it in lists: only what the recruiter chose to show. */
export interface PublicJobSummary {
  id: number;
  job_title: string;
  job_title_en: string | null;
  service_type: ValueOf<typeof SERVICE_TYPE>;
  status: 'live' | 'expired';
  /** The organisation's id only when its name is shown (for /company/{id}); null otherwise. */
  organization_id: number | null;
  /** The organisation's name, or the name the recruiter chose to show instead. */
  company_name: string | null;
  company_name_en: string | null;
  job_sector: TitleRef | null;
  occupation: TitleRef | null;
  employment_types: ValueOf<typeof EMPLOYMENT_TYPE>[];
  job_levels: ValueOf<typeof JOB_LEVEL>[];
  workplaces: ValueOf<typeof JOB_WORKPLACE>[];
  locations: JobLocation[];
  salary_display: ValueOf<typeof SALARY_DISPLAY>;
  /** Only when the salary is shown. */
  salary_min: number | null;
  salary_max: number | null;
  min_experience: number | null;
  max_experience: number | null;
  no_of_vacancies: number | null;
  published_at: string;
  application_deadline: string;
  /** The badge of the industry association that approved the vacancy (ADR 0092); null or absent when none did. */
  association_badge?: AssociationBadge | null;
}

/** The public job page (/jobs/{id}): the summary plus the details the recruiter did not hide. */
export interface PublicJobDetail extends PublicJobSummary {
  job_responsibilities: string | null;
  job_responsibilities_en: string | null;
  job_context: string | null;
  job_context_en: string | null;
  job_place_type: number | null;
  salary_type: number | null;
  additional_salary_info: string | null;
  other_benefits: string | null;
  lunch_facilities: number | null;
  salary_review: number | null;
  festival_bonus: number | null;
  education_requirements: string | null;
  other_educational_qualification: string | null;
  trainings: string[];
  professional_certifications: string[];
  is_experience_needed: boolean | null;
  is_freshers_encouraged: boolean | null;
  min_age: number | null;
  max_age: number | null;
  genders: number[];
  skills: TitleRef[];
  person_with_disability: boolean | null;
  additional_requirements: string | null;
  /** Null when the address is hidden. */
  company_address: string | null;
  /** Null when the business is hidden. */
  company_business: string | null;
  is_apply_online: boolean | null;
  resume_receiving_option: number | null;
  instruction_for_hard_copy: string | null;
  instruction_for_walk_in_interview: string | null;
  special_instruction_for_job_seekers: string | null;
  is_photograph_enclose_with_resume: boolean | null;
  /** Which criteria a youth must meet to apply (the youth screen says so before the youth tries). */
  mandatory_criteria: MatchingCriterion[];
  /** Contact person; null when the company name is hidden (an anonymous post stays anonymous). */
  contact: {
    name: string | null;
    name_en: string | null;
    designation: string | null;
    mobile: string | null;
    email: string | null;
    phone: string | null;
  } | null;
}

/** Public search (spec §2 /jobs). Multi-value filters accept repeated keys or comma-separated values. */
export interface JobSearchQuery extends ListQuery {
  search?: string;
  job_sector_ids?: string | number[];
  occupation_ids?: string | number[];
  skill_ids?: string | number[];
  loc_division_id?: number;
  loc_district_id?: number;
  loc_upazila_id?: number;
  job_levels?: string | number[];
  employment_types?: string | string[];
  workplaces?: string | number[];
  salary_min?: number;
  salary_max?: number;
  posted_within?: (typeof POSTED_WITHIN_DAYS)[number];
  sort?: JobSort;
}

export interface PrivateJobListQuery extends ListQuery {
  status?: JobPostStatus;
  search?: string;
}

/**
 * Query of the admin's platform-wide job list (issue 17 item 8, ADR 0107); every filter is optional and they combine
 * with "and". `published_from` / `published_to` are 'YYYY-MM-DD', inclusive.
 */
export interface PlatformJobListQuery extends PrivateJobListQuery {
  organization_id?: number;
  job_sector_id?: number;
  published_from?: string;
  published_to?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Applications
// ---------------------------------------------------------------------------------------------------------------

export interface ApplyJobBody {
  /** Monthly, BDT. */
  expected_salary: number;
}

export interface JobApplication {
  id: number;
  job_id: number;
  status: ApplicationStatus;
  stage: PipelineStage;
  expected_salary: number | null;
  /** 0–100: the share of the job's enabled matching criteria the youth met when applying. */
  match_score: number;
  applied_at: string;
  updated_at: string;
}

/** Why a youth cannot apply now: applied already, the deadline passed, or a mandatory criterion the profile misses. */
export type ApplyBlock = 'already_applied' | 'deadline_passed' | 'criteria_not_met';

/** A mandatory criterion the youth's profile does not meet, with the reason apply would give (a catalogue id). */
export interface UnmetCriterion {
  criterion: MatchingCriterion;
  /** `jobs.criteria.<criterion>` (not met) or `jobs.criteria.<criterion>_missing` (the profile lacks the data). */
  message: string;
}

/** What the employer receives with an application: the youth's CV as /my-cv shows it (shown sections only). */
export interface ApplicationCv {
  /** The id of the youth's public CV (/youth-profile/{public_id}); null before the profile exists. */
  public_id: string | null;
  full_name: string;
  full_name_en: string | null;
  cv_template: CvTemplate;
  /** Profile completion, 0–100. */
  profile_completion: number;
  /** The parts of the profile the CV leaves out (hidden by the youth). */
  hidden_sections: YouthDataSection[];
}

/**
 * GET /protected/jobs/:id/eligibility (issue 12, defect 4): whether the signed-in youth can apply, checked when the
 * job's page opens — the job's mandatory criteria against the profile, the deadline, an earlier application — and
 * which CV the employer would receive. A mandatory salary criterion is checked against the expected salary entered
 * when applying; `max_expected_salary` says its limit beforehand.
 */
export interface JobEligibility {
  can_apply: boolean;
  /** Why not (null when `can_apply`). */
  blocked_by: ApplyBlock | null;
  /** The mandatory criteria the profile does not meet (empty when it meets them all). */
  unmet: UnmetCriterion[];
  /** With a mandatory salary criterion: the highest expected salary the job accepts (Taka a month); else null. */
  max_expected_salary: number | null;
  cv: ApplicationCv;
}

/** One row of the youth's /my-jobs: the job (public view), the application (null on a favourite not applied to). */
export interface MyJobItem {
  job: PublicJobSummary;
  application: JobApplication | null;
  is_favourite: boolean;
}

export interface AppliedJobsQuery extends ListQuery {
  /** Spec §3 job tab filters: all (applications), favourite, assessment (applications at the assessment stage). */
  tab?: 'all' | 'favourite' | 'assessment';
}

export interface FavouriteState {
  job_id: number;
  is_favourite: boolean;
}

/** An applicant as the recruiter's pipeline lists it (with the pipeline fields of endpoints-job-pipeline.ts). */
export interface JobApplicant extends JobApplication, ApplicantPipelineFields {
  youth_id: number;
  full_name: string;
  full_name_en: string | null;
  gender: number | null;
  /** The youth's public id: the CV at the CV bank's /cv-bank/{public_id} (null without a youth profile). */
  public_id: string | null;
  /** The latest position on the youth's CV, the current job first (null when none is shown). */
  position: string | null;
  /** The highest education level on the youth's CV (null when none is shown). */
  qualification: { title: string; title_en: string | null } | null;
  /** Whole years of experience on the youth's CV (overlapping jobs add up, as in the CV bank). */
  experience_years: number;
  /** Age in whole years today (Asia/Dhaka); null without a date of birth. */
  age: number | null;
  /** Whether a status change restored it from a rejection before (for the restore button: only rejected ones restore). */
  restorable: boolean;
}

export interface ApplicantListQuery extends ListQuery {
  /** Spec §4 pipeline stage (0 new … 5 hire, 9 reject). */
  stage?: PipelineStage;
  /** Spec §3 applicant tab id (1 applications, 2 assessments, 3 interviews, 4 offers, 5 saved). */
  tab?: 1 | 2 | 3 | 4 | 5;
  status?: ApplicationStatus;
  /** `true`: only the removed candidates ("remove candidate"); default: only those not removed. */
  removed?: boolean;
}

/**
 * How many applicants a job has per pipeline stage and per applicant tab (the management page's tab and stage labels).
 * Removed candidates count only in `removed`.
 */
export interface JobApplicantCounts {
  stages: Record<PipelineStage, number>;
  /** 1 applications, 2 assessments, 3 interviews, 4 offers, 5 saved. */
  tabs: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Every applicant not removed. */
  total: number;
  removed: number;
}

/** An offer in the recruiter's /job-offers: the applicant row (with `offer`) and the job it is for. */
export interface RecruiterJobOffer extends JobApplicant {
  job_title: string;
  job_title_en: string | null;
}

/** The recruiter's offers across the organisation's jobs, newest first; `status` narrows to one offer state. */
export interface RecruiterJobOffersQuery extends ListQuery {
  /** 41 open, 42 accepted, 43 rejected, 44 cancelled, 51 hired. */
  status?: ApplicationStatus;
}

export interface ChangeApplicationStatusBody {
  status: ApplicationStatus;
}

export interface BulkChangeApplicationStatusBody extends ChangeApplicationStatusBody {
  application_ids: number[];
}

export interface ApplicationStatusChange {
  id: number;
  application_id: number;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  changed_by: number | null;
  changed_by_name: string | null;
  changed_at: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

export { JOB_PERMISSIONS } from './jobs-permissions';

type JobParams = { id: number };
type ApplicationParams = { id: number; applicationId: number };
const P = JOB_PERMISSIONS;

const step = <B>(segment: string, summary: string) =>
  defineEndpoint<JobPost, B, undefined, JobParams>({
    method: 'PUT',
    path: `/private/jobs/:id/${segment}`,
    area: 'private',
    permission: P.updateJob,
    summary,
  });

export const jobEndpoints = {
  // public
  publicJobs: defineEndpoint<PublicJobSummary[], undefined, JobSearchQuery>({
    method: 'GET',
    path: '/public/jobs',
    area: 'public',
    list: true,
    summary:
      'Live jobs: full-text search, filters (sector, occupation, skills, location, level, employment type, workplace, salary, posted date), sort, paging',
  }),
  featuredJobs: defineEndpoint<PublicJobSummary[], undefined, ListQuery & { limit?: number }>({
    method: 'GET',
    path: '/public/featured-jobs',
    area: 'public',
    list: true,
    summary:
      'Active jobs for the youth home (premium listings first; page 1, limit 5 by default in the portal)',
  }),
  publicJob: defineEndpoint<PublicJobDetail, undefined, undefined, JobParams>({
    method: 'GET',
    path: '/public/jobs/:id',
    area: 'public',
    summary: 'One live or expired job, with company info and salary shown as the recruiter chose',
  }),

  // protected (youth)
  applyJob: defineEndpoint<JobApplication, ApplyJobBody, undefined, JobParams>({
    method: 'POST',
    path: '/protected/jobs/:id/apply',
    area: 'protected',
    summary:
      'Apply with an expected salary; refused per failing mandatory criterion, twice, or after the deadline',
  }),
  jobEligibility: defineEndpoint<JobEligibility, undefined, undefined, JobParams>({
    method: 'GET',
    path: '/protected/jobs/:id/eligibility',
    area: 'protected',
    summary:
      'Whether the signed-in youth can apply (mandatory criteria, deadline, an earlier application) and the CV the employer would receive',
  }),
  toggleFavouriteJob: defineEndpoint<FavouriteState, undefined, undefined, JobParams>({
    method: 'POST',
    path: '/protected/jobs/:id/toggle-favourite',
    area: 'protected',
    summary: 'Mark or unmark a live job as a favourite',
  }),
  applicationStatus: defineEndpoint<JobApplication, undefined, undefined, JobParams>({
    method: 'GET',
    path: '/protected/jobs/:id/application-status',
    area: 'protected',
    summary: "The caller's application to a job (404 when it did not apply)",
  }),
  appliedJobs: defineEndpoint<MyJobItem[], undefined, AppliedJobsQuery>({
    method: 'GET',
    path: '/protected/applied-jobs',
    area: 'protected',
    list: true,
    summary:
      "The caller's jobs by tab: all applications, favourites, or applications at the assessment stage",
  }),

  // private (recruiter: own organisation; approvers: every organisation)
  jobs: defineEndpoint<JobPost[], undefined, PrivateJobListQuery>({
    method: 'GET',
    path: '/private/jobs',
    area: 'private',
    permission: P.viewAnyJob,
    list: true,
    summary: "The caller's organisation's jobs (approvers: every organisation's), by status",
  }),
  job: defineEndpoint<JobPost, undefined, undefined, JobParams>({
    method: 'GET',
    path: '/private/jobs/:id',
    area: 'private',
    permission: P.viewSingleJob,
    summary: 'One job post with every wizard step (draft resume, edit, preview)',
  }),
  createJob: defineEndpoint<JobPost, JobPrimaryInfoBody>({
    method: 'POST',
    path: '/private/jobs',
    area: 'private',
    permission: P.createJob,
    summary: "Wizard step 1: start a draft with its primary info, in the caller's organisation",
  }),
  saveJobPrimaryInfo: step<JobPrimaryInfoBody>('primary-info', 'Wizard step 1: primary info'),
  saveJobMoreInfo: step<JobMoreInfoBody>('more-info', 'Wizard step 2: more info (needs step 1)'),
  saveJobCandidateRequirement: step<JobCandidateRequirementBody>(
    'candidate-requirement',
    'Wizard step 3: candidate requirement (needs step 2)',
  ),
  saveJobCompanyInfoVisibility: step<JobCompanyInfoVisibilityBody>(
    'company-info-visibility',
    'Wizard step 4: company info visibility (needs step 3)',
  ),
  saveJobMatchingCriteria: step<JobMatchingCriteriaBody>(
    'matching-criteria',
    'Wizard step 5: matching criteria with a mandatory flag each (needs step 4)',
  ),
  saveJobContactInfo: step<JobContactInfoBody>('contact-info', 'Wizard step 6: contact info (needs step 5)'),
  submitJob: defineEndpoint<JobPost, JobSubmitBody, undefined, JobParams>({
    method: 'POST',
    path: '/private/jobs/:id/submit',
    area: 'private',
    permission: P.updateJob,
    summary: 'Submit a complete draft (or a rejected job) for approval with a service type',
  }),
  deleteJob: defineEndpoint<null, undefined, undefined, JobParams>({
    method: 'DELETE',
    path: '/private/jobs/:id',
    area: 'private',
    permission: P.deleteJob,
    summary: 'Delete a draft or rejected job (never one that was approved)',
  }),
  approveJob: defineEndpoint<JobPost, undefined, undefined, JobParams>({
    method: 'POST',
    path: '/private/jobs/:id/approve',
    area: 'private',
    permission: P.approveJob,
    summary: 'Approve a job waiting for approval: it then waits for the payment procedure',
  }),
  platformJobs: defineEndpoint<JobPost[], undefined, PlatformJobListQuery>({
    method: 'GET',
    path: '/private/jobs/platform',
    area: 'private',
    permission: P.viewPlatformJobs,
    list: true,
    summary:
      "Every organisation's job posts, newest first: search by title; organisation, status, sector, published range",
  }),
  deactivateJob: defineEndpoint<JobPost, DeactivationBody, undefined, JobParams>({
    method: 'PUT',
    path: '/private/jobs/:id/deactivate',
    area: 'private',
    permission: P.deactivateJob,
    summary:
      "Take a live or approved job off the public board with a reason; the organisation's admins are told (success: jobs.success.deactivated)",
  }),
  restoreJob: defineEndpoint<JobPost, undefined, undefined, JobParams>({
    method: 'PUT',
    path: '/private/jobs/:id/restore',
    area: 'private',
    permission: P.deactivateJob,
    summary:
      "Put a deactivated job back in the status it had; the organisation's admins are told (success: jobs.success.job_restored)",
  }),
  rejectJob: defineEndpoint<JobPost, JobRejectBody, undefined, JobParams>({
    method: 'POST',
    path: '/private/jobs/:id/reject',
    area: 'private',
    permission: P.approveJob,
    summary: 'Reject a job waiting for approval, with a reason the recruiter sees',
  }),
  jobApplicants: defineEndpoint<JobApplicant[], undefined, ApplicantListQuery, JobParams>({
    method: 'GET',
    path: '/private/jobs/:id/applicants',
    area: 'private',
    permission: P.viewAnyApplicant,
    list: true,
    summary: "A job's applicants by pipeline stage, tab or status, best match first",
  }),
  jobApplicantCounts: defineEndpoint<JobApplicantCounts, undefined, undefined, JobParams>({
    method: 'GET',
    path: '/private/jobs/:id/applicant-counts',
    area: 'private',
    permission: P.viewAnyApplicant,
    summary: "A job's applicants counted per pipeline stage and per applicant tab (removed ones apart)",
  }),
  recruiterJobOffers: defineEndpoint<RecruiterJobOffer[], undefined, RecruiterJobOffersQuery>({
    method: 'GET',
    path: '/private/job-offers',
    area: 'private',
    permission: P.viewAnyApplicant,
    list: true,
    summary:
      "The offers of the organisation's jobs (open, accepted, rejected, cancelled, hired), newest first",
  }),
  jobApplicantHistory: defineEndpoint<ApplicationStatusChange[], undefined, undefined, ApplicationParams>({
    method: 'GET',
    path: '/private/jobs/:id/applicants/:applicationId/history',
    area: 'private',
    permission: P.viewAnyApplicant,
    summary: "An application's status changes: from, to, who and when",
  }),
  changeApplicantStatus: defineEndpoint<
    JobApplicant,
    ChangeApplicationStatusBody,
    undefined,
    ApplicationParams
  >({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/change-status',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Move one applicant to a status the transition table allows from its current one',
  }),
  bulkChangeApplicantStatus: defineEndpoint<
    JobApplicant[],
    BulkChangeApplicationStatusBody,
    undefined,
    JobParams
  >({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/change-status',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Move several applicants at once: all or none (an illegal move of one refuses the whole batch)',
  }),
  restoreApplicant: defineEndpoint<JobApplicant, undefined, undefined, ApplicationParams>({
    method: 'PUT',
    path: '/private/jobs/:id/applicants/:applicationId/restore',
    area: 'private',
    permission: P.changeApplicationStatus,
    summary: 'Restore a rejected applicant to the status it had before the rejection',
  }),
} as const;
