import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  courseLearningEndpoints,
  type JobEligibility,
  type JobSkillGap,
  jobEndpoints,
  type PublicJobDetail,
  youthProfileEndpoints,
} from '@platform/contract';
import { errorResponse, handlerFor, listHandlerFor, makePublicJob, server } from '@platform/testing';
import { makeMyJob } from './fixtures';

/* The job page's gateway for a signed-in youth, shared by job-detail-page (reading) and job-apply (applying). */

/** What the gateway's eligibility check answers: the youth may apply, with the CV the employer receives. */
export function eligible(over: Partial<JobEligibility> = {}): JobEligibility {
  return {
    can_apply: true,
    blocked_by: null,
    unmet: [],
    max_expected_salary: null,
    cv: {
      public_id: '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
      full_name: 'রহিম উদ্দিন',
      full_name_en: 'Rahim Uddin',
      cv_template: 'modern',
      profile_completion: 65,
      hidden_sections: ['personal_info', 'contact'],
    },
    ...over,
  };
}

/**
 * The job page's calls for a signed-in youth: the job, no application yet, the eligibility check (may apply unless
 * given), the favourites (none unless given), the job preferences (no expected salary unless given).
 */
export function youthJob(
  job: PublicJobDetail,
  favourites: number[] = [],
  expectedSalary: number | null = null,
  eligibility: JobEligibility = eligible(),
  gap: JobSkillGap = { job_id: job.id, job_skills: 0, missing: [] },
) {
  const read = { preferences: false, eligibility: 0 };
  server.use(
    handlerFor(courseLearningEndpoints.jobSkillGap, () => gap),
    handlerFor(jobEndpoints.jobEligibility, () => {
      read.eligibility += 1;
      return eligibility;
    }),
    handlerFor(youthProfileEndpoints.youthJobPreferences, () => {
      read.preferences = true;
      return { job_level: null, job_types: [], workplaces: [], expected_salary: expectedSalary };
    }),
    handlerFor(jobEndpoints.publicJob, () => job),
    handlerFor(jobEndpoints.applicationStatus, () => errorResponse(404, 'errors.not_found')),
    listHandlerFor(jobEndpoints.appliedJobs, ({ query }) => {
      expect(query.get('tab')).toBe('favourite');
      return { data: favourites.map((id) => makeMyJob(makePublicJob(id, `Job ${id}`), null, true)) };
    }),
  );
  return read;
}

/** The open dialog. */
export const dialog = () => within(screen.getByRole('dialog'));
