import { screen } from '@testing-library/react';
import type { PlatformBatch } from '@platform/contract';
import { asAdmin, makeCourseBatch, setupPlatformTests } from '@platform/testing';
import { platformListRoutes } from '../lib/platform-lists-routes';

/*
 * What the platform lists' test files share: their set-up, the row finder, the records' stamps and the platform's
 * view of a batch.
 */

/**
 * A test file's set-up over the platform lists' routes: `const openAs = platformListTests(KEYS)`, then
 * `openAs('/platform-batches')` opens a page as an admin holding the file's keys, `openAs(route, keys)` with others.
 */
export function platformListTests(keys: string[]) {
  const open = setupPlatformTests(platformListRoutes);
  return (route: string, permissions = keys) => open(route, asAdmin(permissions));
}

/** The table row that shows `text`. */
export async function rowOf(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

/** What every resource record carries besides its fields. */
export const STAMPS = {
  created_at: '2026-11-01T06:00:00Z',
  updated_at: '2026-11-01T06:00:00Z',
  deleted_at: null,
};

/** Course 7's December batch at Rajshahi TTI as the platform lists it: 6 of 30 seats taken, upcoming. */
export function platformBatch(over: Partial<PlatformBatch> = {}): PlatformBatch {
  return {
    ...makeCourseBatch({
      id: 11,
      course_id: 7,
      code: 'BT000011',
      created_at: STAMPS.created_at,
      updated_at: STAMPS.updated_at,
    }),
    course_code: 'C000007',
    course_title: 'ওয়েব',
    course_title_en: 'Web development',
    course_publication_status: 'published',
    institute_id: 3,
    institute_title: 'রাজশাহী টিটিআই',
    institute_title_en: 'Rajshahi TTI',
    seats_taken: 6,
    phase: 'upcoming',
    ...over,
  };
}
