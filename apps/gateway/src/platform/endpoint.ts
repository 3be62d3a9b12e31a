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
import { validateBody } from '@platform/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { AuthenticatedUser } from '../identity/types';
import { youthIdOf } from './callers';
import { cacheControlOf, cacheKey, dayOfKeys, type PublicCache, sendKept } from './public-cache';
import { HttpError, forbidden, notFound, validationFailed } from './errors';
import { scopeOf, type TenantScope } from './tenant-scope';

/** A shared yup object schema a request part is validated with. */
export type RequestSchema = ObjectSchema<AnyObject>;

/** The value a declared schema yields, or the contract's type where nothing is declared. */
export type Checked<S, Fallback> = S extends RequestSchema ? InferType<S> : Fallback;

/**
 * What a contract route declares about its request, kept in the route's config: the OpenAPI document reads it, and
 * the test harness finds the endpoint (and so its response schema) of every answer through it.
 */
export interface ContractRoute {
  endpoint: EndpointDef;
  /** HTTP status of a success. */
  successCode: number;
  /** Validated before the handler runs (422 with the field errors). */
  body?: RequestSchema;
  query?: RequestSchema;
  /** Schemas the handler applies itself (special cases): documented, not run here. */
  documented?: { body?: RequestSchema; query?: RequestSchema };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: ContractRoute;
  }
}

/** The names of an endpoint's path parameters (`:id`, `:boardId` …). */
export type ParamName<E> = Extract<keyof ParamsOf<E>, string>;

/** `ctx.id()` reads `:id`; any other parameter is named (`ctx.id('boardId')`). */
export type IdArgs<E> = 'id' extends ParamName<E> ? [name?: ParamName<E>] : [name: ParamName<E>];

/** A path id: a positive integer, or 404 (an id that cannot exist is as missing as another tenant's record). */
export function pathId(value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export interface PageRequest {
  page: number;
  page_size: number;
}

export interface HandlerContext<E, B = undefined, Q = undefined> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  /** The query validated with the declared `query` schema (unknown keys dropped), else the raw query. */
  query: Checked<Q, QueryOf<E>>;
  /** The body validated with the declared `body` schema (unknown keys dropped), else the raw body. */
  body: Checked<B, BodyOf<E>>;
  /** The signed-in user of a protected or private endpoint; null on public and system endpoints. */
  user: AuthenticatedUser | null;
  /** The signed-in user; throws 401 on an endpoint that has none (a registration mistake, caught by tests). */
  requireUser(): AuthenticatedUser;
  /** A path parameter as a positive integer (`pathId`), or 404: `ctx.id()` is `:id`, `ctx.id('boardId')` another. */
  id(...name: IdArgs<E>): number;
  /** The signed-in youth's user id (spec §6: any unknown type code counts as youth); 403 for other user types. */
  youthId(): number;
  /** Whose records the signed-in caller may manage (platform/tenant-scope.ts): all, an organisation's, an institute's, none. */
  tenant(): TenantScope;
  /** `page` / `page_size` of the query, clamped (default 10, max 100). */
  page: PageRequest;
}

/** What a list handler returns: one page of items and the total; the helper adds `meta`. */
export type ListResult<E> = ResponseOf<E> extends (infer Item)[] ? { data: Item[]; total: number } : never;

export interface EndpointOptions<
  B extends RequestSchema | undefined = undefined,
  Q extends RequestSchema | undefined = undefined,
> {
  /** HTTP status of a success; default 201 for POST, otherwise 200. */
  successCode?: number;
  /** Message id of a success; default by method. */
  message?: string;
  /** A tighter per-route rate limit than the global one (e.g. forms that send mail). */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * The shared schema of the body: checked after the area rule and before the handler (a body that is not a JSON
   * object is 400, a failure 422 with the field errors); the handler gets the validated value. The OpenAPI document
   * describes the request body from it.
   */
  body?: B;
  /** The shared schema of the query string, like `body`; the OpenAPI query parameters come from it. */
  query?: Q;
  /** Schemas a handler applies itself (e.g. a body laid over the stored record first): documented only. */
  documented?: ContractRoute['documented'];
  /** A check of the signed-in caller beyond the area rule (e.g. youth only), run before the request is read. */
  caller?: (user: AuthenticatedUser) => void;
  /** A public read a cache may serve: its headers, and its answers kept in this process (platform/public-cache.ts). */
  cache?: PublicCache;
}

export function pageOf(query: unknown): PageRequest {
  const q = (query ?? {}) as Record<string, unknown>;
  // at most page 1,000,000 (past every list; an offset beyond it would not be a whole number SQL can take)
  const page = Math.min(1_000_000, Math.max(1, Math.trunc(Number(q.page ?? 1)) || 1));
  // `limit` is the spec's name on featured-jobs (page, limit); page_size wins when both are sent
  const size = Math.trunc(Number(q.page_size ?? q.limit ?? PAGE_SIZE_DEFAULT)) || PAGE_SIZE_DEFAULT;
  return { page, page_size: Math.min(PAGE_SIZE_MAX, Math.max(1, size)) };
}

const ADMIN_TYPES = new Set<number>([USER_TYPE.SYSTEM, USER_TYPE.CONTENT_PROVIDER, USER_TYPE.RECRUITER]);

/**
 * The area rule of ARCHITECTURE §4/§5. `public`: the api-key (checked by the api-key plugin) is enough.
 * `protected`: a valid bearer token. `private`: an admin-type user (youth and unknown type codes are refused)
 * holding the endpoint's permission key. A private endpoint without a permission key is refused to everyone.
 */
