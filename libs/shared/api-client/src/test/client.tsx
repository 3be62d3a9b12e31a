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
