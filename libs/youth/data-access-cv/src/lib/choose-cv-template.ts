import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /protected/youth-profile/cv-template: the template the public CV PDF uses by default. */
export function useChooseCvTemplate() {
  return useEndpointMutation(endpoints.updateYouthCvTemplate);
}
