import type { JobPost } from '@platform/contract';
import { noMatchingCriteria } from '@platform/validation';

/*
 * Job posts as the gateway answers them, for the tests of every portal that shows one (the recruiter's wizard and
 * list, the shared job presentation).
 */

/** `YYYY-MM-DD`, `days` after today in Dhaka. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A job post as the gateway returns it; `completed_steps` says how far the wizard got. */
export function makeJobPost(over: Partial<JobPost> = {}): JobPost {
  return {
    id: 5,
    organization_id: 1,
    organization_title: 'ঢাকা টেক লিমিটেড',
    organization_title_en: 'Dhaka Tech Ltd.',
    status: 'draft',
    completed_steps: 1,
    service_type: null,
    job_title: 'সফটওয়্যার প্রকৌশলী',
    job_title_en: 'Software Engineer',
    is_number_of_vacancy_na: false,
    no_of_vacancies: 3,
    job_sector_id: 1,
    occupation_id: 11,
    employment_types: ['full_time'],
    published_at: dayFromToday(0),
    application_deadline: dayFromToday(20),
    is_apply_online: true,
    resume_receiving_option: null,
    email: null,
    is_use_platform_mail_system: false,
    instruction_for_hard_copy: null,
    instruction_for_walk_in_interview: null,
    special_instruction_for_job_seekers: null,
    is_photograph_enclose_with_resume: false,
    is_prefer_video_resume: false,
    job_responsibilities: null,
    job_responsibilities_en: null,
    job_context: null,
    job_context_en: null,
    job_place_type: null,
    job_levels: [],
    workplaces: [],
    locations: [],
    salary_type: null,
    salary_display: null,
    salary_min: null,
    salary_max: null,
    additional_salary_info: null,
    is_other_benefits: null,
    other_benefits: null,
    lunch_facilities: null,
    salary_review: null,
    festival_bonus: null,
    education_requirements: null,
    other_educational_qualification: null,
    trainings: [],
    professional_certifications: [],
    is_experience_needed: null,
    is_freshers_encouraged: null,
    min_experience: null,
    max_experience: null,
    min_age: null,
    max_age: null,
    genders: [],
    skills: [],
    person_with_disability: null,
    preferred_retired_army_officer: null,
    additional_requirements: null,
    is_company_name_visible: null,
    company_name: null,
    company_name_en: null,
    is_company_address_visible: null,
    company_address: null,
    is_company_business_visible: null,
    company_business: null,
    criteria: noMatchingCriteria(),
    contact_name: null,
    contact_name_en: null,
    contact_designation: null,
    contact_mobile: null,
    contact_email: null,
    contact_phone: null,
    job_sector: { id: 1, title: 'তথ্যপ্রযুক্তি', title_en: 'Information Technology' },
    occupation: { id: 11, title: 'সফটওয়্যার প্রকৌশলী', title_en: 'Software Engineer' },
    rejection_reason: null,
    submitted_at: null,
    reviewed_at: null,
    live_at: null,
    applications: 0,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-21T08:00:00Z',
    ...over,
  };
}

/** A job with every step saved (ready for the preview and the submission). */
export function makeCompleteJobPost(over: Partial<JobPost> = {}): JobPost {
  return makeJobPost({
    completed_steps: 6,
    job_responsibilities: 'Build and run the platform.',
    job_place_type: 1,
    job_levels: [2],
    workplaces: [3],
    locations: [
      {
        loc_division_id: 3,
        loc_district_id: 18,
        loc_upazila_id: null,
        division_title: 'ঢাকা',
        division_title_en: 'Dhaka',
        district_title: 'ঢাকা',
        district_title_en: 'Dhaka',
        upazila_title: null,
        upazila_title_en: null,
      },
    ],
    salary_display: 1,
    salary_min: 40000,
    salary_max: 60000,
    is_other_benefits: false,
    min_age: 22,
    max_age: 35,
    skills: [{ id: 7, title: 'টাইপস্ক্রিপ্ট', title_en: 'TypeScript' }],
    is_company_name_visible: true,
    is_company_address_visible: true,
    is_company_business_visible: false,
    criteria: {
      ...noMatchingCriteria(),
      age: { enabled: true, mandatory: true },
      skills: { enabled: true, mandatory: false },
    },
    contact_name: 'তানভীর হাসান',
    contact_mobile: '01711000003',
    ...over,
  });
}
