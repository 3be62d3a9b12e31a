import type { HttpMethod } from './http';

/** The three areas of the gateway (spec §7) plus system routes (health, openapi). */
export type Area = 'public' | 'protected' | 'private' | 'system';

/**
 * One endpoint of the API, defined once. The gateway registers its route from it, the SPAs' hooks call
 * through it and test handlers are typed by it. The phantom `types` member carries the TypeScript types only.
 */
export interface EndpointDef<TRes = unknown, TBody = unknown, TQuery = unknown, TParams = unknown> {
  method: HttpMethod;
  /** Fastify-style path: `/public/static-contents/:type`. */
  path: string;
  area: Area;
  /** Permission key the caller must hold (private routes). */
  permission?: string;
  /** Whether the answer is a paged list (`ListEnvelope`). */
  list?: boolean;
  summary: string;
  readonly types?: { response: TRes; body: TBody; query: TQuery; params: TParams };
}

/** A typed endpoint definition. Pure: a bundle drops every definition its code does not use. */
/*@__NO_SIDE_EFFECTS__*/
export function defineEndpoint<TRes, TBody = undefined, TQuery = undefined, TParams = undefined>(
  def: Omit<EndpointDef<TRes, TBody, TQuery, TParams>, 'types'>,
): EndpointDef<TRes, TBody, TQuery, TParams> {
  return def;
}

// biome-ignore format: keep the helpers on one line each
export type ResponseOf<E> = E extends EndpointDef<infer R, infer _B, infer _Q, infer _P> ? R : never;
export type BodyOf<E> = E extends EndpointDef<infer _R, infer B, infer _Q, infer _P> ? B : never;
export type QueryOf<E> = E extends EndpointDef<infer _R, infer _B, infer Q, infer _P> ? Q : never;
export type ParamsOf<E> = E extends EndpointDef<infer _R, infer _B, infer _Q, infer P> ? P : never;

/** Fills `:name` segments of a path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number> | null): string {
  return path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
