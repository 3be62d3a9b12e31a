import type { BodyOf, EndpointDef, ParamsOf, QueryOf } from '@platform/contract';

/** Any endpoint of the contract, whatever its types. */
export type AnyEndpoint = EndpointDef<unknown, unknown, unknown, unknown>;

type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of endpoint E takes: path params and body when E declares them, an optional query. */
export type EndpointArgs<E> = Slot<'params', ParamsOf<E>> &
  Slot<'body', BodyOf<E>> & {
    query?: [QueryOf<E>] extends [undefined] ? undefined : QueryOf<E>;
  };

/** Arguments of `client.call`: EndpointArgs plus an abort signal. */
export type CallArgs<E> = EndpointArgs<E> & { signal?: AbortSignal };

/** `args` may be left out when the endpoint needs neither params nor body. */
export type CallArgsTuple<E> = object extends EndpointArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];
