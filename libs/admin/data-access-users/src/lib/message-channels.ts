import { endpoints } from '@platform/contract';
import { useEndpointMutation } from '@platform/api-client';

/** PUT /private/users/:id/message-channels (`assign_message_channel`). */
export function useAssignMessageChannels() {
  return useEndpointMutation(endpoints.assignUserMessageChannels);
}
