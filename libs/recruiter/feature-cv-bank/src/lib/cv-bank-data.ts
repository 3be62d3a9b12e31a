import { useCallback } from 'react';
import { buildPath, type CvBankQuery, type CvLanguage, endpoints } from '@platform/contract';
import { toApiError, useApiClient, useEndpoint, useEndpointList } from '@platform/api-client';
import { type LookupRecord, RESOURCES, type ResourceName, resourceEndpoints } from '@platform/resources';

/** One server page of the CV bank (`view_cv_bank`); the previous page stays on screen while the next loads. */
export function useCvBank(query: CvBankQuery) {
  return useEndpointList(endpoints.cvBank, { query }, { keepPreviousData: true });
}

/** One CV of the CV bank by the youth's public id (the public CV's view: hidden parts absent). */
export function useCvBankCv(publicId: string | undefined) {
  return useEndpoint(endpoints.cvBankCv, publicId ? { params: { id: publicId } } : null);
}

/** The public lookups the search form chooses from (no private permission needed). */
export type CvBankLookup = Extract<ResourceName, 'skills' | 'education_levels' | 'divisions' | 'districts'>;
export type { LookupRecord };

function lookupEndpoints(name: CvBankLookup) {
  const all = resourceEndpoints(RESOURCES[name]);
  if (!all.lookupList || !all.lookupRead) throw new Error(`${name} has no public lookup`);
  return { list: all.lookupList, read: all.lookupRead };
}

/** One page of a public lookup (`/public/<segment>?search=&<filter>=`); `null` waits. */
export function useCvBankLookup(
  name: CvBankLookup,
  query: { search?: string; filters?: Record<string, string | number>; pageSize?: number } | null,
) {
  const args = query
    ? {
        query: {
          page: 1,
          page_size: query.pageSize ?? 20,
          ...(query.search ? { search: query.search } : {}),
          ...query.filters,
        },
      }
    : null;
  return useEndpointList(lookupEndpoints(name).list, args, { keepPreviousData: true });
}

/** One lookup record by id (to name a chosen skill the current page does not hold); `null` waits. */
export function useCvBankLookupRecord(name: CvBankLookup, id: number | null) {
  return useEndpoint(lookupEndpoints(name).read, id ? { params: { id } } : null);
}

export interface CvBankPdf {
  blob: Blob;
  /** The gateway's ASCII file name (Content-Disposition), `CV.pdf` when it gave none. */
  fileName: string;
}

/**
 * GET /private/cv-bank/{id}/cv.pdf: the CV drawn by the gateway (ADR 0052) as bytes, in the youth's chosen
 * template and the given language. The api client adds the api-key and the token; failures are ApiErrors.
 */
export function useCvBankPdf(): (publicId: string, lang: CvLanguage) => Promise<CvBankPdf> {
  const client = useApiClient();
  return useCallback(
    async (publicId: string, lang: CvLanguage) => {
      try {
        const response = await client.axios.get<Blob>(
          buildPath(endpoints.cvBankCvPdf.path, { id: publicId }),
          {
            params: { lang },
            responseType: 'blob',
            headers: { Accept: 'application/pdf' },
          },
        );
        const disposition = response.headers['content-disposition'] as string | undefined;
        return {
          blob: response.data,
          fileName: /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'CV.pdf',
        };
      } catch (error) {
        throw toApiError(error);
      }
    },
    [client],
  );
}
