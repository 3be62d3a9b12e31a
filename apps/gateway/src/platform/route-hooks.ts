import type { onSendHookHandler, RouteOptions } from 'fastify';

/**
 * Adds a lifecycle hook to one route's own hooks (from an `onRoute` hook: decided once, from the route's pattern and
 * config, instead of a global hook asking every request). A route's options may hold none, one or a list; a new list
 * is made, so the HEAD route Fastify derives from a GET route's options gets its own.
 */
export function addRouteHook(route: RouteOptions, name: 'onSend', hook: onSendHookHandler): void {
  const current = route[name];
  route[name] = current === undefined ? [hook] : [...[current].flat(), hook];
}
