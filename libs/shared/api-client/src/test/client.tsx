import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../lib/create-api-client';
import { ApiClientProvider, swrConfig } from '../lib/swr';

/**
 * The api-client's own hook tests (it cannot depend on @platform/testing, which depends on it): the gateway they
 * answer as, its MSW server and the hooks' wrapper.
 */
export const BASE = 'http://gateway.test';

/** This file's MSW server: listening for its tests, reset after each one; an unhandled request fails the test. */
export function setupTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A fresh SWR cache and a client of BASE with nobody signed in. */
export function wrapper({ children }: { children: ReactNode }) {
  const client = createApiClient({ baseURL: BASE, apiKey: 'k', getAccessToken: () => null });
  return (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </SWRConfig>
  );
}

/** A lookup record as the gateway answers it: the Bengali `title` (here the English one marked `(bn)`), `title_en`. */
export const lookupRecord = (id: number, title_en: string, extra: object = {}) => ({
  id,
  row_status: 1,
  title: `${title_en} (bn)`,
  title_en,
  ...extra,
});

/** One page of a list, all of `data`, in the gateway's envelope. */
export const listAnswer = (data: object[]) =>
  HttpResponse.json({
    data,
    meta: { current_page: 1, page_size: 20, total: data.length, total_page: 1 },
    status: { success: true, code: 200, message: 'common.ok' },
  });

/** A read of one record in the gateway's envelope. */
export const oneAnswer = (data: object) =>
  HttpResponse.json({ data, status: { success: true, code: 200, message: 'ok' } });
