import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEndpoint, endpoints } from '@platform/contract';

// counts the loads of the axios chunk (the module factory runs when the client first imports it)
const axiosChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./axios-transport', async (importOriginal) => {
  axiosChunk.loads += 1;
  return importOriginal();
});
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

const BASE = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = <T>(data: T, meta?: object) =>
  HttpResponse.json({
    data,
    status: { success: true, code: 200, message: 'common.ok' },
    ...(meta ? { meta } : {}),
  });

/** The gateway's refusal envelope with its HTTP status (and headers). */
const refused = (code: number, message: string, init: ResponseInit = {}) =>
  HttpResponse.json({ status: { success: false, code, message } }, { status: code, ...init });

type Options = Partial<Parameters<typeof createApiClient>[0]>;
function client(overrides: Options = {}) {
  return createApiClient({ baseURL: BASE, apiKey: 'test-key', getAccessToken: () => null, ...overrides });
}

/**
 * A JSON call goes out on fetch with or without a token (ADR 0006 revisions 4 and 5); a file body through the axios
 * instance (last suite): what the gateway receives and every failure must be the same either way.
 */
const PATHS = [
  { path: 'without a token', token: null },
  { path: 'with a token', token: 'tok' },
] as const;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const settings = {
  maintenance_mode_status: false,
  maintenance_hash: null,
  site_name: 'x',
  site_name_en: 'x',
  updated_at: '',
};

describe('createApiClient: the wire', () => {
  it('sends the api-key header, the bearer token when there is one, and unwraps the envelope', async () => {
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      http.get(`${BASE}/public/maintenance-mode-status`, ({ request }) => {
        seen.push([request.headers.get('api-key'), request.headers.get('authorization')]);
        return ok({ maintenance_mode_status: false });
      }),
    );
    await expect(client().call(endpoints.maintenanceModeStatus)).resolves.toEqual({
      maintenance_mode_status: false,
    });
    await client({ getAccessToken: async () => 'tok-1' }).call(endpoints.maintenanceModeStatus);
    expect(seen).toEqual([
      ['test-key', null],
      ['test-key', 'Bearer tok-1'],
    ]);
  });
});