export async function authorise(
  app: FastifyInstance,
  endpoint: EndpointDef,
  request: FastifyRequest,
): Promise<AuthenticatedUser | null> {
  if (endpoint.area !== 'protected' && endpoint.area !== 'private') return null;
  const user = await app.services.identity.authenticate(request);
  if (endpoint.area === 'private') {
    if (!ADMIN_TYPES.has(user.user_type_code)) throw forbidden();
    if (!endpoint.permission || !user.permissions.has(endpoint.permission)) throw forbidden();
  }
  return user;
}

function successMessage(method: string): string {
  if (method === 'POST') return SUCCESS_MESSAGES.created;
  if (method === 'DELETE') return SUCCESS_MESSAGES.deleted;
  return method === 'GET' ? SUCCESS_MESSAGES.ok : SUCCESS_MESSAGES.updated;
}

/**
 * Registers one contract endpoint: method, path, area and permission come from the contract, so the route,
 * the SPA call and the OpenAPI document cannot drift. The handler returns the data; the envelope is added here.
 */
export function registerEndpoint<
  E extends EndpointDef,
  B extends RequestSchema | undefined = undefined,
  Q extends RequestSchema | undefined = undefined,
>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E, B, Q>) => Promise<ResponseOf<E>>,
  options: EndpointOptions<B, Q> = {},
): void {
  if (endpoint.list)
    throw new Error(`${endpoint.method} ${endpoint.path} is a list endpoint: use registerListEndpoint`);
  register(app, endpoint, handler, options, false);
}

/** A paged list endpoint: the handler returns one page and the total; `meta` is added here. */
export function registerListEndpoint<
  E extends EndpointDef,
  B extends RequestSchema | undefined = undefined,
  Q extends RequestSchema | undefined = undefined,
>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E, B, Q>) => Promise<ListResult<E>>,
  options: EndpointOptions<B, Q> = {},
): void {
  if (!endpoint.list)
    throw new Error(`${endpoint.method} ${endpoint.path} is not a list endpoint in the contract`);
  register(app, endpoint, handler, options, true);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates one request part with its declared schema (the 422 envelope on failure), else passes it on. */
async function checked(schema: RequestSchema | undefined, value: unknown): Promise<unknown> {
  if (!schema) return value;
  if (value !== undefined && value !== null && !isPlainObject(value))
    throw new HttpError(400, 'errors.bad_request');
  const result = await validateBody(schema, value ?? {});
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

function register<
  E extends EndpointDef,
  B extends RequestSchema | undefined,
  Q extends RequestSchema | undefined,
>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E, B, Q>) => Promise<unknown>,
  options: EndpointOptions<B, Q>,
  list: boolean,
): void {
  const successCode = options.successCode ?? (endpoint.method === 'POST' ? 201 : 200);
  const contract: ContractRoute = {
    endpoint,
    successCode,
    body: options.body,
    query: options.query,
    documented: options.documented,
  };
  if (options.cache && (endpoint.area !== 'public' || endpoint.method !== 'GET'))
    throw new Error(`${endpoint.method} ${endpoint.path}: only public reads may be cached`);
  const memory = app.services.config.responseCache ? options.cache?.memory : undefined;
  // decided once, here: a hit is a map lookup and the kept bytes with headers made when the answer was kept
  const cacheControl = options.cache ? cacheControlOf(options.cache) : '';
  const dayOfKey = dayOfKeys();
  /** The request answered by the handler (`key`: where a kept route keeps the answer). */
  const answer = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const user = await authorise(app, endpoint, request);
    if (user && options.caller) options.caller(user);
    const page = pageOf(request.query);
    const query = (await checked(options.query, request.query ?? {})) as Checked<Q, QueryOf<E>>;
    const body = (await checked(options.body, request.body)) as Checked<B, BodyOf<E>>;
    const requireUser = (): AuthenticatedUser => {
      if (!user) throw new HttpError(401, 'errors.unauthorized');
      return user;
    };
    const params = (request.params ?? {}) as Record<string, unknown>;
    const result = await handler({
      request,
      reply,
      params: request.params as ParamsOf<E>,
      query,
      body,
      user,
      requireUser,
      id: (...name: IdArgs<E>) => pathId(params[name[0] ?? 'id']),
      youthId: () => youthIdOf(requireUser()),
      tenant: () => scopeOf(requireUser()),
      page,
    });
    const code = successCode;
    reply.code(code);
    const status = { success: true, code, message: options.message ?? successMessage(endpoint.method) };
    let envelope: object;
    if (list) {
      const { data, total } = result as { data: unknown[]; total: number };
      const meta: ListMeta = {
        current_page: page.page,
        page_size: page.page_size,
        total,
        total_page: Math.ceil(total / page.page_size),
      };
      envelope = { data, status, meta };
    } else envelope = { data: result, status };
    if (!memory) return envelope;
    const kept = app.services.responseCache.set(key, JSON.stringify(envelope), memory.tag, memory.ttlMs);
    return sendKept(request, reply, kept, cacheControl, 'miss');
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      contract,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.cache ? { publicCache: options.cache } : {}),
    },
    handler: memory
      ? (request, reply) => {
          // the day is part of the key: a job past its deadline is never served from yesterday's answer
          const key = `${dayOfKey()}|${cacheKey(request.url)}`;
          const kept = app.services.responseCache.get(key);
          // a hit is answered here, synchronously: no promise for Fastify to wait on (ADR 0126, revision 2)
          if (kept) {
            sendKept(request, reply, kept, cacheControl, 'hit');
            return;
          }
          return answer(request, reply, key);
        }
      : (request, reply) => answer(request, reply, ''),
  });
}
