import type { FastifyInstance } from 'fastify';
import { areaOfPattern } from '../../areas';
import { addRouteHook } from '../../route-hooks';

/**
 * Answers of the signed-in areas are per user: no browser or proxy may keep them. The area is the route's pattern,
 * so the hook is given to those routes when they are registered; public reads do not run it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const area = areaOfPattern(route.url);
    if (area === 'protected' || area === 'private')
      addRouteHook(route, 'onSend', async (_req, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
  });
}
