import type { EndpointDef } from '@platform/contract';
import { handlerFor, pathAndQuery, pdfAnswer } from './msw';

/**
 * A file endpoint's handler: answers each call with the first bytes of a PDF named `fileName` and records the call's
 * path and query in `requests` — `server.use(pdfHandlerFor(endpoints.youthCvPdf, 'CV.pdf', pdfRequests))`.
 */
export function pdfHandlerFor<E extends EndpointDef<unknown, unknown, unknown, unknown>>(
  endpoint: E,
  fileName: string,
  requests: string[],
) {
  return handlerFor(endpoint, ({ request }) => {
    requests.push(pathAndQuery(request));
    return pdfAnswer(fileName);
  });
}