describe.each(PATHS)('createApiClient: the wire, $path', ({ token }) => {
  const client = (overrides: Options = {}) =>
    createApiClient({ baseURL: BASE, apiKey: 'test-key', getAccessToken: () => token, ...overrides });

  it('sends a call without a body with no content type (a form type would be refused by the gateway with 415)', async () => {
    const action = defineEndpoint<{ done: boolean }, undefined, undefined, { id: number }>({
      method: 'POST',
      path: '/private/things/:id/approve',
      area: 'private',
      permission: 'approve_thing',
      summary: 'probe',
    });
    const seen: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/private/things/:id/approve`, ({ request }) => {
        seen.push(request.headers.get('content-type'));
        return ok({ done: true });
      }),
    );
    await expect(client().call(action, { params: { id: 7 } })).resolves.toEqual({ done: true });
    expect(seen).toEqual([null]);
  });

  it('fills path params, sends the query and the body', async () => {
    const probe = defineEndpoint<
      { echoed: unknown },
      { title: string },
      { q?: string; ids?: number[] },
      { id: number }
    >({
      method: 'PUT',
      path: '/private/things/:id',
      area: 'private',
      permission: 'update_thing',
      summary: 'probe',
    });
    server.use(
      http.put(`${BASE}/private/things/:id`, async ({ request, params }) => {
        const url = new URL(request.url);
        return ok({
          echoed: {
            id: params.id,
            q: url.searchParams.get('q'),
            ids: url.searchParams.getAll('ids'),
            body: await request.json(),
          },
        });
      }),
    );
    const result = await client().call(probe, {
      params: { id: 7 },
      query: { q: 'a b', ids: [1, 2] },
      body: { title: 'T' },
    });
    expect(result.echoed).toEqual({ id: '7', q: 'a b', ids: ['1', '2'], body: { title: 'T' } });
  });

  it('writes the query as axios does: repeated keys, nothing for null, spaces as +, `:` `,` `$` kept', async () => {
    const probe = defineEndpoint<{ search: string }, undefined, Record<string, unknown>>({
      method: 'GET',
      path: '/public/probe',
      area: 'public',
      summary: 'probe',
    });
    server.use(
      http.get(`${BASE}/public/probe`, ({ request }) => ok({ search: new URL(request.url).search })),
    );
    const result = await client().call(probe, {
      query: { q: 'a b:c,$&=é', ids: [1, 2], none: null, skip: undefined, flag: true, at: new Date(0) },
    });
    expect(result.search).toBe('?q=a+b:c,$%26%3D%C3%A9&ids=1&ids=2&flag=true&at=1970-01-01T00:00:00.000Z');
  });

  it('list() returns data and meta', async () => {
    const meta = { current_page: 2, page_size: 10, total: 11, total_page: 2 };
    server.use(http.get(`${BASE}/protected/notifications`, () => ok([{ id: 1 }], meta)));
    const result = await client().list(endpoints.myNotifications, { query: { page: 2 } });
    expect(result.meta).toEqual(meta);
    expect(result.data).toHaveLength(1);
  });
});

describe.each(PATHS)('createApiClient: every failure is one ApiError, $path', ({ token }) => {
  const client = (overrides: Options = {}) =>
    createApiClient({ baseURL: BASE, apiKey: 'test-key', getAccessToken: () => token, ...overrides });

  it('an envelope error with field errors (422)', async () => {
    server.use(
      http.put(`${BASE}/private/app-settings`, () =>
        HttpResponse.json(
          {
            status: { success: false, code: 422, message: 'errors.validation' },
            errors: { site_name: ['validation.required'], 'items.0.title': ['validation.max'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(
      client().call(endpoints.updateAppSettings, { body: { maintenance_mode_status: true } }),
    );
    expect(error.toJSON()).toEqual({
      kind: 'http',
      status: 422,
      code: 422,
      message: 'errors.validation',
      fieldErrors: { site_name: ['validation.required'], 'items.0.title': ['validation.max'] },
    });
    expect(error.hasFieldErrors).toBe(true);
  });

  it('a 429 carries the Retry-After seconds (the page can say when to try again)', async () => {
    server.use(
      http.post(`${BASE}/public/forgot-password/send-otp`, () =>
        refused(429, 'registration.errors.resend_wait', { headers: { 'retry-after': '154' } }),
      ),
    );
    const error = await failure(client().call(endpoints.forgotPasswordSendOtp, { body: { username: 'x' } }));
    expect(error).toMatchObject({
      status: 429,
      message: 'registration.errors.resend_wait',
      retryAfterS: 154,
    });
  });

  it('a 500 that is not an envelope (proxy page) maps to the internal-error id', async () => {
    server.use(
      http.get(
        `${BASE}/private/app-settings`,
        () => new HttpResponse('<html>Bad gateway</html>', { status: 500 }),
      ),
    );
    const error = await failure(client().call(endpoints.appSettings));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      code: 500,
      message: 'errors.internal',
      fieldErrors: {},
    });
  });

  it('status.success false with HTTP 200 is a failure', async () => {
    server.use(
      http.get(`${BASE}/private/app-settings`, () =>
        HttpResponse.json({
          data: settings,
          status: { success: false, code: 409, message: 'errors.already_exists' },
        }),
      ),
    );
    const error = await failure(client().call(endpoints.appSettings));
    expect(error).toMatchObject({ kind: 'http', status: 409, code: 409, message: 'errors.already_exists' });
  });

  it('a 200 whose body is not an envelope is a failure too', async () => {
    server.use(http.get(`${BASE}/private/app-settings`, () => HttpResponse.json(settings)));
    const error = await failure(client().call(endpoints.appSettings));
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'errors.unknown' });
  });

  it('a network failure', async () => {
    server.use(http.get(`${BASE}/private/app-settings`, () => HttpResponse.error()));
    const error = await failure(client().call(endpoints.appSettings));
    expect(error).toMatchObject({
      kind: 'network',
      status: undefined,
      message: 'errors.network',
      fieldErrors: {},
    });
  });

  it('a time-out', async () => {
    server.use(
      http.get(`${BASE}/private/app-settings`, async () => {
        await delay(500);
        return ok(settings);
      }),
    );
    const error = await failure(client({ timeout: 30 }).call(endpoints.appSettings));
    expect(error).toMatchObject({ kind: 'timeout', message: 'errors.timeout' });
  });

  it('a cancelled call', async () => {
    server.use(
      http.get(`${BASE}/private/app-settings`, async () => {
        await delay(500);
        return ok(settings);
      }),
    );
    const controller = new AbortController();
    const pending = client().call(endpoints.appSettings, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'canceled', message: 'errors.canceled' });
  });

  it('uses 300000 ms as the default time-out', () => {
    expect(client().axios.defaults.timeout).toBe(300_000);
    expect(client().axios.defaults.adapter).toBe('fetch');
  });
});

describe('createApiClient: 401 and 403', () => {
  it('renews once (single flight) for concurrent 401s and retries each request once', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      await delay(10);
      token = 'new';
      return true;
    });
    let calls = 0;
    server.use(
      http.get(`${BASE}/private/app-settings`, ({ request }) => {
        calls += 1;
        if (request.headers.get('authorization') !== 'Bearer new') {
          return refused(401, 'errors.unauthorized');
        }
        return ok(settings);
      }),
    );
    const api = client({ getAccessToken: () => token, onUnauthorized });
    const results = await Promise.all([api.call(endpoints.appSettings), api.call(endpoints.appSettings)]);
    expect(results).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toBe(4);
  });

  it('gives up after one retry when the renewed token is refused too', async () => {
    const onUnauthorized = vi.fn(async () => true);
    let calls = 0;
    server.use(
      http.get(`${BASE}/private/app-settings`, () => {
        calls += 1;
        return refused(401, 'errors.unauthorized');
      }),
    );
    const error = await failure(
      client({ getAccessToken: () => 't', onUnauthorized }).call(endpoints.appSettings),
    );
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'errors.unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toBe(2);
  });

  it('does not retry when the renew fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/private/app-settings`, () => {
        calls += 1;
        return refused(401, 'errors.unauthorized');
      }),
    );
    const error = await failure(client({ onUnauthorized: async () => false }).call(endpoints.appSettings));
    expect(error.status).toBe(401);
    expect(calls).toBe(1);
  });

  it('a 403 is final: no renew, no retry', async () => {
    const onUnauthorized = vi.fn(async () => true);
    let calls = 0;
    server.use(
      http.get(`${BASE}/private/app-settings`, () => {
        calls += 1;
        return refused(403, 'errors.forbidden');
      }),
    );
    const error = await failure(client({ onUnauthorized }).call(endpoints.appSettings));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: 'errors.forbidden' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls).toBe(1);
  });

  it('a call without a token answered 401 (a session being restored) renews once and goes again with the token', async () => {
    let token: string | null = null;
    const onUnauthorized = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${BASE}/protected/notifications`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        if (authorization !== 'Bearer fresh') return refused(401, 'errors.unauthorized');
        return ok([], { current_page: 1, page_size: 10, total: 0, total_page: 0 });
      }),
    );
    const result = await client({ getAccessToken: () => token, onUnauthorized }).list(
      endpoints.myNotifications,
    );
    expect(result.data).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([null, 'Bearer fresh']);
  });

  it.each(PATHS)(
    'reports maintenance (503 with the maintenance id) through onMaintenance, $path',
    async ({ token }) => {
      const onMaintenance = vi.fn();
      server.use(http.get(`${BASE}/private/app-settings`, () => refused(503, 'errors.maintenance')));
      const error = await failure(
        client({ onMaintenance, getAccessToken: () => token }).call(endpoints.appSettings),
      );
      expect(error.message).toBe('errors.maintenance');
      expect(onMaintenance).toHaveBeenCalledTimes(1);
    },
  );
});

describe('createApiClient: axios only for what is not JSON', () => {
  const upload = defineEndpoint<{ stored: boolean }, FormData>({
    method: 'POST',
    path: '/private/things/upload',
    area: 'private',
    permission: 'create_thing',
    summary: 'probe',
  });

  it('a signed-in JSON call never loads the axios chunk; a file body loads it and carries the token', async () => {
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      http.get(`${BASE}/private/app-settings`, ({ request }) => {
        seen.push([request.headers.get('authorization'), null]);
        return ok(settings);
      }),
      http.post(`${BASE}/private/things/upload`, async ({ request }) => {
        const form = await request.formData();
        seen.push([request.headers.get('authorization'), String(form.get('title'))]);
        return ok({ stored: true });
      }),
    );
    const api = client({ getAccessToken: () => 'tok' });
    await api.call(endpoints.appSettings);
    expect(axiosChunk.loads).toBe(0);
    const form = new FormData();
    form.set('title', 'cv');
    await expect(api.call(upload, { body: form })).resolves.toEqual({ stored: true });
    expect(axiosChunk.loads).toBe(1);
    expect(seen).toEqual([
      ['Bearer tok', null],
      ['Bearer tok', 'cv'],
    ]);
  });
});
