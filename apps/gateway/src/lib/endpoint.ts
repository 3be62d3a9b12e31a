import {
  type BodyOf,
  type EndpointDef,
  type ListMeta,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  SUCCESS_MESSAGES,
  USER_TYPE,
} from '@platform/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser, Identity } from '../identity/types';
import { HttpError, forbidden } from './errors';

export interface HandlerContext<E> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** Present on protected and private endpoints. */
  user: AuthenticatedUser | null;
  page: { page: number; page_size: number };
}

export type ListResult<E> = ResponseOf<E> extends (infer Item)[] ? { data: Item[]; total: number } : never;

export interface RouteDeps {
  identity: Identity;
}

function pageOf(query: unknown): { page: number; page_size: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = Math.max(1, Math.trunc(Number(q.page ?? 1)) || 1);
  const size = Math.trunc(Number(q.page_size ?? PAGE_SIZE_DEFAULT)) || PAGE_SIZE_DEFAULT;
  return { page, page_size: Math.min(PAGE_SIZE_MAX, Math.max(1, size)) };
}

/**
 * Registers one contract endpoint: method, path, area and permission come from the contract, so the route,
 * the SPA call and the OpenAPI document cannot drift. The handler returns data; the envelope is added here.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<ResponseOf<E>>,
  options: { successCode?: number; message?: string } = {},
): void {
  register(app, deps, endpoint, handler, options);
}

/** A paged list endpoint: the handler returns one page and the total; `meta` is added here. */
export function registerListEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<ListResult<E>>,
): void {
  register(app, deps, { ...endpoint, list: true }, handler, {});
}

function register<E extends EndpointDef>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<unknown>,
  options: { successCode?: number; message?: string },
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      let user: AuthenticatedUser | null = null;
      if (endpoint.area === 'protected' || endpoint.area === 'private') {
        user = await deps.identity.authenticate(request);
      }
      if (endpoint.area === 'private') {
        const adminType = user!.user_type_code === USER_TYPE.SYSTEM || user!.user_type_code === USER_TYPE.CONTENT_PROVIDER || user!.user_type_code === USER_TYPE.RECRUITER;
        if (!adminType) throw forbidden();
        if (!endpoint.permission || !user!.permissions.has(endpoint.permission)) throw forbidden();
      }
      const page = pageOf(request.query);
      const result = await handler({
        request,
        reply,
        params: request.params as ParamsOf<E>,
        query: (request.query ?? {}) as QueryOf<E>,
        body: request.body as BodyOf<E>,
        user,
        page,
      });
      const code = options.successCode ?? (endpoint.method === 'POST' ? 201 : 200);
      reply.code(code);
      const status = { success: true, code, message: options.message ?? (endpoint.method === 'POST' ? SUCCESS_MESSAGES.created : endpoint.method === 'GET' ? SUCCESS_MESSAGES.ok : SUCCESS_MESSAGES.updated) };
      if (endpoint.list) {
        const { data, total } = result as { data: unknown[]; total: number };
        const meta: ListMeta = { current_page: page.page, page_size: page.page_size, total, total_page: Math.ceil(total / page.page_size) };
        return { data, status, meta };
      }
      return { data: result, status };
    },
  });
}

export function assert(condition: unknown, status: number, message: string): asserts condition {
  if (!condition) throw new HttpError(status, message);
}
