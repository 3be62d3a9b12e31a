import type { JobApplication, PublicJobSummary } from '@platform/contract';

/*
 * A job as the public pages list it (the youth's job search, the home's featured jobs, the company and explore
 * pages) and the youth's application to it, for the tests of every lib that shows one.
 */

/** A live job as the public search lists it. */
export function makePublicJob(
  id: number,
  title: string,
  over: Partial<PublicJobSummary> = {},
): PublicJobSummary {
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

/** The youth's application to job `jobId` (id 900 + jobId), just sent. */
export function makeJobApplication(jobId: number, over: Partial<JobApplication> = {}): JobApplication {
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
