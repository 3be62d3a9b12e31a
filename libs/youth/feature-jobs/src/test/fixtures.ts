import type {
  JobApplication,
  MatchingCriteria,
  MyJobItem,
  PublicJobDetail,
  PublicJobSummary,
} from '@platform/contract';
import { makeProfile } from '@platform/testing';

/** The signed-in youth of these tests. */
export const youth = makeProfile();

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

/** A live job as the public search lists it. */
export function makeJob(id: number, title: string, over: Partial<PublicJobSummary> = {}): PublicJobSummary {
  return {
    id,
    job_title: title,
    job_title_en: title,
    service_type: 1,
    status: 'live',
    organization_id: 7,
    company_name: 'ঢাকা টেক লিমিটেড',
    company_name_en: 'Dhaka Tech Ltd',
    job_sector: { id: 3, title: 'তথ্যপ্রযুক্তি', title_en: 'Information technology' },
    occupation: null,
    employment_types: ['full_time'],
    job_levels: [1],
    workplaces: [2],
    locations: [
      {
        loc_division_id: 1,
        loc_district_id: 2,
        loc_upazila_id: null,
        division_title: 'ঢাকা',
        division_title_en: 'Dhaka',
        district_title: 'গাজীপুর',
        district_title_en: 'Gazipur',
        upazila_title: null,
        upazila_title_en: null,
      },
    ],
    salary_display: 1,
    salary_min: 18000,
    salary_max: 25000,
    min_experience: 1,
    max_experience: 3,
    no_of_vacancies: 2,
    published_at: '2026-11-20',
    application_deadline: '2026-12-15',
    ...over,
  };
}

/** The public page of a job. */
export function makeJobDetail(
  id: number,
  title: string,
  over: Partial<PublicJobDetail> = {},
): PublicJobDetail {
  return {
    ...makeJob(id, title),
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

export function makeApplication(jobId: number, over: Partial<JobApplication> = {}): JobApplication {
  return {
    id: 900 + jobId,
    job_id: jobId,
    status: 0,
    stage: 0,
    expected_salary: 20000,
    match_score: 75,
    applied_at: '2026-11-21T04:00:00Z',
    updated_at: '2026-11-21T04:00:00Z',
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
