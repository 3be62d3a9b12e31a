import { endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** The public site's static pages as the admin edits them (permission `view_any_static_content`). */
export function useStaticContentsAdmin() {
  return useEndpoint(endpoints.staticContentsAdmin, {});
}

/** PUT /private/static-contents/:type (permission `update_static_content`); revalidates the pages' list on success. */
export function useUpdateStaticContent() {
  return useEndpointMutation(endpoints.updateStaticContent);
}
