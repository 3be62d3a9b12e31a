import { useCallback } from 'react';
import { buildPath, certificateEndpoints as E } from '@platform/contract';
import {
  defineListParams,
  listParam,
  useEndpoint,
  useEndpointMutation,
  useFileFetch,
} from '@platform/api-client';

/* An institute's certificate templates (issue 15 item 8): one hook per endpoint; writes revalidate the list and the template. */

const REVALIDATE = ['/private/certificate-templates'];

/** /certificate-templates keeps its search and page in the address (`useAddressList` with `E.certificateTemplates`). */
export const TEMPLATE_LIST = defineListParams({
  params: { search: listParam.text() },
  pageSizes: [10, 25, 50],
});

/** GET /private/certificate-templates/:id. `null` waits. */
export const useCertificateTemplate = (id: number | null) =>
  useEndpoint(E.certificateTemplate, id === null ? null : { params: { id } });
export const useCreateCertificateTemplate = () =>
  useEndpointMutation(E.createCertificateTemplate, { revalidate: REVALIDATE });
export const useUpdateCertificateTemplate = () =>
  useEndpointMutation(E.updateCertificateTemplate, { revalidate: REVALIDATE });
export const useDeleteCertificateTemplate = () =>
  useEndpointMutation(E.deleteCertificateTemplate, { revalidate: REVALIDATE });

/** GET /private/certificate-templates/:id/preview.pdf as bytes (the client adds the api-key and token). */
export function useCertificateTemplatePdf(): (id: number) => Promise<Blob> {
  const fetchFile = useFileFetch();
  return useCallback(
    async (id: number) =>
      (await fetchFile(buildPath(E.certificateTemplatePdf.path, { id }), { accept: 'application/pdf' })).blob,
    [fetchFile],
  );
}
