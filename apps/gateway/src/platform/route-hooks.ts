import type { onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  onSend: onSendHookHandler;
}

/**
 * Adds a lifecycle hook to one route's own hooks (from an `onRoute` hook: decided once, from the route's pattern and
 * config, instead of a global hook asking every request). A route's options may hold none, one or a list; a new list
 * is made, so the HEAD route Fastify derives from a GET route's options gets its own. A route's own hooks run after
 * the app's; `first` puts this one before the route's other hooks of its kind (e.g. the api-key before a limit).
 */
export function addRouteHook<N extends keyof RouteHooks>(
  route: RouteOptions,
  name: N,
  hook: RouteHooks[N],
  first = false,
): void {
  const current = (route[name] ?? []) as RouteHooks[N] | RouteHooks[N][];
  const list = [current].flat() as RouteHooks[N][];
  (route as unknown as Record<N, RouteHooks[N][]>)[name] = first ? [hook, ...list] : [...list, hook];
}
