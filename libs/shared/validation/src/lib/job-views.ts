import {
  type JobPost,
  MATCHING_CRITERIA,
  type PublicJobDetail,
  type PublicJobSummary,
  SALARY_DISPLAY,
  SERVICE_TYPE,
} from '@platform/contract';

/*
 * What the public sees of a job (spec §2 /jobs, /jobs/{id}; ADR 0060): built from the stored post by leaving out what
 * the recruiter hid. A hidden company name shows the name the recruiter chose instead, no organisation id (so
 * /company/{id} cannot unmask it) and no contact person; a hidden address or business is null; a salary that is not
 * shown is null (with salary_display telling the screen to say nothing or "negotiable"). The gateway answers the
 * public calls with these, and the recruiter's wizard previews the job with the same (issue 12 defect 10).
 */

/** What a public job card is made of (a job's summary row, or the whole post). */
export type PublicJobSource = Pick<
  JobPost,
  | 'id'
  | 'job_title'
  | 'job_title_en'
  | 'service_type'
  | 'status'
  | 'is_company_name_visible'
  | 'organization_id'
  | 'organization_title'
  | 'organization_title_en'
  | 'company_name'
  | 'company_name_en'
  | 'job_sector'
  | 'occupation'
  | 'employment_types'
  | 'job_levels'
  | 'workplaces'
  | 'locations'
  | 'salary_display'
  | 'salary_min'
  | 'salary_max'
  | 'min_experience'
  | 'max_experience'
  | 'is_number_of_vacancy_na'
  | 'no_of_vacancies'
  | 'published_at'
  | 'application_deadline'
  | 'association_badge'
>;

export function publicJobSummary(job: PublicJobSource): PublicJobSummary {
  const nameVisible = job.is_company_name_visible !== false;
  const showSalary = job.salary_display === SALARY_DISPLAY.SHOW_SALARY;
  return {
    id: job.id,
    job_title: job.job_title ?? '',
    job_title_en: job.job_title_en,
    service_type: job.service_type ?? SERVICE_TYPE.BASIC_LISTING,
    status: job.status === 'expired' ? 'expired' : 'live',
    organization_id: nameVisible ? job.organization_id : null,
    company_name: nameVisible ? job.organization_title : job.company_name,
    company_name_en: nameVisible ? job.organization_title_en : job.company_name_en,
    job_sector: job.job_sector,
    occupation: job.occupation,
    employment_types: job.employment_types,
    job_levels: job.job_levels,
    workplaces: job.workplaces,
    locations: job.locations,
    salary_display: job.salary_display ?? SALARY_DISPLAY.SHOW_NOTHING,
    salary_min: showSalary ? job.salary_min : null,
    salary_max: showSalary ? job.salary_max : null,
    min_experience: job.min_experience,
    max_experience: job.max_experience,
    no_of_vacancies: job.is_number_of_vacancy_na ? null : job.no_of_vacancies,
    published_at: job.published_at ?? '',
    application_deadline: job.application_deadline ?? '',
    association_badge: job.association_badge ?? null,
  };
}

export function publicJobDetail(job: JobPost): PublicJobDetail {
  const nameVisible = job.is_company_name_visible !== false;
  return {
    ...publicJobSummary(job),
    job_responsibilities: job.job_responsibilities,
    job_responsibilities_en: job.job_responsibilities_en,
    job_context: job.job_context,
    job_context_en: job.job_context_en,
    job_place_type: job.job_place_type,
    salary_type: job.salary_type,
    additional_salary_info:
      job.salary_display === SALARY_DISPLAY.SHOW_SALARY ? job.additional_salary_info : null,
    other_benefits: job.is_other_benefits ? job.other_benefits : null,
    lunch_facilities: job.lunch_facilities,
    salary_review: job.salary_review,
    festival_bonus: job.festival_bonus,
    education_requirements: job.education_requirements,
    other_educational_qualification: job.other_educational_qualification,
    trainings: job.trainings,
    professional_certifications: job.professional_certifications,
    is_experience_needed: job.is_experience_needed,
    is_freshers_encouraged: job.is_freshers_encouraged,
    min_age: job.min_age,
    max_age: job.max_age,
    genders: job.genders,
    skills: job.skills,
    person_with_disability: job.person_with_disability,
    additional_requirements: job.additional_requirements,
    company_address: job.is_company_address_visible ? job.company_address : null,
    company_business: job.is_company_business_visible ? job.company_business : null,
    is_apply_online: job.is_apply_online,
    resume_receiving_option: job.resume_receiving_option,
    instruction_for_hard_copy: job.instruction_for_hard_copy,
    instruction_for_walk_in_interview: job.instruction_for_walk_in_interview,
    special_instruction_for_job_seekers: job.special_instruction_for_job_seekers,
    is_photograph_enclose_with_resume: job.is_photograph_enclose_with_resume,
    mandatory_criteria: MATCHING_CRITERIA.filter((c) => job.criteria[c]?.mandatory),
    contact: nameVisible
      ? {
          name: job.contact_name,
          name_en: job.contact_name_en,
          designation: job.contact_designation,
          mobile: job.contact_mobile,
          email: job.contact_email,
          phone: job.contact_phone,
        }
      : null,
  };
}
