import { screen } from '@testing-library/react';
import { jobEndpoints } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { listHandlerFor, makePublicJob } from '@platform/testing';

/* The /jobs search's gateway and filters, shared by jobs-search-page (results) and jobs-search-filters. */

/** Answers the public search with `pages` pages of two jobs each and records every query it was asked. */
export function searchHandler(pages = 1, total = pages * 2) {
  const asked: URLSearchParams[] = [];
  const handler = listHandlerFor(jobEndpoints.publicJobs, ({ query }) => {
    asked.push(query);
    const page = Number(query.get('page') ?? 1);
    return {
      data: [
        makePublicJob(page * 10 + 1, `Job ${page}A`),
        makePublicJob(page * 10 + 2, `Job ${page}B`, {
          company_name: null,
          company_name_en: null,
          organization_id: null,
          salary_display: 2,
        }),
      ],
      meta: { current_page: page, page_size: 10, total, total_page: pages },
    };
  });
  return { asked, handler, last: () => asked[asked.length - 1] };
}

/** The job sector lookup's read. */
export const sectorRead = resourceEndpoints(RESOURCES.job_sectors).lookupRead;

/** Shows the filters (behind a toggle on a narrow screen) and waits for them to load. */
export async function openFilters(user: { click: (el: Element) => Promise<void> }) {
  const toggle = screen.queryByRole('button', { name: /Show filters/ });
  if (toggle) await user.click(toggle);
  // the filters load when first shown
  await screen.findByRole('combobox', { name: 'Employment type' });
}
