import type {
  JobApplication,
  MatchingCriteria,
  MyJobItem,
  PublicJobDetail,
  PublicJobSummary,
} from '@platform/contract';
import { makePublicJob, setupPlatformTests } from '@platform/testing';
import { youthJobsMoreRoutes } from '../lib/jobs-more-route-table';
import { jobsRoutes } from '../lib/jobs-routes';

/** Registers the server and the portal for the test file; `open(path, asYouth())` renders every jobs route. */
export const jobsTests = () => setupPlatformTests([...jobsRoutes, ...youthJobsMoreRoutes]);

const off = { enabled: false, mandatory: false };
export const noCriteria: MatchingCriteria = {
  age: off,
  experience: off,
  gender: off,
  location: off,
  skills: off,
  job_level: off,
  salary: off,
};

/** The public page of a job. */
export function makeJobDetail(
  id: number,
  title: string,
  over: Partial<PublicJobDetail> = {},
): PublicJobDetail {
  return {
    ...makePublicJob(id, title),
    job_responsibilities: 'Keep the office computers running.',
    job_responsibilities_en: 'Keep the office computers running.',
    job_context: null,
    job_context_en: null,
    job_place_type: 1,
    salary_type: 1,
    additional_salary_info: null,
    other_benefits: null,
    lunch_facilities: null,
    salary_review: null,
    festival_bonus: 2,
    education_requirements: 'HSC',
    other_educational_qualification: null,
    trainings: [],
    professional_certifications: [],
    is_experience_needed: true,
    is_freshers_encouraged: false,
    min_age: 18,
    max_age: 30,
    genders: [3],
    skills: [{ id: 5, title: 'কম্পিউটার', title_en: 'Computer operation' }],
    person_with_disability: null,
    additional_requirements: null,
    company_address: 'Mirpur, Dhaka',
    company_business: null,
    is_apply_online: true,
    resume_receiving_option: null,
    instruction_for_hard_copy: null,
    instruction_for_walk_in_interview: null,
    special_instruction_for_job_seekers: null,
    is_photograph_enclose_with_resume: null,
    mandatory_criteria: ['age'],
    contact: {
      name: 'করিম',
      name_en: 'Karim Hasan',
      designation: 'HR officer',
      mobile: '01712345678',
      email: 'hr@dhakatech.test',
      phone: null,
    },
    ...over,
  };
}

export function makeMyJob(
  job: PublicJobSummary,
  application: JobApplication | null,
  is_favourite = false,
): MyJobItem {
  return { job, application, is_favourite };
}
