import { endpoints, type JobPost, type JobWizardStep } from '@platform/contract';
import { useSWRConfig } from 'swr';
import { endpointKey, useEndpointMutation } from '@platform/api-client';

/**
 * Saves one wizard step. Step 1 of a job not created yet is `POST /private/jobs` (a draft in the caller's
 * organisation); every other save is `PUT /private/jobs/:id/<step>`. The gateway refuses a step whose predecessor is
 * missing (409) and answers field errors (422): the promise rejects with that ApiError for the form to show.
 */
export function useSaveJobStep(): (step: JobWizardStep, id: number | null, body: object) => Promise<JobPost> {
  const create = useEndpointMutation(endpoints.createJob);
  const byStep = {
    primary_info: useEndpointMutation(endpoints.saveJobPrimaryInfo),
    more_info: useEndpointMutation(endpoints.saveJobMoreInfo),
    candidate_requirement: useEndpointMutation(endpoints.saveJobCandidateRequirement),
    company_info_visibility: useEndpointMutation(endpoints.saveJobCompanyInfoVisibility),
    matching_criteria: useEndpointMutation(endpoints.saveJobMatchingCriteria),
    contact_info: useEndpointMutation(endpoints.saveJobContactInfo),
  } satisfies Record<JobWizardStep, unknown>;
  const { mutate } = useSWRConfig();

  return async (step, id, body) => {
    // the bodies were checked by the step's shared schema; the contract types them per endpoint
    let saved: JobPost;
    if (id === null) {
      if (step !== 'primary_info') throw new Error(`step ${step} needs a saved job`);
      saved = await create.trigger({ body: body as never });
    } else {
      const mutation = byStep[step] as {
        trigger: (args: { params: { id: number }; body: never }) => Promise<JobPost>;
      };
      saved = await mutation.trigger({ params: { id }, body: body as never });
    }
    // the job's page reads it at once (a new draft opens its next step without another request)
    await mutate(endpointKey(endpoints.job, { params: { id: saved.id } }), saved, { revalidate: false });
    return saved;
  };
}
