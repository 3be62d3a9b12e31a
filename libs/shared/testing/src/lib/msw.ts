import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { EndpointDef, FieldErrors, ListMeta, ResponseOf } from '@platform/contract';

/** The gateway origin every test platform talks to (no real network: unhandled requests fail the test). */
export const GATEWAY_URL = 'http://gateway.test';

/** One MSW server for a test file. Call `setupMswServer()` once at the top of the file to start it. */
export const server = setupServer();

/** Starts `server` with unhandled requests as failures, resets handlers after each test, closes after the file. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

type AnyEndpoint = EndpointDef<unknown, unknown, unknown, unknown>;

/** The success envelope of the wire. */
export function envelope<T>(data: T, status = 200) {
  return HttpResponse.json(
    { data, status: { success: true, code: status, message: 'common.ok' } },
    { status },
  );
}

/** The list envelope of the wire; `meta` defaults to one page holding all items. */
export function listEnvelope<T>(data: T[], meta: Partial<ListMeta> = {}) {
  const full: ListMeta = {
    current_page: 1,
    page_size: Math.max(data.length, 10),
    total: data.length,
    total_page: 1,
    ...meta,
  };
  return HttpResponse.json({ data, meta: full, status: { success: true, code: 200, message: 'common.ok' } });
}

/** An error envelope: `errorResponse(422, 'errors.validation', { name: ['validation.required'] })`. */
export function errorResponse(status: number, message: string, fieldErrors?: FieldErrors) {
  return HttpResponse.json(
    { status: { success: false, code: status, message }, ...(fieldErrors ? { errors: fieldErrors } : {}) },
    { status },
  );
}

/** A file download's answer: the first bytes of a PDF ("%PDF") as `fileName`. */
export function pdfAnswer(fileName: string): Response {
  return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** What a test records of a download's request: its path and query (`/private/…/pdf?lang=en`). */
export const pathAndQuery = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

export interface HandlerContext {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined for GET/empty bodies); a FormData for multipart uploads. */
  body: unknown;
}

/** What a handler may answer: the typed data (wrapped in the envelope for you) or any Response (errors). */
export type HandlerAnswer<E> = ResponseOf<E> | Response;

function method(endpoint: AnyEndpoint) {
  switch (endpoint.method) {
    case 'GET':
      return http.get;
    case 'POST':
      return http.post;
    case 'PUT':
      return http.put;
    case 'PATCH':
      return http.patch;
    case 'DELETE':
      return http.delete;
  }
}

async function context(request: Request, params: PathParams): Promise<HandlerContext> {
  let body: unknown;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      // uploads: the FormData the client sent (files keep their name, type and bytes)
      body = await request.clone().formData();
    } else {
      const text = await request.clone().text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
    }
  }
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') flat[key] = value;
  return { request, params: flat, query: new URL(request.url).searchParams, body };
}

/**
 * An MSW handler for one contract endpoint, typed by it: the resolver returns `ResponseOf<E>` (or a Response for
 * failures) and the answer goes out in the success envelope. A contract change breaks the handler at compile time.
 */
export function handlerFor<E extends AnyEndpoint>(
  endpoint: E,
  resolver: (ctx: HandlerContext) => HandlerAnswer<E> | Promise<HandlerAnswer<E>>,
) {
  const handle: HttpResponseResolver<PathParams, DefaultBodyType> = async ({ request, params }) => {
    const answer = await resolver(await context(request, params));
    return answer instanceof Response ? answer : envelope(answer);
  };
  return method(endpoint)(`${GATEWAY_URL}${endpoint.path}`, handle);
}

/** Like handlerFor for paged list endpoints: return `{ data, meta? }`. */
export function listHandlerFor<E extends AnyEndpoint>(
  endpoint: E,
  resolver: (
    ctx: HandlerContext,
  ) =>
    | { data: ResponseOf<E>; meta?: Partial<ListMeta> }
    | Response
    | Promise<{ data: ResponseOf<E>; meta?: Partial<ListMeta> } | Response>,
) {
  const handle: HttpResponseResolver<PathParams, DefaultBodyType> = async ({ request, params }) => {
    const answer = await resolver(await context(request, params));
    if (answer instanceof Response) return answer;
    return listEnvelope(answer.data as unknown[], answer.meta);
  };
  return method(endpoint)(`${GATEWAY_URL}${endpoint.path}`, handle);
}
