import { useEndpoint } from '@platform/api-client';
import { jobCategoryEndpoints as E } from '@platform/contract';

/** GET /public/job-categories: the job sectors with the number of jobs the board shows in each (ADR 0099). */
export const useJobCategories = () => useEndpoint(E.jobCategories, {});
