import { defineEndpoint } from './endpoint';
import type { PublicJobSummary } from './endpoints-jobs';

/*
 * The public company page (spec §2 youth /company/{id}): an organisation as the job board shows it. Only an
 * organisation that shows its name on at least one live job is found (a recruiter who posts anonymously is not
 * unmasked by an id), and only its jobs that show the name are listed.
 */

/** Most live jobs the company page lists (newest first). */
export const COMPANY_JOBS_LIMIT = 50;

export interface PublicCompany {
  id: number;
  title: string;
  title_en: string | null;
  /** The organisation's live, open jobs that show its name, newest first (at most COMPANY_JOBS_LIMIT). */
  jobs: PublicJobSummary[];
}

export const companyEndpoints = {
  publicCompany: defineEndpoint<PublicCompany, undefined, undefined, { id: number }>({
    method: 'GET',
    path: '/public/companies/:id',
    area: 'public',
    summary:
      'An organisation of the job board with its live jobs that show its name (404 when it shows none)',
  }),
} as const;
