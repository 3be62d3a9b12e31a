import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AuthProfile } from '@platform/contract';
import { RESOURCES, type ResourceRecord } from '@platform/resources';
import { handlerFor, listHandlerFor, server } from '@platform/testing';
import { endpointsOf } from '../lib/endpoints';
import { adminWith, lookupHandlers, sampleRecord, setupResourceTests } from './fixtures';

/*
 * The set-up of the resource list's test files (split so that each stays short: queries and order in
 * resource-list, row actions and xlsx in resource-list-actions): the skills list over MSW, recording its queries,
 * the delete and restore calls and the bulk delete's bodies (emptied before each test).
 */

export const skills = RESOURCES.skills;
export const quotes = RESOURCES.quotation_sliders;
export const api = endpointsOf(skills);

export function resourceListTests() {
  const open = setupResourceTests([skills, RESOURCES.districts, quotes]);
  const queries: URLSearchParams[] = [];
  const calls: string[] = [];
  const bodies: unknown[] = [];

  beforeEach(() => {
    queries.length = 0;
    calls.length = 0;
    bodies.length = 0;
    server.use(...lookupHandlers());
    server.use(
      listHandlerFor(api.list, ({ query }) => {
        queries.push(query);
        const rows: ResourceRecord[] =
          query.get('trashed') === 'only'
            ? [sampleRecord(skills, 7, { deleted_at: '2026-03-27T00:00:00Z' })]
            : [1, 2, 3].map((id) => sampleRecord(skills, id));
        return { data: rows, meta: { total: rows.length, page_size: Number(query.get('page_size')) } };
      }),
      handlerFor(api.remove, ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        return sampleRecord(skills, Number(params.id));
      }),
      handlerFor(api.restore, ({ params }) => {
        calls.push(`RESTORE ${params.id}`);
        return sampleRecord(skills, Number(params.id));
      }),
      handlerFor(api.bulkDelete, ({ body }) => {
        bodies.push(body);
        return { deleted: 2 };
      }),
    );
  });

  afterEach(() => vi.restoreAllMocks());

  /** Opens `route` (the skills list) as `user` (an admin with every skills key). */
  const renderList = (user: AuthProfile = adminWith([skills]), route = '/skills', locale?: 'bn-BD') =>
    open(route, { user, locale });

  return { queries, calls, bodies, renderList };
}

/** The list grid named `name`, once its first row is drawn. */
export async function grid(name = 'Skills list') {
  const found = await screen.findByRole('grid', { name });
  await within(found).findByText('skills 1');
  return found;
}
